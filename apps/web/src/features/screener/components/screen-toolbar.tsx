import '@/i18n/en/screener';
import type { ApplyFiltersBody, Screen } from '@evident/contracts/screener';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import {
  createScreen,
  deleteScreen,
  downloadScreen,
  screenQuery,
  screensQuery,
  updateScreen,
} from '../api/screener-api';
import { encodeState, type ScreenState } from '../screen-state';
import { useMessageOf } from '../use-screen-state';
import styles from './screener.module.css';

/**
 * The saved screens bar: open one, save, rename, duplicate or delete the screen on the page, and
 * download it as CSV; with the name form below it while a name is asked for.
 */
export function ScreenToolbar({
  screenId,
  current,
  dirty,
  state,
  body,
  userFilters,
}: {
  screenId: number | null;
  /** The saved screen on the page, once loaded. */
  current: Screen | null;
  /** Whether the state differs from the saved screen's. */
  dirty: boolean;
  state: ScreenState;
  body: ApplyFiltersBody;
  userFilters: number;
}) {
  const { t } = useTranslation('screener');
  const messageOf = useMessageOf();
  const client = useQueryClient();
  const navigate = useNavigate();
  const screens = useQuery(screensQuery());
  const refreshScreens = () => client.invalidateQueries({ queryKey: ['screener', 'screens'] });
  const [naming, setNaming] = useState<null | 'new' | 'rename' | 'copy'>(null);
  const [name, setName] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = useMutation({
    mutationFn: async (kind: 'update' | 'new' | 'rename' | 'copy') => {
      const shape = {
        filters: state.filters,
        sortingBy: state.sortingBy,
        ...(state.columns ? { columns: state.columns } : {}),
        isOr: state.isOr,
      };
      if (kind === 'update' && current) return updateScreen(current.id, shape);
      if (kind === 'rename' && current) return updateScreen(current.id, { name });
      return createScreen({ name, ...shape });
    },
    onSuccess: (screen) => {
      toast.success(t('toast.saved'));
      setNaming(null);
      void refreshScreens();
      client.setQueryData(screenQuery(screen.id).queryKey, screen);
      if (screen.id !== screenId)
        void navigate(`/screener/${screen.id}?q=${encodeURIComponent(encodeState(state))}`);
    },
    onError: (error) => toast.error(t('toast.notSaved'), { description: messageOf(error) }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteScreen(id),
    onSuccess: () => {
      toast.success(t('toast.deleted'), { description: t('toast.deletedDescription') });
      setConfirmDelete(false);
      void refreshScreens();
      void navigate('/screener');
    },
    onError: (error) => toast.error(t('toast.notDeleted'), { description: messageOf(error) }),
  });
  const download = useMutation({
    mutationFn: () => downloadScreen(body, state.isOr),
    onError: (error) => toast.error(t('toast.notDownloaded'), { description: messageOf(error) }),
  });

  const submitName = (e: FormEvent) => {
    e.preventDefault();
    if (naming) save.mutate(naming === 'rename' ? 'rename' : 'new');
  };

  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.savedSelect}>
          <span className="visually-hidden">{t('toolbar.savedScreens')}</span>
          <select
            aria-label={t('toolbar.savedScreens')}
            value={screenId ?? ''}
            onChange={(e) =>
              void navigate(e.target.value ? `/screener/${e.target.value}` : '/screener')
            }
          >
            <option value="">
              {screens.data?.length ? t('toolbar.chooseSaved') : t('toolbar.noSavedScreens')}
            </option>
            {screens.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        {current ? (
          <>
            <Button
              size="sm"
              onClick={() => save.mutate('update')}
              disabled={!dirty || save.isPending || userFilters === 0}
            >
              {dirty ? t('toolbar.saveChanges') : t('toolbar.saved')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setName(current.name);
                setNaming('rename');
              }}
            >
              {t('toolbar.rename')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setName(t('toolbar.copyOf', { name: current.name }));
                setNaming('copy');
              }}
            >
              {t('toolbar.duplicate')}
            </Button>
            {confirmDelete ? (
              <Button size="sm" variant="danger" onClick={() => remove.mutate(current.id)}>
                {t('toolbar.confirmDelete')}
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
                {t('toolbar.delete')}
              </Button>
            )}
          </>
        ) : (
          <Button
            size="sm"
            onClick={() => {
              setName('');
              setNaming('new');
            }}
            disabled={userFilters === 0}
          >
            {t('toolbar.saveScreen')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => download.mutate()}
          disabled={userFilters === 0 || download.isPending}
        >
          {t('toolbar.downloadCsv')}
        </Button>
      </div>

      {naming ? (
        <form className={styles.nameForm} onSubmit={submitName}>
          <label htmlFor="screen-name">
            {naming === 'rename' ? t('nameForm.newName') : t('nameForm.screenName')}
          </label>
          <input
            id="screen-name"
            value={name}
            maxLength={60}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={save.isPending || name.trim() === ''}>
            {t('nameForm.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNaming(null)}>
            {t('nameForm.cancel')}
          </Button>
        </form>
      ) : null}
    </>
  );
}
