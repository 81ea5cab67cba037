import {
  isPreparedCompany,
  prepareCompany,
  type PreparedCompany,
  type SessionSeries,
} from '../metrics/prepare';
import { monthEnds, scoreAsOf, type CompanyResult } from '../scoring/score-run';
import type { ScreenQuery } from '../screening/naive';
import type { CompanyInput } from '../types';
import type { Interval } from './bootstrap';
import type { FairValueTestResult } from './fair-value-test';
import type { InformationCoefficients } from './information-coefficients';
import { equityCurve, split, stats, yearly } from './period-stats';
import { backtestLiquidity, liquidityFloorFrom } from './liquidity';
import { monthOf } from './prices';
import { bucketsStep } from './steps/buckets';
import { fairValueStep } from './steps/fair-value';
import { icsStep } from './steps/ics';
import { presetsStep } from './steps/presets';
import type { BacktestRun } from './steps/rebalance';
import { survivorshipByYear } from './steps/survivorship';
import { walkForwardStep } from './steps/walk-forward';
import type { WalkForwardWeights } from './walk-forward';

/*
 * The Evident backtest (issue 8): at each rebalance date the universe is scored with the same
 * point-in-time function the product uses (only figures filed by then, prices up to then), split
 * into score buckets and deciles, held equal-weight until the next date, and compared with the
 * benchmark's total return. Pure: data and options in, results out.
 */

/** Percentile (0–100) of each company scored at `asOf`; the product's engine by default. */
export type Scorer = (asOf: string) => Map<string, number>;

export interface BacktestOptions {
  /** First and last rebalance dates (month ends in between, inclusive). */
  start: string;
  end: string;
  /** Cost per unit of one-way turnover (0.001 = 10 bp per 100% of the portfolio traded). */
  costPerTurnover: number;
  /** Benchmark total-return index by month end (e.g. SPY's dividend-adjusted close). */
  benchmark: readonly { monthEnd: string; adjClose: number }[];
  /** Horizon of the hit rate and forward return (spec: 3 years). */
  horizonMonths?: number;
  /** Last date of the in-sample period; later dates are the held-out period. */
  inSampleEnd?: string;
  /** Restricts the investable universe at a date (e.g. S&P 500 members then). */
  eligible?: (symbol: string, asOf: string) => boolean;
  /**
   * The membership history behind `eligible` (end null = still a member): the survivorship count
   * (members of each year without a price in the data) needs the members, not just the test.
   */
  membership?: Readonly<Record<string, readonly { start: string; end: string | null }[]>>;
  /**
   * Each company's daily sessions with their volumes (`sessionSeries`), by symbol: the investable
   * universe's liquidity floor applies at each date whose three months they cover (ADR 049;
   * `liquidity.ts`). The scores themselves read month-end closes. Without them the floor is never
   * applied.
   */
  sessions?: ReadonlyMap<string, SessionSeries>;
  /** Replaces the engine's score (tests, or scoring variants); not with `screens`. */
  scorer?: Scorer;
  /**
   * Screens held as portfolios of their own (the screener's presets): at each date the screen
   * runs on every company scored then (the screener's universe, its `sp500` field the membership
   * at that date when `eligible` is given), and its matches are bought — only the eligible ones
   * when `universe` is 'eligible'.
   */
  screens?: readonly {
    id: string;
    label: string;
    query: ScreenQuery;
    universe: 'eligible' | 'all';
  }[];
  onProgress?: (done: number, total: number) => void;
}

export interface PeriodStats {
  from: string | null;
  to: string | null;
  months: number;
  cagr: number | null;
  volatility: number | null;
  maxDrawdown: number | null;
  /** Annualized mean monthly return over volatility, risk-free rate taken as 0. */
  sharpe: number | null;
}

