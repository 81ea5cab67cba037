import { stockSearchResponse, type StockSearchResult } from '@evident/contracts/stocks';
import { apiRequest } from '@/lib/api-client';

/** Spec §9: 20 results are fetched; the boxes show fewer. */
export const SEARCH_FETCH_LIMIT = 20;

export function searchStocks(term: string, signal?: AbortSignal): Promise<StockSearchResult[]> {
  return apiRequest('/stocks', {
    schema: stockSearchResponse,
    query: { search: term, limit: SEARCH_FETCH_LIMIT },
    signal,
  });
}

export const stockSearchKey = (term: string) => ['stocks', 'search', term] as const;
