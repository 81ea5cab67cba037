import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listItems, lists, users } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { createListCache, type ListCache } from './list-cache';
import * as repo from './lists.repository';
import { scaled } from '../../test/time-scale';

/*
 * The in-memory list cache (ADR 023) on the database the suite runs on (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): a list is read once, and any change to it in the database — through
 * another connection, by a cascade — drops it, through the trigger's notification.
 */
describe('lists kept in memory between changes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let cache: ListCache;
  let listId: number;
  let userId: number;
  let reads = 0;

  const read = (id: number) => async () => {
    reads += 1;
    const row = await repo.findList(database.db, id);
    return row ? { row, items: await repo.itemsOf(database.db, [id]) } : null;
  };
  const sharesOf = async (id: number) =>
    (await cache.get(id, read(id)))?.items.map((i) => [i.symbol, i.shares]);

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'cache@example.com', firstName: 'Cache', flag: 'USING_EMAIL' })
      .returning();
    userId = user!.id;
  });
  afterAll(async () => {
    await database.dispose();
  });
  afterEach(async () => {
    await cache.close();
  });

  const freshList = async (name: string) => {
    const row = await repo.insertList(database.db, { userId, kind: 'portfolio', name });
    await repo.upsertItems(database.db, row.id, [{ symbol: 'AAA', ticker: 'NYSE:AAA', shares: 1 }]);
    return row.id;
  };

  it('keeps nothing until it hears the database’s notifications', async () => {
    cache = createListCache();
    listId = await freshList('Not listening');
    reads = 0;
    await sharesOf(listId);
    await sharesOf(listId);
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('reads a list once, and again after any change made to it in the database', async () => {
    // Made before listening: on PostgreSQL its own notifications would arrive at any time.
    listId = await freshList('Kept');
    cache = createListCache();
    await cache.listen(database);
    reads = 0;
    expect(await sharesOf(listId)).toEqual([['AAA', 1]]);
    expect(await sharesOf(listId)).toEqual([['AAA', 1]]);
    expect(reads).toBe(1);

    // Written by plain SQL, as another server or process would: the trigger notifies at commit.
    await database.db.update(listItems).set({ shares: 5 }).where(eq(listItems.listId, listId));
    await vi.waitFor(() => expect(cache.size).toBe(0));
    expect(await sharesOf(listId)).toEqual([['AAA', 5]]);
    expect(reads).toBe(2);

    // A change to another list leaves this one kept.
    const other = await freshList('Other');
    await database.db.execute(sql`update lists set name = 'Other 2' where id = ${other}`);
    expect(await sharesOf(listId)).toEqual([['AAA', 5]]);
    await vi.waitFor(() => expect(cache.size).toBe(1));
    expect(await sharesOf(listId)).toEqual([['AAA', 5]]);
    expect(reads).toBe(2);

    // A cascade (the owner deleted) drops it too.
    const [owner] = await database.db
      .insert(users)
      .values({ email: 'gone@example.com', firstName: 'Gone', flag: 'USING_EMAIL' })
      .returning();
    const row = await repo.insertList(database.db, {
      userId: owner!.id,
      kind: 'watchlist',
      name: 'Doomed',
    });
    expect(await cache.get(row.id, read(row.id))).not.toBeNull();
    await database.db.delete(users).where(eq(users.id, owner!.id));
    await vi.waitFor(async () => expect(await cache.get(row.id, read(row.id))).toBeNull());
    expect(await database.db.select().from(lists).where(eq(lists.id, row.id))).toEqual([]);
  });

  it('does not keep a read that a change overtook while it was in flight', async () => {
    cache = createListCache();
    await cache.listen(database);
    listId = await freshList('Raced');
    const stale = await cache.get(listId, async () => {
      const before = await read(listId)();
      cache.drop(listId); // a change lands while this read is in flight
      return before;
    });
    expect(stale).not.toBeNull();
    expect(cache.size).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'drops everything when the notification connection is lost, and keeps again once back',
    async () => {
      listId = await freshList('Lost');
      cache = createListCache();
      await cache.listen(database);
      await sharesOf(listId);
      expect(cache.size).toBe(1);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await vi.waitFor(() => expect(cache.size).toBe(0));
      // Back within a couple of seconds: a change is heard again.
      await vi.waitFor(
        async () => {
          await sharesOf(listId);
          expect(cache.size).toBe(1);
        },
        { timeout: scaled(5_000), interval: 200 },
      );
      await vi.waitFor(
        async () => {
          const n = (await database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and query ilike 'LISTEN%'`,
          )) as unknown as { rows: { n: number }[] };
          expect(n.rows[0]?.n).toBe(1);
        },
        { timeout: scaled(5_000), interval: 200 },
      );
      await database.db.update(listItems).set({ shares: 9 }).where(eq(listItems.listId, listId));
      await vi.waitFor(() => expect(cache.size).toBe(0));
      expect(await sharesOf(listId)).toEqual([['AAA', 9]]);
    },
  );
});
