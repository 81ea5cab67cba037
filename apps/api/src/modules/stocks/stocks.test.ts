import { rmSync } from 'node:fs';
import {
  batchResponse,
  companyDetailResponse,
  coverageResponse,
  dailySelectionsResponse,
  peersResponse,
  rankingResponse,
  stockSearchResponse,
} from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';

describe('stock API (read model of the latest score run)', () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string) => t.app.inject({ url, headers: WEB_KEY });

  beforeAll(async () => {
    t = await buildTestApp({ LOGO_URL_TEMPLATE: 'https://logos.example.test/{domain}' });
    const files = scoredUniverseSnapshot();
    files['companies.csv'].push(
      'NSTL,Nestlé S.A.,OTHER,,Consumer Staples,Food,Switzerland,https://www.nestle.com,,0,0',
    );
    dir = writeSnapshot(files);
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('GET /stocks?search=', () => {
    it('matches tickers first, then names, and validates against the contract', async () => {
      const res = await get('/api/v1/stocks?search=aapl');
      expect(res.statusCode).toBe(200);
      const body = stockSearchResponse.parse(res.json());
      expect(body.data[0]).toEqual({
        symbol: 'AAPL',
        ticker: 'NASDAQ:AAPL',
        companyName: 'Apple Inc.',
      });
    });
    it('is accent- and case-insensitive with word prefixes', async () => {
      const body = stockSearchResponse.parse((await get('/api/v1/stocks?search=NESTLE')).json());
      expect(body.data.map((d) => d.symbol)).toEqual(['NSTL']);
      const words = stockSearchResponse.parse((await get('/api/v1/stocks?search=hatha')).json());
      expect(words.data.map((d) => d.symbol)).toEqual(['BRK.B']);
    });
    it('orders ticker prefix before name matches, and respects limit', async () => {
      const body = stockSearchResponse.parse(
        (await get('/api/v1/stocks?search=co&limit=3')).json(),
      );
      expect(body.data).toHaveLength(3);
      expect(body.data.every((d) => d.symbol.startsWith('CO'))).toBe(true);
    });
    it('answers an empty list for an empty search', async () => {
      expect((await get('/api/v1/stocks?search=')).json()).toEqual({ success: true, data: [] });
      expect((await get('/api/v1/stocks')).json()).toEqual({ success: true, data: [] });
    });
    it('rejects a bad limit with a message', async () => {
      const res = await get('/api/v1/stocks?search=a&limit=500');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Invalid query parameter: limit: limit must be a number from 1 to 50',
      );
    });
  });

  describe('GET /stocks/:ticker', () => {
    it('answers the company page in the contract shape, case-insensitively', async () => {
      const res = await get('/api/v1/stocks/nasdaq:col');
      expect(res.statusCode).toBe(200);
      const { data } = companyDetailResponse.parse(res.json());
      expect(data.ticker).toBe('NASDAQ:COL');
      expect(data.evidentScore).not.toBeNull();
      expect(data.category).toMatch(/^(Excellent|Good|Fair|Weak|Poor)$/);
      expect(data.factors.Value.inScore).toBe(true);
      expect(data.factors.Momentum.inScore).toBe(false);
      expect(data.scoreRecord.ValuePercentile).toBe(data.factors.Value.percentile);
      expect(data.lastClose).toBeCloseTo(31.3, 6);
      expect(data.dataDates).toEqual({
        latestFiling: '2026-07-02',
        priceDate: '2026-07-02',
        scoredAsOf: '2026-07-02',
      });
      expect(data.faq[0]!.question).toBe("What is Company 11's Evident Score?");
      expect(data.faq[0]!.answer).toContain(`${data.evidentScore}/100`);
      // Figures at six significant digits; metrics without a value are left out (http/figures).
      const values = Object.values(data.metrics).map((m) => m.value);
      expect(values.length).toBeGreaterThan(10);
      for (const v of values) {
        expect(v).not.toBeNull();
        expect(Number(v!.toPrecision(6))).toBe(v);
      }
      const pe = data.kpis.pe ?? null;
      expect(pe === null || Number(pe.toPrecision(6)) === pe).toBe(true);
    });
    it('says "not available" instead of inventing figures', async () => {
      const { data } = companyDetailResponse.parse((await get('/api/v1/stocks/OTHER:NSTL')).json());
      expect(data.evidentScore).toBeNull();
      expect(data.image).toBe('https://logos.example.test/nestle.com');
      expect(data.faq[0]!.answer).toMatch(/^Not available/);
      expect(data.faq[3]!.answer).toBe('Not available in our data.');
    });
    it('answers 404 for an unknown ticker and 400 for a malformed one', async () => {
      const unknown = await get('/api/v1/stocks/NASDAQ:NOPE');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: 'Company not found' });
      const malformed = await get('/api/v1/stocks/AAPL');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(
        'Invalid path parameter: ticker: Ticker must look like EXCHANGE:SYMBOL, e.g. NASDAQ:AAPL',
      );
    });
  });

  it('GET /stocks/peers/:ticker lists scored peers of the same industry', async () => {
    const { data } = peersResponse.parse((await get('/api/v1/stocks/peers/NASDAQ:COL')).json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.symbol.startsWith('CO') && p.symbol !== 'COL')).toBe(true);
    expect((await get('/api/v1/stocks/peers/NASDAQ:NOPE')).statusCode).toBe(404);
  });

  it('GET /stocks/batch/companies lists unknown tickers instead of failing', async () => {
    const { data } = batchResponse.parse(
      (await get('/api/v1/stocks/batch/companies?tickers=NASDAQ:COA,nasdaq:aapl,NYSE:NOPE')).json(),
    );
    expect(data.companies.map((c) => c.symbol)).toEqual(['COA', 'AAPL']);
    expect(data.unknown).toEqual(['NYSE:NOPE']);
    const tooMany = Array.from({ length: 51 }, (_, i) => `NASDAQ:X${i}`).join(',');
    expect((await get(`/api/v1/stocks/batch/companies?tickers=${tooMany}`)).json().message).toBe(
      'Invalid query parameter: tickers: At most 50 tickers per request',
    );
  });

  it('rankings answer companies best first, with limit bounds', async () => {
    const { data } = rankingResponse.parse(
      (await get('/api/v1/companies/rankings/top-nasdaq?limit=3')).json(),
    );
    expect(data.map((d) => d.symbol)).toEqual(['COL', 'COK', 'COJ']);
    const active = rankingResponse.parse(
      (await get('/api/v1/companies/rankings/most-active')).json(),
    );
    expect(active.data.length).toBeGreaterThan(0);
    // Most active: last session's traded value, highest first (AAPL trades 50M shares × $214).
    expect(active.data[0]!.symbol).toBe('AAPL');
    expect(active.data[0]!.dollarVolume1d).toBeCloseTo(214 * 50000003, 0);
    const values = active.data.map((d) => d.dollarVolume1d!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(active.data.every((d) => d.sessionDate === '2026-07-02')).toBe(true);
    // Gainers: 1-day change, highest first.
    const gainers = rankingResponse.parse(
      (await get('/api/v1/companies/rankings/most-active?sort=gainers&limit=50')).json(),
    );
    const changes = gainers.data.map((d) => d.change1d!);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    const col = gainers.data.find((d) => d.symbol === 'COL')!;
    expect(col.change1d).toBeCloseTo(31.3 / 31.2 - 1, 10);
    expect((await get('/api/v1/companies/rankings/most-active?sort=losers')).json().message).toBe(
      'Invalid query parameter: sort: sort must be volume or gainers',
    );
    expect((await get('/api/v1/companies/rankings/top-sp?limit=0')).statusCode).toBe(400);
    expect((await get('/api/v1/companies/rankings/top-sp?limit=101')).statusCode).toBe(400);
  });

  it('GET /companies/coverage counts listed companies and scored ones from the data', async () => {
    const { data } = coverageResponse.parse((await get('/api/v1/companies/coverage')).json());
    // 12 CO* + AAPL + BRK.B are listed; SPY is an ETF and NSTL is on OTHER.
    expect(data.companies).toBe(14);
    expect(data.scored).toBeGreaterThan(0);
    expect(data.scored).toBeLessThanOrEqual(data.companies);
    expect(data.asOf).toBe('2026-07-02');
  });

  it('GET /daily-selections/current answers spec §3 items with percentile ≥ 90', async () => {
    const { data } = dailySelectionsResponse.parse(
      (await get('/api/v1/daily-selections/current')).json(),
    );
    for (const item of data) {
      expect(item.evidentScorePercentile).toBeGreaterThanOrEqual(90);
      expect(item.companyId.ticker).toMatch(/^[A-Z]+:/);
    }
  });
});
