import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importRuns } from '../db/schema';

/** The newest succeeded import of a snapshot (its data version is what the scores rest on), or null. */
export async function latestSnapshotImport(db: Db) {
  const [run] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.source, 'snapshot'), eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  return run ?? null;
}

/**
 * The newest succeeded import of any source (a snapshot or a live refresh): what the loaded data
 * is now, for health and the backtest.
 */
export async function latestDataImport(db: Db) {
  const [run] = await db
    .select()
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  return run ?? null;
}
