import {
  DEFAULT_PAGE_SIZE,
  screenerColumns,
  screenerFilters,
  sortingBy,
  type ScreenerFilter,
  type SortingBy,
} from '@evident/contracts/screener';
import { z } from 'zod';

/**
 * A screen's state, kept in the URL (`?q=`) so that a screen can be shared and a reload restores
 * every filter (issue 20). Read back through the contracts: a hand-edited URL that does not
 * validate is ignored rather than sent.
 */
export interface ScreenState {
  filters: ScreenerFilter[];
  sortingBy: Required<SortingBy>;
  columns: string[] | null;
  isOr: boolean;
  page: number;
}

/**
 * The "Investable only" switch (ADR 049): a filter of its own in the screen, so the URL, saved
 * screens and the CSV carry it; the server ANDs it even when the other filters are ORed. It is
 * not one of the user's filters: it never satisfies "at least one filter".
 */
export const INVESTABLE_GATE: ScreenerFilter = { field: 'investable', op: 'is', value: true };
export const isInvestableGate = (f: ScreenerFilter) =>
  f.field === 'investable' && f.op === 'is' && f.value === true;
/** Whether the switch is on in a screen. */
export const investableOnly = (state: Pick<ScreenState, 'filters'>) =>
  state.filters.some(isInvestableGate);
/** The filters the user added (the switch left out). */
export const userFilterCount = (state: Pick<ScreenState, 'filters'>) =>
  state.filters.filter((f) => !isInvestableGate(f)).length;
/** The screen with the switch on (first) or off. */
export function withInvestableOnly<T extends Pick<ScreenState, 'filters'>>(
  state: T,
  on: boolean,
): T {
  const rest = state.filters.filter((f) => !isInvestableGate(f));
  return { ...state, filters: on ? [INVESTABLE_GATE, ...rest] : rest };
}

export const DEFAULT_SORTING: Required<SortingBy> = { field: 'evidentScore', order: 'desc' };
/** A new screen: no filter of the user's, the "Investable only" switch on (ADR 049). */
export const EMPTY_STATE: ScreenState = {
  filters: [INVESTABLE_GATE],
  sortingBy: DEFAULT_SORTING,
  columns: null,
  isOr: false,
  page: 1,
};
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

const stored = z.object({
  f: screenerFilters,
  s: sortingBy.optional(),
  c: screenerColumns.nullable().optional(),
  o: z.boolean().optional(),
  p: z.number().int().min(1).optional(),
});

export function encodeState(state: ScreenState): string {
  return JSON.stringify({
    f: state.filters,
    s: state.sortingBy,
    ...(state.columns ? { c: state.columns } : {}),
    ...(state.isOr ? { o: true } : {}),
    ...(state.page > 1 ? { p: state.page } : {}),
  });
}

export function decodeState(text: string | null): ScreenState | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = stored.safeParse(json);
  if (!parsed.success) return null;
  const { f, s, c, o, p } = parsed.data;
  return {
    filters: f,
    sortingBy: s ? { field: s.field, order: s.order } : DEFAULT_SORTING,
    columns: c ?? null,
    isOr: o ?? false,
    page: p ?? 1,
  };
}
