import type { DailyPrice, Dividend } from '@evident/ingest/records';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * The prices writer of the daily refresh (issue 55): one market day for the whole market — every
 * listed company's bar, the day's splits applied to the stored history, the day's dividends — in
 * ONE transaction of set-based statements (the bars go in as arrays through `unnest`, not a row
 * per statement). A failure leaves the day before served; applying a day twice writes nothing.
 */

/** `to` new shares for every `from` old ones, from `executionDate` on (Polygon's `Split`). */
export interface SplitToApply {
  id: string | null;
  symbol: string;
  executionDate: string;
  from: number;
  to: number;
}

export interface MarketDayWrite {
  day: string;
  prices: readonly DailyPrice[];
  /** Splits executed on `day`: applied to the history before `day`, once each. */
  splits: readonly SplitToApply[];
  /** Cash dividends going ex on `day`, per share as paid (on `day`'s share basis). */
  dividends: readonly Dividend[];
}

export interface MarketDayWritten {
  /** Bars inserted or changed (0 when the day was applied already with the same values). */
  prices: number;
  /** Bars left out: not a company we know, or one delisted on or before the day. */
  unknownSymbols: string[];
  splitsApplied: { symbol: string; ratio: number; pricesAdjusted: number }[];
  /** Month-end rows added for the month the day completed (0 on other days). */
  monthEnds: number;
  dividends: number;
}

type Rows<T> = { rows: T[] };

/** The stable key of a split: the provider's id, else what it is. */
export function splitKey(split: SplitToApply): string {
  return split.id ?? `${split.symbol}:${split.executionDate}:${split.from}:${split.to}`;
}

/** Companies that are listed on `day`: known, and not delisted on or before it. */
const LISTED_ON = (day: string) =>
  sql`c.delisted_on is null or c.delisted_on > ${day}::date`;

