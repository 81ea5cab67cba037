import type { List, ListKind } from '@evident/contracts/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { openPricing } from '@/lib/subscription';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { t as translate } from '@/i18n/i18n';
import { ApiError, errorText } from '@/lib/api-client';
import {
  changeListCompanies,
  cleanUpList,
  createList,
  deleteList,
  listsQuery,
  refreshLists,
} from '@/lib/lists-api';
import { renameList, reorderList, setHolding } from '../api/portfolio-api';
import { PortfolioAnalysisPanel, PortfolioFiles } from './portfolio-panels';
import { SortableStocks } from './sortable-stocks';
import styles from './lists-page.module.css';
import '@/i18n/en/lists';

/** A plan limit (403) offers the pricing modal with its message. */
const limitAware = (error: unknown) => ({
  description: failure(error),
  ...(error instanceof ApiError && error.status === 403
    ? { action: { label: translate('lists:upgrade'), onClick: openPricing } }
    : {}),
});

const failure = (error: unknown) => errorText(error, translate('lists:failure'));

/** The list's name, renamed in place. */
function ListHeader({ list, kind }: { list: List; kind: ListKind }) {
  const { t } = useTranslation('lists');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const rename = useMutation({
    mutationFn: (value: string) => renameList(kind, list.id, value),
    onSuccess: () => {
      setEditing(false);
      toast.success(t('toast.saved'), { description: t('toast.applied') });
    },
    onError: (error) => toast.error(t('toast.notSaved'), { description: failure(error) }),
    onSettled: () => refreshLists(client, kind),
  });
  if (!editing)
    return (
      <div className={styles.listHeader}>
        <h2 className={styles.listName}>{list.name}</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setName(list.name);
            setEditing(true);
          }}
        >
          {t('page.rename')}
        </Button>
      </div>
    );
  return (
    <form
      className={styles.create}
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) rename.mutate(name.trim());
      }}
    >
      <label htmlFor={`rename-${list.id}`}>{t('page.newName')}</label>
      <input
        id={`rename-${list.id}`}
        value={name}
        maxLength={60}
        autoFocus
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={rename.isPending || name.trim() === ''}>
        {t('page.save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
        {t('page.cancel')}
      </Button>
    </form>
  );
}

/**
 * The watchlist and portfolio screens (spec §2 routes: the portfolio is the watchlist screen in
 * portfolio mode): the user's lists, the selected list's companies with their scores, removal
 * with an undo (removed stocks wait in a removed list until cleaned up, spec §4), new lists.
 */
/** A company search whose choice adds the company to the list (composed by the route). */
export type CompanyPicker = (props: {
  label: string;
  className: string;
  onChoose: (company: { ticker: string; symbol: string; companyName: string }) => void;
}) => ReactNode;

