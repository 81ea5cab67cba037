import type { Db } from '../db/client';
import { insertBacktestRun } from '../modules/evidence/backtest-runs.repository';

/** Walk-forward weights unlike the fixed ones (value raised), for the tests of ADR 032. */
export const WALK_FORWARD_WEIGHTS = {
  value: 0.4,
  growth: 0.15,
  profitability: 0.15,
  health: 0.15,
  shareholderRetribution: 0.15,
};

/**
 * Stores a backtest holding only the rule's weights as of `asOf` (what the score run reads of
 * it). Resolves to the backtest's id.
 */
export function insertWalkForwardBacktest(
  db: Db,
  options: { asOf: string; months: number; weights?: Record<string, number> },
): Promise<number> {
  const weights = options.weights ?? WALK_FORWARD_WEIGHTS;
  return insertBacktestRun(db, {
    dataVersion: null,
    params: {} as never,
    result: {
      walkForward: {
        latest: {
          asOf: options.asOf,
          weights,
          meanIcs: weights,
          months: options.months,
          from: '2020-06-30',
          to: '2025-05-31',
        },
      },
    } as never,
    seconds: 1,
  });
}
