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

export const DEFAULT_SORTING: Required<SortingBy> = { field: 'evidentScore', order: 'desc' };
export const EMPTY_STATE: ScreenState = {
  filters: [],
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
