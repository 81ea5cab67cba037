import { dayNumber, monthKey } from '../metrics/day-number';
import { isPreparedCompany, prepareCompany, type PreparedCompany } from '../metrics/prepare';
import { monthEnds, scoreAsOf, type CompanyResult } from '../scoring/score-run';
import { ScreenIndex } from '../screening/columns';
import { DEFAULT_SORT, SCREENER_FIELDS } from '../screening/fields';
import type { ScreenQuery } from '../screening/naive';
import { screenRowOf, withSectorPercentiles } from '../screening/screen-row';
import type { CompanyInput } from '../types';
import { compositeValue } from '../scoring/composite';
import { percentileRanks } from '../scoring/percentile';
import type { FACTOR_IDS } from '../scoring/factors';
import { blockBootstrapInterval, cagrAt, type Interval } from './bootstrap';
import {
  IC_HORIZONS,
  IcAccumulator,
  type InformationCoefficients,
} from './information-coefficients';
import { walkForwardWeights, type WalkForwardWeights } from './walk-forward';
import { investableFactsOf, isInvestable, SIZE_BANDS, sizeBandOf } from '../universe/investable';
import {
  extremeFifths,
  FAIR_VALUE_HORIZONS,
  medianGap,
  MIN_RANKED,
  summariseHorizon,
  type FairValueTestResult,
  type QuintileObservation,
} from './fair-value-test';

/*
 * The Evident backtest (issue 8): at each rebalance date the universe is scored with the same
 * point-in-time function the product uses (only figures filed by then, prices up to then), split
 * into score buckets and deciles, held equal-weight until the next date, and compared with the
 * benchmark's total return. Pure: data and options in, results out.
 */

export const SCORE_BUCKETS = [
  { id: '90+', label: '90 or more', min: 90, max: Infinity },
  { id: '70-89', label: '70 to 89', min: 70, max: 90 },
  { id: '50-69', label: '50 to 69', min: 50, max: 70 },
  { id: '20-49', label: '20 to 49', min: 20, max: 50 },
  { id: '<20', label: 'below 20', min: -Infinity, max: 20 },
] as const;

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
}

// ---- Prices --------------------------------------------------------------------------------------

function monthIndex(p: PreparedCompany, month: number): number {
  const { months } = p.monthly;
  let lo = 0;
  let hi = months.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (months[mid]! === month) return mid;
    if (months[mid]! < month) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Whether the company has a month-end price in `month` (year × 12 + month − 1). */
function priced(p: PreparedCompany, month: number): boolean {
  const i = monthIndex(p, month);
  return i >= 0 && (p.monthly.adjCloses[i]! > 0 || p.monthly.closes[i]! > 0);
}

/**
 * Total return between two month ends from dividend-adjusted closes; when either adjusted close
 * is missing, from plain closes (dividends of that stretch are then missed); NaN without prices.
 */
function periodReturn(p: PreparedCompany, m0: number, m1: number): number {
  const i = monthIndex(p, m0);
  const j = monthIndex(p, m1);
  if (i < 0 || j < 0) return Number.NaN;
  const { adjCloses, closes } = p.monthly;
  if (adjCloses[i]! > 0 && adjCloses[j]! > 0) return adjCloses[j]! / adjCloses[i]! - 1;
  if (closes[i]! > 0 && closes[j]! > 0) return closes[j]! / closes[i]! - 1;
  return Number.NaN;
}

const monthOf = (iso: string) => monthKey(dayNumber(iso));

// ---- Statistics ----------------------------------------------------------------------------------

function stats(dates: readonly string[], returns: readonly number[]): PeriodStats {
  const n = returns.length;
  if (n === 0) {
    return {
      from: null,
      to: null,
      months: 0,
      cagr: null,
      volatility: null,
      maxDrawdown: null,
      sharpe: null,
    };
  }
  let value = 1;
  let peak = 1;
  let maxDrawdown = 0;
  for (const r of returns) {
    value *= 1 + r;
    peak = Math.max(peak, value);
    maxDrawdown = Math.max(maxDrawdown, 1 - value / peak);
  }
  const mean = returns.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1) : 0;
  const volatility = Math.sqrt(variance * 12);
  return {
    from: dates[0] ?? null,
    to: dates[n] ?? null,
    months: n,
    cagr: value > 0 ? value ** (12 / n) - 1 : -1,
    volatility: n > 1 ? volatility : null,
    maxDrawdown,
    sharpe: n > 1 && volatility > 0 ? (mean * 12) / volatility : null,
  };
}

