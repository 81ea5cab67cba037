import type { List } from '@evident/contracts/lists';

type Stock = List['stocks'][number];

/** The columns a list can be sorted by (issue 21: sortable columns). */
export const LIST_SORT_KEYS = [
  'company',
  'score',
  'scoreChange',
  'lastClose',
  'change1d',
  'value',
] as const;
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];
export interface ListSort {
  key: ListSortKey;
  order: 'asc' | 'desc';
}

/** The score change since the previous score run, when both scores are known. */
export const scoreChangeOf = (s: Stock): number | null =>
  s.company?.evidentScore != null && s.previousScore !== null
    ? s.company.evidentScore - s.previousScore
    : null;

/** A holding's value: shares × last close, when both are known. */
export const valueOf = (s: Stock): number | null =>
  s.shares !== null && s.company?.lastClose != null ? s.shares * s.company.lastClose : null;

const NUMBER_OF: Record<Exclude<ListSortKey, 'company'>, (s: Stock) => number | null> = {
  score: (s) => s.company?.evidentScore ?? null,
  scoreChange: scoreChangeOf,
  lastClose: (s) => s.company?.lastClose ?? null,
  change1d: (s) => s.company?.change1d ?? null,
  value: valueOf,
};

const nameOf = (s: Stock) => s.company?.companyName ?? s.ticker;

/** The order a column starts in when first chosen: names A→Z, figures highest first. */
export const firstOrder = (key: ListSortKey): ListSort['order'] =>
  key === 'company' ? 'asc' : 'desc';

/**
 * The stocks sorted by a column (a view: the list's own order is unchanged). Missing figures
 * ("not available") go last in either direction; ties keep the list's order.
 */
export function sortStocks(stocks: readonly Stock[], sort: ListSort | null): Stock[] {
  if (!sort) return [...stocks];
  const sign = sort.order === 'asc' ? 1 : -1;
  const indexed = stocks.map((s, i) => ({ s, i }));
  if (sort.key === 'company') {
    indexed.sort((a, b) => sign * nameOf(a.s).localeCompare(nameOf(b.s)) || a.i - b.i);
  } else {
    const of = NUMBER_OF[sort.key];
    indexed.sort((a, b) => {
      const x = of(a.s);
      const y = of(b.s);
      if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || a.i - b.i;
      return sign * (x - y) || a.i - b.i;
    });
  }
  return indexed.map((x) => x.s);
}
