import { and, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricesMonthly } from '../../db/schema';

/** The month-end prices a portfolio's 1-year return reads (issue 21). */

/** The benchmark's last month end on or before `asOf` with a dividend-adjusted close. */
export async function lastMonthEnd(db: Db, symbol: string, asOf: string): Promise<string | null> {
  const [row] = await db
    .select({ monthEnd: pricesMonthly.monthEnd })
    .from(pricesMonthly)
    .where(and(eq(pricesMonthly.symbol, symbol), lte(pricesMonthly.monthEnd, asOf)))
    .orderBy(desc(pricesMonthly.monthEnd))
    .limit(1);
  return row?.monthEnd ?? null;
}

/** Every company's month-end rows from a date (inclusive) to another (exclusive). */
export function monthEndsBetween(db: Db, from: string, before: string) {
  return db
    .select({
      symbol: pricesMonthly.symbol,
      monthEnd: pricesMonthly.monthEnd,
      adjClose: pricesMonthly.adjClose,
    })
    .from(pricesMonthly)
    .where(and(gte(pricesMonthly.monthEnd, from), lt(pricesMonthly.monthEnd, before)));
}
