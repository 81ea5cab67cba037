import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyScores, dailySelections, estimates, scoreRuns } from '../../db/schema';

/** The newest score run that succeeded (what the product serves), or null before the first. */
export async function latestSucceededRun(db: Db) {
  const [run] = await db
    .select()
    .from(scoreRuns)
    .where(eq(scoreRuns.status, 'succeeded'))
    // The newest data first: a run scoring an earlier date (the baseline "what changed" is
    // measured against) never replaces the run of the latest date.
    .orderBy(desc(scoreRuns.asOf), desc(scoreRuns.id))
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

/**
 * The newest succeeded run of an earlier date than `asOf` (the "previous score run" a watchlist's
 * score change is measured from; a run of the same date scored again is not a previous run).
 */
export async function previousSucceededRun(db: Db, asOf: string) {
  const [run] = await db
    .select({ id: scoreRuns.id, asOf: scoreRuns.asOf, params: scoreRuns.params })
    .from(scoreRuns)
    .where(and(eq(scoreRuns.status, 'succeeded'), lt(scoreRuns.asOf, asOf)))
    .orderBy(desc(scoreRuns.id))
    .limit(1);
  return run ?? null;
}

/** Every company's Evident Score percentile in one run. */
export const scorePercentilesOfRun = (db: Db, runId: number) =>
  db
    .select({ symbol: companyScores.symbol, percentile: companyScores.evidentScorePercentile })
    .from(companyScores)
    .where(eq(companyScores.runId, runId));
