import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { errorEnvelope } from '@evident/contracts/envelope';
import { feedbackResponse } from '@evident/contracts/feedback';
import { healthResponse } from '@evident/contracts/health';
import { publicConfigResponse } from '@evident/contracts/public-config';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gte } from 'drizzle-orm';
import { feedbackMessages, importRuns, scoreRuns } from './db/schema';
import { AppError } from './http/app-error';
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

describe('server errors', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({}, { logger: { level: 'error', stream } });
    t.app.get('/boom', async () => {
      throw new Error('secret detail: connection string postgres://u:p@h/db');
    });
    t.app.get('/typed', async () => {
      throw new AppError('CONFLICT', 409, 'That name is already used');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a generic 500 and logs the detail with the request id', async () => {
    const res = await t.app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again later.',
    });
    expect(res.body).not.toContain('secret');
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(line.err.message).toContain('secret detail');
    expect(line.reqId).toBe(res.headers['x-request-id']);
  });

  /** An app whose log lines (level info) are kept in `logged`. */
  async function appLoggingAtInfo() {
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    });
    return { logged, app: await buildTestApp({}, { logger: { level: 'info', stream } }) };
  }

  it('keeps the secret of a URL (the verification code) out of the request log', async () => {
    const quiet = logs.length;
    const { logged, app } = await appLoggingAtInfo();
    try {
      const res = await app.app.inject({ url: '/?code=very-secret-code&x=1' });
      const text = logged.join('');
      expect(text).toContain('/?code=[redacted]&x=1');
      expect(text).not.toContain('very-secret-code');
      // One access line per request, its fields flat (ADR 040): the request, its status, its
      // time, the client's address and the request id its answer carries.
      const lines = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.url !== undefined || l.req !== undefined || l.res !== undefined);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        method: 'GET',
        url: '/?code=[redacted]&x=1',
        statusCode: 404,
        remoteAddress: '127.0.0.1',
        reqId: res.headers['x-request-id'],
      });
      expect(lines[0]).not.toHaveProperty('req');
      expect(lines[0]).not.toHaveProperty('res');
      expect(typeof lines[0]!.responseTime).toBe('number');
    } finally {
      await app.close();
    }
    expect(logs.length).toBe(quiet);
  });

  it('says once at start that payments run in the sandbox when no Stripe key is set', async () => {
    const { logged, app } = await appLoggingAtInfo();
    try {
      await app.app.ready();
      const warnings = logged
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.msg.startsWith('Payments run in the offline sandbox'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
    } finally {
      await app.close();
    }
  });

  it('answers a typed AppError with its status and message', async () => {
    const res = await t.app.inject({ url: '/typed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'That name is already used' });
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with reachable false', async () => {
    const t = await buildTestApp();
    await t.database.close();
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.data.database.reachable).toBe(false);
    await t.app.close();
    await t.database.dispose().catch(() => {});
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let web: string;
  let dir: string;
  beforeAll(async () => {
    // The web's build (dist/) and its server build (dist-server/) side by side, as `npm run build`
    // leaves them.
    web = mkdtempSync(path.join(tmpdir(), 'evident-web-'));
    dir = path.join(web, 'dist');
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    mkdirSync(path.join(web, 'dist-server'));
    // A renderer that shows what it was given (the real one is the web's src/prerender.tsx,
    // tested there and end to end); it fails for one path, as a real render could.
    writeFileSync(
      path.join(web, 'dist-server', 'prerender.js'),
      `export async function renderWithAnswers(urlPath, answers) {
        if (urlPath.includes('broken')) throw new Error('render failed');
        return { root: '<p>rendered ' + urlPath + ' $& $1</p>', state: { urlPath, answers } };
      }`,
    );
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'pages', 'home.html'), '<div id="root">home page</div>');
    writeFileSync(path.join(dir, 'pages', 'stocks.html'), '<div id="root">company page</div>');
    writeFileSync(
      path.join(dir, 'pages', 'about.html'),
      '<html><body><div id="root"><!--evident-root-->about page<!--/evident-root--></div></body></html>',
    );
    writeFileSync(
      path.join(dir, 'pages', 'pages.json'),
      JSON.stringify([
        { route: '/', file: 'pages/home.html' },
        { route: '/stocks/:exchange/:ticker', file: 'pages/stocks.html' },
        { route: '/evidence', file: 'pages/missing.html' },
        {
          route: '/about/:name',
          file: 'pages/about.html',
          data: ['/config', '/nope/{name|upper}', '/health?x={name}'],
        },
      ]),
    );
    writeFileSync(
      path.join(dir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    t = await buildTestApp({}, { webDistDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });
  afterEach(() => {});

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses when the client accepts gzip', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('falls back to index.html for app routes', async () => {
    for (const url of ['/screener/12?x=1', '/watchlist']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered public page with its own HTML, other paths with index.html', async () => {
    const body = async (url: string) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return res.body;
    };
    expect(await body('/')).toContain('home page');
    expect(await body('/?tab=analysis')).toContain('home page');
    expect(await body('/stocks/NYSE/JPM')).toContain('company page');
    expect(await body('/stocks/NYSE/JPM?x=1')).toContain('company page');
    // A listed page whose file is missing, and paths no page matches: the app's index.html.
    for (const url of ['/evidence', '/stocks/NYSE', '/stocks/NYSE/JPM/more', '/profile']) {
      expect(await body(url), url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('renders a page with the API answers it reads first, asked through the app itself', async () => {
    const res = await t.app.inject({ url: '/about/<b>' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The rendered copies replace the built ones, as they are ("$&" is no replacement pattern).
    expect(res.body).toContain(
      '<div id="root"><!--evident-root--><p>rendered /about/%3Cb%3E $& $1</p><!--/evident-root--></div>',
    );
    expect(res.body).not.toContain('about page');
    const m = /<script type="application\/json" id="evident-state">(.*?)<\/script><\/body>/.exec(
      res.body,
    );
    expect(m, res.body).not.toBeNull();
    // No raw "<" inside the element: no text in the state can close it.
    expect(m![1]).not.toContain('<');
    const state = JSON.parse(m![1]!) as {
      urlPath: string;
      answers: { url: string; body: string }[];
    };
    expect(state.urlPath).toBe('/about/%3Cb%3E');
    // The config answer as the web app gets it; a 404 answer is left out.
    expect(state.answers.map((a) => a.url)).toEqual(['/api/v1/config', '/api/v1/health?x=%3Cb%3E']);
    const config = await t.app.inject({ url: '/api/v1/config', headers: WEB_KEY });
    expect(JSON.parse(state.answers[0]!.body)).toEqual(config.json());
    expect((JSON.parse(state.answers[1]!.body) as { success: boolean }).success).toBe(true);
  });

  it('sends the page as built when its render fails', async () => {
    const res = await t.app.inject({ url: '/about/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('about page');
    expect(res.body).not.toContain('evident-state');
  });

  it('does not fall back for API routes or missing files', async () => {
    expect((await t.app.inject({ url: '/api/v1/nope', headers: WEB_KEY })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });
});
