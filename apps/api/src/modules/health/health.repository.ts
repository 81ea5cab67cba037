import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scoreRuns } from '../../db/schema';

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
