import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSnapshot, fundamentalsRow, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { buildDataReport, type DataReport } from './data-report';

describe('data report', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  let report: DataReport;
  beforeAll(async () => {
    database = await createTestDatabase();
    const files = baseSnapshot();
    files['companies.csv'].push('BAD,Bad Data Corp,NYSE,,Energy,Oil,United States,,,0,0');
    files['fundamentals.csv.gz'].push(
      // Negative assets.
      fundamentalsRow('BAD', 'Q', '2023-03-31', '2023-05-01', '2023', 'Q1', { total_assets: -5 }),
      // Revenue jumps x100 from one quarter to the next.
      fundamentalsRow('BAD', 'Q', '2023-06-30', '2023-08-01', '2023', 'Q2', { revenue: 1000 }),
      fundamentalsRow('BAD', 'Q', '2023-09-30', '2023-11-01', '2023', 'Q3', { revenue: 150000 }),
      // Year-to-date quarters: they sum to twice the fiscal year.
      fundamentalsRow('AAPL', 'Q', '2019-12-28', '2020-01-29', '2020', 'Q1', { revenue: 1e11 }),
      fundamentalsRow('AAPL', 'Q', '2020-03-28', '2020-05-01', '2020', 'Q2', { revenue: 2e11 }),
      fundamentalsRow('AAPL', 'Q', '2020-06-27', '2020-07-31', '2020', 'Q3', { revenue: 3e11 }),
      fundamentalsRow('AAPL', 'Q', '2020-09-26', '2020-10-30', '2020', 'Q4', { revenue: 4e11 }),
      fundamentalsRow('AAPL', 'FY', '2020-09-26', '2020-10-30', '2020', 'FY', { revenue: 5e11 }),
    );
    files['prices-daily.csv.gz'].push('BAD,2026-07-01,,,,1,1', 'BAD,2026-07-02,,,,25,1');
    dir = writeSnapshot(files);
    await importSnapshot({ database, dir });
    report = await buildDataReport(database.db);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts rows and companies per exchange and sector', () => {
    expect(report.totals).toMatchObject({
      companies: 4,
      fundamental_periods: 11,
      prices_daily: 10,
    });
    expect(report.byExchange).toEqual([
      { exchange: 'NASDAQ', companies: 1, withFundamentals: 1, withPrices: 1 },
      { exchange: 'NYSE', companies: 2, withFundamentals: 2, withPrices: 1 },
      { exchange: 'OTHER', companies: 1, withFundamentals: 0, withPrices: 1 },
    ]);
    expect(report.bySector).toContainEqual({ sector: 'Energy', companies: 1 });
    expect(report.bySector).toContainEqual({ sector: '(none)', companies: 1 });
  });

  it('measures coverage per column and period type', () => {
    const ttm = report.coverage.find(
      (c) => c.table === 'fundamental_periods' && c.segment === 'TTM',
    )!;
    expect(ttm.rows).toBe(1);
    expect(ttm.columns.revenue).toBe(1);
    expect(ttm.columns.net_income).toBe(0);
    const companies = report.coverage.find((c) => c.table === 'companies')!;
    expect(companies.columns.website).toBe(0.25);
  });

  it('finds each planted anomaly', () => {
    expect(report.anomalies.counts).toEqual({
      'negative-assets': 1,
      'revenue-jump': 1,
      'looks-year-to-date': 1,
      'filed-before-period-end': 0,
      'price-jump': 1,
    });
    expect(report.anomalies.examples).toContainEqual({
      kind: 'looks-year-to-date',
      symbol: 'AAPL',
      detail: 'fiscal year 2020: quarters sum to 2.00x the FY revenue',
    });
    expect(report.anomalies.examples).toContainEqual({
      kind: 'revenue-jump',
      symbol: 'BAD',
      detail: 'quarter ending 2023-09-30: revenue 150000 after 1000',
    });
  });
});
