import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyScores } from '../../db/schema';
import { baseSnapshot, fundamentalsRow, writeSnapshot } from '../../test/snapshot-fixture';
import { createImportedTestDatabase } from '../../test/imported-database';
import { createTestDatabase } from '../../test/test-database';
import { runScoreJob } from '../score/score-job';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { buildDataReport, factorCoverageOf, fairValueGapsOf, type DataReport } from './data-report';

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

describe('data report: factor coverage of the served score run (issue 28)', () => {
  let database: Awaited<ReturnType<typeof createImportedTestDatabase>>;
  beforeAll(async () => {
    database = await createImportedTestDatabase();
  });
  afterAll(() => database.dispose());

  it('is null before the first run, then counts each factor and all five per group', async () => {
    expect((await buildDataReport(database.db)).factorCoverage).toBeNull();
    const result = await runScoreJob(database, { historyYears: 0 });
    const report = await buildDataReport(database.db);
    const fc = report.factorCoverage!;
    expect(fc.asOf).toBe(result.asOf);
    expect(fc.factors.map((f) => f.id)).toEqual([
      'value',
      'growth',
      'profitability',
      'health',
      'shareholderRetribution',
    ]);
    // The same counts straight from the stored scores.
    const rows = await database.db
      .select()
      .from(companyScores)
      .where(eq(companyScores.runId, result.runId!));
    const scored = rows.filter((r) => r.evidentScoreValue !== null);
    const all = fc.groups.find((g) => g.group === 'All scored stocks')!;
    expect(all.companies).toBe(scored.length);
    expect(scored.length).toBeGreaterThan(0);
    for (const f of fc.factors) {
      const n = scored.filter((r) => r.factors[f.id as 'value']?.value !== null).length;
      expect(all.withFactor[f.id], f.id).toBeCloseTo(n / scored.length, 12);
    }
    const five = scored.filter((r) =>
      fc.factors.every((f) => r.factors[f.id as 'value']?.value !== null),
    ).length;
    expect(all.withAll).toBeCloseTo(five / scored.length, 12);
    // Sectors of the scored stocks, each counted once.
    const sectors = fc.groups.filter((g) => g.group.startsWith('Sector: '));
    expect(sectors.reduce((n, g) => n + g.companies, 0)).toBe(scored.length);
    expect(fc.groups.find((g) => g.group === 'S&P 500 members')).toBeDefined();
    // The fair value section counts the stored figures of the run.
    const fv = report.fairValue!;
    expect(fv.asOf).toBe(result.asOf);
    const withFv = scored.filter((r) => r.fairValueDetail !== null && r.fairValue !== null);
    expect(fv.groups[1]!.withFairValue).toBe(withFv.length);
  });
});

describe('factorCoverageOf', () => {
  const row = (
    symbol: string,
    sp500: boolean,
    scored: boolean,
    have: string[],
    sector = 'X',
    fairValueGap: number | null = null,
  ) => ({
    symbol,
    sector,
    sp500,
    scored,
    fairValueGap,
    factors: Object.fromEntries(
      ['value', 'growth', 'profitability', 'health', 'shareholderRetribution'].map((f) => [
        f,
        have.includes(f),
      ]),
    ),
  });
  const FIVE = ['value', 'growth', 'profitability', 'health', 'shareholderRetribution'];

  it('counts S&P 500 members scored or not, and the other groups over scored stocks only', () => {
    const groups = factorCoverageOf([
      row('A', true, true, FIVE),
      row('B', true, false, ['value']),
      row('C', false, true, ['value', 'growth', 'health'], 'Y'),
      row('D', false, false, []),
    ]);
    expect(groups.map((g) => [g.group, g.companies, g.withAll])).toEqual([
      ['S&P 500 members', 2, 0.5],
      ['All scored stocks', 2, 0.5],
      ['Sector: X', 1, 1],
      ['Sector: Y', 1, 0],
    ]);
    expect(groups[1]!.withFactor).toEqual({
      value: 1,
      growth: 1,
      profitability: 0.5,
      health: 1,
      shareholderRetribution: 0.5,
    });
  });

  it('reports the median and quartiles of the fair value gap per group (issue 24)', () => {
    const groups = fairValueGapsOf([
      row('A', true, true, FIVE, 'X', -40),
      row('B', true, true, FIVE, 'X', -10),
      row('C', true, true, FIVE, 'X', 20),
      row('D', true, true, FIVE, 'X', null),
      row('E', false, true, FIVE, 'X', 50),
      row('F', false, false, [], 'X', null),
    ]);
    expect(groups[0]).toEqual({
      group: 'S&P 500 members',
      companies: 4,
      withFairValue: 3,
      medianGap: -10,
      lowerQuartileGap: -25,
      upperQuartileGap: 5,
    });
    // -40, -10, 20, 50: median 5, quartiles -17.5 and 27.5 (linear interpolation).
    expect(groups[1]).toMatchObject({
      companies: 5,
      withFairValue: 4,
      medianGap: 5,
      lowerQuartileGap: -17.5,
      upperQuartileGap: 27.5,
    });
    expect(fairValueGapsOf([])[0]!.medianGap).toBeNull();
  });
});