function yearly(dates: readonly string[], returns: readonly number[]) {
  const byYear = new Map<number, number>();
  returns.forEach((r, i) => {
    const year = Number(dates[i + 1]!.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? 1) * (1 + r));
  });
  return [...byYear].map(([year, g]) => ({ year, return: g - 1 }));
}

function equityCurve(dates: readonly string[], returns: readonly number[]) {
  const out = [{ date: dates[0]!, value: 1 }];
  let v = 1;
  returns.forEach((r, i) => {
    v *= 1 + r;
    out.push({ date: dates[i + 1]!, value: v });
  });
  return out;
}

function split(dates: readonly string[], returns: readonly number[], inSampleEnd?: string) {
  if (!inSampleEnd) return { inSample: stats(dates, returns), heldOut: stats([], []) };
  // Period i runs from dates[i] to dates[i+1]: in sample when it ends by inSampleEnd.
  const k = returns.findIndex((_, i) => dates[i + 1]! > inSampleEnd);
  const cut = k < 0 ? returns.length : k;
  return {
    inSample: stats(dates.slice(0, cut + 1), returns.slice(0, cut)),
    heldOut: stats(dates.slice(cut), returns.slice(cut)),
  };
}

// ---- The run -------------------------------------------------------------------------------------

interface Group {
  id: string;
  label: string;
  kind: 'bucket' | 'decile' | 'screen';
  /** Which composite buckets and deciles rank by (screens: the fixed one's runs). */
  score: 'fixed' | 'walkForward';
  /** Buckets and deciles: whether a percentile belongs. */
  member: (percentile: number) => boolean;
  /** Screens: the universe they buy from. */
  universe: 'eligible' | 'all';
  /** Index of the first date held (−1: not yet; the walk-forward groups start late). */
  start: number;
  weights: Map<string, number>;
  /** Per rebalance from `start`: net return, and with missing next prices booked at −50% / −100%. */
  returns: number[];
  returns50: number[];
  returns100: number[];
  turnover: number[];
  holdings: number[];
  /** Per rebalance from `start`: holdings measured over the horizon, how many beat the benchmark, their summed return. */
  forwardCount: number[];
  forwardHits: number[];
  forwardSum: number[];
}

const scoreGroups = (score: Group['score'], prefix: string) => [
  ...SCORE_BUCKETS.map((b) => ({
    id: b.id,
    label: `${prefix}Score ${b.label}`,
    kind: 'bucket' as const,
    score,
    universe: 'eligible' as const,
    member: (p: number) => p >= b.min && p < b.max,
  })),
  ...Array.from({ length: 10 }, (_, d) => ({
    id: `D${d + 1}`,
    label: `${prefix}Decile ${d + 1}${d === 9 ? ' (best)' : d === 0 ? ' (worst)' : ''}`,
    kind: 'decile' as const,
    score,
    universe: 'eligible' as const,
    member: (p: number) => Math.min(9, Math.floor(p / 10)) === d,
  })),
];

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
 */
