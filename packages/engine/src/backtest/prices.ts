import { dayNumber, monthKey } from '../metrics/day-number';
import type { PreparedCompany } from '../metrics/prepare';

/** A date's month as year × 12 + month − 1: the key of monthly prices and the benchmark. */
export const monthOf = (iso: string) => monthKey(dayNumber(iso));

function monthIndex(p: PreparedCompany, month: number): number {
  const { months } = p.monthly;
  let lo = 0;
  let hi = months.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (months[mid]! === month) return mid;
    if (months[mid]! < month) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Whether the company has a month-end price in `month` (year × 12 + month − 1). */
export function priced(p: PreparedCompany, month: number): boolean {
  const i = monthIndex(p, month);
  return i >= 0 && (p.monthly.adjCloses[i]! > 0 || p.monthly.closes[i]! > 0);
}

/**
 * Total return between two month ends from dividend-adjusted closes; when either adjusted close
 * is missing, from plain closes (dividends of that stretch are then missed); NaN without prices.
 */
export function periodReturn(p: PreparedCompany, m0: number, m1: number): number {
  const i = monthIndex(p, m0);
  const j = monthIndex(p, m1);
  if (i < 0 || j < 0) return Number.NaN;
  const { adjCloses, closes } = p.monthly;
  if (adjCloses[i]! > 0 && adjCloses[j]! > 0) return adjCloses[j]! / adjCloses[i]! - 1;
  if (closes[i]! > 0 && closes[j]! > 0) return closes[j]! / closes[i]! - 1;
  return Number.NaN;
}
