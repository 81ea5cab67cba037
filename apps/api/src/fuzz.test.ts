import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from './jobs/score/score-job';
import { importSnapshot } from './jobs/snapshot-import/snapshot-import';
import { signedInToken } from './test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from './test/build-test-app';
import { backtestSnapshot, writeSnapshot } from './test/snapshot-fixture';
import { scaled } from './test/time-scale';

/*
 * Issue 26: every route of the app, walked from Fastify's own route table (a new route is covered
 * without editing this file), with malformed input in every place: path parameters, query
 * strings, bodies, content types, sizes, with and without the API key and a token. Every answer
 * must be below 500, an API error must be the envelope with a readable message and no stack
 * trace, and nothing may hang.
 */
const PARAMS = [
  '..',
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e',
  "'; drop table users; --",
  'x'.repeat(2_000),
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '😀',
  'NASDAQ:AAPL',
  '%00',
  '%ff',
  'a%20b',
];
const QUERIES = [
  '',
  '?limit=-1',
  '?limit=99999999999',
  '?limit=abc&offset=-3',
  `?search=${'a'.repeat(5_000)}`,
  '?range=%27%3B--&period=../../x',
  '?search=%00',
  `?${'x=1&'.repeat(300)}`,
  '?sortingBy=%7B%22field%22%3A1%7D&filters=%5B%5D',
];
const HUGE = 'x'.repeat(1_000_000);
let nested: unknown = 'deep';
for (let i = 0; i < 2_000; i++) nested = { a: nested };
const BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"unterminated' },
  { type: 'application/json', body: '' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  ...[
    null,
    [],
    'a string',
    12,
    {},
    { a: HUGE },
    nested,
    {
      name: 1,
      email: [],
      password: {},
      firstName: null,
      tickers: 'x',
      companyIds: [1, 2],
      csv: 5,
      holdings: [{}],
      filters: 'x',
      refreshToken: { a: 1 },
      plan: '../../',
      kind: "'; drop table",
      message: 'x'.repeat(100_000),
    },
    { flag: 'USING_EMAIL', email: 'a@b.co', password: 'x'.repeat(10_000), firstName: '😀' },
    { kind: 'feedback', name: 'nul\u0000', message: 'lone \ud800 surrogate', firstName: 'a\u0000' },
  ].map((value) => ({ type: 'application/json', body: JSON.stringify(value) })),
  { type: 'application/json', body: JSON.stringify({ a: 'x'.repeat(10 * 1024 * 1024) }) },
];

describe('fuzz: every route with malformed input', () => {
  let t: TestApp;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://evident.test' }, { authRateLimitScale: 1000 });
    dir = writeSnapshot(backtestSnapshot());
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
    token = await signedInToken(t.app, t.database.db, 'fuzz@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'answers below 500, in the envelope, without a stack trace or a hang',
    async () => {
      const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
      expect(routes.length).toBeGreaterThan(40);
      const failures: string[] = [];
      let tried = 0;
      const callers = [
        { ...WEB_KEY, authorization: `Bearer ${token}` },
        { ...WEB_KEY },
        {} as Record<string, string>,
      ];
      const check = async (
        method: string,
        url: string,
        headers: Record<string, string>,
        body?: { type: string; body: string },
      ) => {
        tried += 1;
        const started = Date.now();
        const res = await Promise.race([
          t.app.inject({
            method: method as 'GET',
            url,
            headers: body ? { ...headers, 'content-type': body.type } : headers,
            ...(body ? { payload: body.body } : {}),
          }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), scaled(10_000))),
        ]);
        const what = `${method} ${url.slice(0, 120)}${body ? ` [${body.type} ${body.body.slice(0, 40)}]` : ''}`;
        if (res === null) {
          failures.push(`hang (${Date.now() - started} ms): ${what}`);
          return;
        }
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode}: ${what}: ${res.body.slice(0, 200)}`);
          return;
        }
        if (/\n\s+at .+:\d+:\d+/.test(res.body)) failures.push(`stack trace: ${what}`);
        const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
        if (url.startsWith('/api/') && res.statusCode >= 400) {
          const answer = json ? (res.json() as { success?: unknown; message?: unknown }) : null;
          if (answer?.success !== false || typeof answer.message !== 'string' || !answer.message) {
            failures.push(
              `not the envelope (${res.statusCode}): ${what}: ${res.body.slice(0, 120)}`,
            );
          }
        }
      };
      for (const route of routes) {
        const fill = (value: string) =>
          route.url
            .replace(/:[A-Za-z_]+\??/g, value.includes('%') ? value : encodeURIComponent(value))
            .replace('*', value);
        const writes = route.method !== 'GET' && route.method !== 'DELETE';
        // A plausible address of the route (a ticker where a parameter is), then every bad one.
        const base = fill('NASDAQ:AAPL');
        const urls = /[:*]/.test(route.url) ? PARAMS.map(fill) : [route.url];
        const [signedIn, keyOnly, bare] = callers as [
          Record<string, string>,
          Record<string, string>,
          Record<string, string>,
        ];
        for (const headers of [signedIn, keyOnly, bare]) {
          await check(route.method, base, headers, writes ? BODIES[0] : undefined);
        }
        for (const url of urls)
          await check(route.method, url, signedIn, writes ? BODIES[4] : undefined);
        for (const query of QUERIES) await check(route.method, base + query, signedIn);
        if (writes) for (const body of BODIES) await check(route.method, base, signedIn, body);
      }
      console.warn(
        `fuzz: ${tried} requests over ${routes.length} routes, ${failures.length} failed`,
      );
      expect(failures.slice(0, 40)).toEqual([]);
    },
    scaled(600_000),
  );
});
