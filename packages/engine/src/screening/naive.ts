import type { ScreenerFilter } from '@evident/contracts/screener';
import { FIELD_BY_ID, INVESTABLE_FIELD, type FieldDefinition } from './fields';
import type { ScreenRow } from './screen-row';

/*
 * The screener's rules written the plain way, one row object at a time (issue 20, ADR 021). The
 * server runs screens on column arrays (columns.ts); this version is the reference the property
 * tests compare them with, and what the preset backtest runs on each point-in-time universe.
 *
 * A filter's verdict on a row is true, false, or null when the row lacks the value (or, for a
 * rank within the sector, the sector). All filters (or any, with isOr) must be true to match;
 * a row that does not match but would have with its missing values taken as passing is counted
 * as "excluded for missing data".
 */

export type Verdict = boolean | null;
export type CellValue = number | string | boolean | null;

export interface ScreenQuery {
  filters: readonly ScreenerFilter[];
  isOr?: boolean | undefined;
  sortingBy?: { field: string; order: 'asc' | 'desc' } | undefined;
}

export interface ScreenOutcome {
  /** Indices of the matching rows, in sort order. */
  matches: number[];
  excludedMissing: number;
}

/** How many of `n` known values a top or bottom `percent`% keeps (at least one). */
export function rankCount(percent: number, n: number): number {
  return Math.max(1, Math.min(n, Math.ceil((percent * n) / 100 - 1e-9)));
}

export function fieldOf(id: string): FieldDefinition {
  const field = FIELD_BY_ID.get(id);
  if (!field) throw new Error(`unknown screener field ${id}`);
  return field;
}

/** Code-unit order for strings, false < true, numbers by value: the one order both versions use. */
export function compareValues(a: number | string | boolean, b: number | string | boolean): number {
  // Equal numbers are equal (Infinity − Infinity would be NaN).
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a - b;
  const x = typeof a === 'boolean' ? Number(a) : a;
  const y = typeof b === 'boolean' ? Number(b) : b;
  return x < y ? -1 : x > y ? 1 : 0;
}

function threshold(values: number[], percent: number, top: boolean): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const k = rankCount(percent, sorted.length);
  return top ? sorted[sorted.length - k]! : sorted[k - 1]!;
}

/** Each filter's verdict on each row (rows × filters). */
export function verdictsNaive(
  rows: readonly ScreenRow[],
  filters: readonly ScreenerFilter[],
): Verdict[][] {
  const perFilter = filters.map((f): Verdict[] => {
    const field = fieldOf(f.field);
    const values = rows.map((r) => field.read(r));
    switch (f.op) {
      case 'known':
        return values.map((v) => v !== null);
      case 'unknown':
        return values.map((v) => v === null);
      case 'gte':
        return values.map((v) => (v === null ? null : (v as number) >= f.value));
      case 'lte':
        return values.map((v) => (v === null ? null : (v as number) <= f.value));
      case 'between':
        return values.map((v) =>
          v === null ? null : (v as number) >= f.min && (v as number) <= f.max,
        );
      case 'in':
        return values.map((v) => (v === null ? null : f.values.includes(v as string)));
      case 'is':
        return values.map((v) => (v === null ? null : v === f.value));
      case 'top':
      case 'bottom': {
        const top = f.op === 'top';
        if (f.scope === 'market') {
          const t = threshold(
            values.filter((v): v is number => v !== null),
            f.percent,
            top,
          );
          return values.map((v) =>
            v === null || t === null ? null : top ? (v as number) >= t : (v as number) <= t,
          );
        }
        const bySector = new Map<string, number[]>();
        rows.forEach((r, i) => {
          const v = values[i];
          if (r.sector === null || v === null) return;
          const list = bySector.get(r.sector);
          if (list) list.push(v as number);
          else bySector.set(r.sector, [v as number]);
        });
        const thresholds = new Map(
          [...bySector].map(([s, vs]) => [s, threshold(vs, f.percent, top)!]),
        );
        return rows.map((r, i) => {
          const v = values[i];
          if (v === null || r.sector === null) return null;
          const t = thresholds.get(r.sector)!;
          return top ? (v as number) >= t : (v as number) <= t;
        });
      }
    }
  });
  return rows.map((_, i) => perFilter.map((v) => v[i]!));
}

/** The screener's "Investable only" filter (fields.ts INVESTABLE_FILTER): always ANDed. */
export function isInvestableGate(f: ScreenerFilter): boolean {
  return f.field === INVESTABLE_FIELD && f.op === 'is' && f.value === true;
}

const asVerdict = (c: 'match' | 'missing' | 'no'): Verdict =>
  c === 'match' ? true : c === 'missing' ? null : false;

/** Whether a row with these verdicts matches, or is excluded only for missing values. */
export function combine(verdicts: readonly Verdict[], isOr: boolean): 'match' | 'missing' | 'no' {
  if (isOr) {
    if (verdicts.some((v) => v === true)) return 'match';
    return verdicts.some((v) => v === null) ? 'missing' : 'no';
  }
  if (verdicts.some((v) => v === false)) return 'no';
  return verdicts.some((v) => v === null) ? 'missing' : 'match';
}

/** Sort order of row indices by a field: known values first in the order, ties and missing by symbol. */
export function sortIndicesNaive(
  rows: readonly ScreenRow[],
  indices: readonly number[],
  sortingBy: { field: string; order: 'asc' | 'desc' },
): number[] {
  const field = fieldOf(sortingBy.field);
  const sign = sortingBy.order === 'asc' ? 1 : -1;
  return [...indices].sort((a, b) => {
    const va = field.read(rows[a]!);
    const vb = field.read(rows[b]!);
    if (va !== null && vb !== null) {
      const c = compareValues(va, vb);
      if (c !== 0) return sign * c;
    } else if (va !== null) return -1;
    else if (vb !== null) return 1;
    const sa = rows[a]!.symbol;
    const sb = rows[b]!.symbol;
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  });
}

/** A screen run the plain way (the reference for the column version). */
export function runScreenNaive(rows: readonly ScreenRow[], query: ScreenQuery): ScreenOutcome {
  const verdicts = verdictsNaive(rows, query.filters);
  const matches: number[] = [];
  let excludedMissing = 0;
  // The investable switch (ADR 049) narrows an ORed screen: its other filters ORed, then ANDed.
  const gate = query.filters.map((f) => (query.isOr ?? false) && isInvestableGate(f));
  const gated = gate.some(Boolean) && gate.some((g) => !g);
  verdicts.forEach((v, i) => {
    const c = gated
      ? combine(
          [
            asVerdict(
              combine(
                v.filter((_, k) => !gate[k]),
                true,
              ),
            ),
            ...v.filter((_, k) => gate[k]),
          ],
          false,
        )
      : combine(v, query.isOr ?? false);
    if (c === 'match') matches.push(i);
    else if (c === 'missing') excludedMissing++;
  });
  return {
    matches: sortIndicesNaive(
      rows,
      matches,
      query.sortingBy ?? { field: 'evidentScore', order: 'desc' },
    ),
    excludedMissing,
  };
}
