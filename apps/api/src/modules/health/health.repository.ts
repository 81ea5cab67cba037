import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importRuns } from '../../db/schema';

export async function latestSucceededImport(db: Db) {
  const rows = await db
    .select({ dataVersion: importRuns.dataVersion, finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(and(eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  return rows[0] ?? null;
}
