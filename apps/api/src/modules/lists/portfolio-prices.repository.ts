import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
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

/** Month-end rows of some symbols between two dates (inclusive). */
export function monthEnds(db: Db, symbols: string[], from: string, to: string) {
  if (symbols.length === 0) return Promise.resolve([]);
  return db
    .select({
      symbol: pricesMonthly.symbol,
      monthEnd: pricesMonthly.monthEnd,
      adjClose: pricesMonthly.adjClose,
    })
    .from(pricesMonthly)
    .where(
      and(
        inArray(pricesMonthly.symbol, symbols),
        gte(pricesMonthly.monthEnd, from),
        lte(pricesMonthly.monthEnd, to),
      ),
    );
}
