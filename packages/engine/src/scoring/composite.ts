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
  const enough = present >= factorMetricsNeeded(applicable);
  return { value: enough && weights > 0 ? sum / weights : null, present };
}

/** How many present metrics a factor with `applicable` applicable metrics needs (ADR 004/047). */
export function factorMetricsNeeded(applicable: number): number {
  return Math.max(FACTOR_MIN_METRICS, Math.ceil(applicable * FACTOR_MIN_COVERAGE));
}

/** One core factor's data behind the score: what it has, needs and misses (ADR 047). */
export interface FactorDataGap {
  factor: FactorId;
  present: number;
  applicable: number;
  needed: number;
  enough: boolean;
  /** The applicable metrics without a value. */
  missing: MetricId[];
}

/** Whether a company has the data for an Evident Score, and what each core factor misses. */
export interface ScoreData {
  enough: boolean;
  factorsPresent: number;
  factorsNeeded: number;
  factors: FactorDataGap[];
}

/**
 * The data behind a company's score (ADR 047), from its metric values and the metrics that do
 * not apply to it: per core factor (those with a composite weight) the metrics present, needed
 * and missing, and whether at least `COMPOSITE_MIN_FACTORS` factors have enough. The same rule
 * as `factorValue` and `compositeValue` (a metric with a value always has a percentile).
 */
export function scoreDataOf(
  hasValue: (id: MetricId) => boolean,
  notApplicable: ReadonlySet<MetricId>,
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
): ScoreData {
  const factors: FactorDataGap[] = [];
  for (const [factor, w] of Object.entries(compositeWeights) as [FactorId, number][]) {
    if (!(w > 0)) continue;
    let present = 0;
    let applicable = 0;
    const missing: MetricId[] = [];
    for (const fm of FACTORS[factor].metrics) {
      if (notApplicable.has(fm.id)) continue;
      applicable += 1;
      if (hasValue(fm.id)) present += 1;
      else missing.push(fm.id);
    }
    const needed = factorMetricsNeeded(applicable);
    factors.push({ factor, present, applicable, needed, enough: present >= needed, missing });
  }
  const factorsPresent = factors.filter((f) => f.enough).length;
  return {
    enough: factorsPresent >= COMPOSITE_MIN_FACTORS,
    factorsPresent,
    factorsNeeded: COMPOSITE_MIN_FACTORS,
    factors,
  };
}

/**
 * The composite (unrounded) from the core factors' values (null = insufficient data), with the
 * fixed weights or given ones (the walk-forward weights, ADR 032).
 */
export function compositeValue(
  valueOf: (factor: FactorId) => number | null,
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
  /** The rule's minimum (ADR 047); the research script measures 3, 4 and 5. */
  minFactors: number = COMPOSITE_MIN_FACTORS,
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
  return count >= minFactors && weights > 0 ? sum / weights : null;
}
