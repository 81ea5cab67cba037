import type { CompanyInput, PeriodInput } from '@evident/engine/types';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companies,
  dividends,
  earningsSurprises,
  estimates,
  fundamentalPeriods,
  pricesMonthly,
} from '../../db/schema';
import { emptyCompanyInput } from './company-input';

const PRICE_BATCH = 400;

/**
 * Reads the market-data universe (or only `symbols`) into the engine's input shape (sorted arrays
 * per company). Daily prices, the largest table, are read in batches of symbols.
 */
export async function loadUniverse(
  db: Db,
  options: { dailyFrom?: string; symbols?: readonly string[] } = {},
): Promise<CompanyInput[]> {
  const only = options.symbols;
  if (only?.length === 0) return [];
  const bySymbols = (column: PgColumn): SQL | undefined =>
    only ? inArray(column, [...only]) : undefined;
  const companyRows = await db
    .select()
    .from(companies)
    .where(bySymbols(companies.symbol))
    .orderBy(asc(companies.symbol));
  const bySymbol = new Map<string, CompanyInput>();
  for (const c of companyRows) {
    bySymbol.set(c.symbol, emptyCompanyInput(c));
  }

  const periods = await db
    .select()
    .from(fundamentalPeriods)
    .where(bySymbols(fundamentalPeriods.symbol))
    .orderBy(
      asc(fundamentalPeriods.symbol),
      sql`${fundamentalPeriods.filed} asc nulls last`,
      asc(fundamentalPeriods.periodEnd),
    );
  for (const p of periods) {
    const { symbol, source: _source, ...rest } = p;
    bySymbol.get(symbol)?.periods.push(rest as PeriodInput);
  }

  const monthly = await db
    .select()
    .from(pricesMonthly)
    .where(bySymbols(pricesMonthly.symbol))
    .orderBy(asc(pricesMonthly.symbol), asc(pricesMonthly.monthEnd));
  for (const m of monthly) {
    bySymbol
      .get(m.symbol)
      ?.monthlyPrices.push({ monthEnd: m.monthEnd, close: m.close, adjClose: m.adjClose });
  }
  for (const d of await db
    .select()
    .from(dividends)
    .where(bySymbols(dividends.symbol))
    .orderBy(asc(dividends.symbol), asc(dividends.exDate))) {
    bySymbol.get(d.symbol)?.dividends.push({ exDate: d.exDate, amount: d.amount });
  }
  for (const s of await db
    .select()
    .from(earningsSurprises)
    .where(bySymbols(earningsSurprises.symbol))
    .orderBy(asc(earningsSurprises.symbol), asc(earningsSurprises.date))) {
    bySymbol.get(s.symbol)?.earningsSurprises.push({ date: s.date, surprisePct: s.surprisePct });
  }
  for (const e of await db
    .select()
    .from(estimates)
    .where(bySymbols(estimates.symbol))
    .orderBy(asc(estimates.symbol), asc(estimates.asOf))) {
    const c = bySymbol.get(e.symbol);
    if (c) {
      c.estimate = {
        asOf: e.asOf,
        targetPrice: e.targetPrice,
        epsNextYear: e.epsNextYear,
        forwardPe: e.forwardPe,
        marketCap: e.marketCap,
        avgVolume: e.avgVolume,
      };
    }
  }

  const symbols = [...bySymbol.keys()];
  const from = options.dailyFrom ?? '1900-01-01';
  for (let i = 0; i < symbols.length; i += PRICE_BATCH) {
    const batch = symbols.slice(i, i + PRICE_BATCH);
    // A contiguous symbol range for the whole universe; the exact list when `symbols` was given.
    const which = only
      ? sql`symbol in (${sql.join(
          batch.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql`symbol >= ${batch[0]} and symbol <= ${batch[batch.length - 1]}`;
    const result = (await db.execute(sql`
      select symbol, date::text as date, close, volume from prices_daily
      where ${which} and date >= ${from}
      order by symbol, date`)) as unknown as {
      rows: { symbol: string; date: string; close: number; volume: number | null }[];
    };
    for (const r of result.rows) {
      bySymbol.get(r.symbol)?.dailyPrices.push({ date: r.date, close: r.close, volume: r.volume });
    }
  }
  return [...bySymbol.values()];
}