export interface GroupResult {
  id: string;
  label: string;
  /** Net of costs. */
  all: PeriodStats;
  inSample: PeriodStats;
  heldOut: PeriodStats;
  /** Mean one-way turnover per rebalance. */
  turnover: number | null;
  /** Mean number of holdings. */
  averageHoldings: number;
  /** Share of holdings (date × stock) that beat the benchmark over the horizon. */
  hitRate: number | null;
  /** Mean return of a holding over the horizon. */
  averageForwardReturn: number | null;
  /** Holdings the horizon could be measured for. */
  forwardObservations: number;
  yearly: { year: number; return: number }[];
  equity: { date: string; value: number }[];
  /** 95% intervals (moving-block bootstrap by month, ADR 032): the CAGR and the 3-year hit rate. */
  cagrInterval: Interval | null;
  hitRateInterval: Interval | null;
  /**
   * The CAGR had every holding without a next price (closed at 0% that month above) lost 50%,
   * or 100%, from its last price instead (ADR 032 section 4).
   */
  cagrIfMissingLost50: number | null;
  cagrIfMissingLost100: number | null;
}

/** The walk-forward composite's portfolios (ADR 032 section 2). */
export interface WalkForwardResult {
  /** The first rebalance with weights (36 closed months of 12-month factor ICs), or null. */
  start: string | null;
  buckets: GroupResult[];
  deciles: GroupResult[];
  /** The fixed weights' buckets and deciles over the same dates, for comparison. */
  fixedSameDates: { buckets: GroupResult[]; deciles: GroupResult[] };
  /** The weights at each rebalance that had them. */
  weights: WalkForwardWeights[];
  /** The weights at the last date (`end`): the rule as of the data's latest month end. */
  latest: WalkForwardWeights | null;
}

export interface SurvivorshipCount {
  year: number;
  /** S&P 500 members at a month end of that year (within the run). */
  members: number;
  /** Of them, those without a month-end price in the data while members that year. */
  withoutPrice: number;
}

export interface BacktestResult {
  dates: string[];
  buckets: GroupResult[];
  deciles: GroupResult[];
  benchmark: Omit<
    GroupResult,
    | 'turnover'
    | 'averageHoldings'
    | 'hitRate'
    | 'averageForwardReturn'
    | 'forwardObservations'
    | 'cagrInterval'
    | 'hitRateInterval'
    | 'cagrIfMissingLost50'
    | 'cagrIfMissingLost100'
  >;
  /** The screens' portfolios (`options.screens`), in their order. */
  screens: GroupResult[];
  /** The score-bucket portfolios at each rebalance date (symbols, sorted). */
  portfolios: { date: string; bucket: string; symbols: string[] }[];
  /** Holdings with no price at the next rebalance (closed at their last price: 0% that month). */
  missingPrices: number;
  holdingsTotal: number;
  /**
   * The fair value's most undervalued fifth against its most overvalued fifth of the eligible
   * companies, 12 and 36 months on (fair-value-test.ts); null with a `scorer` (no fair values).
   */
  fairValue: FairValueTestResult | null;
  /** Every factor metric's, factor's and score's ICs (null with a `scorer`). */
  informationCoefficients: InformationCoefficients | null;
  /** Null with a `scorer`. */
  walkForward: WalkForwardResult | null;
  /** Per year, with `membership`; else null. */
  survivorship: SurvivorshipCount[] | null;
  /**
   * The first rebalance date at which the investable universe applied the liquidity floor (the
   * daily sessions cover its three months); null when none did: before it, price, market value,
   * filing and score decide alone.
   */
  liquidityFloorFrom: string | null;
}

export function runBacktest(
  companies: readonly (CompanyInput | PreparedCompany)[],
  options: BacktestOptions,
): BacktestResult {
  const steps = backtestSteps(companies, options);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    options.onProgress?.(step.value.index, step.value.total);
  }
}

/**
 * `runBacktest` one rebalance at a time: yields before each month and returns the result. A
 * server drives it with a pause between months, so its event loop keeps answering requests.
 *
 * Each research question is a step (steps/): the score's buckets and deciles, the screener's
 * presets, the fair value test, the ICs and the walk-forward composite. At each date the
 * companies are scored once and every step reads that date's results.
 */
