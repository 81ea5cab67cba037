import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesDaily, pricesMonthly } from '../db/schema';
import { createImportedTestDatabase } from '../test/imported-database';
import { loadUniverse } from './universe.repository';

describe('loadUniverse', () => {
  let database: Awaited<ReturnType<typeof createImportedTestDatabase>>;
  beforeAll(async () => {
    database = await createImportedTestDatabase();
    // Missing values the snapshot has too: a day without a volume, a month without a close.
    const [day] = await database.db
      .select()
      .from(pricesDaily)
      .orderBy(asc(pricesDaily.symbol), asc(pricesDaily.date))
      .limit(1);
    await database.db
      .update(pricesDaily)
      .set({ volume: null })
      .where(and(eq(pricesDaily.symbol, day!.symbol), eq(pricesDaily.date, day!.date)));
    const [month] = await database.db.select().from(pricesMonthly).limit(1);
    await database.db
      .update(pricesMonthly)
      .set({ close: null })
      .where(
        and(eq(pricesMonthly.symbol, month!.symbol), eq(pricesMonthly.monthEnd, month!.monthEnd)),
      );
  });
  afterAll(() => database.dispose());

  it('reads every company’s daily and monthly prices in date order, missing values kept', async () => {
    const from = '2026-05-01';
    const universe = await loadUniverse(database.db, { dailyFrom: from, batchSize: 3 });
    // The same series read a row per price, as the tables hold them.
    const daily = await database.db
      .select()
      .from(pricesDaily)
      .where(gte(pricesDaily.date, from))
      .orderBy(asc(pricesDaily.symbol), asc(pricesDaily.date));
    const monthly = await database.db
      .select()
      .from(pricesMonthly)
      .orderBy(asc(pricesMonthly.symbol), asc(pricesMonthly.monthEnd));
    expect(universe.flatMap((c) => c.dailyPrices.map((p) => ({ symbol: c.symbol, ...p })))).toEqual(
      daily.map((p) => ({ symbol: p.symbol, date: p.date, close: p.close, volume: p.volume })),
    );
    expect(
      universe.flatMap((c) => c.monthlyPrices.map((p) => ({ symbol: c.symbol, ...p }))),
    ).toEqual(
      monthly.map((p) => ({
        symbol: p.symbol,
        monthEnd: p.monthEnd,
        close: p.close,
        adjClose: p.adjClose,
      })),
    );
    expect(daily.some((p) => p.volume === null)).toBe(true);
    expect(monthly.some((p) => p.close === null)).toBe(true);
    // Daily prices before `dailyFrom` are left out.
    expect(universe.every((c) => c.dailyPrices.every((p) => p.date >= from))).toBe(true);
  });

  it('reads only the companies asked for', async () => {
    const all = await loadUniverse(database.db, { dailyFrom: '2026-05-01' });
    const picked = [all[1]!.symbol, all[4]!.symbol];
    const some = await loadUniverse(database.db, { dailyFrom: '2026-05-01', symbols: picked });
    expect(some).toEqual(all.filter((c) => picked.includes(c.symbol)));
  });
});
