import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scoreHistory } from '../../db/schema';

/** A company's monthly score history of one score run, oldest first. */
export async function scoreHistoryOf(db: Db, runId: number, symbol: string) {
  return db
    .select({
      asOf: scoreHistory.asOf,
      evidentScoreValue: scoreHistory.evidentScoreValue,
      evidentScorePercentile: scoreHistory.evidentScorePercentile,
      factors: scoreHistory.factors,
    })
    .from(scoreHistory)
    .where(and(eq(scoreHistory.runId, runId), eq(scoreHistory.symbol, symbol)))
    .orderBy(asc(scoreHistory.asOf));
}
