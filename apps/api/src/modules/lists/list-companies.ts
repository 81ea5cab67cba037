import {
  LIST_MESSAGES,
  type List,
  type ListCompaniesBody,
  type ListKind,
  type ReorderBody,
} from '@evident/contracts/lists';
import { canUse } from '@evident/contracts/plans';
import { AppError } from '../../http/app-error';
import { currentModel } from '../../read-model/errors';
import type { ReadModelHolder } from '../../read-model/read-model';
import * as repo from './lists.repository';
import { change, load, notInList, owned, type ListsDeps } from './list-access';
import { toList } from './list-view';

/* The stocks of a list: added under the plan's limit, removed, put in order. */

/** Companies named by a call: symbols and tickers resolved against the loaded data. */
function resolve(
  readModel: ReadModelHolder,
  body: ListCompaniesBody,
): { symbol: string; ticker: string }[] {
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
    throw new AppError('UNKNOWN_COMPANIES', 400, LIST_MESSAGES.unknownCompanies(unknown), {
      text: { id: 'lists.unknownCompanies', vars: { tickers: unknown.join(', ') } },
    });
  }
  return [...found].map(([symbol, ticker]) => ({ symbol, ticker }));
}

export async function addCompanies(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  id: number,
  body: ListCompaniesBody,
): Promise<List> {
  const companies = resolve(deps.readModel, body);
  // Read before the transaction: on the embedded database a transaction holds the one
  // connection, and the plan is read through it.
  const limit = await deps.limitOf(userId, kind);
  return change(deps, id, () =>
    deps.db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      const row = await owned(tx, userId, kind, id);
      const held = await repo.distinctStocks(tx, userId, kind);
      const added = companies.filter((c) => !held.has(c.symbol)).length;
      if (added > 0 && !canUse(held.size + added - 1, limit)) {
        throw new AppError('LIMIT_REACHED', 403, LIST_MESSAGES.limitReached(kind, limit), {
          text: { id: `lists.limitReached.${kind}`, vars: { count: limit } },
        });
      }
      await repo.upsertItems(tx, row.id, companies);
      return load(deps, tx, row);
    }),
  );
}

export async function removeCompanies(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  id: number,
  body: ListCompaniesBody,
): Promise<List> {
  // Not resolved against the data: a company that left it can still be removed.
  const named = { symbols: body.companyIds ?? [], tickers: body.tickers ?? [] };
  return change(deps, id, () =>
    deps.db.transaction(async (tx) => {
      const row = await owned(tx, userId, kind, id);
      await repo.markItemsRemoved(tx, row.id, named);
      return load(deps, tx, row);
    }),
  );
}

/**
 * PUT /{kind}/{id}/order: the named stocks take the first places in the order given; the
 * others keep their order after them (issue 21, drag and drop).
 */
export async function reorder(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  id: number,
  body: ReorderBody,
): Promise<List> {
  return change(deps, id, () =>
    deps.db.transaction(async (tx) => {
      const row = await owned(tx, userId, kind, id);
      const items = (await repo.itemsOf(tx, [row.id])).filter((i) => i.removedAt === null);
      const current = toList(deps.readModel.get(), row, items).stocks.map((s) => s.symbol);
      const inList = new Set(current);
      const named = [...new Set(body.companyIds)];
      const missing = named.filter((s) => !inList.has(s));
      if (missing.length > 0) throw notInList(missing);
      const first = new Set(named);
      const order = [...named, ...current.filter((s) => !first.has(s))];
      await repo.setPositions(
        tx,
        row.id,
        order.map((symbol, position) => ({ symbol, position })),
      );
      return load(deps, tx, row);
    }),
  );
}
