import type {
  ApplyFiltersBody,
  Screen,
  ScreenerField,
  ScreenerFilter,
  ScreenerPreset,
} from '@evident/contracts/screener';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { toast } from '@/components/toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { formatDate, formatInteger } from '@/lib/format';
import { openPricing } from '@/lib/subscription';
import {
  applyFilters,
  createScreen,
  deleteScreen,
  downloadScreen,
  fieldsQuery,
  presetsQuery,
  screenQuery,
  screensQuery,
  updateScreen,
} from '../api/screener-api';
import {
  decodeState,
  EMPTY_STATE,
  encodeState,
  investableOnly,
  isInvestableGate,
  PAGE_SIZE,
  userFilterCount,
  withInvestableOnly,
  type ScreenState,
} from '../screen-state';
import { defaultFilter, FilterEditor } from './filter-editor';
import { PresetsPanel } from './presets-panel';
import { ResultsTable } from './results-table';
import { WhyNot } from './why-not';
import styles from './screener.module.css';
import '@/i18n/en/screener';

const stateOfScreen = (s: Screen | ScreenerPreset): ScreenState => ({
  filters: s.filters,
  sortingBy: s.sortingBy
    ? { field: s.sortingBy.field, order: s.sortingBy.order }
    : EMPTY_STATE.sortingBy,
  columns: s.columns ?? null,
  isOr: s.isOr,
  page: 1,
});

const bodyOf = (state: ScreenState): ApplyFiltersBody => ({
  filters: state.filters,
  sortingBy: state.sortingBy,
  ...(state.columns ? { columns: state.columns } : {}),
});

function groupFields(fields: readonly ScreenerField[]): [string, ScreenerField[]][] {
  const groups = new Map<string, ScreenerField[]>();
  for (const f of fields) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return [...groups];
}

