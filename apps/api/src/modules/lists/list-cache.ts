import { createNotifiedCache } from '../../db/notified-cache';
import type { ItemRow, ListRow } from './lists.repository';

/** The channel the database notifies with a list's id whenever it or its stocks change. */
export const LIST_CHANNEL = 'evident_lists';

/** A list as stored: its row and its stocks (removed ones included). */
export interface StoredList {
  row: ListRow;
  items: ItemRow[];
  /** Unique per load in this process: a list read again after a change gets a new one. */
  version: number;
  /** What was built from this load, per read model (the analysis, …), dropped with it. */
  memo: Map<string, { model: object; value: unknown }>;
}

/**
 * Lists kept in memory between changes (ADR 023): a read is served without a query, and every
 * change drops the list — at once for a change made by this process, and through the
 * database's notification (`LIST_CHANNEL`, sent by a trigger at commit, cascades included) for
 * one made by any other process (db/notified-cache.ts).
 */
export function createListCache(options: { max?: number } = {}) {
  const lists = createNotifiedCache<StoredList>(LIST_CHANNEL, options.max ?? 20_000);
  let versions = 0;
  return {
    listen: lists.listen,
    close: lists.close,
    /** The stored list `id` (null when there is none), from memory when it is there. */
    get: (
      id: number,
      read: () => Promise<{ row: ListRow; items: ItemRow[] } | null>,
    ): Promise<StoredList | null> =>
      lists.get(id, async () => {
        const found = await read();
        return found ? { ...found, version: ++versions, memo: new Map() } : null;
      }),
    drop: lists.drop,
    dropAll: lists.dropAll,
    /** How many lists are kept (tests). */
    get size(): number {
      return lists.size;
    },
  };
}
export type ListCache = ReturnType<typeof createListCache>;

/**
 * `build()` memoized on a stored list for one read model: built again when the list or the model
 * changes (a new load of the list starts with an empty memo).
 */
export function memoOn<T>(stored: StoredList, key: string, model: object, build: () => T): T {
  const kept = stored.memo.get(key);
  if (kept && kept.model === model) return kept.value as T;
  const value = build();
  stored.memo.set(key, { model, value });
  return value;
}
