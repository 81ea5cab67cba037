import type { PreparedCompany } from '../../metrics/prepare';
import type { CompanyResult } from '../../scoring/score-run';
import type { BacktestOptions } from '../backtest';
import type { BacktestLiquidity } from '../liquidity';

/** What every step of one run shares: the options, the companies, the benchmark and the dates. */
export interface BacktestRun {
  options: BacktestOptions;
  bySymbol: ReadonlyMap<string, PreparedCompany>;
  /** The benchmark's total-return index by month (prices.ts `monthOf`). */
  bench: ReadonlyMap<number, number>;
  /** The rebalance dates; the last one only closes the month before it. */
  dates: readonly string[];
  /** Months of the hit rate and forward return. */
  horizon: number;
  /** The investable universe at a date, with the liquidity floor where sessions cover it. */
  liquidity: BacktestLiquidity;
}

/** One rebalance date as each step sees it. */
export interface Rebalance {
  /** The date's index in the run's dates. */
  index: number;
  date: string;
  monthNow: number;
  monthNext: number;
  /** The engine's results at the date (none with a `scorer`). */
  results: readonly CompanyResult[];
  /** The Evident Score percentile (or the `scorer`'s) by symbol. */
  percentiles: ReadonlyMap<string, number>;
}
