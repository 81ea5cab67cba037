import {
  LIST_MESSAGES,
  MAX_LISTS_PER_KIND,
  type List,
  type ListKind,
} from '@evident/contracts/lists';
import { isUniqueViolation } from '../../db/pg-error-code';
import { AppError } from '../../http/app-error';
import * as repo from './lists.repository';
import { change, listOf, load, owned, stored, type ListsDeps } from './list-access';
import { toList } from './list-view';

/*
 * A user's lists of a kind as a whole: read, created, renamed, emptied of removed stocks, deleted,
 * and the usage they count toward the plan.
 */

const nameTaken = () => new AppError('LIST_NAME_TAKEN', 409, LIST_MESSAGES.nameTaken);

export async function allLists(deps: ListsDeps, userId: number, kind: ListKind): Promise<List[]> {
  const { db } = deps;
  const rows = await repo.listsOf(db, userId, kind);
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const model = deps.readModel.get();
  return rows.map((r) =>
    toList(
      model,
      r,
      items.filter((i) => i.listId === r.id),
    ),
  );
}

export async function oneList(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  id: number,
): Promise<List> {
  return listOf(deps, await stored(deps, userId, kind, id));
}

export async function createList(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  name: string,
): Promise<List> {
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      if ((await repo.countLists(tx, userId, kind)) >= MAX_LISTS_PER_KIND) {
        throw new AppError('TOO_MANY_LISTS', 409, LIST_MESSAGES.tooManyLists);
      }
      return toList(deps.readModel.get(), await repo.insertList(tx, { userId, kind, name }), []);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateList(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  id: number,
  edit: { name?: string | undefined; clearRemoved?: boolean | undefined },
): Promise<List> {
  try {
    return await change(deps, id, () =>
      deps.db.transaction(async (tx) => {
        let row = await owned(tx, userId, kind, id);
        if (edit.name !== undefined && edit.name !== row.name) {
          row = (await repo.renameList(tx, id, edit.name)) ?? row;
        }
        if (edit.clearRemoved) await repo.deleteRemovedItems(tx, id);
        return load(deps, tx, row);
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function removeList(
  deps: ListsDeps,
  userId: number,
  kind: ListKind,
  id: number,
): Promise<void> {
  await owned(deps.db, userId, kind, id);
  await change(deps, id, () => repo.deleteList(deps.db, id));
}

/** Distinct stocks in the user's lists of a kind: the "used" of the plan's usage. */
export async function usedStocks(deps: ListsDeps, userId: number, kind: ListKind): Promise<number> {
  return (await repo.distinctStocks(deps.db, userId, kind)).size;
}
