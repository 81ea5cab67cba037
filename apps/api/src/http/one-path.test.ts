import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../jobs/score/score-job';
import { importSnapshot } from '../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../test/snapshot-fixture';

/**
 * One HTTP path (issue 18, ADR 015): every read answer — built, from the answer cache, or a 304
 * revalidation — goes through Fastify's lifecycle, so every hook applies to it. A hook added by
 * the test stands for the ones to come (security headers, CORS, rate limits).
 */
const READ_ROUTES = [
  '/api/v1/stocks?search=app&limit=20',
  '/api/v1/stocks/NASDAQ:AAPL',
  '/api/v1/stocks/peers/NASDAQ:COL',
  '/api/v1/stocks/batch/companies?tickers=NASDAQ:AAPL,NASDAQ:COL',
  '/api/v1/stocks/NASDAQ:AAPL/income-statement?period=annual',
  '/api/v1/stocks/NASDAQ:AAPL/balance-sheet?period=quarterly',
  '/api/v1/stocks/NASDAQ:AAPL/cashflow?period=annual',
  '/api/v1/stocks/NASDAQ:AAPL/prices',
  '/api/v1/stocks/NASDAQ:AAPL/time-series-daily-adjusted',
  '/api/v1/companies/rankings/top-sp?limit=5',
  '/api/v1/companies/rankings/top-nasdaq?limit=5',
  '/api/v1/companies/rankings/most-active?limit=5',
  '/api/v1/companies/coverage',
  '/api/v1/daily-selections/current',
  '/api/v1/charts/NASDAQ:AAPL/roe',
  '/api/v1/methodology',
];

describe('one path: cached answers pass every hook (real sockets)', () => {
  let t: TestApp;
  let dir: string;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    t.app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-test-hook', `seen ${request.url}`);
      done(null, payload);
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.readModel.reload();
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(READ_ROUTES)('%s: built, cached and 304 answers all carry the hook', async (url) => {
    const headers = { ...WEB_KEY, 'accept-encoding': 'br, gzip' };
    const first = await fetch(`${base}${url}`, { headers });
    expect(first.status, url).toBe(200);
    const firstBody = await first.arrayBuffer();
    const second = await fetch(`${base}${url}`, { headers });
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(firstBody));
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^W\//);
    const revalidated = await fetch(`${base}${url}`, {
      headers: { ...headers, 'if-none-match': etag! },
    });
    expect(revalidated.status).toBe(304);
    for (const res of [first, second, revalidated]) {
      expect(res.headers.get('x-test-hook')).toBe(`seen ${url}`);
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
    // The request ids are Fastify's own, one per request (no second sequence).
    const ids = new Set([first, second, revalidated].map((r) => r.headers.get('x-request-id')));
    expect(ids.size).toBe(3);
  });

  it('a request without the API key is refused before the cache, even for a cached URL', async () => {
    const url = `${base}/api/v1/stocks/NASDAQ:AAPL`;
    expect((await fetch(url, { headers: WEB_KEY })).status).toBe(200);
    const res = await fetch(url);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-test-hook')).toBe('seen /api/v1/stocks/NASDAQ:AAPL');
  });
});
