import {
  LIST_MESSAGES,
  MAX_LISTS_PER_KIND,
  type List,
  type ListCompaniesBody,
  type ListKind,
} from '@evident/contracts/lists';
import { canUse, FREE_LIMITS } from '@evident/contracts/plans';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listItems, lists, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { currentModel } from '../stocks/errors';
import type { ReadModelHolder } from '../stocks/read-model';

type ListRow = typeof lists.$inferSelect;
type ItemRow = typeof listItems.$inferSelect;

const notFound = () => new AppError('LIST_NOT_FOUND', 404, LIST_MESSAGES.notFound);

/** PostgreSQL's unique-violation code, from either driver (PGlite or node-postgres). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error || (e && typeof e === 'object');) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
};

/**
 * Watchlists and portfolios (spec §3, §4, §7). Every call is scoped to the signed-in user: a list
 * of someone else answers 404, as one that does not exist. The plan's usage limit counts the
 * distinct stocks in the user's lists of a kind (spec §2 "Stocks in Watchlist"; §6 free tier: 1);
 * adding past it answers 403 and adds nothing.
 */
export function createListsService(deps: {
  db: Db;
  readModel: ReadModelHolder;
  /** The user's limit for a kind (−1 = unlimited); every account is on the free plan for now. */
  limitOf?: (userId: number, kind: ListKind) => Promise<number> | number;
}) {
  const { db, readModel } = deps;
  const limitOf = deps.limitOf ?? ((_userId: number, kind: ListKind) => FREE_LIMITS[kind]);

  function toList(row: ListRow, items: ItemRow[]): List {
    const model = readModel.get();
    const stock = (i: ItemRow) => ({
      ticker: i.ticker,
      symbol: i.symbol,
      addedAt: i.addedAt.toISOString(),
      company: model?.bySymbol.get(i.symbol)?.summary ?? null,
    });
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      stocks: items
        .filter((i) => i.removedAt === null)
        .sort(
          (a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.symbol.localeCompare(b.symbol),
        )
        .map(stock),
      removed: items
        .filter((i) => i.removedAt !== null)
        .sort((a, b) => b.removedAt!.getTime() - a.removedAt!.getTime())
        .map((i) => ({ ...stock(i), removedAt: i.removedAt!.toISOString() })),
    };
  }

  async function owned(tx: Db, userId: number, kind: ListKind, id: number): Promise<ListRow> {
    const [row] = await tx
      .select()
      .from(lists)
      .where(and(eq(lists.id, id), eq(lists.userId, userId), eq(lists.kind, kind)));
    if (!row) throw notFound();
    return row;
  }

  async function load(tx: Db, row: ListRow): Promise<List> {
    const items = await tx.select().from(listItems).where(eq(listItems.listId, row.id));
    return toList(row, items);
  }

  /** Companies named by a call: symbols and tickers resolved against the loaded data. */
  function resolve(body: ListCompaniesBody): { symbol: string; ticker: string }[] {
    const model = currentModel(readModel);
    const found = new Map<string, string>();
    const unknown: string[] = [];
    for (const id of body.companyIds ?? []) {
      const entry = model.bySymbol.get(id);
      if (entry) found.set(entry.company.symbol, entry.company.ticker);
      else unknown.push(id);
    }
    for (const ticker of body.tickers ?? []) {
      const entry = model.byTicker.get(ticker);
      if (entry) found.set(entry.company.symbol, entry.company.ticker);
      else unknown.push(ticker);
    }
    if (unknown.length > 0) {
      throw new AppError('UNKNOWN_COMPANIES', 400, LIST_MESSAGES.unknownCompanies(unknown));
    }
    return [...found].map(([symbol, ticker]) => ({ symbol, ticker }));
  }

  /** Serializes a user's list changes (limit checks stay true under concurrent calls). */
  async function lockUser(tx: Db, userId: number): Promise<void> {
    await tx.execute(
      sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`,
    );
  }

  async function stocksIn(tx: Db, userId: number, kind: ListKind): Promise<Set<string>> {
    const rows = await tx
      .selectDistinct({ symbol: listItems.symbol })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId))
      .where(and(eq(lists.userId, userId), eq(lists.kind, kind), isNull(listItems.removedAt)));
    return new Set(rows.map((r) => r.symbol));
  }

  return {
    async all(userId: number, kind: ListKind): Promise<List[]> {
      const rows = await db
        .select()
        .from(lists)
        .where(and(eq(lists.userId, userId), eq(lists.kind, kind)))
        .orderBy(asc(lists.createdAt), asc(lists.id));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(listItems)
        .where(
          inArray(
            listItems.listId,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((r) =>
        toList(
          r,
          items.filter((i) => i.listId === r.id),
        ),
      );
    },

    async one(userId: number, kind: ListKind, id: number): Promise<List> {
      return load(db, await owned(db, userId, kind, id));
    },

    async create(userId: number, kind: ListKind, name: string): Promise<List> {
      try {
        return await db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [{ n } = { n: 0 }] = await tx
            .select({ n: count() })
            .from(lists)
            .where(and(eq(lists.userId, userId), eq(lists.kind, kind)));
          if (n >= MAX_LISTS_PER_KIND) {
            throw new AppError('TOO_MANY_LISTS', 409, LIST_MESSAGES.tooManyLists);
          }
          const [row] = await tx.insert(lists).values({ userId, kind, name }).returning();
          return toList(row!, []);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('LIST_NAME_TAKEN', 409, LIST_MESSAGES.nameTaken);
        }
        throw error;
      }
    },

    async update(
      userId: number,
      kind: ListKind,
      id: number,
      change: { name?: string | undefined; clearRemoved?: boolean | undefined },
    ): Promise<List> {
      try {
        return await db.transaction(async (tx) => {
          let row = await owned(tx, userId, kind, id);
          if (change.name !== undefined && change.name !== row.name) {
            const [renamed] = await tx
              .update(lists)
              .set({ name: change.name })
              .where(eq(lists.id, id))
              .returning();
            row = renamed ?? row;
          }
          if (change.clearRemoved) {
            await tx
              .delete(listItems)
              .where(and(eq(listItems.listId, id), isNotNull(listItems.removedAt)));
          }
          return load(tx, row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('LIST_NAME_TAKEN', 409, LIST_MESSAGES.nameTaken);
        }
        throw error;
      }
    },

    async remove(userId: number, kind: ListKind, id: number): Promise<void> {
      await owned(db, userId, kind, id);
      await db.delete(lists).where(eq(lists.id, id));
    },

    async addCompanies(
      userId: number,
      kind: ListKind,
      id: number,
      body: ListCompaniesBody,
    ): Promise<List> {
      const companies = resolve(body);
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const row = await owned(tx, userId, kind, id);
        const held = await stocksIn(tx, userId, kind);
        const added = companies.filter((c) => !held.has(c.symbol)).length;
        const limit = await limitOf(userId, kind);
        if (added > 0 && !canUse(held.size + added - 1, limit)) {
          throw new AppError('LIMIT_REACHED', 403, LIST_MESSAGES.limitReached(kind, limit));
        }
        // A removed stock added again comes back where it was (its first added date).
        await tx
          .insert(listItems)
          .values(companies.map((c) => ({ listId: row.id, symbol: c.symbol, ticker: c.ticker })))
          .onConflictDoUpdate({
            target: [listItems.listId, listItems.symbol],
            set: { removedAt: null, ticker: sql`excluded.ticker` },
          });
        return load(tx, row);
      });
    },

    async removeCompanies(
      userId: number,
      kind: ListKind,
      id: number,
      body: ListCompaniesBody,
    ): Promise<List> {
      // Not resolved against the data: a company that left it can still be removed.
      const symbols = body.companyIds ?? [];
      const tickers = body.tickers ?? [];
      return db.transaction(async (tx) => {
        const row = await owned(tx, userId, kind, id);
        const named = [
          ...(symbols.length > 0 ? [inArray(listItems.symbol, symbols)] : []),
          ...(tickers.length > 0 ? [inArray(listItems.ticker, tickers)] : []),
        ];
        await tx
          .update(listItems)
          .set({ removedAt: new Date() })
          .where(and(eq(listItems.listId, row.id), isNull(listItems.removedAt), or(...named)));
        return load(tx, row);
      });
    },

    /** Distinct stocks in the user's lists of a kind: the "used" of the plan's usage. */
    async used(userId: number, kind: ListKind): Promise<number> {
      return (await stocksIn(db, userId, kind)).size;
    },
  };
}
export type ListsService = ReturnType<typeof createListsService>;
