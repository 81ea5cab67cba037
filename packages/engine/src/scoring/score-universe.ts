import type { MetricId, MetricValues } from '../metrics/metric-id';
import { compositeValue, factorValue } from './composite';
import {
  COMPOSITE_WEIGHTS,
  FACTOR_IDS,
  FACTORS,
  SCORE_METRIC_IDS,
  type CompositeWeights,
  type FactorId,
} from './factors';
import { percentileRanks, type Direction } from './percentile';

export interface ScoringInput {
  symbol: string;
  sector: string | null;
  values: MetricValues;
  /** Metrics that do not apply to this company (e.g. gross margin of a bank). */
  notApplicable: ReadonlySet<MetricId>;
}

export interface FactorResult {
  /** Weighted mean of the metric percentiles (0–100); null = insufficient data. */
  value: number | null;
  /** Rank of `value` among companies with this factor (0–100). */
  percentile: number | null;
  /** Metrics present / applicable. */
  coverage: { present: number; applicable: number };
}

export interface CompanyScore {
  symbol: string;
  factors: Record<FactorId, FactorResult>;
  /** Weighted mean of the core factor values (0–100); null when too few factors. */
  evidentScoreValue: number | null;
  /** Rank of the composite among scored companies (0–100). */
  evidentScorePercentile: number | null;
  /** Per metric: universe and sector percentiles (direction-aware, 100 = best). */
  metricPercentiles: Partial<Record<MetricId, { universe: number | null; sector: number | null }>>;
}

/** The direction each metric is ranked in: from the factor that uses it, else higher-is-better. */
function metricDirections(): Map<MetricId, Direction> {
  const out = new Map<MetricId, Direction>();
  for (const f of FACTOR_IDS) for (const fm of FACTORS[f].metrics) out.set(fm.id, fm.direction);
  return out;
}
const DIRECTIONS = metricDirections();

export function directionOf(metric: MetricId, fallback: Direction = 'higher'): Direction {
  return DIRECTIONS.get(metric) ?? fallback;
}

const round = (x: number) => Math.round(x * 100) / 100;
const SCORE_METRICS: ReadonlySet<MetricId> = new Set(SCORE_METRIC_IDS);

/**
 * Scores a universe as of one date: metric percentiles across the universe and within each
 * sector, factor values and percentiles, and the Evident Score. Pure and deterministic.
 */
export function scoreUniverse(
  companies: readonly ScoringInput[],
  metrics: readonly MetricId[],
  directions: (id: MetricId) => Direction = (id) => directionOf(id),
  /** The composite's weights: the fixed ones, or the walk-forward rule's (ADR 032). */
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
  /**
   * `detail: false`: the scores alone (factors and the Evident Score, the same values), without
   * the per-metric percentiles — no sector ranks, `metricPercentiles` empty. The score history
   * needs no more, and ranking every metric in every sector was most of its time.
   */
  options: { detail?: boolean } = {},
): CompanyScore[] {
  const detail = options.detail ?? true;
  const ranked = detail ? metrics : metrics.filter((id) => SCORE_METRICS.has(id));
  const n = companies.length;
  const universePct = new Map<MetricId, (number | null)[]>();
  const sectorPct = new Map<MetricId, (number | null)[]>();

  const bySector = new Map<string, number[]>();
  companies.forEach((c, i) => {
    const key = c.sector ?? '';
    const list = bySector.get(key) ?? [];
    list.push(i);
    bySector.set(key, list);
  });

  for (const id of ranked) {
    const dir = directions(id);
    const column = companies.map((c) => (c.notApplicable.has(id) ? null : c.values[id]));
    universePct.set(id, percentileRanks(column, dir));
    if (!detail) continue;
    const sectorColumn: (number | null)[] = new Array<number | null>(n).fill(null);
    for (const [sector, idx] of bySector) {
      if (sector === '') continue;
      const ranks = percentileRanks(
        idx.map((i) => column[i]),
        dir,
      );
      idx.forEach((i, k) => (sectorColumn[i] = ranks[k] ?? null));
    }
    sectorPct.set(id, sectorColumn);
  }

  // Factor values (composite.ts: the formula, once).
  const factorValues = new Map<FactorId, (number | null)[]>();
  const coverage = new Map<FactorId, { present: number; applicable: number }[]>();
  for (const f of FACTOR_IDS) {
    const values: (number | null)[] = [];
    const cov: { present: number; applicable: number }[] = [];
    companies.forEach((c, i) => {
      let applicable = 0;
      for (const fm of FACTORS[f].metrics) if (!c.notApplicable.has(fm.id)) applicable += 1;
      // A metric that does not apply has no percentile (its column holds null for the company).
      const { value, present } = factorValue(
        f,
        (id) => universePct.get(id)?.[i] ?? null,
        applicable,
      );
      values.push(value === null ? null : round(value));
      cov.push({ present, applicable });
    });
    factorValues.set(f, values);
    coverage.set(f, cov);
  }
  const factorPct = new Map<FactorId, (number | null)[]>();
  for (const f of FACTOR_IDS) factorPct.set(f, percentileRanks(factorValues.get(f)!, 'higher'));

  // Composite, from the rounded factor values.
  const composite = companies.map((_, i) => {
    const value = compositeValue((f) => factorValues.get(f)![i] ?? null, compositeWeights);
    return value === null ? null : round(value);
  });
  const compositePct = percentileRanks(composite, 'higher');

  return companies.map((c, i) => {
    const factors = {} as Record<FactorId, FactorResult>;
    for (const f of FACTOR_IDS) {
      const pct = factorPct.get(f)![i];
      factors[f] = {
        value: factorValues.get(f)![i] ?? null,
        percentile: pct === null || pct === undefined ? null : round(pct),
        coverage: coverage.get(f)![i]!,
      };
    }
    const metricPercentiles: CompanyScore['metricPercentiles'] = {};
    if (detail)
      for (const id of metrics) {
        const u = universePct.get(id)![i] ?? null;
        const s = sectorPct.get(id)![i] ?? null;
        if (u !== null || s !== null) {
          metricPercentiles[id] = {
            universe: u === null ? null : round(u),
            sector: s === null ? null : round(s),
          };
        }
      }
    const cp = compositePct[i];
    return {
      symbol: c.symbol,
      factors,
      evidentScoreValue: composite[i] ?? null,
      evidentScorePercentile: cp === null || cp === undefined ? null : round(cp),
      metricPercentiles,
    };
  });
}
