import { runSteps } from '../steps';
import { METRIC_CATALOGUE } from '../metrics/catalogue';
import { computeMetrics } from '../metrics/compute-metrics';
import { dayNumber } from '../metrics/day-number';
import { isFinancialCompany } from '../metrics/financials';
import { isPreparedCompany, prepareCompany, type PreparedCompany } from '../metrics/prepare';
import { METRIC_IDS, type MetricId, type MetricSnapshot } from '../metrics/metric-id';
import { closeAt } from '../metrics/price-series';
import type { CompanyInput } from '../types';
import { fairValueOf, type FairValue } from '../valuation/fair-value';
import { COMPOSITE_WEIGHTS, FACTOR_IDS, type CompositeWeights, type FactorId } from './factors';
import { directionOf, scoreUniverse, type CompanyScore, type ScoringInput } from './score-universe';

/** A company is in the universe on a date when it has a close at most this many days before. */
export const MAX_PRICE_AGE_DAYS = 35;

/** Factor metrics rank as their factor says; the others by their catalogue direction. */
function rankDirection(id: MetricId) {
  const catalogue = METRIC_CATALOGUE[id].direction;
  return directionOf(id, catalogue === 'lower' ? 'lower' : 'higher');
}

const NOT_FOR_FINANCIALS = new Set<MetricId>(
  METRIC_IDS.filter((id) => !METRIC_CATALOGUE[id].appliesToFinancials),
);
const FINANCIAL_ONLY = new Set<MetricId>(
  METRIC_IDS.filter((id) => METRIC_CATALOGUE[id].financialOnly),
);

export interface CompanyResult {
  symbol: string;
  snapshot: MetricSnapshot;
  score: CompanyScore;
  /** Null when the caller asked for scores only (the score history). */
  fairValue: FairValue | null;
}

const daysBetween = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/**
 * Scores the universe as of one date with only what was public then: every company's metrics
 * (point in time), percentiles, factors, the Evident Score and fair value. ETFs and companies
 * without a recent price are not in the universe on that date.
 */
export function scoreAsOf(
  companies: readonly (CompanyInput | PreparedCompany)[],
  asOf: string,
  /** `fairValue`: for every company (default), none, or those a predicate names (the backtest's universe). */
  options: {
    fairValue?: boolean | ((symbol: string) => boolean);
    /** The composite's weights (default: the fixed ones; the product's run: ADR 032's rule). */
    compositeWeights?: CompositeWeights;
  } = {},
): CompanyResult[] {
  const members: {
    prepared: PreparedCompany;
    snapshot: MetricSnapshot;
    input: ScoringInput;
  }[] = [];
  const asOfDay = dayNumber(asOf);
  for (const entry of companies) {
    const company = isPreparedCompany(entry) ? entry.company : entry;
    if (company.isEtf) continue;
    const prepared = isPreparedCompany(entry) ? entry : prepareCompany(entry);
    // Without a recent close the company is not in the universe: skip its metrics altogether
    // (the same test as the priceDate check below, made before the work).
    if (closeAt(prepared, asOfDay) === null) continue;
    const snapshot = computeMetrics(prepared, asOf);
    const priceDate = snapshot.context.priceDate;
    if (priceDate === null || daysBetween(priceDate, asOf) > MAX_PRICE_AGE_DAYS) continue;
    const financial =
      snapshot.context.isFinancial || isFinancialCompany(company.sector, company.industry);
    members.push({
      prepared,
      snapshot,
      input: {
        symbol: company.symbol,
        sector: company.sector,
        values: snapshot.values,
        notApplicable: financial ? NOT_FOR_FINANCIALS : FINANCIAL_ONLY,
      },
    });
  }
  const scores = scoreUniverse(
    members.map((m) => m.input),
    METRIC_IDS,
    rankDirection,
    options.compositeWeights ?? COMPOSITE_WEIGHTS,
  );
  const wanted = options.fairValue ?? true;
  return members.map((m, i) => {
    const symbol = m.prepared.company.symbol;
    const withFairValue = typeof wanted === 'function' ? wanted(symbol) : wanted;
    return {
      symbol,
      snapshot: m.snapshot,
      score: scores[i]!,
      fairValue: withFairValue ? fairValueOf(m.prepared, m.snapshot, asOfDay) : null,
    };
  });
}

export interface HistoryPoint {
  asOf: string;
  evidentScoreValue: number | null;
  evidentScorePercentile: number | null;
  factors: Record<FactorId, number | null>;
}

/** Month ends (last calendar day) from `from` to `to`, inclusive, oldest first. */
export function monthEnds(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    if (end > to) break;
    if (end >= from) out.push(end);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/**
 * The point-in-time score history at each date (e.g. month ends of the last five years): for the
 * score timeline, the five-year charts and "rising stars". Each date is a full `scoreAsOf`.
 */
export function scoreHistory(
  companies: readonly (CompanyInput | PreparedCompany)[],
  dates: readonly string[],
  onDate?: (asOf: string, index: number) => void,
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
): Map<string, HistoryPoint[]> {
  return runSteps(scoreHistorySteps(companies, dates, compositeWeights), (step) =>
    onDate?.(step.asOf, step.index),
  );
}

/**
 * `scoreHistory` one date at a time: yields before scoring each date and returns the history.
 * A server drives it with a pause between dates, so a five-year run (tens of seconds of CPU)
 * never holds its event loop for longer than one date.
 */
export function* scoreHistorySteps(
  companies: readonly (CompanyInput | PreparedCompany)[],
  dates: readonly string[],
  /** The run's weights, for every date of its history (the product's history, ADR 032). */
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
): Generator<{ asOf: string; index: number }, Map<string, HistoryPoint[]>, void> {
  const history = new Map<string, HistoryPoint[]>();
  // Index each company once for all dates.
  const prepared = companies.map((c) => (isPreparedCompany(c) ? c : prepareCompany(c)));
  for (const [index, asOf] of dates.entries()) {
    yield { asOf, index };
    for (const r of scoreAsOf(prepared, asOf, { fairValue: false, compositeWeights })) {
      const factors = {} as Record<FactorId, number | null>;
      for (const f of FACTOR_IDS) factors[f] = r.score.factors[f].percentile;
      const list = history.get(r.symbol) ?? [];
      list.push({
        asOf,
        evidentScoreValue: r.score.evidentScoreValue,
        evidentScorePercentile: r.score.evidentScorePercentile,
        factors,
      });
      history.set(r.symbol, list);
    }
  }
  return history;
}
