import type { List, ListKind } from '@evident/contracts/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { openPricing } from '@/lib/subscription';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ScoreBadge } from '@/components/score-badge';
import { Skeleton } from '@/components/skeleton';
import { Table } from '@/components/table';
import { ApiError } from '@/lib/api-client';
import { formatPercent, formatUsd, NOT_AVAILABLE } from '@/lib/format';
import {
  changeListCompanies,
  cleanUpList,
  createList,
  deleteList,
  listsQuery,
  refreshLists,
} from '@/lib/lists-api';
import { stockPath } from '@/lib/stock-path';
import styles from './lists-page.module.css';

const TITLES: Record<ListKind, string> = { watchlist: 'Watchlist', portfolio: 'Portfolio' };
/** A plan limit (403) offers the pricing modal with its message. */
const limitAware = (error: unknown) => ({
  description: failure(error),
  ...(error instanceof ApiError && error.status === 403
    ? { action: { label: 'Upgrade', onClick: openPricing } }
    : {}),
});

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again';

type Stock = List['stocks'][number];

/**
 * The watchlist and portfolio screens (spec §2 routes: the portfolio is the watchlist screen in
 * portfolio mode): the user's lists, the selected list's companies with their scores, removal
 * with an undo (removed stocks wait in a removed list until cleaned up, spec §4), new lists.
 */
export function ListsPage({ kind, listId }: { kind: ListKind; listId: number | null }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const lists = useQuery(listsQuery(kind));
  const selected = lists.data?.find((l) => l.id === listId) ?? lists.data?.[0] ?? null;
  const [name, setName] = useState('');

  const refresh = () => refreshLists(client, kind);
  const change = useMutation({
    mutationFn: (args: { list: List; ticker: string; to: 'addCompanies' | 'removeCompanies' }) =>
      changeListCompanies(kind, args.list.id, args.to, [args.ticker]),
    onError: (error) => toast.error('Not saved', limitAware(error)),
    onSettled: refresh,
  });
  const create = useMutation({
    mutationFn: (value: string) => createList(kind, value),
    onSuccess: (list) => {
      setName('');
      toast.success('Saved', { description: 'Your changes have been applied' });
      void navigate(`/${kind}/${list.id}`);
    },
    onError: (error) => toast.error('Not created', { description: failure(error) }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (list: List) => deleteList(kind, list.id),
    onSuccess: () => {
      toast.success('Delete', { description: 'The item has been deleted' });
      void navigate(`/${kind}`);
    },
    onError: (error) => toast.error('Not deleted', { description: failure(error) }),
    onSettled: refresh,
  });
  const cleanUp = useMutation({
    mutationFn: (list: List) => cleanUpList(kind, list.id),
    onError: (error) => toast.error('Not saved', limitAware(error)),
    onSettled: refresh,
  });

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') create.mutate(name.trim());
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={TITLES[kind]}
        subtitle={
          kind === 'watchlist'
            ? 'Companies you follow, with their Evident Score. Add one from its analysis page with “Add to favourites”.'
            : 'The companies you hold, with their Evident Score.'
        }
      />
      {lists.isPending ? (
        <div aria-busy="true" aria-label={`Loading your ${kind}s`}>
          <Skeleton height="2.5rem" />
          <Skeleton height="12rem" />
        </div>
      ) : lists.isError ? (
        <p role="alert" className={styles.error}>
          Your {kind}s cannot be loaded right now: {failure(lists.error)}
        </p>
      ) : (
        <>
          {lists.data.length > 0 && (
            <nav aria-label={`Your ${kind}s`} className={styles.lists}>
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
              <Table<Stock>
                caption={selected.name}
                columns={[
                  {
                    key: 'company',
                    header: 'Company',
                    cell: (s) => (
                      <Link to={stockPath(s.ticker)}>
                        {s.company?.companyName ?? s.ticker}{' '}
                        <span className={styles.ticker}>{s.ticker}</span>
                      </Link>
                    ),
                  },
                  {
                    key: 'score',
                    header: 'Evident Score',
                    align: 'center',
                    cell: (s) =>
                      s.company?.evidentScore == null ? (
                        NOT_AVAILABLE
                      ) : (
                        <ScoreBadge score={s.company.evidentScore} />
                      ),
                  },
                  {
                    key: 'close',
                    header: 'Last close',
                    align: 'end',
                    cell: (s) => formatUsd(s.company?.lastClose ?? null),
                  },
                  {
                    key: 'change',
                    header: '1 day',
                    align: 'end',
                    cell: (s) => formatPercent(s.company?.change1d ?? null, { sign: true }),
                  },
                  {
                    key: 'remove',
                    header: <span className="visually-hidden">Actions</span>,
                    align: 'end',
                    cell: (s) => (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={change.isPending}
                        aria-label={`Remove ${s.company?.companyName ?? s.ticker}`}
                        onClick={() =>
                          change.mutate({ list: selected, ticker: s.ticker, to: 'removeCompanies' })
                        }
                      >
                        Remove
                      </Button>
                    ),
                  },
                ]}
                rows={selected.stocks}
                rowKey={(s) => s.symbol}
                empty="No companies yet. Open a company’s analysis and choose “Add to favourites”."
              />
              {selected.removed.length > 0 && (
                <div className={styles.removed}>
                  <h2 className={styles.removedTitle}>Removed</h2>
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
                          Undo
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
                    Clean up
                  </Button>
                </div>
              )}
              <Button
                variant="danger"
                size="sm"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(`Delete “${selected.name}”?`)) remove.mutate(selected);
                }}
              >
                Delete this {kind}
              </Button>
            </section>
          ) : (
            <p className={styles.empty}>
              You have no {kind} yet.{' '}
              {kind === 'watchlist' &&
                'Open a company’s analysis and choose “Add to favourites”, or create one here.'}
            </p>
          )}
          <form className={styles.create} onSubmit={onCreate}>
            <label htmlFor={`new-${kind}`}>New {kind}</label>
            <input
              id={`new-${kind}`}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
              placeholder="Name"
            />
            <Button type="submit" size="sm" disabled={create.isPending || name.trim() === ''}>
              Create
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
