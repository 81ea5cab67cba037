import type { BacktestResult, GroupResult } from '../backtest';
import { newPortfolio, portfolioResult, rebalance, type Portfolio } from './portfolio';
import type { BacktestRun, Rebalance } from './rebalance';

export const SCORE_BUCKETS = [
  { id: '90+', label: '90 or more', min: 90, max: Infinity },
  { id: '70-89', label: '70 to 89', min: 70, max: 90 },
  { id: '50-69', label: '50 to 69', min: 50, max: 70 },
  { id: '20-49', label: '20 to 49', min: 20, max: 50 },
  { id: '<20', label: 'below 20', min: -Infinity, max: 20 },
] as const;

type ScorePortfolio = Portfolio & { member: (percentile: number) => boolean };

/** The score buckets and deciles of one composite, from the eligible companies. */
export const scorePortfolios = (prefix: string, start: number) => ({
  buckets: SCORE_BUCKETS.map((b): ScorePortfolio => ({
    ...newPortfolio(b.id, `${prefix}Score ${b.label}`, 'eligible', start),
    member: (p) => p >= b.min && p < b.max,
  })),
  deciles: Array.from({ length: 10 }, (_, d): ScorePortfolio => ({
    ...newPortfolio(
      `D${d + 1}`,
      `${prefix}Decile ${d + 1}${d === 9 ? ' (best)' : d === 0 ? ' (worst)' : ''}`,
      'eligible',
      start,
    ),
    member: (p) => Math.min(9, Math.floor(p / 10)) === d,
  })),
});

/** Buys a bucket's or decile's companies by their percentiles at the date. */
export const rebalanceByRank = (
  run: BacktestRun,
  g: ScorePortfolio,
  at: Rebalance,
  ranks: ReadonlyMap<string, number>,
) =>
  rebalance(
    run,
    g,
    at,
    [...ranks].flatMap(([symbol, p]) => (g.member(p) ? [symbol] : [])),
  );

/**
 * Does the score sort returns (issue 8)? The Evident Score's buckets and deciles held from the
 * first date, with the buckets' holdings listed and counted.
 */
export function bucketsStep(run: BacktestRun) {
  const { buckets, deciles } = scorePortfolios('', 0);
  const portfolios: BacktestResult['portfolios'] = [];
  let missingPrices = 0;
  let holdingsTotal = 0;
  return {
    at(at: Rebalance): void {
      for (const g of buckets) {
        const { members, missing } = rebalanceByRank(run, g, at, at.percentiles);
        portfolios.push({ date: at.date, bucket: g.id, symbols: [...members].sort() });
        // Each holding is in one score bucket (and one decile): counted once, here.
        holdingsTotal += members.length;
        missingPrices += missing;
      }
      for (const g of deciles) rebalanceByRank(run, g, at, at.percentiles);
    },
    /** The buckets and deciles over their rebalances from index `from` (0: all). */
    result(from = 0): { buckets: GroupResult[]; deciles: GroupResult[] } {
      return {
        buckets: buckets.map((g) => portfolioResult(run, g, from)),
        deciles: deciles.map((g) => portfolioResult(run, g, from)),
      };
    },
    holdings: () => ({ portfolios, missingPrices, holdingsTotal }),
  };
}
