import type { MetricId } from '../metrics/metric-id';
import { FACTOR_IDS, type FactorId } from '../scoring/factors';
import { percentileRanks } from '../scoring/percentile';
import { runSteps } from '../steps';

/**
 * One company as the screener sees it: its categories, its latest score run's results and market
 * figures. Built by the server from the read model, by the preset backtest from a point-in-time
 * score; `withSectorPercentiles` fills in each factor's rank within the sector.
 */
export interface ScreenRow {
  symbol: string;
  ticker: string;
  name: string;
  sector: string | null;
  industry: string | null;
  exchange: string | null;
  country: string | null;
  sp500: boolean;
  evidentScore: number | null;
  evidentScoreValue: number | null;
  factors: Partial<
    Record<
      FactorId,
      { value: number | null; percentile: number | null; sectorPercentile?: number | null }
    >
  >;
  metrics: Partial<Record<MetricId, number | null>>;
  lastClose: number | null;
  change1d: number | null;
  /** In the investable universe at the score's date (universe/investable.ts, ADR 049). */
  investable: boolean;
}

const round = (x: number) => Math.round(x * 100) / 100;

/**
 * The rows with each factor's percentile within its sector (the engine's mid-rank percentile,
 * among the sector's companies that have the factor). A company without a sector has none.
 */
export function withSectorPercentiles(rows: readonly ScreenRow[]): ScreenRow[] {
  return runSteps(sectorPercentileSteps(rows));
}

/** Rows copied between two yields of `sectorPercentileSteps`. */
const STEP_ROWS = 500;

/**
 * `withSectorPercentiles` as steps: it yields after each factor's ranks and every `STEP_ROWS`
 * rows copied, so a server building the screener's universe keeps answering requests (the whole
 * is 50–100 ms on the real universe).
 */
export function* sectorPercentileSteps(
  rows: readonly ScreenRow[],
): Generator<void, ScreenRow[], void> {
  const bySector = new Map<string, number[]>();
  rows.forEach((r, i) => {
    if (r.sector === null) return;
    const list = bySector.get(r.sector) ?? [];
    list.push(i);
    bySector.set(r.sector, list);
  });
  // Each factor's percentile within the sector by row, then each row copied once.
  const within: (number | null)[][] = [];
  for (const f of FACTOR_IDS) {
    yield;
    const byRow = new Array<number | null>(rows.length).fill(null);
    for (const members of bySector.values()) {
      const ranks = percentileRanks(
        members.map((i) => rows[i]!.factors[f]?.value ?? null),
        'higher',
      );
      members.forEach((i, k) => {
        const p = ranks[k];
        byRow[i] = p === null || p === undefined ? null : round(p);
      });
    }
    within.push(byRow);
  }
  const out: ScreenRow[] = [];
  for (const [i, r] of rows.entries()) {
    if (i % STEP_ROWS === 0) yield;
    const factors: ScreenRow['factors'] = {};
    FACTOR_IDS.forEach((f, k) => {
      const current = r.factors[f];
      if (!current) return;
      factors[f] =
        r.sector === null ? { ...current } : { ...current, sectorPercentile: within[k]![i]! };
    });
    out.push({ ...r, factors });
  }
  return out;
}

/** A screen row from a company, its score and metric snapshot (the score run's or a backtest date's). */
export function screenRowOf(
  company: {
    symbol: string;
    ticker: string;
    name: string | null;
    exchange: string | null;
    sector: string | null;
    industry: string | null;
    country: string | null;
    sp500: boolean;
  },
  score: {
    evidentScorePercentile: number | null;
    evidentScoreValue: number | null;
    factors: Partial<Record<FactorId, { value: number | null; percentile: number | null }>>;
  } | null,
  metrics: Partial<Record<MetricId, number | null>> | null,
  context: {
    lastClose?: number | null;
    session?: { change1d: number | null } | null;
  } | null,
  /** Whether the company is investable at the score's date (the caller asks `isInvestable`). */
  investable = false,
): ScreenRow {
  const factors: ScreenRow['factors'] = {};
  for (const f of FACTOR_IDS) {
    const r = score?.factors[f];
    if (r) factors[f] = { value: r.value, percentile: r.percentile };
  }
  return {
    symbol: company.symbol,
    ticker: company.ticker,
    name: company.name ?? company.symbol,
    sector: company.sector,
    industry: company.industry,
    exchange: company.exchange,
    country: company.country,
    sp500: company.sp500,
    evidentScore: score?.evidentScorePercentile ?? null,
    evidentScoreValue: score?.evidentScoreValue ?? null,
    factors,
    metrics: metrics ?? {},
    lastClose: context?.lastClose ?? null,
    change1d: context?.session?.change1d ?? null,
    investable,
  };
}
