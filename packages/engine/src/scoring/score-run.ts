import { isOperatingCompany } from '../classification/listing-kind';
import { runSteps } from '../steps';
import { METRIC_CATALOGUE } from '../metrics/catalogue';
import { computeMetrics } from '../metrics/compute-metrics';
import { dayNumber } from '../metrics/day-number';
import { isFinancialCompany } from '../metrics/financials';
import { isPreparedCompany, prepareCompany, type PreparedCompany } from '../metrics/prepare';
import {
  METRIC_IDS,
  type MetricId,
  type MetricSnapshot,
  type MetricValues,
} from '../metrics/metric-id';
import { closeAt } from '../metrics/price-series';
import type { CompanyInput } from '../types';
import { fairValueOf, type FairValue } from '../valuation/fair-value';
import {
  COMPOSITE_WEIGHTS,
  FACTOR_IDS,
  SCORE_METRIC_IDS,
  type CompositeWeights,
  type FactorId,
} from './factors';
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

/** A company in the universe on a date: its metrics then, and what ranking reads of them. */
export interface UniverseMember {
  snapshot: MetricSnapshot;
  input: ScoringInput;
  fairValue: FairValue | null;
}

/**
 * One company's part of a date's scoring, before any ranking: its metrics (point in time) and,
 * when asked, its fair value. Null when it is not in the universe then (an ETF, a listing that is
 * not an operating company (ADR 046), or no close in the last `MAX_PRICE_AGE_DAYS`).
 */
export function universeMember(
  entry: CompanyInput | PreparedCompany,
  asOf: string,
  withFairValue: boolean | ((symbol: string) => boolean) = true,
): UniverseMember | null {
  const company = isPreparedCompany(entry) ? entry.company : entry;
  if (company.isEtf || !isOperatingCompany(company)) return null;
  const prepared = isPreparedCompany(entry) ? entry : prepareCompany(entry);
  const asOfDay = dayNumber(asOf);
  // Without a recent close the company is not in the universe: skip its metrics altogether
  // (the same test as the priceDate check below, made before the work).
  if (closeAt(prepared, asOfDay) === null) return null;
  const snapshot = computeMetrics(prepared, asOf);
  const priceDate = snapshot.context.priceDate;
  if (priceDate === null || daysBetween(priceDate, asOf) > MAX_PRICE_AGE_DAYS) return null;
  const financial =
    snapshot.context.isFinancial || isFinancialCompany(company.sector, company.industry);
  const wanted =
    typeof withFairValue === 'function' ? withFairValue(company.symbol) : withFairValue;
  return {
    snapshot,
    input: {
      symbol: company.symbol,
      sector: company.sector,
      values: snapshot.values,
      notApplicable: financial ? NOT_FOR_FINANCIALS : FINANCIAL_ONLY,
    },
    fairValue: wanted ? fairValueOf(prepared, snapshot, asOfDay) : null,
  };
}

/** Ranks the members of one date's universe (`universeMember`s): their scores, in their order. */
export function rankUniverse(
  members: readonly UniverseMember[],
  options: { compositeWeights?: CompositeWeights } = {},
): CompanyResult[] {
  const scores = scoreUniverse(
    members.map((m) => m.input),
    METRIC_IDS,
    rankDirection,
    options.compositeWeights ?? COMPOSITE_WEIGHTS,
  );
  return members.map((m, i) => ({
    symbol: m.input.symbol,
    snapshot: m.snapshot,
    score: scores[i]!,
    fairValue: m.fairValue,
  }));
}

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
  const members: UniverseMember[] = [];
  for (const entry of companies) {
    const member = universeMember(entry, asOf, options.fairValue ?? true);
    if (member) members.push(member);
  }
  return rankUniverse(members, options);
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

/** One date of the history: its members' scoring inputs, compactly (score metrics only). */
interface HistoryDate {
  asOf: string;
  symbols: string[];
  sectors: (string | null)[];
  financial: boolean[];
  /** `SCORE_METRIC_IDS.length` values per member, in order (NaN = missing); grown by doubling. */
  values: Float64Array;
}

const emptyDate = (asOf: string): HistoryDate => ({
  asOf,
  symbols: [],
  sectors: [],
  financial: [],
  values: new Float64Array(0),
});

/** One company's point of the history at one date. */
export interface HistoryRow extends HistoryPoint {
  symbol: string;
}

