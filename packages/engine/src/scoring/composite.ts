import type { MetricId } from '../metrics/metric-id';
import {
  COMPOSITE_MIN_FACTORS,
  COMPOSITE_WEIGHTS,
  FACTOR_MIN_COVERAGE,
  FACTOR_MIN_METRICS,
  FACTORS,
  type CompositeWeights,
  type FactorId,
} from './factors';

/*
 * The scoring formula, once (ADR 004): a factor is the weighted mean of its metrics' percentiles
 * when enough of its applicable metrics are present; the composite is the weighted mean of the
 * core factors when enough of them are present. Used by the score run (score-universe.ts) and by
 * "what changed" (changes/score-changes.ts), which recomputes it with one metric swapped.
 */

/**
 * A factor's value (unrounded) from its metrics' percentiles (null = missing or not applicable),
 * with how many were present; `applicable` is how many of its metrics apply to the company.
 */
export function factorValue(
  factor: FactorId,
  percentileOf: (id: MetricId) => number | null,
  applicable: number,
): { value: number | null; present: number } {
  let sum = 0;
  let weights = 0;
  let present = 0;
  for (const fm of FACTORS[factor].metrics) {
    const p = percentileOf(fm.id);
    if (p === null) continue;
    present += 1;
    sum += p * fm.weight;
    weights += fm.weight;
  }
  const enough =
    present >= FACTOR_MIN_METRICS && present >= Math.ceil(applicable * FACTOR_MIN_COVERAGE);
  return { value: enough && weights > 0 ? sum / weights : null, present };
}

/**
 * The composite (unrounded) from the core factors' values (null = insufficient data), with the
 * fixed weights or given ones (the walk-forward weights, ADR 032).
 */
export function compositeValue(
  valueOf: (factor: FactorId) => number | null,
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
): number | null {
  let sum = 0;
  let weights = 0;
  let count = 0;
  for (const [f, w] of Object.entries(compositeWeights) as [FactorId, number][]) {
    const v = valueOf(f);
    if (v === null) continue;
    sum += v * w;
    weights += w;
    count += 1;
  }
  return count >= COMPOSITE_MIN_FACTORS && weights > 0 ? sum / weights : null;
}
