import type { List } from '@evident/contracts/lists';
import type { ScreenerField, ScreenerRow, SortingBy } from '@evident/contracts/screener';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ScoreBadge } from '@/components/score-badge';
import { toast } from '@/components/toast';
import { ApiError, errorText } from '@/lib/api-client';
import { notAvailable } from '@/lib/format';
import { addToFirstList, listsQuery, refreshLists } from '@/lib/lists-api';
import { stockPath } from '@/lib/stock-path';
import { openPricing } from '@/lib/subscription';
import { formatCell } from '../units';
import styles from './results-table.module.css';
import '@/i18n/en/screener';

type Kind = 'watchlist' | 'portfolio';

function AddToList({ row }: { row: ScreenerRow }) {
  const { t } = useTranslation('screener');
  const client = useQueryClient();
  const watchlists = useQuery(listsQuery('watchlist'));
  const portfolios = useQuery(listsQuery('portfolio'));
  const add = useMutation({
    mutationFn: ({ kind, lists }: { kind: Kind; lists: readonly List[] }) =>
      addToFirstList(kind, lists, row.ticker),
    onSuccess: (list) =>
      toast.success(t('toast.savedTitle'), {
        description: t('table.addedTo', { symbol: row.symbol, list: list.name }),
      }),
    onError: (error) =>
      toast.error(t('toast.notSaved'), {
        description: errorText(error, t('errors.retry')),
        ...(error instanceof ApiError && error.status === 403
          ? { action: { label: t('upgrade'), onClick: openPricing } }
          : {}),
      }),
    onSettled: (_d, _e, { kind }) => refreshLists(client, kind),
  });
  return (
    <span className={styles.rowActions}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('table.watchLabel', { symbol: row.symbol })}
        title={t('table.watchTitle')}
        disabled={add.isPending || !watchlists.data}
        onClick={() => add.mutate({ kind: 'watchlist', lists: watchlists.data ?? [] })}
      >
        {t('table.watch')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('table.portfolioLabel', { symbol: row.symbol })}
        title={t('table.portfolioTitle')}
        disabled={add.isPending || !portfolios.data}
        onClick={() => add.mutate({ kind: 'portfolio', lists: portfolios.data ?? [] })}
      >
        {t('table.portfolio')}
      </Button>
    </span>
  );
}

/** The screen's results: sortable columns, missing values "not available", add to a list. */
export function ResultsTable({
  rows,
  columns,
  fields,
  sortingBy,
  onSort,
  offset,
}: {
  rows: readonly ScreenerRow[];
  columns: readonly string[];
  fields: ReadonlyMap<string, ScreenerField>;
  sortingBy: Required<SortingBy>;
  onSort: (sorting: Required<SortingBy>) => void;
  offset: number;
}) {
  const { t } = useTranslation('screener');
  const sortButton = (id: string, label: string) => {
    const active = sortingBy.field === id;
    const field = fields.get(id);
    const next: Required<SortingBy> = active
      ? { field: id, order: sortingBy.order === 'desc' ? 'asc' : 'desc' }
      : { field: id, order: field?.direction === 'lower' ? 'asc' : 'desc' };
    return (
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(next)}
        title={field?.description}
      >
        {label}
        <span aria-hidden="true">{active ? (sortingBy.order === 'desc' ? ' ↓' : ' ↑') : ''}</span>
      </button>
    );
  };
  const ariaSort = (id: string) =>
    sortingBy.field === id ? (sortingBy.order === 'desc' ? 'descending' : 'ascending') : undefined;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rank}>
              #
            </th>
            <th scope="col">{t('table.company')}</th>
            <th scope="col" aria-sort={ariaSort('evidentScore')}>
              {sortButton('evidentScore', t('table.score'))}
            </th>
            {columns
              .filter((c) => c !== 'evidentScore')
              .map((c) => (
                <th
                  key={c}
                  scope="col"
                  aria-sort={ariaSort(c)}
                  className={fields.get(c)?.kind === 'number' ? styles.num : undefined}
                >
                  {sortButton(c, fields.get(c)?.label ?? c)}
                </th>
              ))}
            <th scope="col">
              <span className="visually-hidden">{t('table.addToList')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, k) => (
            <tr key={r.ticker} data-testid="result-row">
              <td className={styles.rank}>{offset + k + 1}</td>
              <td>
                <Link to={stockPath(r.ticker)} className={styles.company}>
                  <span className={styles.symbol}>{r.symbol}</span>
                  <span className={styles.companyName}>{r.companyName}</span>
                </Link>
              </td>
              <td>
                {r.evidentScore === null ? notAvailable() : <ScoreBadge score={r.evidentScore} />}
              </td>
              {columns
                .filter((c) => c !== 'evidentScore')
                .map((c) => {
                  const field = fields.get(c);
                  return (
                    <td key={c} className={field?.kind === 'number' ? styles.num : undefined}>
                      {formatCell(r.values[c], field)}
                    </td>
                  );
                })}
              <td>
                <AddToList row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
