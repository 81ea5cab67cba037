import type { Evidence } from '@evident/contracts/evidence';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backtestRuns } from '../../db/schema';

/** The latest stored backtest in the evidence shape, or null. */
export async function latestEvidence(db: Db): Promise<Evidence | null> {
  const [row] = await db.select().from(backtestRuns).orderBy(desc(backtestRuns.id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    dataVersion: row.dataVersion,
    seconds: row.seconds,
    params: row.params,
    ...row.result,
    fairValue: row.result.fairValue ?? null,
  };
}

/** The id of the latest stored backtest (a one-row index read), or null. */
export async function latestBacktestId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: backtestRuns.id })
    .from(backtestRuns)
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  return row?.id ?? null;
}
