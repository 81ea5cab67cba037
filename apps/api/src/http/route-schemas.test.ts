import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Issue 18, one module shape: every route the app adds declares its schemas — params where its
 * URL has parameters, a body where it reads one, and the answers it gives (JSON envelopes, or an
 * HTML page, a CSV file, an image by media type). Walked from the route table, so a new route is
 * checked without editing this test.
 */
describe('route schemas', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    routes = t.app.routeTable.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS' &&
        // The API reference's own pages and files (@fastify/swagger-ui), not the product's routes.
        !r.url.startsWith('/api/reference'),
    );
  });
  afterAll(async () => t.close());

  const describeRoute = (r: RouteEntry) => `${r.method} ${r.url}`;

  it('walks the whole app: the API, the pages opened from mails and the sandbox', () => {
    const urls = new Set(routes.map((r) => r.url));
    expect(routes.length).toBeGreaterThan(70);
    for (const url of [
      '/api/v1/stocks/:ticker',
      '/api/v1/openapi.json',
      '/alerts/unsubscribe',
      '/forms/:kind',
      '/share/stocks/:exchange/:file',
      '/sandbox/checkout/:id',
    ]) {
      expect(urls.has(url), url).toBe(true);
    }
  });

  it('gives every route a response schema for its success answer', () => {
    const missing = routes
      .filter((r) => {
        const codes = Object.keys(r.schema?.response ?? {});
        return !codes.some((code) => /^[23]\d\d$|^[23]xx$/.test(code));
      })
      .map(describeRoute);
    expect(missing).toEqual([]);
  });

  it('gives every route with URL parameters a params schema', () => {
    const missing = routes
      .filter((r) => /:[A-Za-z]/.test(r.url) && !r.schema?.params)
      .map(describeRoute);
    expect(missing).toEqual([]);
  });

  it('gives every route that reads a body a body schema; the others are these, each for a reason', () => {
    const missing = routes
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.schema?.body)
      .map(describeRoute)
      .sort();
    expect(missing).toEqual([
      // The unsubscribe page ignores its body (RFC 8058's one-click POST or an empty form) and
      // reads only the link's token.
      'POST /alerts/unsubscribe',
      // Actions the URL names whole: a plan and period, cancel, resume. They read no body.
      'POST /api/v1/payments/:planPeriod',
      'POST /api/v1/payments/cancel-subscription',
      'POST /api/v1/payments/reanude-subscription',
      // The Stripe webhook checks its signature over the raw bytes before it parses them.
      'POST /api/v1/payments/webhook',
    ]);
  });
});
