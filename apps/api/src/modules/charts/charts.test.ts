import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import { allRatiosResponse, CHART_NAMES, chartResponse } from '@evident/contracts/charts';
import { companyDetailResponse } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  fundamentalsRow,
  scoredUniverseSnapshot,
  writeSnapshot,
} from '../../test/snapshot-fixture';

/**
 * CHRT: ten quarters (2024-03 .. 2026-06), each filed 40 days after its end, constant net income
 * 1e8 on equity 2e9, and month-end closes since 2023 — so its charts have a history. The last
 * quarter is filed 2026-07-01; the point at 2026-06-30 must not see it (point in time).
 */
function chartSnapshot() {
  const files = scoredUniverseSnapshot();
  files['companies.csv'].push(
    'CHRT,Chart Corp,NASDAQ,,Technology,Software,United States,,,0,0',
    'NODATA,No Data Inc,NYSE,,Technology,Software,United States,,,0,0',
  );
  const ends = [
    '2024-03-31',
    '2024-06-30',
    '2024-09-30',
    '2024-12-31',
    '2025-03-31',
    '2025-06-30',
    '2025-09-30',
    '2025-12-31',
    '2026-03-31',
    '2026-06-30',
  ];
  const filed = (end: string) => {
    const d = new Date(`${end}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 40);
    return end === '2026-06-30' ? '2026-07-01' : d.toISOString().slice(0, 10);
  };
  ends.forEach((end, i) =>
    files['fundamentals.csv.gz'].push(
      fundamentalsRow('CHRT', 'Q', end, filed(end), end.slice(0, 4), `Q${(i % 4) + 1}`, {
        revenue: 1e9,
        net_income: end === '2026-06-30' ? 9e8 : 1e8,
        total_assets: 5e9,
        total_liabilities: 3e9,
        equity: 2e9,
        cash: 5e8,
        total_debt: 1e9,
        free_cash_flow: 5e7 * (i + 1),
        shares_outstanding: 1e8,
      }),
    ),
  );
  for (let y = 2023; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      if (end > '2026-06-30') break;
      files['prices-monthly.csv.gz'].push(`CHRT,${end},40,40`);
    }
  }
  for (const d of ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'])
    files['prices-daily.csv.gz'].push(`CHRT,${d},,,,40,2000000`);
  return files;
}

describe('chart API (GET /charts/{ticker}/{chart})', () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...WEB_KEY, ...headers } });

  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(chartSnapshot());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every chart of spec §7 in the contract shape', async () => {
    for (const chart of CHART_NAMES) {
      const res = await get(`/api/v1/charts/NASDAQ:CHRT/${chart}`);
      expect(res.statusCode, chart).toBe(200);
      const body = res.json();
      if (chart === 'all-ratios') allRatiosResponse.parse(body);
      else {
        const { data } = chartResponse.parse(body);
        expect(data.chart).toBe(chart);
        expect(data.asOf).toBe('2026-07-02');
        for (const s of data.series) {
          const dates = s.points.map((p) => p.date);
          expect(dates).toEqual([...dates].sort());
          expect(dates.every((d) => d <= '2026-07-02')).toBe(true);
        }
      }
    }
  });

  it('plots catalogue metrics at quarter ends, point in time, ending at the scored value', async () => {
    const { data } = chartResponse.parse((await get('/api/v1/charts/nasdaq:chrt/roe')).json());
    const [roe] = data.series;
    expect(roe).toMatchObject({ metricId: 'roe', unit: 'percent', multiplier: 1 });
    expect(roe!.points.length).toBeGreaterThan(4);
    // Four quarters of 1e8 on equity 2e9 → 20% until the 9e8 quarter (filed 2026-07-01) is known.
    const at = (date: string) => roe!.points.find((p) => p.date === date)?.value;
    expect(at('2025-12-31')).toBeCloseTo(0.2, 10);
    expect(at('2026-06-30')).toBeCloseTo(0.2, 10);
    expect(at('2026-07-02')).toBeCloseTo(1.2e9 / 2e9, 10);
    // The last point is what the score used.
    const detail = companyDetailResponse.parse((await get('/api/v1/stocks/NASDAQ:CHRT')).json());
    expect(roe!.points.at(-1)!.value).toBe(detail.data.metrics.roe!.value);
    // LTM money series are in dollars.
    const revenue = chartResponse.parse(
      (await get('/api/v1/charts/NASDAQ:CHRT/revenue-ltm')).json(),
    ).data.series[0]!;
    expect(revenue).toMatchObject({ metricId: 'revenueTtm', unit: 'usd' });
    expect(revenue.points.at(-1)!.value).toBe(4e9);
  });

  it('multiplies the shareholder-retribution series by 100', async () => {
    const { data } = chartResponse.parse(
      (await get('/api/v1/charts/NASDAQ:COA/shareholder-retribution')).json(),
    );
    expect(data.series.map((s) => s.metricId)).toEqual([
      'dividendYield',
      'debtPaydownYield',
      'buybackYield',
    ]);
    const detail = companyDetailResponse.parse((await get('/api/v1/stocks/NASDAQ:COA')).json());
    const dividend = data.series[0]!;
    expect(dividend.multiplier).toBe(100);
    expect(dividend.points.at(-1)!.value).toBeCloseTo(
      detail.data.metrics.dividendYield!.value! * 100,
      10,
    );
  });

  it('answers all-ratios with data rows and the most recent row', async () => {
    const { data } = allRatiosResponse.parse(
      (await get('/api/v1/charts/NASDAQ:CHRT/all-ratios')).json(),
    );
    expect(data.metrics.map((m) => m.metricId)).toContain('roic');
    expect(data.metrics.map((m) => m.metricId)).not.toContain('momentum3m');
    expect(data.mostRecentData?.date).toBe('2026-07-02');
    expect(data.mostRecentData).toEqual(data.data.at(-1));
    // Six significant digits (http/figures.ts).
    expect(data.mostRecentData!.values.pe).toBeCloseTo((40 * 1e8) / 1.2e9, 4);
  });

  it('serves the score timeline and the five-year factor history from the run', async () => {
    const timeline = chartResponse.parse(
      (await get('/api/v1/charts/NASDAQ:COL/evidentscoretimeline')).json(),
    ).data;
    const detail = companyDetailResponse.parse((await get('/api/v1/stocks/NASDAQ:COL')).json());
    expect(timeline.series).toHaveLength(1);
    expect(timeline.series[0]).toMatchObject({ metricId: 'evidentScore', unit: 'score' });
    const last = timeline.series[0]!.points.at(-1)!;
    expect(last).toEqual({ date: '2026-07-02', value: detail.data.evidentScorePercentile });
    const five = chartResponse.parse(
      (await get('/api/v1/charts/NASDAQ:COL/all-company-score-five-year')).json(),
    ).data;
    expect(five.series.map((s) => s.metricId)).toEqual([
      'evidentScore',
      'value',
      'growth',
      'profitability',
      'health',
      'shareholderRetribution',
      'momentum',
      'earningsQuality',
    ]);
    expect(five.series[1]!.points.at(-1)!.value).toBe(detail.data.factors.Value.percentile);
  });

  it('answers empty series for a company without data, not an error', async () => {
    for (const chart of ['roic', 'evidentscoretimeline'] as const) {
      const { data } = chartResponse.parse(
        (await get(`/api/v1/charts/NYSE:NODATA/${chart}`)).json(),
      );
      expect(data.series.every((s) => s.points.length === 0)).toBe(true);
    }
    const ratios = allRatiosResponse.parse(
      (await get('/api/v1/charts/NYSE:NODATA/all-ratios')).json(),
    ).data;
    expect(ratios.data).toEqual([]);
    expect(ratios.mostRecentData).toBeNull();
  });

  it('answers 404 for an unknown company and 400 for a malformed ticker or unknown chart', async () => {
    const unknown = await get('/api/v1/charts/NASDAQ:NOPE/roic');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Company not found' });
    expect(unknown.headers.etag).toBeUndefined();
    const malformed = await get('/api/v1/charts/AAPL/roic');
    expect(malformed.statusCode).toBe(400);
    const chart = await get('/api/v1/charts/NASDAQ:CHRT/pizza');
    expect(chart.statusCode).toBe(400);
    expect(chart.json().message).toMatch(/^Invalid path parameter: chart: chart must be one of: /);
  });

  describe('HTTP caching', () => {
    const READ_URLS = [
      '/api/v1/stocks?search=chart',
      '/api/v1/stocks/NASDAQ:CHRT',
      '/api/v1/stocks/NASDAQ:CHRT/income-statement',
      '/api/v1/stocks/NASDAQ:CHRT/prices?range=1y',
      '/api/v1/stocks/peers/NASDAQ:CHRT',
      '/api/v1/companies/rankings/top-nasdaq',
      '/api/v1/daily-selections/current',
      '/api/v1/charts/NASDAQ:CHRT/roic',
    ];

    it('sends an ETag and revalidation headers, and 304 for a matching If-None-Match', async () => {
      for (const url of READ_URLS) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        const etag = first.headers.etag as string;
        expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe('public, no-cache');
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
        const other = await get(url, { 'if-none-match': 'W/"stale"' });
        expect(other.statusCode, url).toBe(200);
        expect(other.body).toBe(first.body);
      }
    });

    it('sends the cached answer brotli- or gzip-compressed when the client accepts it', async () => {
      const url = '/api/v1/charts/NASDAQ:CHRT/all-ratios';
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        for (let i = 0; i < 2; i++) {
          const res = await get(url, { 'accept-encoding': accept });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toContain('accept-encoding');
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
        }
      }
    });

    it('changes the ETag when a new score run lands', async () => {
      const before = await get('/api/v1/charts/NASDAQ:CHRT/roic');
      await runScoreJob(t.database, { historyYears: 1 });
      await t.app.readModel.reload();
      const after = await get('/api/v1/charts/NASDAQ:CHRT/roic', {
        'if-none-match': before.headers.etag as string,
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(chartResponse.parse(after.json()).data.series[0]!.points).toEqual(
        chartResponse.parse(before.json()).data.series[0]!.points,
      );
    });
  });
});
