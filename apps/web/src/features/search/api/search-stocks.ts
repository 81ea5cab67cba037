import type { StockSearchResult } from '@evident/contracts/stocks';
import { apiRequest } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const stocksContracts = () => import('@evident/contracts/stocks');

/** Spec §9: 20 results are fetched; the boxes show fewer. */
export const SEARCH_FETCH_LIMIT = 20;

export function searchStocks(term: string, signal?: AbortSignal): Promise<StockSearchResult[]> {
  return apiRequest('/stocks', {
    schema: async () => (await stocksContracts()).stockSearchResponse,
    query: { search: term, limit: SEARCH_FETCH_LIMIT },
    signal,
  });
}

export const stockSearchKey = (term: string) => ['stocks', 'search', term] as const;
