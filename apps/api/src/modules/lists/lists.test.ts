import { rmSync } from 'node:fs';
import { subscriptionResponse } from '@evident/contracts/auth';
import {
  deleteListResponse,
  LIST_MESSAGES,
  listResponse,
  listsResponse,
  MAX_LISTS_PER_KIND,
} from '@evident/contracts/lists';
import { errorEnvelope } from '@evident/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems } from '../../db/schema';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { baseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { signedInToken } from '../../test/auth-test-kit';

describe('watchlists and portfolios (spec §7)', () => {
  let t: TestApp;
  let dir: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://evident.test' });
    dir = writeSnapshot(baseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await t.app.ready();
    await t.app.readModel.reload();
    alice = await signedInToken(t.app, t.database.db, 'alice@example.com');
    bob = await signedInToken(t.app, t.database.db, 'bob@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const create = async (token: string, kind: string, name: string) => {
    const res = await call(token, 'POST', `/${kind}/newByName`, { name });
    expect(res.statusCode).toBe(201);
    return listResponse.parse(res.json()).data;
  };
  const usage = async (token: string) =>
    subscriptionResponse.parse((await call(token, 'GET', '/auth/user-subscription')).json()).data
      .usage;

  it('needs a signed-in user on every call', async () => {
    for (const [method, url] of [
      ['GET', '/watchlist/'],
      ['GET', '/portfolio'],
      ['POST', '/watchlist/newByName'],
      ['PUT', '/watchlist/1/addCompanies'],
      ['DELETE', '/portfolio/1'],
    ] as const) {
      const res = await call(null, method, url, { name: 'x' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(errorEnvelope.parse(res.json()).success).toBe(false);
    }
    expect((await call('not-a-token', 'GET', '/watchlist')).statusCode).toBe(401);
  });

  it('creates, names, lists and deletes lists of each kind, privately', async () => {
    expect(listsResponse.parse((await call(alice, 'GET', '/watchlist/')).json()).data).toEqual([]);
    const watch = await create(alice, 'watchlist', '  Tech  ');
    expect(watch).toMatchObject({ kind: 'watchlist', name: 'Tech', stocks: [], removed: [] });
    const folio = await create(alice, 'portfolio', 'Tech');
    expect(folio.kind).toBe('portfolio');

    // Names are unique per user and kind, whatever the case.
    const dup = await call(alice, 'POST', '/watchlist/newByName', { name: 'TECH' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(LIST_MESSAGES.nameTaken);
    const blank = await call(alice, 'POST', '/watchlist/newByName', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(LIST_MESSAGES.nameRequired);
    const long = await call(alice, 'POST', '/watchlist/newByName', { name: 'x'.repeat(61) });
    expect(long.json().message).toBe(LIST_MESSAGES.nameTooLong);

    const renamed = await call(alice, 'PUT', `/watchlist/${watch.id}`, { name: 'Quality' });
    expect(listResponse.parse(renamed.json()).data.name).toBe('Quality');
    const lists = listsResponse.parse((await call(alice, 'GET', '/watchlist')).json()).data;
    expect(lists.map((l) => l.name)).toEqual(['Quality']);

    // Bob sees none of it, and cannot touch it: 404, as a list that does not exist.
    expect(listsResponse.parse((await call(bob, 'GET', '/watchlist')).json()).data).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/watchlist/${watch.id}`, undefined],
      ['PUT', `/watchlist/${watch.id}`, { name: 'Mine' }],
      ['DELETE', `/watchlist/${watch.id}`, undefined],
      ['PUT', `/watchlist/${watch.id}/addCompanies`, { tickers: ['NASDAQ:AAPL'] }],
    ] as const) {
      const res = await call(bob, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(LIST_MESSAGES.notFound);
    }
    // The kind is part of the address: a portfolio is not found under /watchlist.
    expect((await call(alice, 'GET', `/watchlist/${folio.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/watchlist/abc')).statusCode).toBe(404);

    const deleted = await call(alice, 'DELETE', `/portfolio/${folio.id}`);
    expect(deleteListResponse.parse(deleted.json()).data.id).toBe(folio.id);
    expect((await call(alice, 'GET', `/portfolio/${folio.id}`)).statusCode).toBe(404);
    await call(alice, 'DELETE', `/watchlist/${watch.id}`);
  });

  it('adds and removes by companyIds and tickers; removed stocks wait until cleaned up', async () => {
    const list = await create(bob, 'watchlist', 'Favourites');
    const added = await call(bob, 'PUT', `/watchlist/${list.id}/addCompanies`, {
      tickers: ['nasdaq:aapl'],
    });
    expect(added.statusCode).toBe(200);
    const after = listResponse.parse(added.json()).data;
    expect(after.stocks).toHaveLength(1);
    expect(after.stocks[0]).toMatchObject({ ticker: 'NASDAQ:AAPL', symbol: 'AAPL' });
    expect(after.stocks[0]!.company?.companyName).toBe('Apple Inc.');
    expect((await usage(bob)).watchlist).toEqual({ used: 1, limit: 1 });

    // Adding what is there already is not a new stock (and within the limit).
    const again = await call(bob, 'PUT', `/watchlist/${list.id}/addCompanies`, {
      companyIds: ['aapl'],
    });
    expect(listResponse.parse(again.json()).data.stocks).toHaveLength(1);

    const removed = listResponse.parse(
      (
        await call(bob, 'PUT', `/watchlist/${list.id}/removeCompanies`, { companyIds: ['AAPL'] })
      ).json(),
    ).data;
    expect(removed.stocks).toEqual([]);
    expect(removed.removed.map((s) => s.ticker)).toEqual(['NASDAQ:AAPL']);
    expect((await usage(bob)).watchlist.used).toBe(0);

    // Undo: added again, it comes back with its first added date.
    const back = listResponse.parse(
      (
        await call(bob, 'PUT', `/watchlist/${list.id}/addCompanies`, { tickers: ['NASDAQ:AAPL'] })
      ).json(),
    ).data;
    expect(back.stocks[0]!.addedAt).toBe(after.stocks[0]!.addedAt);
    expect(back.removed).toEqual([]);

    await call(bob, 'PUT', `/watchlist/${list.id}/removeCompanies`, { tickers: ['NASDAQ:AAPL'] });
    const cleaned = listResponse.parse(
      (await call(bob, 'PUT', `/watchlist/${list.id}`, { clearRemoved: true })).json(),
    ).data;
    expect(cleaned.removed).toEqual([]);
    const rows = await t.database.db.select().from(listItems).where(eq(listItems.listId, list.id));
    expect(rows).toEqual([]);
  });

  it('holds the free plan to 1 stock in watchlists and adds nothing past it', async () => {
    const carol = await signedInToken(t.app, t.database.db, 'carol@example.com');
    const first = await create(carol, 'watchlist', 'One');
    const second = await create(carol, 'watchlist', 'Two');
    await call(carol, 'PUT', `/watchlist/${first.id}/addCompanies`, { tickers: ['NASDAQ:AAPL'] });
    // The same stock in a second list is still one stock.
    const same = await call(carol, 'PUT', `/watchlist/${second.id}/addCompanies`, {
      companyIds: ['AAPL'],
    });
    expect(same.statusCode).toBe(200);
    const over = await call(carol, 'PUT', `/watchlist/${second.id}/addCompanies`, {
      tickers: ['NYSE:BRK.B'],
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(LIST_MESSAGES.limitReached('watchlist', 1));
    const kept = listResponse.parse((await call(carol, 'GET', `/watchlist/${second.id}`)).json());
    expect(kept.data.stocks.map((s) => s.symbol)).toEqual(['AAPL']);
    // Portfolios have their own limit.
    const folio = await create(carol, 'portfolio', 'Holdings');
    const held = await call(carol, 'PUT', `/portfolio/${folio.id}/addCompanies`, {
      tickers: ['NYSE:BRK.B'],
    });
    expect(held.statusCode).toBe(200);
    expect(await usage(carol)).toMatchObject({
      watchlist: { used: 1, limit: 1 },
      portfolio: { used: 1, limit: 1 },
    });
  });

  it('keeps the limit under concurrent adds', async () => {
    const dave = await signedInToken(t.app, t.database.db, 'dave@example.com');
    const list = await create(dave, 'watchlist', 'Race');
    const results = await Promise.all(
      ['NASDAQ:AAPL', 'NYSE:BRK.B'].map((ticker) =>
        call(dave, 'PUT', `/watchlist/${list.id}/addCompanies`, { tickers: [ticker] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const final = listResponse.parse((await call(dave, 'GET', `/watchlist/${list.id}`)).json());
    expect(final.data.stocks).toHaveLength(1);
  });

  it('rejects bad bodies with a message and changes nothing', async () => {
    const erin = await signedInToken(t.app, t.database.db, 'erin@example.com');
    const list = await create(erin, 'watchlist', 'Checks');
    const bad = async (payload: object, message: string | RegExp) => {
      const res = await call(erin, 'PUT', `/watchlist/${list.id}/addCompanies`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await bad({}, LIST_MESSAGES.noCompanies);
    await bad({ tickers: [] }, LIST_MESSAGES.noCompanies);
    await bad({ tickers: ['AAPL'] }, /EXCHANGE:SYMBOL/);
    await bad({ tickers: ['NASDAQ:NOPE', 'NASDAQ:AAPL'] }, 'Unknown companies: NASDAQ:NOPE');
    await bad(
      { companyIds: Array.from({ length: 51 }, (_, i) => `S${i}`) },
      LIST_MESSAGES.tooManyCompanies,
    );
    const unchanged = listResponse.parse((await call(erin, 'GET', `/watchlist/${list.id}`)).json());
    expect(unchanged.data.stocks).toEqual([]);
    const extra = await call(erin, 'PUT', `/watchlist/${list.id}`, { name: 'X', owner: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it(`caps lists at ${MAX_LISTS_PER_KIND} of a kind`, async () => {
    const frank = await signedInToken(t.app, t.database.db, 'frank@example.com');
    const me = listsResponse.parse((await call(frank, 'GET', '/watchlist')).json()).data;
    expect(me).toEqual([]);
    for (let i = 0; i < MAX_LISTS_PER_KIND; i++) await create(frank, 'watchlist', `L${i}`);
    const res = await call(frank, 'POST', '/watchlist/newByName', { name: 'One more' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LIST_MESSAGES.tooManyLists);
  });
});
