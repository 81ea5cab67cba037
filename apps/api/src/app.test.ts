import { errorEnvelope } from '@evident/contracts/envelope';
import { feedbackResponse } from '@evident/contracts/feedback';
import { healthResponse } from '@evident/contracts/health';
import { publicConfigResponse } from '@evident/contracts/public-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gte } from 'drizzle-orm';
import { feedbackMessages, importRuns, scoreRuns } from './db/schema';
import { isStale } from './modules/health/health.service';
import { buildTestApp, WEB_KEY, type TestApp } from './test/build-test-app';

describe('API foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/v1/health', () => {
    it('needs no API key and reports database, data and version', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      const body = healthResponse.parse(res.json());
      expect(body.data.status).toBe('ok');
      expect(body.data.database.reachable).toBe(true);
      expect(body.data.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
      expect(body.data.data.loaded).toBe(false);
      expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toBeTruthy();
    });

    it('reports the data version once an import has succeeded', async () => {
      await t.database.db.insert(importRuns).values({
        source: 'snapshot',
        status: 'succeeded',
        dataVersion: 'snapshot-2026-07-02',
        finishedAt: new Date('2026-11-01T10:00:00Z'),
      });
      await t.database.db
        .insert(importRuns)
        .values({ source: 'snapshot', status: 'failed', dataVersion: 'broken' });
      const body = healthResponse.parse((await t.app.inject({ url: '/api/v1/health' })).json());
      expect(body.data.data).toEqual({
        loaded: true,
        version: 'snapshot-2026-07-02',
        loadedAt: '2026-11-01T10:00:00.000Z',
        scoredAsOf: null,
        stale: false,
        liveSources: { filings: false, prices: false },
        servedVersion: t.app.readModel.version(),
        activity: null,
        // No live source configured: no source has run (ADR 058).
        sources: [],
      });
    });

    it('reports the score date and whether the prices are more than 5 trading days old', async () => {
      const [run] = await t.database.db
        .insert(scoreRuns)
        .values({ asOf: '2026-07-02', status: 'succeeded', finishedAt: new Date() })
        .returning({ id: scoreRuns.id });
      let body = healthResponse.parse((await t.app.inject({ url: '/api/v1/health' })).json());
      expect(body.data.data.scoredAsOf).toBe('2026-07-02');
      expect(body.data.data.stale).toBe(isStale('2026-07-02', new Date()));

      const today = new Date().toISOString().slice(0, 10);
      await t.database.db.insert(scoreRuns).values({ asOf: today, status: 'succeeded' });
      // A run still going is not the latest data.
      await t.database.db.insert(scoreRuns).values({ asOf: '2020-01-02', status: 'running' });
      body = healthResponse.parse((await t.app.inject({ url: '/api/v1/health' })).json());
      expect(body.data.data).toMatchObject({ scoredAsOf: today, stale: false });
      await t.database.db.delete(scoreRuns).where(gte(scoreRuns.id, run!.id));
    });

    it('reports the data job running now with its progress, live', async () => {
      t.app.activity.start('import', 'Loading market data');
      t.app.activity.update('Loading market data: prices', 0.62);
      let body = healthResponse.parse((await t.app.inject({ url: '/api/v1/health' })).json());
      expect(body.data.data.activity).toMatchObject({
        kind: 'import',
        label: 'Loading market data: prices',
        percent: 62,
      });
      t.app.activity.finish();
      body = healthResponse.parse((await t.app.inject({ url: '/api/v1/health' })).json());
      expect(body.data.data.activity).toBeNull();
    });

    it('says which live sources refresh the data', async () => {
      const live = await buildTestApp({
        SEC_USER_AGENT: 'Evident admin@example.com',
        ALPHAVANTAGE_API_KEY: 'demo-key',
      });
      try {
        const body = healthResponse.parse(
          (await live.app.inject({ url: '/api/v1/health' })).json(),
        );
        expect(body.data.data.liveSources).toEqual({ filings: true, prices: true });
      } finally {
        await live.close();
      }
    });
  });

  describe('API key (spec §7 headers)', () => {
    it('rejects a missing key with the exact message', async () => {
      const res = await t.app.inject({ url: '/api/v1/config' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid API key' });
    });
    it('rejects an unknown key', async () => {
      const res = await t.app.inject({ url: '/api/v1/config', headers: { 'x-api-key': 'nope' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid API key' });
    });
    it('accepts the bundled web key when API_KEYS is unset', async () => {
      const res = await t.app.inject({ url: '/api/v1/config', headers: WEB_KEY });
      expect(res.statusCode).toBe(200);
      const body = publicConfigResponse.parse(res.json());
      expect(body.data.forms.feedback).toBe('/forms/feedback');
    });
    it('guards every route of every module, HEAD and POST too, before the body is read', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/stocks/NASDAQ:AAPL'],
        ['HEAD', '/api/v1/stocks/NASDAQ:AAPL'],
        ['GET', '/api/v1/charts/NASDAQ:AAPL/roic'],
        ['GET', '/api/v1/watchlist/'],
        ['HEAD', '/api/v1/config'],
      ] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
      // A malformed body is not parsed before the key is checked.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ success: false, message: 'Invalid API key' });
    });
    it('keeps the public routes open (health, evidence)', async () => {
      for (const url of ['/api/v1/health', '/api/v1/evidence']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).not.toBe(401);
      }
    });
  });

  describe('errors', () => {
    it('answers 404 in the envelope for an unknown API route', async () => {
      const res = await t.app.inject({ url: '/api/v1/no-such-thing', headers: WEB_KEY });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).message).toBe('Not found');
    });

    it('answers 400 with a readable message when the body fails its schema', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        headers: WEB_KEY,
        payload: { kind: 'feedback', message: '   ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Invalid body: message: Please write a message',
      });
    });

    it('rejects unknown body fields', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        headers: WEB_KEY,
        payload: { kind: 'feedback', message: 'hi', admin: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body: .*admin/);
    });

    it('answers 400 for malformed JSON without touching stored data', async () => {
      const before = await t.database.db.select().from(feedbackMessages);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        headers: { ...WEB_KEY, 'content-type': 'application/json' },
        payload: '{"kind": "feedback", "message": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
      expect(await t.database.db.select().from(feedbackMessages)).toHaveLength(before.length);
    });

    it('answers 400 for a bad path parameter', async () => {
      const res = await t.app.inject({ url: '/forms/not-a-form' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid path parameter: kind:/);
    });
  });

  describe('feedback forms', () => {
    it('serves the built-in form page as HTML', async () => {
      const res = await t.app.inject({ url: '/forms/contact' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<h1>Contact us</h1>');
      expect(res.body).toContain('/api/v1/feedback');
    });

    it('stores a message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        headers: WEB_KEY,
        payload: {
          kind: 'rate-us',
          rating: 4,
          email: 'ana@example.com',
          message: ' Useful ',
          pagePath: '/',
        },
      });
      expect(res.statusCode).toBe(201);
      const body = feedbackResponse.parse(res.json());
      const rows = await t.database.db.select().from(feedbackMessages);
      const row = rows.find((r) => r.id === body.data.id);
      expect(row).toMatchObject({
        kind: 'rate-us',
        rating: 4,
        email: 'ana@example.com',
        message: 'Useful',
      });
    });

    it('rejects a rating out of range', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        headers: WEB_KEY,
        payload: { kind: 'rate-us', rating: 9, message: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid body: rating: Rating must be from 1 to 5');
    });
  });
});

describe('configured API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ API_KEYS: 'partner-key-0001,partner-key-0002' });
  });
  afterAll(async () => {
    await t.close();
  });
  it('accepts only the configured keys', async () => {
    const bundled = await t.app.inject({ url: '/api/v1/config', headers: WEB_KEY });
    expect(bundled.statusCode).toBe(401);
    const second = await t.app.inject({
      url: '/api/v1/config',
      headers: { 'x-api-key': 'partner-key-0002' },
    });
    expect(second.statusCode).toBe(200);
  });
});
