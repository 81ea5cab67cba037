import type { CompanyInput, PeriodInput } from '@evident/engine/types';
import { and, asc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companies,
  dividends,
  earningsSurprises,
  estimates,
  fundamentalPeriods,
  pricesDaily,
  pricesMonthly,
} from '../../db/schema';
import { pause } from '../steps';
import { emptyCompanyInput, estimateInput } from './company-input';

const BATCH = 400;

/**
 * Reads the market-data universe (or only `symbols`) into the engine's input shape (sorted arrays
 * per company).
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

  // Every table is read in batches of symbols (a contiguous symbol range for the whole universe,
  // the exact list when `symbols` was given), with the event loop given back between batches: on
  // the embedded database a query runs on the server's own thread, so one query over a whole
  // table would hold every request for seconds.
  const symbols = [...bySymbol.keys()];
  const from = options.dailyFrom ?? '1900-01-01';
  for (let i = 0; i < symbols.length; i += BATCH) {
    const batch = symbols.slice(i, i + BATCH);
    const inBatch = (column: PgColumn): SQL =>
      only
        ? inArray(column, batch)
        : and(gte(column, batch[0]!), lte(column, batch[batch.length - 1]!))!;

    await pause();
    const periods = await db
      .select()
      .from(fundamentalPeriods)
      .where(inBatch(fundamentalPeriods.symbol))
      .orderBy(
        asc(fundamentalPeriods.symbol),
        sql`${fundamentalPeriods.filed} asc nulls last`,
        asc(fundamentalPeriods.periodEnd),
      );
    for (const p of periods) {
      const { symbol, source: _source, ...rest } = p;
      bySymbol.get(symbol)?.periods.push(rest as PeriodInput);
    }

    await pause();
    const monthly = await db
      .select()
      .from(pricesMonthly)
      .where(inBatch(pricesMonthly.symbol))
      .orderBy(asc(pricesMonthly.symbol), asc(pricesMonthly.monthEnd));
    for (const m of monthly) {
      bySymbol
        .get(m.symbol)
        ?.monthlyPrices.push({ monthEnd: m.monthEnd, close: m.close, adjClose: m.adjClose });
    }
    for (const d of await db
      .select()
      .from(dividends)
      .where(inBatch(dividends.symbol))
      .orderBy(asc(dividends.symbol), asc(dividends.exDate))) {
      bySymbol.get(d.symbol)?.dividends.push({ exDate: d.exDate, amount: d.amount });
    }
    for (const s of await db
      .select()
      .from(earningsSurprises)
      .where(inBatch(earningsSurprises.symbol))
      .orderBy(asc(earningsSurprises.symbol), asc(earningsSurprises.date))) {
      bySymbol.get(s.symbol)?.earningsSurprises.push({ date: s.date, surprisePct: s.surprisePct });
    }
    for (const e of await db
      .select()
      .from(estimates)
      .where(inBatch(estimates.symbol))
      .orderBy(asc(estimates.symbol), asc(estimates.asOf))) {
      const c = bySymbol.get(e.symbol);
      if (c) {
        c.estimate = estimateInput(e);
      }
    }

    await pause();
    const result = (await db.execute(sql`
      select symbol, date::text as date, close, volume from prices_daily
      where ${inBatch(pricesDaily.symbol)} and date >= ${from}
      order by symbol, date`)) as unknown as {
      rows: { symbol: string; date: string; close: number; volume: number | null }[];
    };
    for (const r of result.rows) {
      bySymbol.get(r.symbol)?.dailyPrices.push({ date: r.date, close: r.close, volume: r.volume });
    }
  }
  return [...bySymbol.values()];
}
