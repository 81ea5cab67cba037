import { analyticsBatchResponse } from '@evident/contracts/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { countAnalyticsEvents } from './analytics.repository';
import { formatAnalyticsReport } from './read-report';

const at = '2026-11-27T10:00:00.000Z';
const plan = {
  plan_name: 'Advanced',
  periodicity: 'yearly',
  currency: 'USD',
  value: 290,
  catalog_price: 348,
  discount: 58,
};

describe('POST /api/v1/events (first-party analytics, issue 23)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: WEB_KEY,
      payload,
      remoteAddress: ip,
    });

  it('stores a batch: plan, list, screener and error events with their properties', async () => {
    const res = await send({
      events: [
        { name: 'plan_selected', at, page: '/', props: plan },
        {
          name: 'watchlist_stock_added',
          at,
          page: '/stocks/NASDAQ/AAPL',
          props: { ticker: 'NASDAQ:AAPL' },
        },
        { name: 'screener_run', at, page: '/screener', props: { count: 3 } },
        {
          name: 'error',
          at,
          page: '/portfolio',
          props: { error_name: 'TypeError', message: 'x is undefined' },
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(analyticsBatchResponse.parse(res.json()).data.stored).toBe(4);
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows.map((r) => r.name).sort()).toEqual([
      'error',
      'plan_selected',
      'screener_run',
      'watchlist_stock_added',
    ]);
    expect(rows.find((r) => r.name === 'plan_selected')).toMatchObject({ page: '/', props: plan });
    expect(rows[0]!.occurredAt.toISOString()).toBe(at);
  });

  it('refuses a bad batch whole, in words, and stores none of it', async () => {
    const before = (await t.database.db.select().from(analyticsEvents)).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ events: [] }, /^Invalid body: events:/],
      [
        { events: [{ name: 'made_up', at, page: '/', props: {} }] },
        /^Invalid body: events\.0\.name:/,
      ],
      [
        { events: [{ name: 'plan_selected', at, page: '/', props: { ...plan, currency: 'usd' } }] },
        /Currency must be a three-letter ISO code/,
      ],
      [
        {
          events: [
            { name: 'screener_run', at, page: '/screener?code=secret', props: { count: 1 } },
          ],
        },
        /Page must be a path/,
      ],
      [
        { events: [{ name: 'watchlist_created', at, page: '/', props: { email: 'a@b.c' } }] },
        /^Invalid body: events\.0\.props:/,
      ],
      [
        {
          events: Array.from({ length: 51 }, () => ({
            name: 'pricing_viewed',
            at,
            page: '/',
            props: {},
          })),
        },
        /^Invalid body: events:/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // One good event beside a bad one: nothing of the batch is stored.
    const mixed = await send({
      events: [
        { name: 'pricing_viewed', at, page: '/', props: {} },
        { name: 'pricing_viewed', at: 'yesterday', page: '/', props: {} },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(before);
  });

  it('needs the API key and is rate-limited per address', async () => {
    const noKey = await t.app.inject({ method: 'POST', url: '/api/v1/events', payload: {} });
    expect(noKey.statusCode).toBe(401);
    const batch = { events: [{ name: 'pricing_viewed', at, page: '/', props: {} }] };
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send(batch, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 201)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another address is not held back.
    expect((await send(batch, '10.9.9.8')).statusCode).toBe(201);
  });

  it('counts per day and event for npm run analytics:report', async () => {
    const rows = await countAnalyticsEvents(t.database.db, 30);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows).toContainEqual({ day: today, name: 'pricing_viewed', count: 31 });
    expect(rows).toContainEqual({ day: today, name: 'plan_selected', count: 1 });
    const text = formatAnalyticsReport(rows, 30);
    expect(text).toMatch(/^Analytics events received in the last 30 days/);
    expect(text).toContain('pricing_viewed');
    expect(text.split('\n').at(-1)).toMatch(/^total\s+1\s+1\s+31\s+1\s+1\s+35$/);
    expect(formatAnalyticsReport([], 7)).toBe('No analytics events in the last 7 days.');
  });
});
