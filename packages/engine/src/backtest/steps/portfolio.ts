import { blockBootstrapInterval, cagrAt } from '../bootstrap';
import type { GroupResult } from '../backtest';
import { equityCurve, mean, split, stats, yearly } from '../period-stats';
import { periodReturn, priced } from '../prices';
import type { BacktestRun, Rebalance } from './rebalance';

/** One equal-weight portfolio rebuilt at each rebalance: a score bucket, a decile or a screen. */
export interface Portfolio {
  id: string;
  label: string;
  /** The universe it buys from. */
  universe: 'eligible' | 'all';
  /** Index of the first date held (−1: not yet; the walk-forward portfolios start late). */
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

export const newPortfolio = (
  id: string,
  label: string,
  universe: Portfolio['universe'],
  start: number,
): Portfolio => ({
  id,
  label,
  universe,
  start,
  weights: new Map(),
  returns: [],
  returns50: [],
  returns100: [],
  turnover: [],
  holdings: [],
  forwardCount: [],
  forwardHits: [],
  forwardSum: [],
});

/**
 * Buys the candidates the portfolio may hold at the date, equal-weight, and books the month to
 * the next date; returns the holdings and how many of them had no next price.
 */
export function rebalance(
  run: BacktestRun,
  g: Portfolio,
  at: Rebalance,
  candidates: Iterable<string>,
): { members: string[]; missing: number } {
  const { options, bySymbol, bench, horizon } = run;
  const { date: d, monthNow, monthNext } = at;
  const b0 = bench.get(monthNow)!;
  const bH = bench.get(monthNow + horizon);
  const members: string[] = [];
  for (const symbol of candidates) {
    if (g.universe === 'eligible' && options.eligible && !options.eligible(symbol, d)) continue;
    const c = bySymbol.get(symbol);
    // A company without a price at the rebalance cannot be bought.
    if (!c || !priced(c, monthNow)) continue;
    members.push(symbol);
  }
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
    if (Number.isFinite(r1)) gross += w * r1;
    else missing += 1; // closed at its last price: 0%
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
  return { members, missing };
}

/** A portfolio's result over its rebalances from index `from` of its own (0: all it held). */
export function portfolioResult(run: BacktestRun, g: Portfolio, from = 0): GroupResult {
  const start = Math.max(g.start, 0) + from;
  const ds = run.dates.slice(start);
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
    ...split(ds, returns, run.options.inSampleEnd),
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
      observations === 0 ? null : blockBootstrapInterval(measured, run.horizon, hitRateAt),
    cagrIfMissingLost50: returns.length === 0 ? null : cagrOf(cut(g.returns50)),
    cagrIfMissingLost100: returns.length === 0 ? null : cagrOf(cut(g.returns100)),
  };
}
