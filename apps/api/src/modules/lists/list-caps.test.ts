import { LIST_MESSAGES, MAX_LISTS_PER_KIND } from '@evident/contracts/lists';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { baseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';

/*
 * Issue 56: the lists' caps hold however many calls arrive at once (lists per kind, companies
 * under the plan's limit). Run on PostgreSQL too with TEST_DATABASE_URL.
 */
describe('list caps under concurrent calls (issue 56)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { authRateLimitScale: 100 });
    dir = writeSnapshot(baseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('30 watchlists created at once leave exactly the cap', async () => {
    const token = await signedInToken(t.app, t.database.db, 'lists-cap@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(token, 'POST', '/watchlist/newByName', { name: `List ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_LISTS_PER_KIND);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(30 - MAX_LISTS_PER_KIND);
    expect(refused[0]!.json().message).toBe(LIST_MESSAGES.tooManyLists);
    const lists = (await call(token, 'GET', '/watchlist')).json().data as unknown[];
    expect(lists).toHaveLength(MAX_LISTS_PER_KIND);
  });

  it('two companies added at once to two lists stay within the free plan’s one', async () => {
    const token = await signedInToken(t.app, t.database.db, 'items-cap@example.com');
    const ids: number[] = [];
    for (const name of ['One', 'Two']) {
      ids.push((await call(token, 'POST', '/watchlist/newByName', { name })).json().data.id);
    }
    const answers = await Promise.all(
      [
        [ids[0], 'AAPL'],
        [ids[1], 'BRK.B'],
      ].map(([id, symbol]) =>
        call(token, 'PUT', `/watchlist/${id}/addCompanies`, { companyIds: [symbol] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const usage = (await call(token, 'GET', '/auth/user-subscription')).json().data.usage;
    expect(usage.watchlist).toEqual({ used: 1, limit: 1 });
  });
});
