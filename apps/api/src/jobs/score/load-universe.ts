import type { CompanyInput, PeriodInput } from '@evident/engine/types';
import { asc, sql } from 'drizzle-orm';
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
 * Reads the whole market-data universe into the engine's input shape (sorted arrays per
 * company). Daily prices, the largest table, are read in batches of symbols.
 */
export async function loadUniverse(
  db: Db,
  options: { dailyFrom?: string } = {},
): Promise<CompanyInput[]> {
  const companyRows = await db.select().from(companies).orderBy(asc(companies.symbol));
  const bySymbol = new Map<string, CompanyInput>();
  for (const c of companyRows) {
    bySymbol.set(c.symbol, emptyCompanyInput(c));
  }

  const periods = await db
    .select()
    .from(fundamentalPeriods)
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
    .orderBy(asc(pricesMonthly.symbol), asc(pricesMonthly.monthEnd));
  for (const m of monthly) {
    bySymbol
      .get(m.symbol)
      ?.monthlyPrices.push({ monthEnd: m.monthEnd, close: m.close, adjClose: m.adjClose });
  }
  for (const d of await db
    .select()
    .from(dividends)
    .orderBy(asc(dividends.symbol), asc(dividends.exDate))) {
    bySymbol.get(d.symbol)?.dividends.push({ exDate: d.exDate, amount: d.amount });
  }
  for (const s of await db
    .select()
    .from(earningsSurprises)
    .orderBy(asc(earningsSurprises.symbol), asc(earningsSurprises.date))) {
    bySymbol.get(s.symbol)?.earningsSurprises.push({ date: s.date, surprisePct: s.surprisePct });
  }
  for (const e of await db
    .select()
    .from(estimates)
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
    const result = (await db.execute(sql`
      select symbol, date::text as date, close, volume from prices_daily
      where symbol >= ${batch[0]} and symbol <= ${batch[batch.length - 1]} and date >= ${from}
      order by symbol, date`)) as unknown as {
      rows: { symbol: string; date: string; close: number; volume: number | null }[];
    };
    for (const r of result.rows) {
      bySymbol.get(r.symbol)?.dailyPrices.push({ date: r.date, close: r.close, volume: r.volume });
    }
  }
  return [...bySymbol.values()];
}
