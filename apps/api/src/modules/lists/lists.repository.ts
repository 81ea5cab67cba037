import type { ListKind } from '@evident/contracts/lists';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listItems, lists, users } from '../../db/schema';

/** The lists tables' queries (the only SQL of the lists module). `tx` is a transaction or the db. */

export type ListRow = typeof lists.$inferSelect;
export type ItemRow = typeof listItems.$inferSelect;

/** The user's list of that kind with that id, or null (someone else's list is no list). */
export async function findOwnedList(
  tx: Db,
  userId: number,
  kind: ListKind,
  id: number,
): Promise<ListRow | null> {
  const [row] = await tx
    .select()
    .from(lists)
    .where(and(eq(lists.id, id), eq(lists.userId, userId), eq(lists.kind, kind)));
  return row ?? null;
}

/** The list with that id, whoever owns it (the caller checks the owner), or null. */
export async function findList(tx: Db, id: number): Promise<ListRow | null> {
  const [row] = await tx.select().from(lists).where(eq(lists.id, id));
  return row ?? null;
}

export function listsOf(tx: Db, userId: number, kind: ListKind): Promise<ListRow[]> {
  return tx
    .select()
    .from(lists)
    .where(and(eq(lists.userId, userId), eq(lists.kind, kind)))
    .orderBy(asc(lists.createdAt), asc(lists.id));
}

export async function countLists(tx: Db, userId: number, kind: ListKind): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(lists)
    .where(and(eq(lists.userId, userId), eq(lists.kind, kind)));
  return n;
}

export async function itemsOf(tx: Db, listIds: number[]): Promise<ItemRow[]> {
  if (listIds.length === 0) return [];
  return tx.select().from(listItems).where(inArray(listItems.listId, listIds));
}

export async function insertList(
  tx: Db,
  values: { userId: number; kind: ListKind; name: string },
): Promise<ListRow> {
  const [row] = await tx.insert(lists).values(values).returning();
  return row!;
}

export async function renameList(tx: Db, id: number, name: string): Promise<ListRow | null> {
  const [row] = await tx.update(lists).set({ name }).where(eq(lists.id, id)).returning();
  return row ?? null;
}

export async function deleteList(tx: Db, id: number): Promise<void> {
  await tx.delete(lists).where(eq(lists.id, id));
}

/** Forgets the list's removed stocks ("clear removed"). */
export async function deleteRemovedItems(tx: Db, listId: number): Promise<void> {
  await tx
    .delete(listItems)
    .where(and(eq(listItems.listId, listId), isNotNull(listItems.removedAt)));
}

/** The next free position at the end of a list (removed stocks included: they may come back). */
async function nextPosition(tx: Db, listId: number): Promise<number> {
  const [row] = await tx
    .select({ p: sql<number | null>`max(${listItems.position})` })
    .from(listItems)
    .where(eq(listItems.listId, listId));
  return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
}

/**
 * Adds stocks at the end of the list, with their holdings when given; a removed one added again
 * comes back where it was (its first added date and position), with the new holdings if any.
 */
export async function upsertItems(
  tx: Db,
  listId: number,
  companies: {
    symbol: string;
    ticker: string;
    shares?: number | null;
    averageCost?: number | null;
  }[],
): Promise<void> {
  if (companies.length === 0) return;
  let position = await nextPosition(tx, listId);
  const withHoldings = companies.some((c) => c.shares !== undefined || c.averageCost !== undefined);
  // Chunks keep each statement's parameters well under PostgreSQL's limit (imports of 5,000).
  for (let i = 0; i < companies.length; i += 1_000) {
    await tx
      .insert(listItems)
      .values(
        companies.slice(i, i + 1_000).map((c) => ({
          listId,
          symbol: c.symbol,
          ticker: c.ticker,
          position: position++,
          shares: c.shares ?? null,
          averageCost: c.averageCost ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [listItems.listId, listItems.symbol],
        set: {
          removedAt: null,
          ticker: sql`excluded.ticker`,
          ...(withHoldings
            ? { shares: sql`excluded.shares`, averageCost: sql`excluded.average_cost` }
            : {}),
        },
      });
  }
}

/** Writes the positions of a list's stocks (symbol → position), in one statement. */
export async function setPositions(
  tx: Db,
  listId: number,
  positions: { symbol: string; position: number }[],
): Promise<void> {
  if (positions.length === 0) return;
  const values = sql.join(
    positions.map((p) => sql`(${p.symbol}::text, ${p.position}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${listItems} set position = v.position
    from (values ${values}) as v(symbol, position)
    where ${listItems.listId} = ${listId} and ${listItems.symbol} = v.symbol`);
}

/** Sets shares and average cost of stocks in a list. */
export async function setHoldings(
  tx: Db,
  listId: number,
  holdings: { symbol: string; shares: number | null; averageCost: number | null }[],
): Promise<void> {
  if (holdings.length === 0) return;
  const values = sql.join(
    holdings.map(
      (h) =>
        sql`(${h.symbol}::text, ${h.shares}::double precision, ${h.averageCost}::double precision)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${listItems} set shares = v.shares, average_cost = v.average_cost
    from (values ${values}) as v(symbol, shares, average_cost)
    where ${listItems.listId} = ${listId} and ${listItems.symbol} = v.symbol`);
}

/** Marks the named stocks removed (by symbol or by ticker). */
export async function markItemsRemoved(
  tx: Db,
  listId: number,
  named: { symbols: string[]; tickers: string[] },
): Promise<void> {
  const matches = [
    ...(named.symbols.length > 0 ? [inArray(listItems.symbol, named.symbols)] : []),
    ...(named.tickers.length > 0 ? [inArray(listItems.ticker, named.tickers)] : []),
  ];
  await tx
    .update(listItems)
    .set({ removedAt: new Date() })
    .where(and(eq(listItems.listId, listId), isNull(listItems.removedAt), or(...matches)));
}

/** Distinct stocks (not removed) in the user's lists of a kind. */
export async function distinctStocks(tx: Db, userId: number, kind: ListKind): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ symbol: listItems.symbol })
    .from(listItems)
    .innerJoin(lists, eq(lists.id, listItems.listId))
    .where(and(eq(lists.userId, userId), eq(lists.kind, kind), isNull(listItems.removedAt)));
  return new Set(rows.map((r) => r.symbol));
}

/** Serializes a user's list changes in a transaction (limit checks stay true under concurrency). */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
}