export function ListsPage({
  kind,
  listId,
  companyPicker,
}: {
  kind: ListKind;
  listId: number | null;
  companyPicker: CompanyPicker;
}) {
  const { t } = useTranslation('lists');
  const client = useQueryClient();
  const navigate = useNavigate();
  const lists = useQuery(listsQuery(kind));
  const selected = lists.data?.find((l) => l.id === listId) ?? lists.data?.[0] ?? null;
  const [name, setName] = useState('');

  const refresh = () => refreshLists(client, kind);
  const change = useMutation({
    mutationFn: (args: { list: List; ticker: string; to: 'addCompanies' | 'removeCompanies' }) =>
      changeListCompanies(kind, args.list.id, args.to, [args.ticker]),
    onError: (error) => toast.error(t('toast.notSaved'), limitAware(error)),
    onSettled: refresh,
  });
  const create = useMutation({
    mutationFn: (value: string) => createList(kind, value),
    onSuccess: (list) => {
      setName('');
      toast.success(t('toast.saved'), { description: t('toast.applied') });
      void navigate(`/${kind}/${list.id}`);
    },
    onError: (error) => toast.error(t('toast.notCreated'), { description: failure(error) }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (list: List) => deleteList(kind, list.id),
    onSuccess: () => {
      toast.success(t('toast.deleted'), { description: t('toast.deletedDescription') });
      void navigate(`/${kind}`);
    },
    onError: (error) => toast.error(t('toast.notDeleted'), { description: failure(error) }),
    onSettled: refresh,
  });
  const reorder = useMutation({
    mutationFn: (args: { list: List; symbols: string[] }) =>
      reorderList(kind, args.list.id, args.symbols),
    // The new order shows at once; the server's answer (or the old order on failure) follows.
    onMutate: ({ list, symbols }) => {
      client.setQueryData(listsQuery(kind).queryKey, (old) =>
        old?.map((l) =>
          l.id === list.id
            ? { ...l, stocks: symbols.map((s) => l.stocks.find((x) => x.symbol === s)!) }
            : l,
        ),
      );
    },
    onError: (error) => toast.error(t('toast.notSaved'), { description: failure(error) }),
    onSettled: refresh,
  });
  const holding = useMutation({
    mutationFn: (args: {
      list: List;
      symbol: string;
      shares: number | null;
      averageCost: number | null;
    }) => setHolding(args.list.id, args.symbol, args.shares, args.averageCost),
    onError: (error) => toast.error(t('toast.notSaved'), { description: failure(error) }),
    onSettled: () =>
      Promise.all([refresh(), client.invalidateQueries({ queryKey: ['lists', 'portfolio'] })]),
  });
  const cleanUp = useMutation({
    mutationFn: (list: List) => cleanUpList(kind, list.id),
    onError: (error) => toast.error(t('toast.notSaved'), limitAware(error)),
    onSettled: refresh,
  });

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') create.mutate(name.trim());
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t(`${kind}.title`)} subtitle={t(`${kind}.subtitle`)} />
      {lists.isPending ? (
        <div aria-busy="true" aria-label={t(`${kind}.loading`)}>
          <Skeleton height="2.5rem" />
          <Skeleton height="12rem" />
        </div>
      ) : lists.isError ? (
        <p role="alert" className={styles.error}>
          {t(`${kind}.loadFailed`, { error: failure(lists.error) })}
        </p>
      ) : (
        <>
          {lists.data.length > 0 && (
            <nav aria-label={t(`${kind}.nav`)} className={styles.lists}>
              {lists.data.map((l) => (
                <Link
                  key={l.id}
                  to={`/${kind}/${l.id}`}
                  className={styles.listLink}
                  aria-current={l.id === selected?.id ? 'page' : undefined}
                >
                  {l.name} <span className={styles.count}>{l.stocks.length}</span>
                </Link>
              ))}
            </nav>
          )}
          {selected ? (
            <section aria-label={selected.name} className={styles.list}>
              <ListHeader list={selected} kind={kind} />
              {companyPicker({
                label: t('page.addCompany', { name: selected.name }),
                className: styles.add ?? '',
                onChoose: (r) => {
                  if (selected.stocks.some((s) => s.symbol === r.symbol)) {
                    toast.info(
                      t('toast.alreadyIn', { company: r.companyName, list: selected.name }),
                    );
                    return;
                  }
                  change.mutate(
                    { list: selected, ticker: r.ticker, to: 'addCompanies' },
                    {
                      onSuccess: () =>
                        toast.success(t('toast.saved'), {
                          description: t('toast.added', {
                            company: r.companyName,
                            list: selected.name,
                          }),
                        }),
                    },
                  );
                },
              })}
              <SortableStocks
                list={selected}
                kind={kind}
                busy={change.isPending}
                onReorder={(symbols) => reorder.mutate({ list: selected, symbols })}
                onRemove={(s) =>
                  change.mutate({ list: selected, ticker: s.ticker, to: 'removeCompanies' })
                }
                onHolding={(s, shares, averageCost) =>
                  holding.mutate({ list: selected, symbol: s.symbol, shares, averageCost })
                }
              />
              {kind === 'portfolio' ? (
                <>
                  <PortfolioFiles list={selected} />
                  <PortfolioAnalysisPanel list={selected} />
                </>
              ) : null}
              {selected.removed.length > 0 && (
                <div className={styles.removed}>
                  <h2 className={styles.removedTitle}>{t('page.removed')}</h2>
                  <ul>
                    {selected.removed.map((s) => (
                      <li key={s.symbol}>
                        <span>{s.company?.companyName ?? s.ticker}</span>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={change.isPending}
                          onClick={() =>
                            change.mutate({ list: selected, ticker: s.ticker, to: 'addCompanies' })
                          }
                        >
                          {t('page.undo')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={cleanUp.isPending}
                    onClick={() => cleanUp.mutate(selected)}
                  >
                    {t('page.cleanUp')}
                  </Button>
                </div>
              )}
              <Button
                variant="danger"
                size="sm"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('page.confirmDelete', { name: selected.name })))
                    remove.mutate(selected);
                }}
              >
                {t(`${kind}.delete`)}
              </Button>
            </section>
          ) : (
            <p className={styles.empty}>
              {t(`${kind}.empty`)} {kind === 'watchlist' && t('watchlist.emptyHint')}
            </p>
          )}
          <form className={styles.create} onSubmit={onCreate}>
            <label htmlFor={`new-${kind}`}>{t(`${kind}.new`)}</label>
            <input
              id={`new-${kind}`}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('page.name')}
            />
            <Button type="submit" size="sm" disabled={create.isPending || name.trim() === ''}>
              {t('page.create')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
