import { and, asc, desc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyScores, liveLists, pricesDaily, scoreRuns } from '../../db/schema';

/** Keeps a run's list (replacing the list of the same date and kind). */
export async function upsertLiveList(
  db: Db,
  list: { asOf: string; kind: 'score-90'; runId: number; symbols: string[] },
): Promise<void> {
  await db
    .insert(liveLists)
    .values(list)
    .onConflictDoUpdate({
      target: [liveLists.asOf, liveLists.kind],
      set: { runId: list.runId, symbols: list.symbols, createdAt: sql`now()` },
    });
}

/**
 * Keeps a stored run's list: its S&P 500 members (ETFs aside) scored 90 or more, by the run's
 * own rows (replacing the list of the same date).
 */
export async function keepLiveListOfRun(db: Db, runId: number): Promise<void> {
  const [run] = await db
    .select({ asOf: scoreRuns.asOf })
    .from(scoreRuns)
    .where(eq(scoreRuns.id, runId));
  if (!run) return;
  const rows = await db
    .select({ symbol: companyScores.symbol })
    .from(companyScores)
    .innerJoin(companies, eq(companies.symbol, companyScores.symbol))
    .where(
      and(
        eq(companyScores.runId, runId),
        eq(companies.sp500, true),
        eq(companies.isEtf, false),
        gte(companyScores.evidentScorePercentile, 90),
      ),
    )
    .orderBy(asc(companyScores.symbol));
  await upsertLiveList(db, {
    asOf: run.asOf,
    kind: 'score-90',
    runId,
    symbols: rows.map((r) => r.symbol),
  });
}

/** Whether a list is kept for the date. */
export async function hasLiveList(db: Db, asOf: string): Promise<boolean> {
  const [row] = await db
    .select({ asOf: liveLists.asOf })
    .from(liveLists)
    .where(eq(liveLists.asOf, asOf))
    .limit(1);
  return row !== undefined;
}

/** Every kept list, oldest first. */
export const allLiveLists = (db: Db) =>
  db.select().from(liveLists).orderBy(asc(liveLists.asOf), asc(liveLists.kind));

/** The date of the latest close of `symbol` (the benchmark's: how far later prices reach). */
export async function latestCloseDate(db: Db, symbol: string): Promise<string | null> {
  const [row] = await db
    .select({ date: max(pricesDaily.date) })
    .from(pricesDaily)
    .where(eq(pricesDaily.symbol, symbol));
  return row?.date ?? null;
}

/**
 * Each symbol's last close on or before `date`, looking back at most `lookbackDays` (a close
 * older than that is no price of that date).
 */
export async function closesOn(
  db: Db,
  symbols: readonly string[],
  date: string,
  lookbackDays = 10,
): Promise<Map<string, number>> {
  if (symbols.length === 0) return new Map();
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - lookbackDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const rows = await db
    .selectDistinctOn([pricesDaily.symbol], {
      symbol: pricesDaily.symbol,
      close: pricesDaily.close,
    })
    .from(pricesDaily)
    .where(
      and(
        inArray(pricesDaily.symbol, [...symbols]),
        lte(pricesDaily.date, date),
        gte(pricesDaily.date, from),
      ),
    )
    .orderBy(pricesDaily.symbol, desc(pricesDaily.date));
  return new Map(rows.filter((r) => r.close > 0).map((r) => [r.symbol, r.close]));
}
