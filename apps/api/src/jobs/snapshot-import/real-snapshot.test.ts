import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config/env';
import { fundamentalPeriods } from '../../db/schema';
import { periodsFiledOnOrBefore } from '../../modules/market-data/point-in-time.repository';
import { createTestDatabase } from '../../test/test-database';
import { importSnapshot, type ImportSummary } from './snapshot-import';

/*
 * The real offline snapshot (shared/market-data), when it is beside the project: imported whole,
 * then checked against the counts and anchor figures its README states.
 */
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const dir =
  process.env.MARKET_DATA_DIR?.trim() || path.resolve(repoRoot, '..', 'shared', 'market-data');
const present = existsSync(path.join(dir, 'companies.csv'));

describe.skipIf(!present)('the real market-data snapshot', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let summary: ImportSummary;
  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await importSnapshot({ database, dir });
  }, 900_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('imports every row the README lists, rejecting none', () => {
    expect(summary.files).toEqual({
      'companies.csv': { read: 7531, imported: 7531, rejected: 0 },
      'fundamentals.csv.gz': { read: 98001, imported: 98001, rejected: 0 },
      'estimates.csv': { read: 5724, imported: 5724, rejected: 0 },
      'earnings-surprises.csv.gz': { read: 50039, imported: 50039, rejected: 0 },
      'prices-daily.csv.gz': { read: 4712294, imported: 4712294, rejected: 0 },
      'prices-monthly.csv.gz': { read: 424834, imported: 424834, rejected: 0 },
      'dividends.csv.gz': { read: 19049, imported: 19049, rejected: 0 },
      'sp500-membership.csv': { read: 1260, imported: 1260, rejected: 0 },
    });
  });

  it('has the README coverage of companies', async () => {
    const rows = (await database.db.execute(sql`
      select exchange, count(*)::int as n from companies group by exchange order by exchange`)) as unknown as {
      rows: { exchange: string; n: number }[];
    };
    expect(Object.fromEntries(rows.rows.map((r) => [r.exchange, r.n]))).toEqual({
      NASDAQ: 3787,
      NYSE: 2208,
      NYSEAMERICAN: 186,
      OTHER: 1350,
    });
    const flags = (await database.db.execute(sql`
      select count(*) filter (where is_etf)::int as etfs,
             count(*) filter (where sp500)::int as sp500,
             (select count(*)::int from sp500_membership where end_date is null) as current_members
      from companies`)) as unknown as { rows: Record<string, number>[] };
    expect(flags.rows[0]).toEqual({ etfs: 1260, sp500: 503, current_members: 503 });
  });

  it('holds the README anchor figures (Apple FY2023, Microsoft FY2023)', async () => {
    const [aapl] = await database.db
      .select()
      .from(fundamentalPeriods)
      .where(
        and(
          eq(fundamentalPeriods.symbol, 'AAPL'),
          eq(fundamentalPeriods.periodType, 'FY'),
          eq(fundamentalPeriods.periodEnd, '2023-09-30'),
        ),
      );
    expect(aapl).toMatchObject({
      revenue: 383285000000,
      netIncome: 96995000000,
      filed: '2023-11-03',
      source: 'zac',
    });
    const [msft] = await database.db
      .select()
      .from(fundamentalPeriods)
      .where(
        and(
          eq(fundamentalPeriods.symbol, 'MSFT'),
          eq(fundamentalPeriods.periodType, 'FY'),
          eq(fundamentalPeriods.periodEnd, '2023-06-30'),
        ),
      );
    expect(msft).toMatchObject({ revenue: 211915000000, netIncome: 72361000000 });
  });

  it('answers point in time: Apple FY2023 is not public the day before it was filed', async () => {
    const fy2023 = (p: { periodType: string; periodEnd: string }) =>
      p.periodType === 'FY' && p.periodEnd === '2023-09-30';
    expect((await periodsFiledOnOrBefore(database.db, '2023-11-02', ['AAPL'])).some(fy2023)).toBe(
      false,
    );
    expect((await periodsFiledOnOrBefore(database.db, '2023-11-03', ['AAPL'])).some(fy2023)).toBe(
      true,
    );
  });
});
