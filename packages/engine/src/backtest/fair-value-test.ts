import { median } from '../numbers';

/**
 * The fair value tested against later prices (issue 24, ADR 031): at each rebalance date the
 * eligible companies with a published fair value are ranked by their gap (fair value vs price);
 * the most undervalued fifth and the most overvalued fifth are each held equal-weight for 12 and
 * 36 months. Per horizon: the mean forward return of each fifth, the mean difference, a 95%
 * confidence interval for it (Newey–West, as the monthly observations overlap by horizon − 1
 * months), and the share of dates on which the undervalued fifth did better.
 */

export const FAIR_VALUE_HORIZONS = [12, 36] as const;
/** Fewer companies with a fair value at a date than this and the date is not used. */
export const MIN_RANKED = 25;

export interface QuintileObservation {
  date: string;
  /** Mean forward return of the most undervalued and the most overvalued fifth. */
  undervalued: number;
  overvalued: number;
}

export interface FairValueHorizonResult {
  months: number;
  /** Dates measured. */
  observations: number;
  undervaluedReturn: number | null;
  overvaluedReturn: number | null;
  /** Mean of undervalued − overvalued, and its 95% confidence interval. */
  difference: number | null;
  differenceLow: number | null;
  differenceHigh: number | null;
  /** Share of dates on which the undervalued fifth returned more. */
  hitRate: number | null;
  averageCompanies: number | null;
}

export interface FairValueTestResult {
  horizons: FairValueHorizonResult[];
  /** Dates at which at least MIN_RANKED eligible companies had a fair value, and their mean count. */
  rankedDates: number;
  averageRanked: number | null;
  /** The median gap (percent, + = fair value above the price) at the last ranked date. */
  latest: { date: string; medianGap: number; companies: number } | null;
}

/**
 * The two extreme fifths of `gaps` (highest gap = most undervalued) and their mean forward
 * returns (companies without a return over the horizon left out); null when too few.
 */
export function extremeFifths(
  gaps: readonly { symbol: string; gap: number }[],
  forward: (symbol: string) => number,
): { undervalued: number; overvalued: number; size: number } | null {
  if (gaps.length < MIN_RANKED) return null;
  const sorted = [...gaps].sort((a, b) => b.gap - a.gap || a.symbol.localeCompare(b.symbol));
  const size = Math.floor(sorted.length / 5);
  const meanOf = (group: readonly { symbol: string }[]) => {
    const rs = group.map((g) => forward(g.symbol)).filter(Number.isFinite);
    return rs.length === 0 ? Number.NaN : rs.reduce((a, b) => a + b, 0) / rs.length;
  };
  const undervalued = meanOf(sorted.slice(0, size));
  const overvalued = meanOf(sorted.slice(sorted.length - size));
  if (!Number.isFinite(undervalued) || !Number.isFinite(overvalued)) return null;
  return { undervalued, overvalued, size };
}

/** Median of the gaps (percent), for the latest date's summary. */
export function medianGap(gaps: readonly { gap: number }[]): number {
  return median(gaps.map((g) => g.gap));
}

/**
 * Standard error of the mean of a series whose terms are correlated up to `lag` apart
 * (Newey & West 1987, Bartlett weights).
 */
export function neweyWestStandardError(xs: readonly number[], lag: number): number {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const gamma = (l: number) => {
    let s = 0;
    for (let t = l; t < n; t++) s += (xs[t]! - mean) * (xs[t - l]! - mean);
    return s / n;
  };
  let variance = gamma(0);
  for (let l = 1; l <= Math.min(lag, n - 1); l++) variance += 2 * (1 - l / (lag + 1)) * gamma(l);
  return Math.sqrt(Math.max(variance, 0) / n);
}

export function summariseHorizon(
  months: number,
  observations: readonly (QuintileObservation & { size: number })[],
): FairValueHorizonResult {
  const n = observations.length;
  if (n === 0) {
    return {
      months,
      observations: 0,
      undervaluedReturn: null,
      overvaluedReturn: null,
      difference: null,
      differenceLow: null,
      differenceHigh: null,
      hitRate: null,
      averageCompanies: null,
    };
  }
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const diffs = observations.map((o) => o.undervalued - o.overvalued);
  const difference = mean(diffs);
  const se = n > 1 ? neweyWestStandardError(diffs, months - 1) : null;
  return {
    months,
    observations: n,
    undervaluedReturn: mean(observations.map((o) => o.undervalued)),
    overvaluedReturn: mean(observations.map((o) => o.overvalued)),
    difference,
    differenceLow: se === null ? null : difference - 1.96 * se,
    differenceHigh: se === null ? null : difference + 1.96 * se,
    hitRate: diffs.filter((d) => d > 0).length / n,
    averageCompanies: mean(observations.map((o) => o.size)),
  };
}
