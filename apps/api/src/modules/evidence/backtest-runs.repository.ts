import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backtestRuns, presetBacktests, type StoredBacktestResult } from '../../db/schema';
import type { Evidence, WalkForwardWeights } from '@evident/contracts/evidence';

/*
 * The writes of the backtest job (jobs/backtest/backtest-job.ts); the evidence page reads the
 * stored runs through evidence.repository.ts.
 */

/** The data version of the newest stored backtest, or undefined when none is stored. */
export async function latestBacktest(
  db: Db,
): Promise<
  { id: number; dataVersion: string | null; createdAt: Date; seconds: number } | undefined
> {
  const [last] = await db
    .select({
      id: backtestRuns.id,
      dataVersion: backtestRuns.dataVersion,
      createdAt: backtestRuns.createdAt,
      seconds: backtestRuns.seconds,
    })
    .from(backtestRuns)
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  return last;
}

/** The walk-forward rule's weights as of the latest backtest's last month end, or null. */
export async function latestWalkForwardWeights(
  db: Db,
): Promise<{ backtestId: number; dataVersion: string | null; weights: WalkForwardWeights } | null> {
  const [row] = await db
    .select({
      id: backtestRuns.id,
      dataVersion: backtestRuns.dataVersion,
      latest: sql<WalkForwardWeights | null>`${backtestRuns.result} -> 'walkForward' -> 'latest'`,
    })
    .from(backtestRuns)
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  return row?.latest
    ? { backtestId: row.id, dataVersion: row.dataVersion, weights: row.latest }
    : null;
}

/** Stores a backtest with its parameters and data version. Resolves to its id. */
export async function insertBacktestRun(
  db: Db,
  run: {
    dataVersion: string | null;
    params: Evidence['params'];
    result: StoredBacktestResult;
    seconds: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(backtestRuns)
    .values({
      dataVersion: run.dataVersion,
      params: run.params,
      result: run.result,
      seconds: run.seconds,
    })
    .returning({ id: backtestRuns.id });
  return row!.id;
}

/** Deletes every backtest but the newest `keep`. */
export async function keepNewestBacktestRuns(db: Db, keep: number): Promise<void> {
  const kept = (
    await db
      .select({ id: backtestRuns.id })
      .from(backtestRuns)
      .orderBy(desc(backtestRuns.id))
      .limit(keep)
  ).map((r) => r.id);
  await db.delete(backtestRuns).where(and(notInArray(backtestRuns.id, kept)));
}

/** Stores the screener presets' backtests computed with a backtest run. */
export async function insertPresetBacktests(
  db: Db,
  row: typeof presetBacktests.$inferInsert,
): Promise<void> {
  await db.insert(presetBacktests).values(row);
}

/** The presets version a backtest run's preset figures were computed for (undefined: none). */
export async function presetsVersionOf(db: Db, backtestRunId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ version: presetBacktests.presetsVersion })
    .from(presetBacktests)
    .where(eq(presetBacktests.backtestRunId, backtestRunId));
  return row?.version;
}