export function* backtestSteps(
  companies: readonly (CompanyInput | PreparedCompany)[],
  options: BacktestOptions,
): Generator<{ index: number; total: number }, BacktestResult, void> {
  const prepared = companies.map((c) => (isPreparedCompany(c) ? c : prepareCompany(c)));
  if (options.scorer && (options.screens ?? []).length > 0) {
    throw new Error('screens need the engine’s scores');
  }
  const dates = monthEnds(options.start, options.end);
  const bench = new Map(options.benchmark.map((b) => [monthOf(b.monthEnd), b.adjClose]));
  const run: BacktestRun = {
    options,
    bySymbol: new Map(prepared.map((p) => [p.company.symbol, p])),
    bench,
    dates,
    horizon: options.horizonMonths ?? 36,
    liquidity: backtestLiquidity(options.sessions),
  };
  const buckets = bucketsStep(run);
  const presets = presetsStep(run);
  // A replaced score has no fair values, factors or ICs to test.
  const fairValue = options.scorer ? null : fairValueStep(run);
  const ics = options.scorer ? null : icsStep(run);
  const walkForward = ics && walkForwardStep(run, ics.accumulator);
  const benchReturns: number[] = [];

  for (let index = 0; index + 1 < dates.length; index++) {
    yield { index, total: dates.length - 1 };
    const date = dates[index]!;
    const monthNow = monthOf(date);
    const monthNext = monthOf(dates[index + 1]!);
    const b0 = bench.get(monthNow);
    const b1 = bench.get(monthNext);
    if (b0 === undefined || b1 === undefined)
      throw new Error(`benchmark price missing around ${date}`);
    benchReturns.push(b1 / b0 - 1);
    const at = { index, date, monthNow, monthNext, ...scoreAt(prepared, options, date) };
    presets.at(at);
    // The walk-forward weights come from the ICs of windows closed by the date: read before
    // the date's own ICs are added.
    const walkForwardRanks = walkForward?.at(at) ?? null;
    ics?.at(at, walkForwardRanks);
    fairValue?.at(at);
    buckets.at(at);
  }
  options.onProgress?.(dates.length - 1, dates.length - 1);

  return {
    dates,
    ...buckets.result(),
    screens: presets.result(),
    benchmark: {
      id: 'benchmark',
      label: 'Benchmark',
      all: stats(dates, benchReturns),
      ...split(dates, benchReturns, options.inSampleEnd),
      yearly: yearly(dates, benchReturns),
      equity: equityCurve(dates, benchReturns),
    },
    ...buckets.holdings(),
    fairValue: fairValue?.result() ?? null,
    informationCoefficients: ics?.result() ?? null,
    walkForward: walkForward?.result(buckets) ?? null,
    survivorship: options.membership
      ? survivorshipByYear(options.membership, dates.slice(0, -1), run.bySymbol)
      : null,
    // Formation dates only: the last date closes the month before it.
    liquidityFloorFrom: liquidityFloorFrom(run.liquidity, dates.slice(0, -1)),
  };
}

/** The companies scored at a date: the product's engine, or the `scorer` in its place. */
function scoreAt(
  prepared: readonly PreparedCompany[],
  options: BacktestOptions,
  asOf: string,
): { percentiles: Map<string, number>; results: CompanyResult[] } {
  if (options.scorer) return { percentiles: options.scorer(asOf), results: [] };
  // Fair values only where the fair value test reads them: the eligible companies.
  const eligible = options.eligible;
  const results = scoreAsOf(prepared, asOf, {
    fairValue: eligible ? (symbol) => eligible(symbol, asOf) : true,
  });
  const percentiles = new Map(
    results.flatMap((r) =>
      r.score.evidentScorePercentile === null
        ? []
        : [[r.symbol, r.score.evidentScorePercentile] as const],
    ),
  );
  return { percentiles, results };
}
