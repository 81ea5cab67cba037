import type { DailyPrice, FundamentalPeriod } from '@evident/ingest/records';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, fundamentalPeriods, pricesDaily } from '../db/schema';

/*
 * What a live refresh (jobs/refresh) reads and writes in the market-data tables: which symbols to
 * refresh, and the fundamental periods and daily prices pulled from the sources.
 */

const BATCH = 500;

/** Companies with a CIK that are not ETFs (their fundamentals come from SEC EDGAR). */
export async function symbolsWithCik(db: Db): Promise<string[]> {
  const rows = await db
    .select({ symbol: companies.symbol })
    .from(companies)
    .where(and(isNotNull(companies.cik), eq(companies.isEtf, false)));
  return rows.map((r) => r.symbol);
}

/** Companies flagged as S&P 500 members. */
export async function sp500Symbols(db: Db): Promise<string[]> {
  const rows = await db
    .select({ symbol: companies.symbol })
    .from(companies)
    .where(eq(companies.sp500, true));
  return rows.map((r) => r.symbol);
}

/** The subset of `symbols` that are known companies. */
export async function knownSymbols(db: Db, symbols: readonly string[]): Promise<Set<string>> {
  if (symbols.length === 0) return new Set();
  const rows = await db
    .select({ symbol: companies.symbol })
    .from(companies)
    .where(inArray(companies.symbol, [...symbols]));
  return new Set(rows.map((r) => r.symbol));
}

/**
 * Adds point-in-time fundamental periods. A (symbol, period, filed) version already stored is left
 * alone, so running a refresh twice changes nothing and a restatement (later `filed`) is added
 * beside what was public before, never over it. Returns how many rows were new.
 */
export async function storeFundamentalPeriods(
  db: Db,
  periods: readonly FundamentalPeriod[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < periods.length; i += BATCH) {
    const rows = await db
      .insert(fundamentalPeriods)
      .values(periods.slice(i, i + BATCH).map((p) => ({ ...p })))
      .onConflictDoNothing()
      .returning({ symbol: fundamentalPeriods.symbol });
    inserted += rows.length;
  }
  return inserted;
}

/** Inserts or updates daily prices (a provider's later correction of a day replaces it). */
export async function storeDailyPrices(db: Db, prices: readonly DailyPrice[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < prices.length; i += BATCH) {
    const rows = await db
      .insert(pricesDaily)
      .values(prices.slice(i, i + BATCH).map((p) => ({ ...p })))
      .onConflictDoUpdate({
        target: [pricesDaily.symbol, pricesDaily.date],
        set: {
          open: sql`excluded.open`,
          high: sql`excluded.high`,
          low: sql`excluded.low`,
          close: sql`excluded.close`,
          volume: sql`excluded.volume`,
        },
      })
      .returning({ symbol: pricesDaily.symbol });
    written += rows.length;
  }
  return written;
}
