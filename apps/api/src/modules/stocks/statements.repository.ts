import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundamentalPeriods, pricesDaily } from '../../db/schema';

export const STATEMENT_FIELDS = {
  'income-statement': [
    'revenue',
    'grossProfit',
    'operatingIncome',
    'netIncome',
    'epsDiluted',
    'sharesOutstanding',
    'interestExpense',
    'depreciation',
  ],
  'balance-sheet': [
    'totalAssets',
    'currentAssets',
    'currentLiabilities',
    'totalLiabilities',
    'equity',
    'cash',
    'totalDebt',
  ],
  cashflow: [
    'operatingCashFlow',
    'capex',
    'freeCashFlow',
    'dividendsPaid',
    'shareRepurchases',
    'stockIssued',
    'debtIssued',
    'debtRepaid',
  ],
} as const;
export type StatementKind = keyof typeof STATEMENT_FIELDS;

/** The latest version of each fiscal period of one type, oldest period first. */
export async function statementPeriods(db: Db, symbol: string, periodType: 'FY' | 'Q') {
  return db
    .selectDistinctOn([fundamentalPeriods.periodEnd])
    .from(fundamentalPeriods)
    .where(
      and(eq(fundamentalPeriods.symbol, symbol), eq(fundamentalPeriods.periodType, periodType)),
    )
    .orderBy(asc(fundamentalPeriods.periodEnd), sql`${fundamentalPeriods.filed} desc nulls last`);
}

export async function dailySeries(db: Db, symbol: string, from?: string) {
  return db
    .select({
      date: pricesDaily.date,
      open: pricesDaily.open,
      high: pricesDaily.high,
      low: pricesDaily.low,
      close: pricesDaily.close,
      volume: pricesDaily.volume,
    })
    .from(pricesDaily)
    .where(
      from
        ? and(eq(pricesDaily.symbol, symbol), gte(pricesDaily.date, from))
        : eq(pricesDaily.symbol, symbol),
    )
    .orderBy(asc(pricesDaily.date));
}

export async function latestPriceDate(db: Db, symbol: string): Promise<string | null> {
  const [row] = await db
    .select({ date: pricesDaily.date })
    .from(pricesDaily)
    .where(eq(pricesDaily.symbol, symbol))
    .orderBy(desc(pricesDaily.date))
    .limit(1);
  return row?.date ?? null;
}
