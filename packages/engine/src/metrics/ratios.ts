import { dayNumber } from './day-number';

/** Shared arithmetic of the metric formulas: a missing input or a meaningless division is null. */

export const YEAR = 365;
/** Balance sheet "one year earlier": period end within ± 60 days of 365 days before. */
export const BALANCE_TOLERANCE = 60;
/** Share counts are matched to a window end within ± 45 days. */
export const SHARES_TOLERANCE = 45;
/** US federal statutory corporate tax rate: 35% until 2017, 21% from 2018 (TCJA). */
export const TCJA_START = dayNumber('2018-01-01');

export function positive(value: number | null): value is number {
  return value !== null && value > 0;
}

export function divide(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  return numerator / denominator;
}

/** numerator / denominator when the denominator is > 0, else null. */
export function overPositive(numerator: number | null, denominator: number | null): number | null {
  return positive(denominator) && numerator !== null ? numerator / denominator : null;
}

export function growth(now: number | null, before: number | null): number | null {
  return now !== null && positive(before) ? now / before - 1 : null;
}

/** Compound annual growth; null when the start is ≤ 0 or the end < 0 (undefined rates). */
export function cagr(now: number | null, start: number | null, years: number): number | null {
  if (now === null || !positive(start) || now < 0) return null;
  return Math.pow(now / start, 1 / years) - 1;
}
