import { errorEnvelope } from '@evident/contracts/envelope';
import { importResponse, listResponse } from '@evident/contracts/lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY } from '../../http/rate-limiter';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { IMPORTS_PER_USER } from './lists.routes';

/*
 * Issue 56: a 1.9 MB portfolio CSV was parsed on the server's thread for 1.3–2.2 s, stalling
 * every other request, and the import had no rate limit. The server's latency during three such
 * imports is measured by `npm run bench -- csv-import`; here: the cap, the limit, and that other
 * requests are answered while a big import is read.
 */
describe('portfolio CSV import under abuse (issue 56)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const portfolio = async (token: string) =>
    listResponse.parse((await call(token, 'POST', '/portfolio/newByName', { name: 'P' })).json())
      .data.id;
  /** About 1.9 MB: 5,000 rows of padded cells (the most rows one import takes). */
  const bigCsv = () =>
    [
      'ticker,shares,cost',
      ...Array.from({ length: 5_000 }, (_, i) => `T${i},"1,234.5",$87${' '.repeat(360)}`),
    ].join('\n');

  it('refuses a file over the size cap with its message', async () => {
    const token = await signedInToken(t.app, t.database.db, 'csv-cap@example.com');
    const id = await portfolio(token);
    const res = await call(token, 'POST', `/portfolio/${id}/import`, {
      csv: 'ticker,shares\nAAPL,' + '1'.repeat(2_000_000),
    });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).message).toBe('The file is too large (2 MB at most).');
  });

  it('limits imports per user: past the allowance, 429 with Retry-After; another user is not held', async () => {
    const token = await signedInToken(t.app, t.database.db, 'csv-limit@example.com');
    const id = await portfolio(token);
    const codes: number[] = [];
    for (let i = 0; i <= IMPORTS_PER_USER.points; i++) {
      codes.push(
        (await call(token, 'POST', `/portfolio/${id}/import`, { csv: 'ticker\nAAPL' })).statusCode,
      );
    }
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const refused = await call(token, 'POST', `/portfolio/${id}/import`, { csv: 'ticker\nAAPL' });
    expect(refused.json().message).toBe(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await signedInToken(t.app, t.database.db, 'csv-other@example.com');
    const otherId = await portfolio(other);
    expect(
      (await call(other, 'POST', `/portfolio/${otherId}/import`, { csv: 'ticker\nAAPL' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers other requests while a big file is read (the reading is off the server’s thread)', async () => {
    const token = await signedInToken(t.app, t.database.db, 'csv-big@example.com');
    const id = await portfolio(token);
    const csv = bigCsv();
    expect(csv.length).toBeGreaterThan(1_800_000);
    // Warm the path once (the worker thread starts on first use).
    await call(token, 'POST', `/portfolio/${id}/import`, { csv: 'ticker\nAAPL' });
    let importDone = false;
    const big = call(token, 'POST', `/portfolio/${id}/import`, { csv }).then((res) => {
      importDone = true;
      return res;
    });
    // Light requests one after another until the import answers: on the server's thread the
    // reading held them all until it ended; off it, they go on being answered meanwhile.
    let answeredDuring = 0;
    while (!importDone) {
      const res = await call(token, 'GET', '/watchlist');
      expect(res.statusCode).toBe(200);
      if (!importDone) answeredDuring += 1;
    }
    const result = importResponse.parse((await big).json()).data;
    expect(result.rows).toHaveLength(5_000);
    expect(answeredDuring).toBeGreaterThanOrEqual(10);
  });
});
