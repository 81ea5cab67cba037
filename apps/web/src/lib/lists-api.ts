import type { List, ListKind } from '@evident/contracts/lists';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/i18n';
import { track } from './analytics';
import { apiRequest } from './api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const listsContracts = () => import('@evident/contracts/lists');

/**
 * Watchlist and portfolio calls of spec §7, shared by the stock page's "add to favourites" and the
 * watchlist and portfolio screens.
 */
export const listsQuery = (kind: ListKind) =>
  queryOptions({
    queryKey: ['lists', kind],
    queryFn: ({ signal }) =>
      apiRequest(`/${kind}/`, {
        schema: async () => (await listsContracts()).listsResponse,
        signal,
        requiresAuth: true,
      }),
  });

export async function createList(kind: ListKind, name: string) {
  const list = await apiRequest(`/${kind}/newByName`, {
    schema: async () => (await listsContracts()).listResponse,
    method: 'POST',
    body: { name },
    requiresAuth: true,
  });
  track(kind === 'watchlist' ? 'watchlist_created' : 'portfolio_created', {});
  return list;
}

export async function deleteList(kind: ListKind, id: number) {
  const answer = await apiRequest(`/${kind}/${id}`, {
    schema: async () => (await listsContracts()).deleteListResponse,
    method: 'DELETE',
    requiresAuth: true,
  });
  track(kind === 'watchlist' ? 'watchlist_deleted' : 'portfolio_deleted', {});
  return answer;
}

export const cleanUpList = (kind: ListKind, id: number) =>
  apiRequest(`/${kind}/${id}`, {
    schema: async () => (await listsContracts()).listResponse,
    method: 'PUT',
    body: { clearRemoved: true },
    requiresAuth: true,
  });

const CHANGE_EVENTS = {
  watchlist: { addCompanies: 'watchlist_stock_added', removeCompanies: 'watchlist_stock_removed' },
  portfolio: { addCompanies: 'portfolio_stock_added', removeCompanies: 'portfolio_stock_removed' },
} as const;

export async function changeListCompanies(
  kind: ListKind,
  id: number,
  change: 'addCompanies' | 'removeCompanies',
  tickers: string[],
) {
  const list = await apiRequest(`/${kind}/${id}/${change}`, {
    schema: async () => (await listsContracts()).listResponse,
    method: 'PUT',
    body: { tickers },
    requiresAuth: true,
  });
  for (const ticker of tickers) track(CHANGE_EVENTS[kind][change], { ticker });
  return list;
}

/**
 * Adds a company to the user's first list of a kind, creating "My watchlist" (in the reader's
 * language) when there is none.
 */
export async function addToFirstList(
  kind: ListKind,
  lists: readonly List[],
  ticker: string,
): Promise<List> {
  const target = lists[0] ?? (await createList(kind, t(`common:defaultListNames.${kind}`)));
  return changeListCompanies(kind, target.id, 'addCompanies', [ticker]);
}

/** After a change: the lists and the usage bars (stocks in watchlist/portfolio) are stale. */
export async function refreshLists(client: QueryClient, kind: ListKind): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['lists', kind] }),
    client.invalidateQueries({ queryKey: ['auth', 'user-subscription'] }),
  ]);
}
