import '@/i18n/en/screener';
import type { ApplyFiltersBody, Screen, ScreenerPreset } from '@evident/contracts/screener';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { serverMessageOf } from '@/lib/api-client';
import { applyFilters, screenQuery } from './api/screener-api';
import {
  decodeState,
  EMPTY_STATE,
  encodeState,
  PAGE_SIZE,
  userFilterCount,
  type ScreenState,
} from './screen-state';

export const stateOfScreen = (s: Screen | ScreenerPreset): ScreenState => ({
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

/** Spec §8: the server's message, by default "Something went wrong". */
export function useMessageOf() {
  const { t } = useTranslation('screener');
  return (error: unknown) => serverMessageOf(error) ?? t('errors.applyFailed');
}

/**
 * The screen on the page and its results: the state lives in the URL (`?q=`), else in the saved
 * screen `screenId`; the live count follows it, debounced, and each new applyFilters aborts the
 * one before (spec §4).
 */
export function useScreenState(screenId: number | null) {
  const [params, setParams] = useSearchParams();
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

  const current = screenId !== null && saved.data ? saved.data : null;
  const dirty =
    current !== null && encodeState(stateOfScreen(current)) !== encodeState({ ...state, page: 1 });

  return { saved, current, dirty, state, setState, change, key, body, results, data, userFilters };
}

export type ScreenStateOfPage = ReturnType<typeof useScreenState>;
