import {
  LIST_MESSAGES,
  MAX_LISTS_PER_KIND,
  type List,
  type ListCompaniesBody,
  type ListKind,
} from '@evident/contracts/lists';
import { canUse, FREE_LIMITS } from '@evident/contracts/plans';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import { currentModel } from '../stocks/errors';
import type { ReadModelHolder } from '../stocks/read-model';
import * as repo from './lists.repository';
import type { ItemRow, ListRow } from './lists.repository';

const notFound = () => new AppError('LIST_NOT_FOUND', 404, LIST_MESSAGES.notFound);

/**
 * Watchlists and portfolios (spec §3, §4, §7). Every call is scoped to the signed-in user: a list
 * of someone else answers 404, as one that does not exist. The plan's usage limit counts the
 * distinct stocks in the user's lists of a kind (spec §2 "Stocks in Watchlist"; §6 free tier: 1);
 * adding past it answers 403 and adds nothing.
 */
export function createListsService(deps: {
  db: Db;
  readModel: ReadModelHolder;
  /** The user's limit for a kind (−1 = unlimited), from the plan in force (billing). */
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
      shares: i.shares,
      averageCost: i.averageCost,
    });
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      stocks: items
        .filter((i) => i.removedAt === null)
        .sort(
          (a, b) =>
            a.position - b.position ||
            a.addedAt.getTime() - b.addedAt.getTime() ||
            a.symbol.localeCompare(b.symbol),
        )
        .map(stock),
      removed: items
        .filter((i) => i.removedAt !== null)
        .sort((a, b) => b.removedAt!.getTime() - a.removedAt!.getTime())
        .map((i) => ({ ...stock(i), removedAt: i.removedAt!.toISOString() })),
    };
  }

  async function owned(tx: Db, userId: number, kind: ListKind, id: number): Promise<ListRow> {
    const row = await repo.findOwnedList(tx, userId, kind, id);
    if (!row) throw notFound();
    return row;
  }

  async function load(tx: Db, row: ListRow): Promise<List> {
    return toList(row, await repo.itemsOf(tx, [row.id]));
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

  return {
    async all(userId: number, kind: ListKind): Promise<List[]> {
      const rows = await repo.listsOf(db, userId, kind);
      const items = await repo.itemsOf(
        db,
        rows.map((r) => r.id),
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
          await repo.lockUser(tx, userId);
          if ((await repo.countLists(tx, userId, kind)) >= MAX_LISTS_PER_KIND) {
            throw new AppError('TOO_MANY_LISTS', 409, LIST_MESSAGES.tooManyLists);
          }
          return toList(await repo.insertList(tx, { userId, kind, name }), []);
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
            row = (await repo.renameList(tx, id, change.name)) ?? row;
          }
          if (change.clearRemoved) await repo.deleteRemovedItems(tx, id);
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
      await repo.deleteList(db, id);
    },

    async addCompanies(
      userId: number,
      kind: ListKind,
      id: number,
      body: ListCompaniesBody,
    ): Promise<List> {
      const companies = resolve(body);
      // Read before the transaction: on the embedded database a transaction holds the one
      // connection, and the plan is read through it.
      const limit = await limitOf(userId, kind);
      return db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const row = await owned(tx, userId, kind, id);
        const held = await repo.distinctStocks(tx, userId, kind);
        const added = companies.filter((c) => !held.has(c.symbol)).length;
        if (added > 0 && !canUse(held.size + added - 1, limit)) {
          throw new AppError('LIMIT_REACHED', 403, LIST_MESSAGES.limitReached(kind, limit));
        }
        await repo.upsertItems(tx, row.id, companies);
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
      const named = { symbols: body.companyIds ?? [], tickers: body.tickers ?? [] };
      return db.transaction(async (tx) => {
        const row = await owned(tx, userId, kind, id);
        await repo.markItemsRemoved(tx, row.id, named);
        return load(tx, row);
      });
    },

    /** Distinct stocks in the user's lists of a kind: the "used" of the plan's usage. */
    async used(userId: number, kind: ListKind): Promise<number> {
      return (await repo.distinctStocks(db, userId, kind)).size;
    },
  };
}
export type ListsService = ReturnType<typeof createListsService>;
