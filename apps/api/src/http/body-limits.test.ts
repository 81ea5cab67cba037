import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../app';
import { signedInToken } from '../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';

/*
 * Issue 26: body size limits per route. Small JSON everywhere (64 KB), more only where a route
 * needs it (the portfolio CSV import takes a 2 MB file).
 */
describe('request body limits', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { authRateLimitScale: 100 });
    await t.app.ready();
    token = await signedInToken(t.app, t.database.db, 'limits@example.com');
  });
  afterAll(async () => t.close());

  it('refuses a body over 64 KB with 413 in the envelope, and takes the largest real one', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      headers: { ...WEB_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'feedback', message: 'x'.repeat(DEFAULT_BODY_LIMIT) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, message: expect.any(String) });
    // 5,000 characters of a non-Latin script, as JSON escapes: the largest feedback there is.
    const largest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      headers: { ...WEB_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'feedback', message: 'ї'.repeat(5000) }).replace(
        /ї/g,
        '\\u0457',
      ),
    });
    expect(largest.statusCode, largest.body).toBeLessThan(300);
  });

  it('lets the portfolio import take a file far over the default', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portfolio/newByName',
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      payload: { name: 'Import' },
    });
    const id = (list.json() as { data: { id: number } }).data.id;
    const csv = `ticker,shares\n${'NASDAQ:NOPE,1\n'.repeat(20_000)}`;
    expect(csv.length).toBeGreaterThan(4 * DEFAULT_BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/portfolio/${id}/import`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      payload: { csv },
    });
    // Read and answered (its rows refused one by one), not refused for its size.
    expect(res.statusCode, res.body.slice(0, 200)).not.toBe(413);
  });
});
