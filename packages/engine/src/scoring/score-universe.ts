import type { MetricId, MetricValues } from '../metrics/metric-id';
import {
  COMPOSITE_MIN_FACTORS,
  COMPOSITE_WEIGHTS,
  FACTOR_IDS,
  FACTOR_MIN_COVERAGE,
  FACTOR_MIN_METRICS,
  FACTORS,
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

/**
 * Scores a universe as of one date: metric percentiles across the universe and within each
 * sector, factor values and percentiles, and the Evident Score. Pure and deterministic.
 */
export function scoreUniverse(
  companies: readonly ScoringInput[],
  metrics: readonly MetricId[],
  directions: (id: MetricId) => Direction = (id) => directionOf(id),
): CompanyScore[] {
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

  for (const id of metrics) {
    const dir = directions(id);
    const column = companies.map((c) => (c.notApplicable.has(id) ? null : c.values[id]));
    universePct.set(id, percentileRanks(column, dir));
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

  // Factor values.
  const factorValues = new Map<FactorId, (number | null)[]>();
  const coverage = new Map<FactorId, { present: number; applicable: number }[]>();
  for (const f of FACTOR_IDS) {
    const values: (number | null)[] = [];
    const cov: { present: number; applicable: number }[] = [];
    companies.forEach((c, i) => {
      let sum = 0;
      let weights = 0;
      let present = 0;
      let applicable = 0;
      for (const fm of FACTORS[f].metrics) {
        if (c.notApplicable.has(fm.id)) continue;
        applicable += 1;
        const p = universePct.get(fm.id)?.[i] ?? null;
        if (p === null) continue;
        present += 1;
        sum += p * fm.weight;
        weights += fm.weight;
      }
      const enough =
        present >= FACTOR_MIN_METRICS && present >= Math.ceil(applicable * FACTOR_MIN_COVERAGE);
      values.push(enough && weights > 0 ? round(sum / weights) : null);
      cov.push({ present, applicable });
    });
    factorValues.set(f, values);
    coverage.set(f, cov);
  }
  const factorPct = new Map<FactorId, (number | null)[]>();
  for (const f of FACTOR_IDS) factorPct.set(f, percentileRanks(factorValues.get(f)!, 'higher'));

  // Composite.
  const composite = companies.map((_, i) => {
    let sum = 0;
    let weights = 0;
    let count = 0;
    for (const [f, w] of Object.entries(COMPOSITE_WEIGHTS) as [FactorId, number][]) {
      const v = factorValues.get(f)![i];
      if (v === null || v === undefined) continue;
      sum += v * w;
      weights += w;
      count += 1;
    }
    return count >= COMPOSITE_MIN_FACTORS && weights > 0 ? round(sum / weights) : null;
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
