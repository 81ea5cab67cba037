import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VISITOR_COOKIE } from '@evident/contracts/cookies';
import { errorEnvelope } from '@evident/contracts/envelope';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { VISITOR_ANALYSES } from '@evident/contracts/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInToken } from '../../test/auth-test-kit';
import { WEB_KEY } from '../../test/build-test-app';
import { buildScoredTestApp } from '../../test/scored-test-app';

/**
 * Issue 56, ADR 059: every way into a company's analysis is metered on the server, for visitors
 * too. Each reader here has a client address of its own (the address fallback counts by it).
 */
describe('the analysis meter (issue 56)', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  let web: string;
  const PAID_KEY = 'partner-key-0001';
  // The companies of the fixture, in order: COA…COL.
  const CO = Array.from({ length: 12 }, (_, i) => `NASDAQ:CO${String.fromCharCode(65 + i)}`);

  beforeAll(async () => {
    // The web's build beside its server build, as in web-serving.test.ts; the renderer writes the
    // answers it was given into the page, so an analysis it was given would show in the HTML.
    web = mkdtempSync(path.join(tmpdir(), 'evident-metering-web-'));
    const dist = path.join(web, 'dist');
    mkdirSync(path.join(dist, 'pages'), { recursive: true });
    mkdirSync(path.join(web, 'dist-server'));
    writeFileSync(
      path.join(web, 'dist-server', 'prerender.js'),
      `export async function renderWithAnswers(urlPath, answers) {
        const refused = answers.find((a) => a.status === 403);
        const root = refused
          ? '<section role="region"><h1>paywall</h1><p>' + JSON.parse(refused.body).message + '</p></section>'
          : answers.map((a) => '<pre>' + a.body + '</pre>').join('');
        return { root, state: { answers } };
      }`,
    );
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(dist, 'pages', 'stocks.html'),
      '<html><body><div id="root"><!--evident-root-->company<!--/evident-root--></div></body></html>',
    );
    writeFileSync(
      path.join(dist, 'pages', 'pages.json'),
      JSON.stringify([
        {
          route: '/stocks/:exchange/:ticker',
          file: 'pages/stocks.html',
          data: ['/stocks/{exchange|upper}%3A{ticker|upper}', '/config'],
        },
      ]),
    );
    t = await buildScoredTestApp(
      {
        PUBLIC_URL: 'https://evident.test',
        API_KEYS: `evident-public-web,${PAID_KEY}:basic`,
        TRUST_PROXY: '1',
      },
      { webDistDir: dist, authRateLimitScale: 100 },
      { runs: [] },
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  type Reader = { address: string; cookie?: string; token?: string; key?: string };
  const read = (reader: Reader, url: string) =>
    t.app.inject({
      url,
      remoteAddress: reader.address,
      headers: {
        'x-api-key': reader.key ?? WEB_KEY['x-api-key'],
        ...(reader.cookie ? { cookie: reader.cookie } : {}),
        ...(reader.token ? { authorization: `Bearer ${reader.token}` } : {}),
      },
    });
  const company = (reader: Reader, ticker: string) => read(reader, `/api/v1/stocks/${ticker}`);
  /** The visitor cookie an answer sets, as the browser sends it back. */
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const set = [res.headers['set-cookie'] ?? []].flat().map(String);
    const mine = set.find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    return mine?.split(';')[0];
  };
  const message = (res: { json: () => unknown }) => errorEnvelope.parse(res.json()).message;

  it('meters a visitor by the signed cookie: 5 companies a month, then the paywall on every way in; re-reads are free', async () => {
    const visitor: Reader = { address: '203.0.113.1' };
    const first = await company(visitor, CO[0]!);
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[\\w-]{22}\\.[\\w-]{43}$`));
    const header = String([first.headers['set-cookie']].flat()[0]);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${365 * 24 * 3600}`);
    visitor.cookie = cookie;
    for (const ticker of CO.slice(1, VISITOR_ANALYSES)) {
      expect((await company(visitor, ticker)).statusCode, ticker).toBe(200);
    }
    const sixth = await company(visitor, CO[5]!);
    expect(sixth.statusCode).toBe(403);
    expect(message(sixth)).toBe(PAYMENT_MESSAGES.visitorLimit);
    // The company's other reads are refused the same way.
    for (const url of [
      `/api/v1/stocks/peers/${CO[5]}`,
      `/api/v1/stocks/${CO[5]}/income-statement`,
      `/api/v1/stocks/${CO[5]}/prices`,
      `/api/v1/stocks/${CO[5]}/time-series-daily-adjusted`,
      `/api/v1/charts/${CO[5]}/all-ratios`,
    ]) {
      expect((await read(visitor, url)).statusCode, url).toBe(403);
    }
    // A company already counted this month stays open, on every way in.
    expect((await company(visitor, CO[0]!)).statusCode).toBe(200);
    expect((await read(visitor, `/api/v1/stocks/peers/${CO[1]}`)).statusCode).toBe(200);
    expect((await read(visitor, `/api/v1/stocks/${CO[2]}/prices`)).statusCode).toBe(200);
    // The same cookie from another address is the same visitor.
    expect((await company({ ...visitor, address: '203.0.113.99' }, CO[6]!)).statusCode).toBe(403);
    // A forged cookie is no cookie: that client is counted by its address (a fresh one here).
    const forged = `${cookie!.slice(0, -3)}AAA`;
    expect((await company({ address: '203.0.113.2', cookie: forged }, CO[6]!)).statusCode).toBe(
      200,
    );
  });

  it('marks the cookie Secure when the request came over https, from the API and from the page', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const api = await t.app.inject({
      url: `/api/v1/stocks/${CO[0]}`,
      remoteAddress: '203.0.113.20',
      headers: { ...WEB_KEY, ...https },
    });
    const page = await t.app.inject({
      url: '/stocks/NASDAQ/COA',
      remoteAddress: '203.0.113.21',
      headers: https,
    });
    const plain = await t.app.inject({ url: '/stocks/NASDAQ/COA', remoteAddress: '203.0.113.22' });
    for (const res of [api, page]) {
      expect(String([res.headers['set-cookie']].flat()[0])).toMatch(/; Secure$/);
    }
    expect(String([plain.headers['set-cookie']].flat()[0])).not.toContain('Secure');
  });

  it('meters a client that sends no cookie by its address (never stored as such)', async () => {
    const refuser: Reader = { address: '203.0.113.3' };
    for (const ticker of CO.slice(0, VISITOR_ANALYSES)) {
      expect((await company(refuser, ticker)).statusCode, ticker).toBe(200);
    }
    const sixth = await company(refuser, CO[5]!);
    expect(sixth.statusCode).toBe(403);
    expect(message(sixth)).toBe(PAYMENT_MESSAGES.visitorLimit);
    expect((await company(refuser, CO[4]!)).statusCode).toBe(200);
    // Another address has its own allowance.
    expect((await company({ address: '203.0.113.4' }, CO[5]!)).statusCode).toBe(200);
    const stored = await t.database.executeSql('select subject from analysis_meter');
    const subjects = (stored.rows as { subject: string }[]).map((r) => r.subject);
    expect(subjects.some((s) => s.includes('203.0.113'))).toBe(false);
    expect(subjects.filter((s) => s.startsWith('a:')).length).toBeGreaterThanOrEqual(2);
  });

  it('sends the paywall, not the analysis, in the HTML of the company page past the limit', async () => {
    const page = (reader: Reader, ticker: string) =>
      t.app.inject({
        url: `/stocks/${ticker.replace(':', '/')}`,
        remoteAddress: reader.address,
        headers: reader.cookie ? { cookie: reader.cookie } : {},
      });
    // `curl`: no cookie kept, so the address counts.
    const curl: Reader = { address: '203.0.113.5' };
    for (const ticker of CO.slice(0, VISITOR_ANALYSES)) {
      // Under the limit the page holds the analysis (the control).
      expect((await page(curl, ticker)).body, ticker).toContain('"evidentScore"');
    }
    const past = await page(curl, CO[5]!);
    expect(past.statusCode).toBe(200);
    expect(past.headers['content-type']).toMatch(/^text\/html/);
    expect(past.body).toContain(PAYMENT_MESSAGES.visitorLimit);
    expect(past.body).not.toContain('evidentScore');
    expect(past.body).not.toContain('Company 5');
    // No link preview with the score either.
    expect(past.body).not.toContain('og:title');
    // The API refuses the same company to the same client.
    expect((await company(curl, CO[5]!)).statusCode).toBe(403);

    // A browser: the first page gives it a cookie, which then counts its pages and its API reads.
    const browser: Reader = { address: '203.0.113.15' };
    const first = await page(browser, CO[0]!);
    browser.cookie = cookieOf(first);
    expect(browser.cookie).toBeDefined();
    for (const ticker of CO.slice(1, VISITOR_ANALYSES)) {
      expect((await company(browser, ticker)).statusCode, ticker).toBe(200);
    }
    const gated = await page(browser, CO[5]!);
    expect(gated.body).toContain(PAYMENT_MESSAGES.visitorLimit);
    expect(gated.body).not.toContain('evidentScore');
    // A company it has read stays open on the page.
    expect((await page(browser, CO[3]!)).body).toContain('"evidentScore"');
  });

  it('keeps counting a free user who signs out: the visitor cookie holds what they read', async () => {
    const address = '203.0.113.6';
    const token = await signedInToken(t.app, t.database.db, 'meter@example.com', address);
    const first = await company({ address, token }, CO[0]!);
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    expect(cookie).toBeDefined();
    const user: Reader = { address, token, cookie };
    for (const ticker of CO.slice(1, 5)) {
      expect((await company(user, ticker)).statusCode, ticker).toBe(200);
    }
    const refused = await company(user, CO[5]!);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(PAYMENT_MESSAGES.analysisLimit(5));
    // Signed out, with the same browser: the paywall again, not a fresh allowance.
    const signedOut = await company({ address, cookie }, CO[5]!);
    expect(signedOut.statusCode).toBe(403);
    expect(message(signedOut)).toBe(PAYMENT_MESSAGES.visitorLimit);
    // What they read stays open.
    expect((await company({ address, cookie }, CO[3]!)).statusCode).toBe(200);
  });

  it('counts the public web key like a visitor and gives a paid API key its plan’s allowance', async () => {
    const partner: Reader = { address: '203.0.113.7', key: PAID_KEY };
    for (const ticker of CO.slice(0, 7)) {
      expect((await company(partner, ticker)).statusCode, ticker).toBe(200);
    }
    // The same address with the public key is a visitor: the paid key's reads are not its.
    const publicKey: Reader = { address: '203.0.113.7' };
    for (const ticker of CO.slice(0, VISITOR_ANALYSES)) {
      expect((await company(publicKey, ticker)).statusCode, ticker).toBe(200);
    }
    expect((await company(publicKey, CO[5]!)).statusCode).toBe(403);
  });

  it('lets no more than the limit through when 20 reads of new companies arrive at once', async () => {
    const start = await company({ address: '203.0.113.8' }, CO[11]!);
    const visitor: Reader = { address: '203.0.113.8', cookie: cookieOf(start) };
    // 20 concurrent reads of the 11 other companies, by several ways in.
    const urls = Array.from({ length: 20 }, (_, i) => {
      const ticker = CO[i % 11]!;
      return i < 11 ? `/api/v1/stocks/${ticker}` : `/api/v1/stocks/peers/${ticker}`;
    });
    const answers = await Promise.all(urls.map((url) => read(visitor, url)));
    const allowed = new Set(
      urls.filter((_, i) => answers[i]!.statusCode === 200).map((u) => u.split('/').at(-1)),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 403)).toBe(true);
    // COL was the first; four more places were left.
    expect(allowed.size).toBe(VISITOR_ANALYSES - 1);
    const row = await t.database.executeSql(
      `select cardinality(tickers) as n from analysis_meter where subject = 'v:' || '${visitor.cookie!.split('=')[1]!.split('.')[0]}'`,
    );
    expect(Number((row.rows[0] as { n: number }).n)).toBe(VISITOR_ANALYSES);
  });

  it('forgets the months before the previous one, and only those (the housekeeping cron)', async () => {
    const month = (back: number) => {
      const d = new Date();
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1))
        .toISOString()
        .slice(0, 7);
    };
    for (const back of [0, 1, 2, 14]) {
      await t.database.executeSql(
        `insert into analysis_meter (subject, month, tickers) values ('v:old-${back}', '${month(back)}', array['NASDAQ:COA'])`,
      );
    }
    expect(await t.app.metering.forgetOldMonths()).toBe(2);
    const left = await t.database.executeSql(
      `select subject from analysis_meter where subject like 'v:old-%' order by subject`,
    );
    expect(left.rows.map((r) => (r as { subject: string }).subject)).toEqual([
      'v:old-0',
      'v:old-1',
    ]);
    // Nothing else of this month was touched: the readers above still have their counts.
    expect(await t.app.metering.forgetOldMonths()).toBe(0);
  });
});
