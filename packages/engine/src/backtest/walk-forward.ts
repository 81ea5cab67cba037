import { dayNumber, monthKey } from '../metrics/day-number';
import { COMPOSITE_WEIGHTS, FACTOR_IDS, type FactorId } from '../scoring/factors';

/*
 * Walk-forward composite weights (issue 25, ADR 032 section 2): at a month end, the weights of the
 * five core factors come only from 12-month factor ICs (S&P 500 members) whose windows have closed
 * by then — the latest 60 formation months t with t + 12 ≤ now — with negative means set to 0 and
 * the result shrunk halfway toward equal weights. Fewer than 36 such months: no weights.
 */

export const WALK_FORWARD = {
  /** The IC horizon the weights are learnt from (months). */
  horizon: 12,
  /** Formation months in the window. */
  window: 60,
  /** Fewer months with every core factor's IC than this: no weights yet. */
  minMonths: 36,
  /** Share of the equal weights in the final weights. */
  shrink: 0.5,
} as const;

/** The factors the composite weighs (ADR 004): those with a fixed weight today. */
export const CORE_FACTORS: readonly FactorId[] = FACTOR_IDS.filter(
  (f) => (COMPOSITE_WEIGHTS[f] ?? 0) > 0,
);

export type FactorWeights = Partial<Record<FactorId, number>>;

export interface WalkForwardWeights {
  /** The month end the weights are for. */
  asOf: string;
  weights: FactorWeights;
  /** Each core factor's mean 12-month IC over the window. */
  meanIcs: FactorWeights;
  /** Formation months used, and the first and last of them. */
  months: number;
  from: string;
  to: string;
}

const monthOf = (iso: string) => monthKey(dayNumber(iso));

/**
 * The weights at `asOf` from the monthly 12-month factor ICs (`series`, any order; a month counts
 * when every core factor has an IC), or null before there are enough closed months.
 */
export function walkForwardWeights(
  series: readonly { date: string; ics: Partial<Record<FactorId, number | null>> }[],
  asOf: string,
): WalkForwardWeights | null {
  const now = monthOf(asOf);
  const lastClosed = now - WALK_FORWARD.horizon;
  const firstInWindow = lastClosed - WALK_FORWARD.window + 1;
  const used = series
    .filter((s) => {
      const m = monthOf(s.date);
      return m >= firstInWindow && m <= lastClosed;
    })
    .filter((s) => CORE_FACTORS.every((f) => typeof s.ics[f] === 'number'))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  if (used.length < WALK_FORWARD.minMonths) return null;
  const meanIcs: FactorWeights = {};
  for (const f of CORE_FACTORS) {
    meanIcs[f] = used.reduce((sum, s) => sum + (s.ics[f] as number), 0) / used.length;
  }
  const positive = CORE_FACTORS.map((f) => Math.max(0, meanIcs[f]!));
  const total = positive.reduce((a, b) => a + b, 0);
  const equal = 1 / CORE_FACTORS.length;
  const weights: FactorWeights = {};
  CORE_FACTORS.forEach((f, i) => {
    const raw = total > 0 ? positive[i]! / total : equal;
    weights[f] = (1 - WALK_FORWARD.shrink) * raw + WALK_FORWARD.shrink * equal;
  });
  return {
    asOf,
    weights,
    meanIcs,
    months: used.length,
    from: used[0]!.date,
    to: used.at(-1)!.date,
  };
}