/** A ranked date of the history: every company's point then, in the order they were added. */
export interface RankedDate {
  asOf: string;
  index: number;
  points: HistoryRow[];
}

/**
 * The point-in-time score history, built in two parts: each company's metrics at every date as
 * it comes (`add`: the per-company work, which a score run does while its data still streams
 * in), then the cross-sectional ranking of each date (`rankSteps`, a date a step). Only the
 * metrics a score reads are kept, as numbers: 5,757 companies × 61 dates fit in about 100 MB.
 */
export class ScoreHistoryBuilder {
  private readonly byDate: HistoryDate[];

  constructor(
    dates: readonly string[],
    /** The run's weights, for every date of its history (the product's history, ADR 032). */
    private readonly compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
  ) {
    this.byDate = dates.map(emptyDate);
  }

  /**
   * One company's metrics at every date. `known`: its member at a date already computed (the
   * run's as-of date), used instead of computing it again.
   */
  add(
    company: CompanyInput | PreparedCompany,
    known?: { asOf: string; member: UniverseMember | null },
  ): void {
    const prepared = isPreparedCompany(company) ? company : prepareCompany(company);
    const width = SCORE_METRIC_IDS.length;
    for (const date of this.byDate) {
      const member =
        known?.asOf === date.asOf ? known.member : universeMember(prepared, date.asOf, false);
      if (!member) continue;
      const at = date.symbols.length * width;
      if (date.values.length < at + width) {
        const grown = new Float64Array(Math.max(64 * width, date.values.length * 2));
        grown.set(date.values);
        date.values = grown;
      }
      date.symbols.push(member.input.symbol);
      date.sectors.push(member.input.sector);
      date.financial.push(member.input.notApplicable === NOT_FOR_FINANCIALS);
      const values = member.input.values;
      for (let k = 0; k < width; k++) date.values[at + k] = values[SCORE_METRIC_IDS[k]!] ?? NaN;
    }
  }

  /** Points per date, known once every company is added (the rows the history will have). */
  get points(): number {
    return this.byDate.reduce((sum, date) => sum + date.symbols.length, 0);
  }

  /** Ranks each date in turn, oldest first, yielding its points (a date's inputs are then freed). */
  *rankSteps(): Generator<RankedDate, void, void> {
    const width = SCORE_METRIC_IDS.length;
    for (const [index, date] of this.byDate.entries()) {
      const inputs: ScoringInput[] = date.symbols.map((symbol, i) => {
        const values = {} as MetricValues;
        for (let k = 0; k < width; k++) values[SCORE_METRIC_IDS[k]!] = date.values[i * width + k]!;
        return {
          symbol,
          sector: date.sectors[i]!,
          values,
          notApplicable: date.financial[i] ? NOT_FOR_FINANCIALS : FINANCIAL_ONLY,
        };
      });
      this.byDate[index] = emptyDate(date.asOf);
      const scores = scoreUniverse(inputs, SCORE_METRIC_IDS, rankDirection, this.compositeWeights, {
        detail: false,
      });
      yield { asOf: date.asOf, index, points: scores.map((score) => historyRow(score, date.asOf)) };
    }
  }
}

/** A company's point of the history from its score at that date. */
export function historyRow(score: CompanyScore, asOf: string): HistoryRow {
  const factors = {} as Record<FactorId, number | null>;
  for (const f of FACTOR_IDS) factors[f] = score.factors[f].percentile;
  return {
    symbol: score.symbol,
    asOf,
    evidentScoreValue: score.evidentScoreValue,
    evidentScorePercentile: score.evidentScorePercentile,
    factors,
  };
}

/**
 * The point-in-time score history at each date (e.g. month ends of the last five years): for the
 * score timeline, the five-year charts and "rising stars". Each date scores as `scoreAsOf` would.
 */
export function scoreHistory(
  companies: readonly (CompanyInput | PreparedCompany)[],
  dates: readonly string[],
  onDate?: (asOf: string, index: number) => void,
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
): Map<string, HistoryPoint[]> {
  const builder = new ScoreHistoryBuilder(dates, compositeWeights);
  for (const company of companies) builder.add(company);
  const history = new Map<string, HistoryPoint[]>();
  runSteps(builder.rankSteps(), (date) => {
    for (const { symbol, ...point } of date.points) {
      const list = history.get(symbol);
      if (list) list.push(point);
      else history.set(symbol, [point]);
    }
    onDate?.(date.asOf, date.index);
  });
  return history;
}