export function* backtestSteps(
  companies: readonly (CompanyInput | PreparedCompany)[],
  options: BacktestOptions,
): Generator<{ index: number; total: number }, BacktestResult, void> {
  const prepared = companies.map((c) => (isPreparedCompany(c) ? c : prepareCompany(c)));
  const bySymbol = new Map(prepared.map((p) => [p.company.symbol, p]));
  const horizon = options.horizonMonths ?? 36;
  const screens = options.screens ?? [];
  const engineScores = !options.scorer;
  if (options.scorer && screens.length > 0) throw new Error('screens need the engine’s scores');
  const percentilesOf = (results: readonly CompanyResult[]) =>
    new Map(
      results.flatMap((r) =>
        r.score.evidentScorePercentile === null
          ? []
          : [[r.symbol, r.score.evidentScorePercentile] as const],
      ),
    );
  const scoreAt = (asOf: string): { percentiles: Map<string, number>; results: CompanyResult[] } =>
    options.scorer
      ? { percentiles: options.scorer(asOf), results: [] }
      : (() => {
          // Fair values only where the fair value test reads them: the eligible companies.
          const eligible = options.eligible;
          const results = scoreAsOf(prepared, asOf, {
            fairValue: eligible ? (symbol) => eligible(symbol, asOf) : true,
          });
          return { percentiles: percentilesOf(results), results };
        })();
  // The screens run on a column index of just the fields they read (ADR 021), rebuilt each date.
  const screenFields = new Set(['sector']);
  for (const sc of screens) {
    for (const f of sc.query.filters) screenFields.add(f.field);
    screenFields.add(sc.query.sortingBy?.field ?? DEFAULT_SORT.field);
  }
  const fields = SCREENER_FIELDS.filter((f) => screenFields.has(f.id));
  const bySector = [...screenFields].some((f) => f.endsWith('.sectorPercentile'));
  /** Each screen's matches at a date, over every company scored then. */
  const screenMatches = (
    results: readonly CompanyResult[],
    asOf: string,
  ): Map<string, string[]> => {
    if (screens.length === 0) return new Map();
    const plain = results.map((r) => {
      const company = bySymbol.get(r.symbol)!.company;
      return screenRowOf(
        {
          ...company,
          country: null,
          sp500: options.eligible ? options.eligible(r.symbol, asOf) : company.sp500,
        },
        r.score,
        r.snapshot.values,
        r.snapshot.context,
        // The history has month-end closes only: no liquidity before daily volumes (ADR 049).
        isInvestable(investableFactsOf(r), asOf, { liquidity: 'not-measured' }),
      );
    });
    const rows = bySector ? withSectorPercentiles(plain) : plain;
    const index = new ScreenIndex(rows, fields);
    return new Map(
      screens.map((sc) => [sc.id, index.matches(sc.query).map((i) => rows[i]!.symbol)]),
    );
  };
  const bench = new Map(options.benchmark.map((b) => [monthOf(b.monthEnd), b.adjClose]));
  const dates = monthEnds(options.start, options.end);

  const groups: Group[] = [
    ...scoreGroups('fixed', ''),
    ...screens.map((sc) => ({
      id: sc.id,
      label: sc.label,
      kind: 'screen' as const,
      score: 'fixed' as const,
      universe: sc.universe,
      member: () => false,
    })),
    ...(engineScores ? scoreGroups('walkForward', 'Walk-forward ') : []),
  ].map((g) => ({
    ...g,
    start: g.score === 'fixed' ? 0 : -1,
    weights: new Map(),
    returns: [],
    returns50: [],
    returns100: [],
    turnover: [],
    holdings: [],
    forwardCount: [],
    forwardHits: [],
    forwardSum: [],
  }));

  const benchReturns: number[] = [];
  const portfolios: BacktestResult['portfolios'] = [];
  let missingPrices = 0;
  let holdingsTotal = 0;
  const fairValueObservations = new Map<number, (QuintileObservation & { size: number })[]>(
    FAIR_VALUE_HORIZONS.map((h) => [h, []]),
  );
  const rankedCounts: number[] = [];
  let latestRanked: FairValueTestResult['latest'] = null;
  const ics = new IcAccumulator();
  const weightsByDate: WalkForwardWeights[] = [];

  for (let i = 0; i + 1 < dates.length; i++) {
    yield { index: i, total: dates.length - 1 };
    const d = dates[i]!;
    const monthNow = monthOf(d);
    const monthNext = monthOf(dates[i + 1]!);
    const b0 = bench.get(monthNow);
    const b1 = bench.get(monthNext);
    if (b0 === undefined || b1 === undefined)
      throw new Error(`benchmark price missing around ${d}`);
    benchReturns.push(b1 / b0 - 1);
    const bH = bench.get(monthNow + horizon);

    const { percentiles, results } = scoreAt(d);
    const matches = screenMatches(results, d);
    // The walk-forward composite (ADR 032): weights from the ICs of windows closed by d.
    let walkForward: Map<string, number> | null = null;
    if (engineScores) {
      const w = walkForwardWeights(ics.factorSeries12(), d);
      if (w) {
        weightsByDate.push(w);
        walkForward = walkForwardPercentiles(results, w);
      }
      measureIcs(ics, results, walkForward, d, monthNow, bySymbol, options.eligible, bench);
    }
    const gaps = results.flatMap((r) => {
      const gap = r.fairValue?.percentageDifference ?? null;
      if (gap === null || (options.eligible && !options.eligible(r.symbol, d))) return [];
      return priced(bySymbol.get(r.symbol)!, monthNow) ? [{ symbol: r.symbol, gap }] : [];
    });
    if (gaps.length >= MIN_RANKED) {
      rankedCounts.push(gaps.length);
      latestRanked = { date: d, medianGap: medianGap(gaps), companies: gaps.length };
    }
    for (const h of FAIR_VALUE_HORIZONS) {
      // Measured only when the benchmark has the horizon's end (the data reaches that far).
      if (bench.get(monthNow + h) === undefined) continue;
      const fifths = extremeFifths(gaps, (s) =>
        periodReturn(bySymbol.get(s)!, monthNow, monthNow + h),
      );
      if (fifths) fairValueObservations.get(h)!.push({ date: d, ...fifths });
    }
    for (const g of groups) {
      const ranks = g.score === 'fixed' ? percentiles : walkForward;
      if (g.start < 0) {
        if (!ranks) continue;
        g.start = i;
      }
      const members: string[] = [];
      const candidates =
        g.kind === 'screen'
          ? matches.get(g.id)!
          : [...(ranks ?? [])].flatMap(([symbol, p]) => (g.member(p) ? [symbol] : []));
      for (const symbol of candidates) {
        if (g.universe === 'eligible' && options.eligible && !options.eligible(symbol, d)) continue;
        const c = bySymbol.get(symbol);
        // A company without a price at the rebalance cannot be bought.
        if (!c || !priced(c, monthNow)) continue;
        members.push(symbol);
      }
      const counted = g.kind === 'bucket' && g.score === 'fixed';
      if (counted) portfolios.push({ date: d, bucket: g.id, symbols: [...members].sort() });
      const w = members.length === 0 ? 0 : 1 / members.length;
      const next = new Map(members.map((s) => [s, w]));
      // One-way turnover against the previous weights (drift ignored).
      let traded = 0;
      for (const s of new Set([...next.keys(), ...g.weights.keys()])) {
        traded += Math.abs((next.get(s) ?? 0) - (g.weights.get(s) ?? 0));
      }
      const turnover = traded / 2;
      let gross = 0;
      let missing = 0;
      let forwardCount = 0;
      let forwardHits = 0;
      let forwardSum = 0;
      for (const s of members) {
        const c = bySymbol.get(s)!;
        const r1 = periodReturn(c, monthNow, monthNext);
        // Each holding is in one score bucket (and one decile): count it once.
        if (counted) holdingsTotal += 1;
        if (Number.isFinite(r1)) gross += w * r1;
        else {
          missing += 1; // closed at its last price: 0%
          if (counted) missingPrices += 1;
        }
        if (bH !== undefined) {
          const rH = periodReturn(c, monthNow, monthNow + horizon);
          if (Number.isFinite(rH)) {
            forwardCount += 1;
            forwardSum += rH;
            if (rH > bH / b0 - 1) forwardHits += 1;
          }
        }
      }
      const cost = turnover * options.costPerTurnover;
      const net = members.length === 0 ? 0 : gross - cost;
      g.returns.push(net);
      g.returns50.push(members.length === 0 ? 0 : net - 0.5 * w * missing);
      g.returns100.push(members.length === 0 ? 0 : net - w * missing);
      g.turnover.push(turnover);
      g.holdings.push(members.length);
      g.forwardCount.push(forwardCount);
      g.forwardHits.push(forwardHits);
      g.forwardSum.push(forwardSum);
      g.weights = next;
    }
  }
  options.onProgress?.(dates.length - 1, dates.length - 1);

  const mean = (xs: readonly number[]) =>
    xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
  /** A group's result over its rebalances from index `from` of its own (0: all it held). */
  const result = (g: Group, from = 0): GroupResult => {
    const start = Math.max(g.start, 0) + from;
    const ds = dates.slice(start);
    const cut = <T>(xs: readonly T[]) => xs.slice(from);
    const returns = cut(g.returns);
    const count = cut(g.forwardCount);
    const hits = cut(g.forwardHits);
    const observations = count.reduce((a, b) => a + b, 0);
    const hitRateAt = (idx: Int32Array) => {
      let h = 0;
      let n = 0;
      for (const k of idx) {
        h += hits[k]!;
        n += count[k]!;
      }
      return n === 0 ? Number.NaN : h / n;
    };
    const measured = count.findLastIndex((n) => n > 0) + 1;
    const cagrOf = (rs: readonly number[]) => stats(ds, rs).cagr;
    return {
      id: g.id,
      label: g.label,
      all: stats(ds, returns),
      ...split(ds, returns, options.inSampleEnd),
      // The first rebalance buys the whole portfolio; the mean is over the later ones.
      turnover: mean(cut(g.turnover).slice(1)),
      averageHoldings: mean(cut(g.holdings)) ?? 0,
      hitRate: observations === 0 ? null : hits.reduce((a, b) => a + b, 0) / observations,
      averageForwardReturn:
        observations === 0 ? null : cut(g.forwardSum).reduce((a, b) => a + b, 0) / observations,
      forwardObservations: observations,
      yearly: yearly(ds, returns),
      equity: equityCurve(ds, returns),
      cagrInterval: blockBootstrapInterval(returns.length, 12, (idx) => cagrAt(returns, idx)),
      // Over the months whose horizon could be measured (the last ones cannot).
      hitRateInterval:
        observations === 0 ? null : blockBootstrapInterval(measured, horizon, hitRateAt),
      cagrIfMissingLost50: returns.length === 0 ? null : cagrOf(cut(g.returns50)),
      cagrIfMissingLost100: returns.length === 0 ? null : cagrOf(cut(g.returns100)),
    };
  };
  const fixed = groups.filter((g) => g.score === 'fixed' && g.kind !== 'screen');
  const walking = groups.filter((g) => g.score === 'walkForward');
  const walkStart = walking[0]?.start ?? -1;
  return {
    dates,
    buckets: fixed.filter((g) => g.kind === 'bucket').map((g) => result(g)),
    deciles: fixed.filter((g) => g.kind === 'decile').map((g) => result(g)),
    screens: groups.filter((g) => g.kind === 'screen').map((g) => result(g)),
    benchmark: {
      id: 'benchmark',
      label: 'Benchmark',
      all: stats(dates, benchReturns),
      ...split(dates, benchReturns, options.inSampleEnd),
      yearly: yearly(dates, benchReturns),
      equity: equityCurve(dates, benchReturns),
    },
    portfolios,
    missingPrices,
    holdingsTotal,
    fairValue: options.scorer
      ? null
      : {
          horizons: FAIR_VALUE_HORIZONS.map((h) =>
            summariseHorizon(h, fairValueObservations.get(h)!),
          ),
          rankedDates: rankedCounts.length,
          averageRanked: mean(rankedCounts),
          latest: latestRanked,
        },
    informationCoefficients: engineScores ? ics.summary(options.inSampleEnd ?? options.end) : null,
    walkForward: engineScores
      ? {
          start: walkStart < 0 ? null : dates[walkStart]!,
          buckets:
            walkStart < 0 ? [] : walking.filter((g) => g.kind === 'bucket').map((g) => result(g)),
          deciles:
            walkStart < 0 ? [] : walking.filter((g) => g.kind === 'decile').map((g) => result(g)),
          fixedSameDates:
            walkStart < 0
              ? { buckets: [], deciles: [] }
              : {
                  buckets: fixed
                    .filter((g) => g.kind === 'bucket')
                    .map((g) => result(g, walkStart)),
                  deciles: fixed
                    .filter((g) => g.kind === 'decile')
                    .map((g) => result(g, walkStart)),
                },
          weights: weightsByDate,
          latest: walkForwardWeights(ics.factorSeries12(), dates.at(-1)!),
        }
      : null,
    survivorship: options.membership
      ? survivorshipByYear(options.membership, dates.slice(0, -1), bySymbol)
      : null,
  };
}

