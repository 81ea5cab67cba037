import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRuns, scoreRuns } from '../../db/schema';

export async function latestSucceededImport(db: Db) {
  const rows = await db
    .select({ dataVersion: importRuns.dataVersion, finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(and(eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The as-of date (latest price date) of the newest succeeded score run, null before the first. */
export async function latestScoredAsOf(db: Db): Promise<string | null> {
  const rows = await db
    .select({ asOf: scoreRuns.asOf })
    .from(scoreRuns)
    .where(eq(scoreRuns.status, 'succeeded'))
    .orderBy(desc(scoreRuns.id))
    .limit(1);
  return rows[0]?.asOf ?? null;
}
