import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, fundamentalPeriods, importRuns, pricesDaily } from '../../db/schema';
import { dailyPricesUpTo, periodsFiledOnOrBefore } from '../../data/point-in-time.repository';
import { baseSnapshot, fundamentalsRow, HEADERS, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { importSnapshot, SnapshotImportError } from './snapshot-import';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
const dirs: string[] = [];
const snapshot = (...args: Parameters<typeof writeSnapshot>) => {
  const dir = writeSnapshot(...args);
  dirs.push(dir);
  return dir;
};

async function tableCounts(database: TestDb) {
  const result = (await database.db.execute(sql`
    select (select count(*) from companies)::int as companies,
           (select count(*) from fundamental_periods)::int as fundamentals,
           (select count(*) from prices_daily)::int as daily,
           (select count(*) from prices_monthly)::int as monthly,
           (select count(*) from estimates)::int as estimates,
           (select count(*) from earnings_surprises)::int as surprises,
           (select count(*) from dividends)::int as dividends,
           (select count(*) from sp500_membership)::int as sp500`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0]!;
}

async function stagingTables(database: TestDb) {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename like '%\\_\\_staging'`,
  )) as unknown as { rows: { tablename: string }[] };
  return result.rows.map((r) => r.tablename);
}

describe('snapshot import', () => {
  let database: TestDb;
  beforeEach(async () => {
    await database?.dispose();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('imports every file of a good snapshot with exact values', async () => {
    const summary = await importSnapshot({ database, dir: snapshot(baseSnapshot()) });
    expect(summary.status).toBe('imported');
    expect(summary.dataVersion).toMatch(/^snapshot-[0-9a-f]{16}$/);
    expect(summary.files['prices-daily.csv.gz']).toEqual({ read: 8, imported: 8, rejected: 0 });
    expect(await tableCounts(database)).toEqual({
      companies: 3,
      fundamentals: 3,
      daily: 8,
      monthly: 3,
      estimates: 1,
      surprises: 1,
      dividends: 1,
      sp500: 2,
    });
    const [brk] = await database.db.select().from(companies).where(eq(companies.symbol, 'BRK.B'));
    expect(brk).toMatchObject({
      ticker: 'NYSE:BRK.B',
      name: 'Berkshire Hathaway Inc., Class B',
      website: null,
      ipoYear: null,
      sp500: true,
      isEtf: false,
    });
    const [fy] = await database.db
      .select()
      .from(fundamentalPeriods)
      .where(eq(fundamentalPeriods.periodType, 'FY'));
    expect(fy).toMatchObject({
      symbol: 'AAPL',
      periodEnd: '2023-09-30',
      filed: '2023-11-03',
      fiscalYear: 2023,
      revenue: 383285000000,
      netIncome: 96995000000,
      grossProfit: null,
    });
    const spy = await database.db.select().from(pricesDaily).where(eq(pricesDaily.symbol, 'SPY'));
    expect(spy[0]).toMatchObject({ open: null, close: 600 });
    const [run] = await database.db.select().from(importRuns);
    expect(run).toMatchObject({ status: 'succeeded', dataVersion: summary.dataVersion });
    expect(await stagingTables(database)).toEqual([]);
  });

  it('skips bad rows with file, line and reason, and imports the rest', async () => {
    const files = baseSnapshot();
    files['prices-daily.csv.gz'] = [
      'AAPL,2026-07-01,1,2,1,1.5,100', // line 2: good
      'AAPL,2026-07-01,1,2,1,1.6,100', // line 3: duplicate key
      'AAPL,2026-02-30,1,2,1,1.5,100', // line 4: not a real date
      'AAPL,2026-07-02,1,2,1,abc,100', // line 5: not a number
      'ZZZZ,2026-07-02,1,2,1,1.5,100', // line 6: unknown ticker
      'AAPL,2026-07-03,1,2', // line 7: too few cells
      'AAPL,2026-07-06,1,2,1,-4,100', // line 8: negative price
      'SPY,2026-07-02,,,,601,', // line 9: good (empty volume)
    ];
    files['companies.csv'].push('bad ticker,X,NASDAQ,,,,,,,0,0', 'MSFT,Microsoft,MARS,,,,,,,1,0');
    const summary = await importSnapshot({ database, dir: snapshot(files) });
    expect(summary.files['prices-daily.csv.gz']).toEqual({ read: 8, imported: 2, rejected: 6 });
    const daily = summary.rejected.filter((r) => r.file === 'prices-daily.csv.gz');
    expect(daily).toEqual([
      { file: 'prices-daily.csv.gz', line: 3, reason: 'duplicate of line 2' },
      { file: 'prices-daily.csv.gz', line: 4, reason: 'date: not a real calendar date' },
      { file: 'prices-daily.csv.gz', line: 5, reason: 'close: "abc" is not a number' },
      {
        file: 'prices-daily.csv.gz',
        line: 6,
        reason: 'unknown ticker ZZZZ (not in companies.csv)',
      },
      { file: 'prices-daily.csv.gz', line: 7, reason: 'expected 7 cells, found 4' },
      {
        file: 'prices-daily.csv.gz',
        line: 8,
        reason: 'close: Too small: expected number to be >0',
      },
    ]);
    const companyRejects = summary.rejected.filter((r) => r.file === 'companies.csv');
    expect(companyRejects.map((r) => r.line)).toEqual([5, 6]);
    expect(companyRejects[0]!.reason).toMatch(/^symbol: ticker must be upper-case/);
    expect(companyRejects[1]!.reason).toMatch(/^exchange:/);
    const [run] = await database.db.select().from(importRuns);
    expect(run!.rejected).toHaveLength(8);
  });

  it('accepts a file with a header and no rows', async () => {
    const files = baseSnapshot();
    files['dividends.csv.gz'] = [];
    const summary = await importSnapshot({ database, dir: snapshot(files) });
    expect(summary.files['dividends.csv.gz']).toEqual({ read: 0, imported: 0, rejected: 0 });
  });

  it('refuses a snapshot with missing columns or files, writing nothing', async () => {
    await importSnapshot({ database, dir: snapshot(baseSnapshot()) });
    const before = await tableCounts(database);
    const runsBefore = await database.db.select().from(importRuns);

    const files = baseSnapshot();
    const broken = snapshot(files, {
      headers: {
        'fundamentals.csv.gz': HEADERS['fundamentals.csv.gz'].replace(',filed,', ',published,'),
        'prices-monthly.csv.gz': 'ticker,month_end,adj_close',
      },
    });
    rmSync(`${broken}/sp500-membership.csv`);
    const error = await importSnapshot({ database, dir: broken }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotImportError);
    const message = (error as Error).message;
    expect(message).toContain('was refused; nothing was written');
    expect(message).toContain('fundamentals.csv.gz: missing required column filed');
    expect(message).toContain('prices-monthly.csv.gz: missing required column close');
    expect(message).toContain('sp500-membership.csv: file not found');

    expect(await tableCounts(database)).toEqual(before);
    expect(await database.db.select().from(importRuns)).toEqual(runsBefore);
  });

  it('refuses a directory that does not exist', async () => {
    await expect(importSnapshot({ database, dir: '/nonexistent/snapshot' })).rejects.toThrow(
      'Snapshot directory not found: /nonexistent/snapshot',
    );
  });

  it('is idempotent: a second run changes nothing, a forced one gives the same counts', async () => {
    const dir = snapshot(baseSnapshot());
    const first = await importSnapshot({ database, dir });
    const counts = await tableCounts(database);
    const second = await importSnapshot({ database, dir });
    expect(second.status).toBe('unchanged');
    expect(second.dataVersion).toBe(first.dataVersion);
    expect(second.files).toEqual(first.files);
    const forced = await importSnapshot({ database, dir, force: true });
    expect(forced.status).toBe('imported');
    expect(forced.files).toEqual(first.files);
    expect(await tableCounts(database)).toEqual(counts);
  });

  it('keeps the previous data intact when an import fails midway', async () => {
    await importSnapshot({ database, dir: snapshot(baseSnapshot()) });
    const before = await tableCounts(database);

    const files = baseSnapshot();
    files['prices-daily.csv.gz'] = Array.from({ length: 50 }, (_, i) => {
      const d = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
      return `AAPL,${d},,,,${100 + i},1`;
    });
    files['companies.csv'].push('MSFT,Microsoft Corporation,NASDAQ,789019,,,,,,1,0');
    await expect(
      importSnapshot({
        database,
        dir: snapshot(files),
        batchRows: 10,
        afterBatch: (file, rows) => {
          if (file === 'prices-daily.csv.gz' && rows >= 20) throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');

    expect(await tableCounts(database)).toEqual(before);
    expect(await stagingTables(database)).toEqual([]);
    const runs = await database.db.select().from(importRuns);
    expect(runs.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
    expect(runs.find((r) => r.status === 'failed')!.error).toBe('simulated crash');
  });

  it('serves point-in-time periods: a restatement filed later does not change the past', async () => {
    const files = baseSnapshot();
    files['fundamentals.csv.gz'] = [
      fundamentalsRow('AAPL', 'Q', '2024-03-30', '2024-05-03', '2024', 'Q2', { revenue: 100 }),
      fundamentalsRow('AAPL', 'Q', '2024-03-30', '2025-02-01', '2024', 'Q2', { revenue: 90 }),
      fundamentalsRow('AAPL', 'Q', '2024-06-29', '2024-08-02', '2024', 'Q3', { revenue: 120 }),
      fundamentalsRow('AAPL', 'FY', '2019-09-28', '', '2019', 'FY', { revenue: 1 }),
    ];
    await importSnapshot({ database, dir: snapshot(files) });

    const before = await periodsFiledOnOrBefore(database.db, '2024-05-02', ['AAPL']);
    expect(before).toEqual([]);
    const may = await periodsFiledOnOrBefore(database.db, '2024-05-03', ['AAPL']);
    expect(may.map((p) => [p.periodEnd, p.revenue])).toEqual([['2024-03-30', 100]]);
    const later = await periodsFiledOnOrBefore(database.db, '2024-12-31', ['AAPL']);
    expect(later.map((p) => [p.periodEnd, p.revenue])).toEqual([
      ['2024-03-30', 100],
      ['2024-06-29', 120],
    ]);
    const restated = await periodsFiledOnOrBefore(database.db, '2026-01-01');
    expect(restated.map((p) => [p.periodEnd, p.revenue, p.filed])).toEqual([
      ['2024-03-30', 90, '2025-02-01'],
      ['2024-06-29', 120, '2024-08-02'],
    ]);

    const prices = await dailyPricesUpTo(database.db, 'AAPL', '2026-06-30');
    expect(prices.map((p) => p.date)).toEqual(['2026-06-29', '2026-06-30']);
  });
});
