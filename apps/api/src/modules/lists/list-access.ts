import { LIST_MESSAGES, type List, type ListKind } from '@evident/contracts/lists';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ReadModelHolder } from '../../read-model/read-model';
import * as repo from './lists.repository';
import type { ListRow } from './lists.repository';
import { memoOn, type ListCache, type StoredList } from './list-cache';
import { toList } from './list-view';
import type { YearReturnsOf } from './portfolio-returns';

/** What the lists' use cases work with (createListsService fills in the defaults). */
export interface ListsDeps {
  db: Db;
  readModel: ReadModelHolder;
  /** Lists kept in memory between changes. */
  cache: ListCache;
  /** The user's limit for a kind (−1 = unlimited), from the plan in force. */
  limitOf: (userId: number, kind: ListKind) => Promise<number> | number;
  /** The 1-year returns of a read model, read once per model. */
  yearOf: YearReturnsOf;
}

/** The memo key of answers built before any read model is loaded. */
const NO_MODEL = {};

export const notFound = () => new AppError('LIST_NOT_FOUND', 404, LIST_MESSAGES.notFound);
/** Symbols named that are not in the list (400). */
export const notInList = (symbols: string[]) =>
  new AppError('NOT_IN_LIST', 400, LIST_MESSAGES.notInList(symbols), {
    text: { id: 'lists.notInList', vars: { symbols: symbols.join(', ') } },
  });

/** The user's list of that kind, read through `tx` (404 for anyone else's). */
export async function owned(tx: Db, userId: number, kind: ListKind, id: number): Promise<ListRow> {
  const row = await repo.findOwnedList(tx, userId, kind, id);
  if (!row) throw notFound();
  return row;
}

/** The list of `row` as answered, its stocks read through `tx`. */
export async function load(deps: ListsDeps, tx: Db, row: ListRow): Promise<List> {
  return toList(deps.readModel.get(), row, await repo.itemsOf(tx, [row.id]));
}

/** The user's stored list of that kind, from memory when kept (404 for anyone else's). */
export async function stored(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  id: number,
): Promise<StoredList> {
  const { db } = deps;
  const found = await deps.cache.get(id, async () => {
    const row = await repo.findList(db, id);
    return row ? { row, items: await repo.itemsOf(db, [id]) } : null;
  });
  if (!found || found.row.userId !== userId || found.row.kind !== kind) throw notFound();
  return found;
}

/** The list as answered, built once per load of the list and read model. */
export function listOf(deps: ListsDeps, s: StoredList): List {
  const model = deps.readModel.get();
  return memoOn(s, 'list', model ?? NO_MODEL, () => toList(model, s.row, s.items));
}

/** A change to list `id`: whatever this process kept of it is dropped once it is done. */
export async function change<T>(deps: ListsDeps, id: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    deps.cache.drop(id);
  }
}
