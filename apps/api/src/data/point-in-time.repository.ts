import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fundamentalPeriods, pricesDaily, pricesMonthly } from '../db/schema';

/*
 * Point-in-time access (issue 3 §3): the engine asks what was public on a date. A period's
 * figures count from their `filed` date; a restatement is another row with a later `filed`, so
 * asking as of a date between the two returns the original figures. Rows without a filing date
 * are never returned: when they became public is unknown.
 */

export type FundamentalPeriodRow = typeof fundamentalPeriods.$inferSelect;

/** For each (symbol, period type, period end): the latest version filed on or before `asOf`. */
export async function periodsFiledOnOrBefore(
  db: Db,
  asOf: string,
  symbols?: readonly string[],
): Promise<FundamentalPeriodRow[]> {
  const conditions = [isNotNull(fundamentalPeriods.filed), lte(fundamentalPeriods.filed, asOf)];
  if (symbols) {
    if (symbols.length === 0) return [];
    conditions.push(inArray(fundamentalPeriods.symbol, [...symbols]));
  }
  return db
    .selectDistinctOn([
      fundamentalPeriods.symbol,
      fundamentalPeriods.periodType,
      fundamentalPeriods.periodEnd,
    ])
    .from(fundamentalPeriods)
    .where(and(...conditions))
    .orderBy(
      asc(fundamentalPeriods.symbol),
      asc(fundamentalPeriods.periodType),
      asc(fundamentalPeriods.periodEnd),
      sql`${fundamentalPeriods.filed} desc`,
    );
}

/** Daily prices of one symbol up to and including `asOf` (optionally from a date), oldest first. */
export async function dailyPricesUpTo(db: Db, symbol: string, asOf: string, from?: string) {
  const conditions = [eq(pricesDaily.symbol, symbol), lte(pricesDaily.date, asOf)];
  if (from) conditions.push(gte(pricesDaily.date, from));
  return db
    .select()
    .from(pricesDaily)
    .where(and(...conditions))
    .orderBy(asc(pricesDaily.date));
}

/** Month-end prices of one symbol up to and including `asOf`, oldest first. */
export async function monthlyPricesUpTo(db: Db, symbol: string, asOf: string) {
  return db
    .select()
    .from(pricesMonthly)
    .where(and(eq(pricesMonthly.symbol, symbol), lte(pricesMonthly.monthEnd, asOf)))
    .orderBy(asc(pricesMonthly.monthEnd));
}