/** Percentiles (0–100) of the walk-forward composite among the companies scored at a date. */
function walkForwardPercentiles(
  results: readonly CompanyResult[],
  w: WalkForwardWeights,
): Map<string, number> {
  const composite = results.map((r) => {
    const value = compositeValue((f) => r.score.factors[f].value, w.weights);
    return value === null ? null : Math.round(value * 100) / 100;
  });
  const ranks = percentileRanks(composite, 'higher');
  const out = new Map<string, number>();
  results.forEach((r, k) => {
    const p = ranks[k];
    if (p !== null && p !== undefined) out.set(r.symbol, Math.round(p * 100) / 100);
  });
  return out;
}

/**
 * One date's ICs (ADR 032 section 1) over the S&P 500 members, every company scored, the
 * investable universe and each size band (ADR 049), each with a month-end price at the date;
 * forward returns at each horizon the benchmark reaches.
 */
function measureIcs(
  ics: IcAccumulator,
  results: readonly CompanyResult[],
  walkForward: ReadonlyMap<string, number> | null,
  date: string,
  monthNow: number,
  bySymbol: ReadonlyMap<string, PreparedCompany>,
  eligible: BacktestOptions['eligible'],
  bench: ReadonlyMap<number, number>,
): void {
  const universe = results.filter((r) => priced(bySymbol.get(r.symbol)!, monthNow));
  const sp = eligible ? universe.filter((r) => eligible(r.symbol, date)) : universe;
  const columns = (rows: readonly CompanyResult[]) => {
    const signals = ics.signals.map((sig) =>
      Float64Array.from(rows, (r) => {
        const v =
          sig.kind === 'factor'
            ? r.score.factors[sig.id as (typeof FACTOR_IDS)[number]].value
            : sig.id === 'evidentScore'
              ? r.score.evidentScoreValue
              : sig.id === 'walkForwardScore'
                ? (walkForward?.get(r.symbol) ?? null)
                : r.snapshot.values[sig.id as keyof typeof r.snapshot.values];
        return v === null || v === undefined ? Number.NaN : sig.sign * v;
      }),
    );
    const returns = IC_HORIZONS.map((h) =>
      bench.get(monthNow + h) === undefined
        ? new Float64Array(rows.length).fill(Number.NaN)
        : Float64Array.from(rows, (r) =>
            periodReturn(bySymbol.get(r.symbol)!, monthNow, monthNow + h),
          ),
    );
    return { signals, returns };
  };
  const a = columns(sp);
  ics.add('sp500', date, a.signals, a.returns);
  const b = columns(universe);
  ics.add('all', date, b.signals, b.returns);
  // The investable universe and the size bands at the date, from that date's prices (ADR 049).
  // The history has month-end closes only, so the liquidity floor is not measured here.
  const investable = universe.filter((r) =>
    isInvestable(investableFactsOf(r), date, { liquidity: 'not-measured' }),
  );
  const c = columns(investable);
  ics.add('investable', date, c.signals, c.returns);
  for (const band of SIZE_BANDS) {
    const rows = universe.filter((r) => sizeBandOf(r.snapshot.values.marketCap) === band.id);
    const d = columns(rows);
    ics.add(band.id, date, d.signals, d.returns);
  }
}

/**
 * Per calendar year of the run: the S&P 500 members at any of its month ends, and how many of
 * them have no month-end price in the data at any month end of that year while members.
 */
function survivorshipByYear(
  membership: NonNullable<BacktestOptions['membership']>,
  dates: readonly string[],
  bySymbol: ReadonlyMap<string, PreparedCompany>,
): SurvivorshipCount[] {
  const years = new Map<number, string[]>();
  for (const d of dates) {
    const y = Number(d.slice(0, 4));
    years.set(y, [...(years.get(y) ?? []), d]);
  }
  return [...years].map(([year, ds]) => {
    let members = 0;
    let withoutPrice = 0;
    for (const [symbol, spans] of Object.entries(membership)) {
      const memberDates = ds.filter((d) =>
        spans.some((s) => s.start <= d && (s.end === null || s.end > d)),
      );
      if (memberDates.length === 0) continue;
      members += 1;
      const c = bySymbol.get(symbol);
      if (!c || !memberDates.some((d) => priced(c, monthOf(d)))) withoutPrice += 1;
    }
    return { year, members, withoutPrice };
  });
}
