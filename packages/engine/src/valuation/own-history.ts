import type { HistoryPoint } from './history-points';
import type { MultipleShortfall, ValuationMethodName, ValuationReason } from './valuation-reason';
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_MIN,
  ADJUSTMENT_YEARS,
  MIN_HISTORY_POINTS,
  MIN_HISTORY_YEARS,
} from './parameters';
import { median, round2 } from '../numbers';

export type HistoryMultiple = 'pe' | 'ps' | 'pfcf' | 'pb';

export interface MultipleEstimate {
  multiple: HistoryMultiple;
  /** Today's multiple. */
  current: number;
  /** Median of the company's own positive multiples over the window. */
  median: number;
  /** Points the median is taken over, and the years they span. */
  points: number;
  years: number;
  /** Price at which the company would trade at its (adjusted) median multiple. */
  estimate: number;
}

export interface OwnHistoryValue {
  method: 'ownHistory';
  value: number;
  low: number;
  high: number;
  estimates: MultipleEstimate[];
  /** Revenue growth a year: the latest three years, and over the history window. */
  growthNow: number | null;
  growthThen: number | null;
  /** Factor applied to every median multiple (1 when growth could not be compared). */
  adjustment: number;
}

export interface Unavailable {
  method: ValuationMethodName;
  value: null;
  reason: ValuationReason;
}

const YEAR_DAYS = 365.25;

export interface OwnHistoryInput {
  price: number | null;
  asOfDay: number;
  /** Today's multiples. */
  current: Record<HistoryMultiple, number | null>;
  /** Which multiples describe the company (banks: P/E and P/B). */
  multiples: readonly HistoryMultiple[];
  /** Quarter-end points of the window, oldest first. */
  points: readonly HistoryPoint[];
  /** Today's trailing revenue and its three-year growth a year. */
  revenueNow: number | null;
  growthNow: number | null;
}

/**
 * Own-history multiples (ADR 031, the idea behind GuruFocus's GF Value): for each multiple, the
 * median of the company's own positive values at quarter ends over the last ten years — when they
 * are at least 12 and span at least five years — applied to today's trailing figure:
 * `price × median × adjustment ÷ current`. The adjustment compares the growth the company shows
 * now (three-year revenue growth) with the growth over the window (revenue at the first point to
 * today): `((1 + now) ÷ (1 + then))^5`, held within 0.75–1.25, so a company that grew faster
 * when it earned its old multiples is not valued at them today. Two multiples at least; the
 * figure is their median, the range their lowest and highest.
 */
export function ownHistoryValue(input: OwnHistoryInput): OwnHistoryValue | Unavailable {
  const { price, points, asOfDay } = input;
  if (price === null || !(price > 0)) {
    return { method: 'ownHistory', value: null, reason: { code: 'noRecentPrice' } };
  }
  const growthThen = windowGrowth(points, input.revenueNow, asOfDay);
  // Rounded before use, so the factor shown reproduces the figures exactly.
  const adjustment =
    input.growthNow === null || growthThen === null || input.growthNow <= -1
      ? 1
      : Math.round(
          Math.min(
            ADJUSTMENT_MAX,
            Math.max(
              ADJUSTMENT_MIN,
              ((1 + input.growthNow) / (1 + growthThen)) ** ADJUSTMENT_YEARS,
            ),
          ) * 1000,
        ) / 1000;
  const estimates: MultipleEstimate[] = [];
  const short: MultipleShortfall[] = [];
  for (const m of input.multiples) {
    const current = input.current[m];
    const own = points.filter((p) => p[m] !== null && p[m]! > 0);
    const years = own.length === 0 ? 0 : (asOfDay - own[0]!.day) / YEAR_DAYS;
    if (current === null || !(current > 0)) {
      short.push({ multiple: m, code: 'notPositive' });
      continue;
    }
    if (own.length < MIN_HISTORY_POINTS || years < MIN_HISTORY_YEARS - 0.125) {
      short.push({ multiple: m, code: 'shortHistory', years: MIN_HISTORY_YEARS });
      continue;
    }
    const med = median(own.map((p) => p[m]!));
    const estimate = (price * med * adjustment) / current;
    if (!Number.isFinite(estimate) || !(estimate > 0)) continue;
    estimates.push({
      multiple: m,
      current,
      median: med,
      points: own.length,
      years: Math.round(years * 10) / 10,
      estimate: round2(estimate),
    });
  }
  if (estimates.length < 2) {
    return {
      method: 'ownHistory',
      value: null,
      reason: { code: 'fewMultiples', shortfalls: short },
    };
  }
  const values = estimates.map((e) => e.estimate);
  return {
    method: 'ownHistory',
    value: round2(median(values)),
    low: Math.min(...values),
    high: Math.max(...values),
    estimates,
    growthNow: input.growthNow,
    growthThen,
    adjustment,
  };
}

/** Revenue growth a year from the window's first point with revenue to today (three years at least). */
function windowGrowth(
  points: readonly HistoryPoint[],
  revenueNow: number | null,
  asOfDay: number,
): number | null {
  if (revenueNow === null || !(revenueNow > 0)) return null;
  const first = points.find((p) => p.revenue !== null && p.revenue > 0);
  if (!first) return null;
  const years = (asOfDay - first.day) / YEAR_DAYS;
  if (years < 3) return null;
  return (revenueNow / first.revenue!) ** (1 / years) - 1;
}
