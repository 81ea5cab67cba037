import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { applyMarketDay } from './market-day.repository';

type Rows<T> = { rows: T[] };

/*
 * Issue 55: the daily refresh's writer completes a month. The snapshot keeps one row per complete
 * month (its last session's close); the day that opens a new month adds the month before it.
 */
describe('a market day that opens a new month', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const monthly = async (symbol: string) =>
    (
      (await database.db.execute(sql`
        select month_end::text as "monthEnd", close, adj_close as "adjClose"
        from prices_monthly where symbol = ${symbol} order by month_end`)) as unknown as Rows<{
        monthEnd: string;
        close: number;
        adjClose: number | null;
      }>
    ).rows;
  const bar = (symbol: string, date: string, close: number) => ({
    symbol,
    date,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1000,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into companies (symbol, ticker, name, exchange, sp500, is_etf)
      values ('AAA', 'NYSE:AAA', 'Aaa Inc.', 'NYSE', false, false),
             ('BBB', 'NYSE:BBB', 'Bbb Inc.', 'NYSE', false, false),
             ('CCC', 'NYSE:CCC', 'Ccc Inc.', 'NYSE', false, false)`);
    // AAA traded through July; BBB last traded in May; CCC already has its July row.
    await database.db.execute(sql`
      insert into prices_daily (symbol, date, close) values
        ('AAA', '2026-06-30', 10), ('AAA', '2026-07-30', 11), ('AAA', '2026-07-31', 12),
        ('BBB', '2026-05-29', 5),
        ('CCC', '2026-07-31', 7)`);
    await database.db.execute(sql`
      insert into prices_monthly (symbol, month_end, close, adj_close) values
        ('AAA', '2026-06-30', 10, 10), ('CCC', '2026-07-31', 7, 7)`);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('adds the completed month’s last close once, for the companies that have it', async () => {
    const day = '2026-08-03';
    const write = {
      day,
      prices: [bar('AAA', day, 13), bar('BBB', day, 6), bar('CCC', day, 8)],
      splits: [],
      dividends: [],
    };
    const first = await applyMarketDay(database.db, write);
    expect(first.monthEnds).toBe(1);
    expect(await monthly('AAA')).toEqual([
      { monthEnd: '2026-06-30', close: 10, adjClose: 10 },
      { monthEnd: '2026-07-31', close: 12, adjClose: null },
    ]);
    // BBB did not trade in July: no July row. CCC had one: untouched.
    expect(await monthly('BBB')).toEqual([]);
    expect(await monthly('CCC')).toEqual([{ monthEnd: '2026-07-31', close: 7, adjClose: 7 }]);
    // The next day of August, and the same day again, add nothing.
    expect((await applyMarketDay(database.db, write)).monthEnds).toBe(0);
    const next = { ...write, day: '2026-08-04', prices: [bar('AAA', '2026-08-04', 14)] };
    expect((await applyMarketDay(database.db, next)).monthEnds).toBe(0);
    expect(await monthly('AAA')).toHaveLength(2);
  });
});
