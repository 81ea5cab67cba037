import { clientErrorResponse } from '@evident/contracts/client-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../../db/schema';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';

describe('POST /api/v1/client-errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the page, error name, message, stack and user agent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { ...WEB_KEY, 'user-agent': 'Chromium test' },
      payload: {
        page: '/stocks/NASDAQ/AAPL',
        name: 'TypeError',
        message: 'x is undefined',
        stack: 'at y',
      },
    });
    expect(res.statusCode).toBe(201);
    const { data } = clientErrorResponse.parse(res.json());
    const rows = await t.database.db.select().from(clientErrors);
    expect(rows.find((r) => r.id === data.id)).toMatchObject({
      page: '/stocks/NASDAQ/AAPL',
      name: 'TypeError',
      message: 'x is undefined',
      stack: 'at y',
      userAgent: 'Chromium test',
    });
  });

  it('needs the API key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: { page: '/', name: 'Error', message: 'm' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an oversized or malformed report without storing it', async () => {
    const before = (await t.database.db.select().from(clientErrors)).length;
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: WEB_KEY,
      payload: { page: '/', name: 'Error', message: 'm', stack: 'x'.repeat(40_000) },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ success: false, message: 'The request body is too large' });
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: WEB_KEY,
      payload: { page: '/', message: 'm' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/^Invalid body: name:/);
    expect(await t.database.db.select().from(clientErrors)).toHaveLength(before);
  });
});
