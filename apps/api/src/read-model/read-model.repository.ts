import { setImmediate as pause } from 'node:timers/promises';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readBySymbolPages, runRowsAfter } from '../db/paged';
import {
  companies,
  companyScores,
  dailySelections,
  estimates,
  fundamentalPeriods,
  scoreChanges,
  scoreRuns,
} from '../db/schema';

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

/** Every company of the loaded data (a page at a time: see `readBySymbolPages`). */
export const allCompanies = (db: Db, pageRows?: number) =>
  readBySymbolPages(
    (after, limit) =>
      db
        .select()
        .from(companies)
        .where(after === null ? undefined : gt(companies.symbol, after))
        .orderBy(asc(companies.symbol))
        .limit(limit),
    pageRows,
  );

/**
 * Score rows per page: each holds a company's metrics, factors and context as jsonb, so on the
 * bench database a page of 50 held the embedded database's thread for a median 12 ms (100: 18–30
 * ms) for the same total time.
 */
const SCORE_PAGE_ROWS = 50;

/** The company scores of one run (a page at a time: see `readBySymbolPages`). */
export const scoresOfRun = (db: Db, runId: number, pageRows = SCORE_PAGE_ROWS) =>
  readBySymbolPages(
    (after, limit) =>
      db
        .select()
        .from(companyScores)
        .where(runRowsAfter(companyScores, runId, after))
        .orderBy(asc(companyScores.symbol))
        .limit(limit),
    pageRows,
  );

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

/**
 * Whether each company has filed statements (a quarter or a year, not a vendor's TTM snapshot)
 * and any revenue above zero: what the listing classifier reads of the statements (ADR 046).
 */
export const statementFacts = (db: Db) =>
  db
    .select({
      symbol: fundamentalPeriods.symbol,
      hasFiledStatements: sql<boolean>`bool_or(${fundamentalPeriods.periodType} <> 'TTM')`,
      hasRevenue: sql<boolean>`coalesce(bool_or(${fundamentalPeriods.revenue} > 0), false)`,
    })
    .from(fundamentalPeriods)
    .groupBy(fundamentalPeriods.symbol);

/**
 * Every "what changed" row of a run (the read model keeps them for the company pages), a page at
 * a time (see `readBySymbolPages`).
 */
export const scoreChangesOfRun = (db: Db, runId: number, pageRows?: number) =>
  readBySymbolPages(
    (after, limit) =>
      db
        .select({ symbol: scoreChanges.symbol, change: scoreChanges.change })
        .from(scoreChanges)
        .where(runRowsAfter(scoreChanges, runId, after))
        .orderBy(asc(scoreChanges.symbol))
        .limit(limit),
    pageRows,
  );

/** A listing's last two daily sessions on or before a date (the read model's own price read). */
export interface LastSessions {
  symbol: string;
  date: string;
  close: number;
  volume: number | null;
  previousDate: string | null;
  previousClose: number | null;
}

/**
 * Listings per query of `lastSessions`: two index reads each through the primary key (symbol,
 * date), so a query holds the embedded database for a few milliseconds.
 */
const LAST_SESSION_SYMBOLS = 200;

/**
 * The last daily session of each of `symbols` dated on or before `onOrBefore` (any date when
 * null), with the session before it: the header of a listing the score run does not hold (a
 * fund, a preferred security, ADR 046) reads its last close and move from its own prices.
 */
export async function lastSessions(
  db: Db,
  symbols: readonly string[],
  onOrBefore: string | null,
): Promise<LastSessions[]> {
  const out: LastSessions[] = [];
  const until = onOrBefore ?? '9999-12-31';
  for (let i = 0; i < symbols.length; i += LAST_SESSION_SYMBOLS) {
    const batch = symbols.slice(i, i + LAST_SESSION_SYMBOLS);
    await pause();
    const result = (await db.execute(sql`
      select s.symbol, p.dates, p.closes, p.volumes
      from unnest(array[${sql.join(
        batch.map((x) => sql`${x}`),
        sql`, `,
      )}]::text[]) as s(symbol)
      cross join lateral (
        select array_agg(date::text order by date desc) as dates,
          array_agg(close order by date desc) as closes,
          array_agg(volume order by date desc) as volumes
        from (
          select date, close, volume from prices_daily
          where symbol = s.symbol and date <= ${until}
          order by date desc limit 2
        ) last_two
      ) p
      where p.dates is not null`)) as unknown as {
      rows: {
        symbol: string;
        dates: string[];
        closes: number[];
        volumes: (number | null)[];
      }[];
    };
    for (const r of result.rows) {
      out.push({
        symbol: r.symbol,
        date: r.dates[0]!,
        close: r.closes[0]!,
        volume: r.volumes[0] ?? null,
        previousDate: r.dates[1] ?? null,
        previousClose: r.closes[1] ?? null,
      });
    }
  }
  return out;
}
