import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyScores, dailySelections, estimates, scoreRuns } from '../../db/schema';

/** The newest score run that succeeded (what the product serves), or null before the first. */
export async function latestSucceededRun(db: Db) {
  const [run] = await db
    .select()
    .from(scoreRuns)
    .where(eq(scoreRuns.status, 'succeeded'))
    .orderBy(desc(scoreRuns.id))
    .limit(1);
  return run ?? null;
}

/** Every company of the loaded data. */
export const allCompanies = (db: Db) => db.select().from(companies);

/** The company scores of one run. */
export const scoresOfRun = (db: Db, runId: number) =>
  db.select().from(companyScores).where(eq(companyScores.runId, runId));

/** Analysts' target prices with their dates. */
export const targetPrices = (db: Db) =>
  db
    .select({ symbol: estimates.symbol, targetPrice: estimates.targetPrice, asOf: estimates.asOf })
    .from(estimates);

/** The daily selections of one run, by category then rank. */
export const selectionsOfRun = (db: Db, runId: number) =>
  db
    .select()
    .from(dailySelections)
    .where(eq(dailySelections.runId, runId))
    .orderBy(dailySelections.category, dailySelections.rank);