/** A `<select>` of every field, by group: picking one adds it (a filter or a column). */
function FieldSelect({
  label,
  fields,
  exclude,
  onPick,
}: {
  label: string;
  fields: readonly ScreenerField[];
  exclude?: ReadonlySet<string>;
  onPick: (field: ScreenerField) => void;
}) {
  const byId = new Map(fields.map((f) => [f.id, f]));
  return (
    <select
      aria-label={label}
      value=""
      className={styles.fieldSelect}
      onChange={(e) => {
        const f = byId.get(e.target.value);
        if (f) onPick(f);
      }}
    >
      <option value="">{label}…</option>
      {groupFields(fields).map(([group, list]) => (
        <optgroup key={group} label={group}>
          {list
            .filter((f) => !exclude?.has(f.id))
            .map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}

/**
 * The screener (`/screener/:id?`, spec §2 login required; issue 20): filters on every field with
 * their distributions, a live count (debounced; each new applyFilters aborts the one before, spec
 * §4), columns, sort, pages, the state in the URL, saved screens, "Why isn't X here?", CSV and
 * research presets with their backtests.
 */
export function ScreenerPage({ screenId }: { screenId: number | null }) {
  const { t } = useTranslation('screener');
  // Spec §8: the server's message, by default "Something went wrong".
  const messageOf = (error: unknown) => serverMessageOf(error) ?? t('errors.applyFailed');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const fields = useQuery(fieldsQuery());
  const presets = useQuery(presetsQuery());
  const screens = useQuery(screensQuery());
  const saved = useQuery({ ...screenQuery(screenId ?? 0), enabled: screenId !== null });

  const q = params.get('q');
  const fromUrl = useMemo(() => decodeState(q), [q]);
  // The URL's state first; else the saved screen (spec §8: a failed single load empties the
  // filters); else an empty screen.
  const state: ScreenState =
    fromUrl ?? (saved.data && !saved.isError ? stateOfScreen(saved.data) : EMPTY_STATE);
  const setState = (next: ScreenState) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('q', encodeState(next));
        return out;
      },
      { replace: true },
    );
  const change = (patch: Partial<ScreenState>) => setState({ ...state, page: 1, ...patch });

  const fieldList = useMemo(() => fields.data?.fields ?? [], [fields.data]);
  const fieldMap = useMemo(() => new Map(fieldList.map((f) => [f.id, f])), [fieldList]);

  // The state as a string: what the URL holds, what is debounced and what keys the answer.
  const key = encodeState(state);
  const body = useMemo(() => bodyOf(decodeState(key) ?? EMPTY_STATE), [key]);
  const requestKey = useDebouncedValue(key, 250);
  const request = useMemo(() => decodeState(requestKey) ?? EMPTY_STATE, [requestKey]);
  const results = useQuery({
    queryKey: ['screener', 'apply', requestKey],
    // A newer key leaves this query without observers: TanStack Query aborts its signal (spec §4).
    queryFn: ({ signal }) =>
      applyFilters(
        bodyOf(request),
        { page: request.page, pageSize: PAGE_SIZE, isOr: request.isOr },
        signal,
      ),
    enabled: userFilterCount(request) > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const userFilters = userFilterCount(state);
  const data = results.isError || userFilters === 0 ? null : results.data;

  const refreshScreens = () => client.invalidateQueries({ queryKey: ['screener', 'screens'] });
  const [naming, setNaming] = useState<null | 'new' | 'rename' | 'copy'>(null);
  const [name, setName] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const current = screenId !== null && saved.data ? saved.data : null;
  const dirty =
    current !== null && encodeState(stateOfScreen(current)) !== encodeState({ ...state, page: 1 });

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
  const openPreset = (p: ScreenerPreset) => {
    void navigate(`/screener?q=${encodeURIComponent(encodeState(stateOfScreen(p)))}`);
  };

  const setFilter = (i: number, f: ScreenerFilter) =>
    change({ filters: state.filters.map((x, k) => (k === i ? f : x)) });
  const columns = state.columns ?? data?.columns ?? ['evidentScore'];
  // The user's filters: the investable switch alone still shows the presets (ADR 049).
  const filtered = new Set(state.filters.filter((f) => !isInvestableGate(f)).map((f) => f.field));

  return (
    <div className={styles.page}>
      <PageHeader
        title={current ? current.name : t('title')}
        subtitle={
          fields.data
            ? t('subtitle', {
                count: fields.data.universe,
                universe: formatInteger(fields.data.universe),
                date: formatDate(fields.data.asOf),
              })
            : undefined
        }
      />

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

      {saved.isError ? (
        <p role="alert" className={styles.error}>
          {messageOf(saved.error)}
        </p>
      ) : null}

      <div className={styles.layout}>
        <aside className={styles.filters} aria-label={t('filters.title')}>
          <h2 className={styles.sectionTitle}>{t('filters.title')}</h2>
          {fields.isPending ? (
            <Skeleton height="6rem" />
          ) : fields.isError ? (
            <p role="alert" className={styles.error}>
              {messageOf(fields.error)}
            </p>
          ) : (
            <>
              <label className={styles.investableSwitch}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={investableOnly(state)}
                  onChange={(e) => change(withInvestableOnly(state, e.target.checked))}
                />
                <span>
                  <strong>{t('filters.investableOnly')}</strong>
                  <span className={styles.investableRule}>{t('filters.investableRule')}</span>
                </span>
              </label>
              <ul className={styles.filterList}>
                {state.filters.map((f, i) =>
                  isInvestableGate(f) ? null : (
                    <FilterEditor
                      key={`${i}-${f.field}`}
                      filter={f}
                      field={fieldMap.get(f.field)}
                      onChange={(next) => setFilter(i, next)}
                      onRemove={() => change({ filters: state.filters.filter((_, k) => k !== i) })}
                    />
                  ),
                )}
              </ul>
              <FieldSelect
                label={t('filters.add')}
                fields={fieldList}
                onPick={(field) => change({ filters: [...state.filters, defaultFilter(field)] })}
              />
              {userFilters > 1 ? (
                <fieldset className={styles.match}>
                  <legend>{t('filters.mustPass')}</legend>
                  <label>
                    <input
                      type="radio"
                      name="isOr"
                      checked={!state.isOr}
                      onChange={() => change({ isOr: false })}
                    />
                    {t('filters.every')}
                  </label>
                  <label>
                    <input
                      type="radio"
                      name="isOr"
                      checked={state.isOr}
                      onChange={() => change({ isOr: true })}
                    />
                    {t('filters.any')}
                  </label>
                </fieldset>
              ) : null}
            </>
          )}
        </aside>

        <section
          className={styles.results}
          aria-label={t('results.label')}
          aria-busy={results.isFetching}
        >
          {userFilters === 0 ? (
            <p className={styles.empty} role="status">
              {t('results.atLeastOneFilter')}
            </p>
          ) : results.isError ? (
            <p role="alert" className={styles.error}>
              {messageOf(results.error)}
              {results.error instanceof ApiError && results.error.status
                ? ` (${results.error.status})`
                : ''}
            </p>
          ) : !data ? (
            <Skeleton height="12rem" />
          ) : (
            <>
              <p className={styles.count} role="status" data-testid="match-count">
                <Trans
                  t={t}
                  i18nKey="results.matches"
                  count={data.total}
                  values={{
                    total: formatInteger(data.total),
                    universe: formatInteger(data.universe),
                  }}
                  components={{ strong: <strong /> }}
                />
                {data.excludedMissing > 0
                  ? t('results.excludedMissing', {
                      count: data.excludedMissing,
                      excluded: formatInteger(data.excludedMissing),
                    })
                  : ''}
              </p>
              {data.limit !== null && data.total > data.limit ? (
                <p className={styles.cap}>
                  {t('results.planCap', { count: data.limit, limit: formatInteger(data.limit) })}{' '}
                  <Button size="sm" variant="secondary" onClick={openPricing}>
                    {t('upgrade')}
                  </Button>
                </p>
              ) : null}
              <div className={styles.columns}>
                <span className={styles.muted}>{t('results.columns')}</span>
                {columns.map((c) => (
                  <span key={c} className={styles.chip}>
                    {fieldMap.get(c)?.label ?? c}
                    {columns.length > 1 ? (
                      <button
                        type="button"
                        aria-label={t('results.removeColumn', {
                          label: fieldMap.get(c)?.label ?? c,
                        })}
                        onClick={() => change({ columns: columns.filter((x) => x !== c) })}
                      >
                        ×
                      </button>
                    ) : null}
                  </span>
                ))}
                <FieldSelect
                  label={t('results.addColumn')}
                  fields={fieldList}
                  exclude={new Set(columns)}
                  onPick={(f) => change({ columns: [...columns, f.id] })}
                />
              </div>
              {data.data.length === 0 ? (
                <p className={styles.empty}>
                  {data.total === 0 ? t('results.noMatch') : t('results.noRows')}
                </p>
              ) : (
                <ResultsTable
                  rows={data.data}
                  columns={columns}
                  fields={fieldMap}
                  sortingBy={state.sortingBy}
                  onSort={(sortingBy) => change({ sortingBy })}
                  offset={(data.pagination.page - 1) * data.pagination.pageSize}
                />
              )}
              {data.pagination.totalPages > 1 ? (
                <nav className={styles.pager} aria-label={t('results.pages')}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={state.page <= 1}
                    onClick={() => setState({ ...state, page: state.page - 1 })}
                  >
                    {t('results.previous')}
                  </Button>
                  <span>
                    {t('results.pageOf', {
                      page: formatInteger(state.page),
                      pages: formatInteger(data.pagination.totalPages),
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={state.page >= data.pagination.totalPages}
                    onClick={() => setState({ ...state, page: state.page + 1 })}
                  >
                    {t('results.next')}
                  </Button>
                </nav>
              ) : null}
              <WhyNot body={body} isOr={state.isOr} fields={fieldMap} screenKey={key} />
            </>
          )}
          {filtered.size === 0 && presets.data ? (
            <PresetsPanel presets={presets.data} onOpen={openPreset} />
          ) : null}
        </section>
      </div>
      {filtered.size > 0 && presets.data ? (
        <details className={styles.morePresets}>
          <summary>{t('results.researchPresets')}</summary>
          <PresetsPanel presets={presets.data} onOpen={openPreset} title={null} />
        </details>
      ) : null}
    </div>
  );
}
