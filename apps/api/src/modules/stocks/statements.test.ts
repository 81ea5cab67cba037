import { rmSync } from 'node:fs';
import { dailySeriesResponse, pricesResponse, statementResponse } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { baseSnapshot, fundamentalsRow, writeSnapshot } from '../../test/snapshot-fixture';

describe('financial statements and prices', () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string) => t.app.inject({ url, headers: WEB_KEY });

  beforeAll(async () => {
    t = await buildTestApp();
    const files = baseSnapshot();
    files['fundamentals.csv.gz'].push(
      // A restatement of the 2023 fiscal year, filed later: statements show the latest version.
      fundamentalsRow('AAPL', 'FY', '2023-09-30', '2024-02-01', '2023', 'FY', {
        revenue: 383000000000,
        net_income: 97000000000,
        operating_cash_flow: 110543000000,
        capex: 10959000000,
      }),
      fundamentalsRow('AAPL', 'FY', '2022-09-24', '2022-10-28', '2022', 'FY', {
        revenue: 394328000000,
      }),
    );
    files['prices-daily.csv.gz'].push('AAPL,2025-06-02,,,,150,1', 'AAPL,2025-12-31,,,,180,1');
    dir = writeSnapshot(files);
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 0 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('income statement, annual: latest version of each year, oldest first', async () => {
    const res = await get('/api/v1/stocks/NASDAQ:AAPL/income-statement');
    expect(res.statusCode).toBe(200);
    const { data } = statementResponse.parse(res.json());
    expect(data.period).toBe('annual');
    expect(data.items.map((i) => [i.periodEnd, i.values.revenue, i.filed])).toEqual([
      ['2022-09-24', 394328000000, '2022-10-28'],
      ['2023-09-30', 383000000000, '2024-02-01'],
    ]);
    expect(data.items[1]!.values.grossProfit).toBeNull();
  });

  it('quarterly periods and the other statements', async () => {
    const quarterly = statementResponse.parse(
      (await get('/api/v1/stocks/nasdaq:aapl/balance-sheet?period=quarterly')).json(),
    );
    expect(quarterly.data.items.map((i) => [i.periodEnd, i.values.totalAssets])).toEqual([
      ['2024-03-30', 337411000000],
    ]);
    const cash = statementResponse.parse((await get('/api/v1/stocks/NASDAQ:AAPL/cashflow')).json());
    expect(
      cash.data.items.map((i) => [i.periodEnd, i.values.operatingCashFlow, i.values.capex]),
    ).toEqual([['2023-09-30', 110543000000, 10959000000]]);
  });

  it('rejects a bad period and answers 404 for an unknown company', async () => {
    const bad = await get('/api/v1/stocks/NASDAQ:AAPL/cashflow?period=monthly');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Invalid query parameter: period: period must be annual or quarterly',
    );
    expect((await get('/api/v1/stocks/NASDAQ:NOPE/cashflow')).json()).toEqual({
      success: false,
      message: 'Company not found',
    });
  });

  it('daily series and price ranges (6 months by default, from the latest price)', async () => {
    const series = dailySeriesResponse.parse(
      (await get('/api/v1/stocks/NASDAQ:AAPL/time-series-daily-adjusted')).json(),
    );
    expect(series.data.items.map((p) => p.date)).toEqual([
      '2025-06-02',
      '2025-12-31',
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
    ]);
    expect(series.data.items[2]).toEqual({
      date: '2026-06-29',
      open: 210,
      high: 212,
      low: 209,
      close: 211,
      volume: 50000000,
    });
    const six = pricesResponse.parse((await get('/api/v1/stocks/NASDAQ:AAPL/prices')).json());
    expect(six.data.range).toBe('6m');
    expect(six.data.items.map((p) => p.date)).toEqual([
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
    ]);
    const year = pricesResponse.parse(
      (await get('/api/v1/stocks/NASDAQ:AAPL/prices?range=1y')).json(),
    );
    expect(year.data.items[0]).toEqual({ date: '2025-12-31', close: 180 });
    expect((await get('/api/v1/stocks/NASDAQ:AAPL/prices?range=2w')).statusCode).toBe(400);
  });

  it('a company without data answers empty series, not an error', async () => {
    const { data } = pricesResponse.parse((await get('/api/v1/stocks/NYSE:BRK.B/prices')).json());
    expect(data.items).toEqual([]);
    const income = statementResponse.parse(
      (await get('/api/v1/stocks/NYSE:BRK.B/income-statement')).json(),
    );
    expect(income.data.items).toEqual([]);
  });
});
