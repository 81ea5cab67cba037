import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSnapshot } from './jobs/snapshot-import/snapshot-import';
import { scoredUniverseSnapshot, writeSnapshot } from './test/snapshot-fixture';
import { signedInToken } from './test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from './test/build-test-app';

/*
 * Issue 26: every user-owned resource is "not found" for another user's token, and stays as it
 * was. The routes that take a resource id are walked from the app's route table, so a new one is
 * checked without editing this test — unless it needs a body this table does not have yet, which
 * fails the test with the route's name (add its sample below).
 */

/** A valid body for each route that takes one (the owner check runs after validation). */
const BODIES: Record<string, object> = {
  'PUT /api/v1/watchlist/:id': { name: 'Renamed' },
  'PUT /api/v1/portfolio/:id': { name: 'Renamed' },
  'PUT /api/v1/watchlist/:id/addCompanies': { companyIds: ['COA'] },
  'PUT /api/v1/portfolio/:id/addCompanies': { companyIds: ['COA'] },
  'PUT /api/v1/watchlist/:id/removeCompanies': { companyIds: ['COB'] },
  'PUT /api/v1/portfolio/:id/removeCompanies': { companyIds: ['COB'] },
  'PUT /api/v1/watchlist/:id/order': { companyIds: ['COB'] },
  'PUT /api/v1/portfolio/:id/order': { companyIds: ['COB'] },
  'PUT /api/v1/portfolio/:id/holdings': {
    holdings: [{ companyId: 'COB', shares: 1, averageCost: null }],
  },
  'POST /api/v1/portfolio/:id/import': { csv: 'ticker,shares\nNASDAQ:COA,5\n', commit: true },
  'PUT /api/v1/screener/:id': { name: 'Renamed' },
};

describe("another user's resources", () => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  let dir: string;
  const ids: Record<string, number> = {};
  const call = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await buildTestApp({}, { authRateLimitScale: 100 });
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await t.app.ready();
    await t.app.readModel.reload();
    owner = await signedInToken(t.app, t.database.db, 'owner@example.com');
    stranger = await signedInToken(t.app, t.database.db, 'stranger@example.com');
    for (const kind of ['watchlist', 'portfolio']) {
      const made = await call(owner, 'POST', `/api/v1/${kind}/newByName`, { name: 'Mine' });
      expect(made.statusCode, made.body).toBe(201);
      ids[kind] = (made.json() as { data: { id: number } }).data.id;
      // A company in it, which a stranger's remove, order or holdings call would change.
      const added = await call(owner, 'PUT', `/api/v1/${kind}/${ids[kind]}/addCompanies`, {
        companyIds: ['COB'],
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const screen = await call(owner, 'POST', '/api/v1/screener', {
      name: 'My screen',
      filters: [{ field: 'evidentScore', op: 'gte', value: 50 }],
    });
    expect(screen.statusCode, screen.body).toBeLessThan(300);
    ids.screener = (screen.json() as { data: { id: number } }).data.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("are not found with a stranger's token, whatever the call, and stay as they were", async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/v1/') && r.url.includes('/:id') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(15);
    const before = await Promise.all(
      Object.entries(ids).map(
        async ([kind, id]) => (await call(owner, 'GET', `/api/v1/${kind}/${id}`)).body,
      ),
    );
    const tried: string[] = [];
    for (const route of routes) {
      const kind = route.url.split('/')[3]!;
      const id = ids[kind];
      expect(id, `a resource of ${route.url} to try`).toBeDefined();
      const name = `${route.method} ${route.url.replace('/:id?', '/:id')}`;
      const needsBody = route.method === 'PUT' || route.method === 'POST';
      if (needsBody) expect(BODIES[name], `a sample body for ${name}`).toBeDefined();
      const url = route.url.replace(/:id\??/, String(id));
      const res = await call(stranger, route.method, url, needsBody ? BODIES[name] : undefined);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
      tried.push(name);
    }
    const after = await Promise.all(
      Object.entries(ids).map(
        async ([kind, id]) => (await call(owner, 'GET', `/api/v1/${kind}/${id}`)).body,
      ),
    );
    expect(after).toEqual(before);
    // The stranger's own lists were not touched either (no list was made for them).
    const theirs = await call(stranger, 'GET', '/api/v1/watchlist');
    expect((theirs.json() as { data: unknown[] }).data).toEqual([]);
    console.warn(`ownership: ${tried.length} calls with another user's token, all 404`);
  });
});
