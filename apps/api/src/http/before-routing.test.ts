import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { subscriptionResponse } from '@evident/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInToken } from '../modules/auth/auth-test-kit';
import { runScoreJob } from '../jobs/score/score-job';
import { importSnapshot } from '../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../test/snapshot-fixture';
import { createJsonCache } from './cached-json';
import { answerBeforeRouting, createRequestIds, repeatAnswerer } from './before-routing';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names in the order sent. */
  names: string[];
  body: Buffer;
}

/** One HTTP/1.1 request over a real socket; the body exactly as sent (not decoded). */
function request(
  base: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          names: res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/**
 * What must be the same on both paths: the header names in order, and their values but for the
 * date and request id (which differ by nature) and the length (which must match the body).
 */
function comparable(answer: RawAnswer) {
  const { date: _date, 'x-request-id': _id, 'content-length': length, ...rest } = answer.headers;
  expect(Number(length ?? 0)).toBe(answer.body.length);
  return { names: answer.names, values: rest };
}

/** A call that routing always answers (a signed-in call; this token is ignored). */
const ROUTED = { authorization: 'Bearer not-a-token' };

const URLS = [
  '/api/v1/stocks?search=app',
  '/api/v1/stocks?search=co&limit=3',
  '/api/v1/stocks/NASDAQ:AAPL',
  '/api/v1/stocks/nasdaq:aapl',
  '/api/v1/stocks/NASDAQ:AAPL/income-statement?period=quarterly',
  '/api/v1/stocks/NASDAQ:AAPL/prices?range=1y',
  '/api/v1/stocks/NASDAQ:AAPL/time-series-daily-adjusted',
  '/api/v1/stocks/peers/NASDAQ:AAPL',
  '/api/v1/stocks/batch/companies?tickers=NASDAQ:AAPL,NYSE:NOPE',
  '/api/v1/companies/rankings/top-sp?limit=5',
  '/api/v1/companies/rankings/most-active',
  '/api/v1/companies/coverage',
  '/api/v1/daily-selections/current',
  '/api/v1/charts/NASDAQ:AAPL/roic',
  '/api/v1/charts/NASDAQ:AAPL/all-ratios',
  '/api/v1/methodology',
];

describe('repeated read calls answered before routing (ADR 013)', () => {
  let t: TestApp;
  let dir: string;
  let base: string;
  /** Requests that went through Fastify's routing, by URL. */
  const routed: string[] = [];
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    t = await buildTestApp(
      { PUBLIC_URL: 'https://evident.test' },
      { logger: { level: 'info', stream: logStream } },
    );
    t.app.addHook('onRequest', (req, _reply, done) => {
      routed.push(req.url);
      done();
    });
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.readModel.reload();
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const routedCount = (url: string) => routed.filter((u) => u === url).length;

  it('answers a repeated URL with the same status, headers and body as routing', async () => {
    for (const url of URLS) {
      for (const accept of ['gzip, deflate, br', 'gzip', undefined]) {
        const headers = { ...WEB_KEY, ...(accept ? { 'accept-encoding': accept } : {}) };
        // Remembered, and encoded as asked, after this.
        expect((await request(base, url, headers)).status, url).toBe(200);
        const before = routedCount(url);
        const early = await request(base, url, headers);
        expect(early.status, url).toBe(200);
        expect(routedCount(url), `${url} ${accept}`).toBe(before);
        const routedAnswer = await request(base, url, { ...headers, ...ROUTED });
        expect(routedCount(url), `${url} ${accept}`).toBe(before + 1);
        expect(comparable(early), `${url} ${accept}`).toEqual(comparable(routedAnswer));
        expect(decoded(early), url).toBe(decoded(routedAnswer));
      }
    }
  });

  it('answers 304 to a matching If-None-Match without routing', async () => {
    const url = '/api/v1/stocks/NASDAQ:AAPL';
    const first = await request(base, url, WEB_KEY);
    const before = routedCount(url);
    const again = await request(base, url, {
      ...WEB_KEY,
      'if-none-match': first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.headers['x-request-id']).toMatch(/^req-[0-9a-z]+$/);
    expect(routedCount(url)).toBe(before);
    // The same 304 as routing gives (a signed-in call is routed).
    const routed304 = await request(base, url, {
      ...WEB_KEY,
      ...ROUTED,
      'if-none-match': first.headers.etag as string,
    });
    expect(routed304.status).toBe(304);
    expect(routedCount(url)).toBe(before + 1);
    expect(comparable(again)).toEqual(comparable(routed304));
  });

  it('routes a call without a valid API key (401), with Authorization, or by HEAD', async () => {
    const url = '/api/v1/daily-selections/current';
    const known = await request(base, url, WEB_KEY);
    expect(known.status).toBe(200);
    let count = routedCount(url);
    const noKey = await request(base, url, {});
    expect(noKey.status).toBe(401);
    expect(JSON.parse(noKey.body.toString('utf8'))).toEqual({
      success: false,
      message: expect.any(String),
    });
    const badKey = await request(base, url, { 'x-api-key': 'not-a-key' });
    expect(badKey.status).toBe(401);
    expect(routedCount(url)).toBe((count += 2));
    const signedIn = await request(base, url, { ...WEB_KEY, ...ROUTED });
    expect(signedIn.status).toBe(200);
    expect(decoded(signedIn)).toBe(decoded(known));
    expect(routedCount(url)).toBe((count += 1));
    const head = await request(base, url, WEB_KEY, 'HEAD');
    expect(head.status).toBe(200);
    expect(routedCount(url)).toBe(count + 1);
  });

  it('routes again after a new score run, then answers the new version', async () => {
    const url = '/api/v1/charts/NASDAQ:AAPL/roic';
    const old = await request(base, url, WEB_KEY);
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.readModel.reload();
    const before = routedCount(url);
    const fresh = await request(base, url, WEB_KEY);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(routedCount(url)).toBe(before + 1);
    const repeat = await request(base, url, WEB_KEY);
    expect(repeat.headers.etag).toBe(fresh.headers.etag);
    expect(routedCount(url)).toBe(before + 1);
    // The old tag is not current any more: a full answer, not 304.
    const revalidated = await request(base, url, {
      ...WEB_KEY,
      'if-none-match': old.headers.etag as string,
    });
    expect(revalidated.status).toBe(200);
  });

  it('logs both paths alike, with one request-id sequence', async () => {
    const url = '/api/v1/stocks?search=app';
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await request(base, url, WEB_KEY);
      ids.push(answer.headers['x-request-id'] as string);
    }
    const routedAnswer = await request(base, url, { ...WEB_KEY, ...ROUTED });
    ids.push(routedAnswer.headers['x-request-id'] as string);
    expect(new Set(ids).size).toBe(4);
    // Completed lines are written when the answer is flushed.
    await new Promise((r) => setTimeout(r, 50));
    for (const id of ids) {
      const lines = logLines.filter((l) => l.reqId === id);
      expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(lines[0]!.req).toEqual({
        method: 'GET',
        url,
        host: new URL(base).host,
        remoteAddress: '127.0.0.1',
        remotePort: expect.any(Number),
      });
      expect(lines[1]!.res).toEqual({ statusCode: 200 });
      expect(typeof lines[1]!.responseTime).toBe('number');
    }
    // No header values (the API key, a token) in the log.
    expect(JSON.stringify(logLines)).not.toContain('evident-public-web');
    expect(JSON.stringify(logLines)).not.toContain('Bearer');
  });

  it("counts a signed-in user's company page even when its URL is remembered", async () => {
    const token = await signedInToken(t.app, t.database.db, 'early@example.com');
    const url = '/api/v1/stocks/NASDAQ:AAPL';
    const used = async () =>
      subscriptionResponse.parse(
        JSON.parse(
          (
            await request(base, '/api/v1/auth/user-subscription', {
              ...WEB_KEY,
              authorization: `Bearer ${token}`,
            })
          ).body.toString('utf8'),
        ),
      ).data.usage.analysis.used;
    expect(await used()).toBe(0);
    await request(base, url, WEB_KEY);
    const before = routedCount(url);
    await request(base, url, WEB_KEY);
    expect(routedCount(url)).toBe(before);
    const page = await request(base, url, { ...WEB_KEY, authorization: `Bearer ${token}` });
    expect(page.status).toBe(200);
    expect(routedCount(url)).toBe(before + 1);
    await expect.poll(used).toBe(1);
  });

  it("wraps Fastify's one request listener", () => {
    expect(t.app.server.listeners('request')).toHaveLength(1);
    const server = new http.Server();
    server.on('request', () => {});
    server.on('request', () => {});
    expect(() => answerBeforeRouting(server, () => false)).toThrow(/one request listener/);
  });
});

describe('repeatAnswerer', () => {
  it('leaves every request to routing while the server is closing', () => {
    const answer = repeatAnswerer({
      cache: createJsonCache(),
      acceptsKey: () => true,
      nextRequestId: createRequestIds(),
      log: { isLevelEnabled: () => false } as never,
      isClosing: () => true,
    });
    const req = { method: 'GET', url: '/api/v1/methodology', headers: {} };
    expect(answer(req as never, {} as never)).toBe(false);
  });

  it('routes the call when the early answer fails before writing; closes it after', () => {
    const errors: unknown[] = [];
    const answerer = () =>
      repeatAnswerer({
        cache: {
          answerRepeat: () => {
            throw new Error('broken');
          },
        } as never,
        acceptsKey: () => true,
        nextRequestId: createRequestIds(),
        log: { isLevelEnabled: () => false, error: (o: unknown) => errors.push(o) } as never,
        isClosing: () => false,
      });
    const req = { method: 'GET', url: '/api/v1/methodology', headers: {} } as never;
    let destroyed = false;
    const res = (headersSent: boolean) =>
      ({ headersSent, destroy: () => (destroyed = true) }) as never;
    expect(answerer()(req, res(false))).toBe(false);
    expect(destroyed).toBe(false);
    expect(answerer()(req, res(true))).toBe(true);
    expect(destroyed).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('numbers requests as Fastify does', () => {
    const next = createRequestIds();
    expect([next(), next(), next()]).toEqual(['req-1', 'req-2', 'req-3']);
  });
});