export async function applyMarketDay(db: Db, write: MarketDayWrite): Promise<MarketDayWritten> {
  const { day } = write;
  const bars = write.prices.filter((p) => p.date === day);
  return db.transaction(async (tx) => {
    // 1. Splits first: the history before the execution date moves to the new share basis; the
    //    day's own bar already trades on it. Recorded in applied_splits in the same statement, so
    //    a split is applied exactly once however often the day is applied.
    const splitsApplied: MarketDayWritten['splitsApplied'] = [];
    for (const split of write.splits) {
      if (split.executionDate !== day) continue;
      const ratio = split.to / split.from;
      if (!(Number.isFinite(ratio) && ratio > 0) || ratio === 1) continue;
      const recorded = (await tx.execute(sql`
        insert into applied_splits (id, symbol, execution_date, split_from, split_to)
        select ${splitKey(split)}, c.symbol, ${split.executionDate}::date, ${split.from}, ${split.to}
        from companies c where c.symbol = ${split.symbol} and (${LISTED_ON(day)})
        on conflict (id) do nothing
        returning symbol`)) as unknown as Rows<{ symbol: string }>;
      if (recorded.rows.length === 0) continue;
      const prices = (await tx.execute(sql`
        update prices_daily set
          open = round((open / ${ratio})::numeric, 6)::float8,
          high = round((high / ${ratio})::numeric, 6)::float8,
          low = round((low / ${ratio})::numeric, 6)::float8,
          close = round((close / ${ratio})::numeric, 6)::float8,
          volume = round(volume * ${ratio})
        where symbol = ${split.symbol} and date < ${split.executionDate}::date
        returning 1 as n`)) as unknown as Rows<{ n: number }>;
      await tx.execute(sql`
        update prices_monthly set
          close = round((close / ${ratio})::numeric, 6)::float8,
          adj_close = round((adj_close / ${ratio})::numeric, 6)::float8
        where symbol = ${split.symbol} and month_end < ${split.executionDate}::date`);
      await tx.execute(sql`
        update dividends set amount = round((amount / ${ratio})::numeric, 6)::float8
        where symbol = ${split.symbol} and ex_date < ${split.executionDate}::date`);
      // What the snapshot keeps on the prices' basis moves with them: the provider's figures of
      // today (TTM shares and EPS, the estimates, the reported EPS beside their surprises). The
      // quarterly and yearly reports keep their counts as reported; the engine finds their splits
      // along the chain of reports (`prepare.ts` `priceBasis`).
      await tx.execute(sql`
        update fundamental_periods set
          shares_outstanding = round((shares_outstanding * ${ratio})::numeric, 6),
          eps_diluted = round((eps_diluted / ${ratio})::numeric, 6)
        where symbol = ${split.symbol} and period_type = 'TTM'
          and period_end < ${split.executionDate}::date`);
      await tx.execute(sql`
        update estimates set
          target_price = round((target_price / ${ratio})::numeric, 6)::float8,
          eps_next_year = round((eps_next_year / ${ratio})::numeric, 6)::float8,
          eps_next_quarter = round((eps_next_quarter / ${ratio})::numeric, 6)::float8,
          week52_high = round((week52_high / ${ratio})::numeric, 6)::float8,
          week52_low = round((week52_low / ${ratio})::numeric, 6)::float8,
          avg_volume = round(avg_volume * ${ratio})
        where symbol = ${split.symbol} and as_of < ${split.executionDate}::date`);
      await tx.execute(sql`
        update earnings_surprises set
          eps_actual = round((eps_actual / ${ratio})::numeric, 6)::float8,
          eps_estimate = round((eps_estimate / ${ratio})::numeric, 6)::float8
        where symbol = ${split.symbol} and date < ${split.executionDate}::date`);
      splitsApplied.push({ symbol: split.symbol, ratio, pricesAdjusted: prices.rows.length });
    }

    // 2. The day's bars, for the companies listed that day, in one statement: a bar already
    //    stored with the same values is not rewritten (a second application changes nothing).
    const written = (await tx.execute(sql`
      with day(symbol, open, high, low, close, volume) as (
        select * from unnest(
          ${textArray(bars.map((b) => b.symbol))}::text[],
          ${numberArray(bars.map((b) => b.open))}::float8[],
          ${numberArray(bars.map((b) => b.high))}::float8[],
          ${numberArray(bars.map((b) => b.low))}::float8[],
          ${numberArray(bars.map((b) => b.close))}::float8[],
          ${numberArray(bars.map((b) => b.volume))}::float8[])
      ),
      known as (
        select d.*, (c.symbol is not null and (${LISTED_ON(day)})) as listed
        from day d left join companies c on c.symbol = d.symbol
      ),
      upserted as (
        insert into prices_daily (symbol, date, open, high, low, close, volume)
        select symbol, ${day}::date, open, high, low, close, volume from known where listed
        order by symbol
        on conflict (symbol, date) do update set
          open = excluded.open, high = excluded.high, low = excluded.low,
          close = excluded.close, volume = excluded.volume
        where (prices_daily.open, prices_daily.high, prices_daily.low, prices_daily.close,
               prices_daily.volume)
          is distinct from (excluded.open, excluded.high, excluded.low, excluded.close,
               excluded.volume)
        returning 1
      )
      select (select count(*)::int from upserted) as written,
        coalesce((select array_agg(symbol order by symbol) from known where not listed), '{}')
          as unknown
    `)) as unknown as Rows<{ written: number; unknown: string[] }>;

    // 3. A month the day completes: each of the day's companies gets the month-end row of the
    //    month before the day's (its last session then, the snapshot's `month_end` convention;
    //    no total-return figure, as the snapshot's latest months), unless it has one. Found by
    //    the primary keys (a company's latest session before the month, its monthly rows).
    const months = (await tx.execute(sql`
      insert into prices_monthly (symbol, month_end, close, adj_close)
      select u.symbol, last.date, last.close, null
      from unnest(${textArray(bars.map((b) => b.symbol))}::text[]) as u(symbol)
      cross join lateral (
        select p.date, p.close from prices_daily p
        where p.symbol = u.symbol and p.date < date_trunc('month', ${day}::date)::date
        order by p.date desc limit 1
      ) last
      where last.date >= (date_trunc('month', ${day}::date) - interval '1 month')::date
        and exists (select 1 from prices_daily p where p.symbol = u.symbol and p.date = ${day}::date)
        and not exists (
          select 1 from prices_monthly m
          where m.symbol = u.symbol
            and m.month_end >= date_trunc('month', last.date)::date
            and m.month_end < date_trunc('month', ${day}::date)::date)
      on conflict (symbol, month_end) do nothing
      returning 1 as n`)) as unknown as Rows<{ n: number }>;

    // 4. The day's dividends, for known listed companies.
    const divs = write.dividends.filter((d) => d.exDate === day);
    const dividendRows = (await tx.execute(sql`
      insert into dividends (symbol, ex_date, amount)
      select u.symbol, ${day}::date, u.amount
      from unnest(
        ${textArray(divs.map((d) => d.symbol))}::text[],
        ${numberArray(divs.map((d) => d.amount))}::float8[]) as u(symbol, amount)
      join companies c on c.symbol = u.symbol
      where ${LISTED_ON(day)}
      on conflict (symbol, ex_date) do update set amount = excluded.amount
      where dividends.amount is distinct from excluded.amount
      returning 1 as n`)) as unknown as Rows<{ n: number }>;

    const result = written.rows[0]!;
    return {
      prices: result.written,
      unknownSymbols: result.unknown,
      splitsApplied,
      monthEnds: months.rows.length,
      dividends: dividendRows.rows.length,
    };
  });
}

/** A PostgreSQL array literal of texts (one parameter, however many rows). */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function numberArray(values: readonly (number | null)[]): string {
  return `{${values.map((v) => (v === null || !Number.isFinite(v) ? 'NULL' : String(v))).join(',')}}`;
}
