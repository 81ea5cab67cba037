import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
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
 * one made by any other process. Until `listen` has succeeded, and after a lost notification
 * connection until it is back, nothing is kept: every read goes to the database.
 */
export function createListCache(options: { max?: number } = {}) {
  const lists = new LRUCache<number, StoredList>({ max: options.max ?? 20_000 });
  let enabled = false;
  /** Counts drops: a load that saw one while in flight is not kept (it may predate the change). */
  let drops = 0;
  let versions = 0;
  let stopListening: (() => Promise<void>) | null = null;

  const drop = (id: number) => {
    drops += 1;
    lists.delete(id);
  };
  const dropAll = () => {
    drops += 1;
    lists.clear();
  };

  return {
    /** Starts keeping lists, once the database's change notifications are heard. */
    async listen(database: Database): Promise<void> {
      stopListening = await database.listen(LIST_CHANNEL, {
        message: (payload) => {
          const id = Number(payload);
          if (Number.isSafeInteger(id)) drop(id);
          else dropAll();
        },
        // Nothing is kept while notifications may be missed, nor what was kept before.
        gap: () => {
          enabled = false;
          dropAll();
        },
        restored: () => {
          dropAll();
          enabled = true;
        },
      });
      enabled = true;
    },
    async close(): Promise<void> {
      enabled = false;
      dropAll();
      const stop = stopListening;
      stopListening = null;
      // The database may be closed first (then it listens no more either).
      await stop?.().catch(() => {});
    },
    /** The stored list `id` (null when there is none), from memory when it is there. */
    async get(
      id: number,
      read: () => Promise<{ row: ListRow; items: ItemRow[] } | null>,
    ): Promise<StoredList | null> {
      const kept = lists.get(id);
      if (kept) return kept;
      const before = drops;
      const found = await read();
      if (!found) return null;
      const stored: StoredList = { ...found, version: ++versions, memo: new Map() };
      if (enabled && drops === before) lists.set(id, stored);
      return stored;
    },
    drop,
    dropAll,
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
