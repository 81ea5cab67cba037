import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { searchStocks, stockSearchKey } from './api/search-stocks';
import { searchTerm, uniqueBySymbol } from './search-results';

/**
 * Spec §4/§5/§9 search: debounced; a new term aborts the previous request (TanStack Query cancels
 * a query whose signal was handed to fetch when it loses its observer); results are cached per
 * term for the session; errors and aborts are silent (no results, no message); an empty input
 * clears the results at once and sends nothing.
 */
export function useStockSearch(input: string, options: { debounceMs: number; max: number }) {
  const term = searchTerm(input);
  const debounced = useDebouncedValue(term, options.debounceMs);
  const active = term !== '' && debounced !== '';
  const query = useQuery({
    queryKey: stockSearchKey(debounced),
    queryFn: ({ signal }) => searchStocks(debounced, signal),
    enabled: active,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // While the next term loads, keep showing the last results instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const results = active && query.data ? uniqueBySymbol(query.data, options.max) : [];
  return {
    term,
    results,
    /** True while the typed term has not been answered yet (debounce or request). */
    pending: term !== '' && (term !== debounced || query.isFetching),
    /** The typed term was answered by the server (not failed, not a previous term's results). */
    answered: active && term === debounced && query.isSuccess && !query.isPlaceholderData,
  };
}
