import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchDailySelections } from './api/home-queries';
import { loadSelections, saveSelections, type DailySelectionItem } from './daily-selections-cache';

/** Spec §9: refetch every 300 s. */
export const DAILY_SELECTIONS_REFETCH_MS = 300_000;

export type DailySelectionsState =
  | { status: 'loading' }
  | { status: 'ready'; items: DailySelectionItem[] }
  /** The request failed; showing the copy cached in local storage at `savedAt`. */
  | { status: 'cached'; items: DailySelectionItem[]; savedAt: string }
  | { status: 'error' };

/**
 * Spec §4 polling: daily selections are refetched every 5 minutes and when the window regains
 * focus; each answer is saved to local storage, and a failed request falls back to that copy.
 */
export function useDailySelections(): DailySelectionsState {
  const query = useQuery({
    queryKey: ['daily-selections', 'current'],
    queryFn: ({ signal }) => fetchDailySelections(signal),
    refetchInterval: DAILY_SELECTIONS_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    // Fresh for a minute, like the app's other reads: a page that arrived with them (ADR 028)
    // does not ask again the moment it starts; polling and focus refetch as the spec says.
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data && query.isSuccess) saveSelections(query.data);
  }, [query.data, query.isSuccess]);

  // The copy saved in local storage, read only when the request failed.
  const cached = useQuery({
    queryKey: ['daily-selections', 'saved copy'],
    queryFn: loadSelections,
    enabled: query.isError && query.data === undefined,
    staleTime: Infinity,
    gcTime: 0,
  });

  if (query.data) return { status: 'ready', items: query.data };
  if (query.isError) {
    if (cached.isPending) return { status: 'loading' };
    return cached.data
      ? { status: 'cached', items: cached.data.items, savedAt: cached.data.savedAt }
      : { status: 'error' };
  }
  return { status: 'loading' };
}
