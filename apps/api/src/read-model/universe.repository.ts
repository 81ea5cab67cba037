import type { CompanyInput, PeriodInput } from '@evident/engine/types';
import { and, asc, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  companies,
  dividends,
  earningsSurprises,
  estimates,
  fundamentalPeriods,
  pricesDaily,
  pricesMonthly,
} from '../db/schema';
import { setImmediate as pause } from 'node:timers/promises';
import { emptyCompanyInput, estimateInput } from './company-input';

const BATCH = 400;

export interface UniverseOptions {
  /** Daily prices from this date on (default: all of them). */
  dailyFrom?: string;
  /** Only these companies (default: every company). */
  symbols?: readonly string[];
  /** Companies per query (default 400). Each query holds the embedded database's thread. */
  batchSize?: number;
  /**
   * Only companies still listed on this date (issue 55): one delisted on it or before is left
   * out. Score runs pass their as-of date; the backtest passes nothing and keeps every company up
   * to its last price (no survivorship).
   */
  listedOn?: string;
}

/**
 * Reads the market-data universe (or only `symbols`) into the engine's input shape (sorted arrays
 * per company).
 */
export async function loadUniverse(db: Db, options: UniverseOptions = {}): Promise<CompanyInput[]> {
  const all: CompanyInput[] = [];
  await loadUniverseBatches(db, options, (batch) => {
    all.push(...batch);
  });
  return all;
}

/**
 * The universe in batches of `batchSize` companies, each complete (periods, prices, dividends,
 * surprises, estimate), handed to `onBatch` as soon as it is read: a score run passes them on to
 * its worker thread and keeps none of them.
 */
export async function loadUniverseBatches(
  db: Db,
  options: UniverseOptions,
  onBatch: (
    companies: CompanyInput[],
    read: { done: number; total: number },
  ) => void | Promise<void>,
): Promise<number> {
  const only = options.symbols;
  if (only?.length === 0) return 0;
  const size = options.batchSize ?? BATCH;
  const bySymbols = (column: PgColumn): SQL | undefined =>
    only ? inArray(column, [...only]) : undefined;
  const listed = options.listedOn
    ? or(isNull(companies.delistedOn), gt(companies.delistedOn, options.listedOn))
    : undefined;
  const companyRows = await db
    .select()
    .from(companies)
    .where(and(bySymbols(companies.symbol), listed))
    .orderBy(asc(companies.symbol));
  const symbols = companyRows.map((c) => c.symbol);
  const rowsBySymbol = new Map(companyRows.map((c) => [c.symbol, c]));

  // Every table is read in batches of symbols (a contiguous symbol range for the whole universe,
  // the exact list when `symbols` was given), with the event loop given back between batches: the
  // server's thread turns each answer into objects, and on the embedded database every other
  // query waits behind the one running (ADR 042), so one query over a whole table would hold
  // requests for seconds.
  const from = options.dailyFrom ?? '1900-01-01';
  for (let i = 0; i < symbols.length; i += size) {
    const batch = symbols.slice(i, i + size);
    const bySymbol = new Map<string, CompanyInput>(
      batch.map((symbol) => [symbol, emptyCompanyInput(rowsBySymbol.get(symbol)!)]),
    );
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

    // Prices come one row per company with its series as arrays (in date order): on the embedded
    // database that reads five times faster than a row per price (a million rows a run), on the
    // server's thread. The values are the same (float8 and its arrays print alike).
    await pause();
    const monthly = (await db.execute(sql`
      select symbol,
        array_agg(month_end::text order by month_end) as month_ends,
        array_agg(close order by month_end) as closes,
        array_agg(adj_close order by month_end) as adj_closes
      from prices_monthly where ${inBatch(pricesMonthly.symbol)}
      group by symbol`)) as unknown as {
      rows: {
        symbol: string;
        month_ends: string[];
        closes: (number | null)[];
        adj_closes: (number | null)[];
      }[];
    };
    for (const m of monthly.rows) {
      const series = bySymbol.get(m.symbol)?.monthlyPrices;
      m.month_ends.forEach((monthEnd, k) =>
        series?.push({ monthEnd, close: m.closes[k]!, adjClose: m.adj_closes[k]! }),
      );
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
    const daily = (await db.execute(sql`
      select symbol,
        array_agg(date::text order by date) as dates,
        array_agg(close order by date) as closes,
        array_agg(volume order by date) as volumes
      from prices_daily
      where ${inBatch(pricesDaily.symbol)} and date >= ${from}
      group by symbol`)) as unknown as {
      rows: { symbol: string; dates: string[]; closes: number[]; volumes: (number | null)[] }[];
    };
    for (const r of daily.rows) {
      const series = bySymbol.get(r.symbol)?.dailyPrices;
      r.dates.forEach((date, k) =>
        series?.push({ date, close: r.closes[k]!, volume: r.volumes[k]! }),
      );
    }
    await onBatch([...bySymbol.values()], { done: i + batch.length, total: symbols.length });
  }
  return symbols.length;
}

/**
 * Companies per query of `latestPriceDate`: a lookup each, about 75 µs apiece on the embedded
 * database (1,000 held it for 60–90 ms per query, and every other query behind it).
 */
const LATEST_DATE_COMPANIES = 200;

/**
 * The data's own "today": the latest daily price date. Read per company through the primary key
 * (symbol, date), a range of companies per query: `max(date)` over the table would scan millions
 * of rows (half a second on the embedded database, every other query waiting behind it).
 */
export async function latestPriceDate(db: Db): Promise<string | null> {
  const symbols = (
    await db.select({ symbol: companies.symbol }).from(companies).orderBy(asc(companies.symbol))
  ).map((r) => r.symbol);
  let latest: string | null = null;
  for (let i = 0; i < symbols.length; i += LATEST_DATE_COMPANIES) {
    const first = symbols[i]!;
    const last = symbols[Math.min(i + LATEST_DATE_COMPANIES, symbols.length) - 1]!;
    await pause();
    const result = (await db.execute(sql`
      select max(p.date)::text as d from companies c
      cross join lateral (
        select date from prices_daily where symbol = c.symbol order by date desc limit 1
      ) p
      where c.symbol >= ${first} and c.symbol <= ${last}`)) as unknown as {
      rows: { d: string | null }[];
    };
    const d = result.rows[0]?.d ?? null;
    if (d !== null && (latest === null || d > latest)) latest = d;
  }
  return latest;
}
