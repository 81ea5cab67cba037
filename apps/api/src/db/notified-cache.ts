import { LRUCache } from 'lru-cache';
import type { Database } from './client';

/**
 * Values kept in memory per id until the database says the row behind them changed: a trigger
 * NOTIFYs `channel` with the id at commit (any process), and the value is dropped (ADR 023).
 * Nothing is kept until `listen` has succeeded, nor from a lost notification connection until
 * it listens again (what was kept is dropped on both edges). A read that saw any drop while in
 * flight is answered but not kept (it may predate the change).
 */
export function createNotifiedCache<V extends object>(channel: string, max: number) {
  const kept = new LRUCache<number, V>({ max });
  let enabled = false;
  let drops = 0;
  let stopListening: (() => Promise<void>) | null = null;

  const drop = (id: number) => {
    drops += 1;
    kept.delete(id);
  };
  const dropAll = () => {
    drops += 1;
    kept.clear();
  };

  return {
    async listen(database: Database): Promise<void> {
      stopListening = await database.listen(channel, {
        message: (payload) => {
          const id = Number(payload);
          if (Number.isSafeInteger(id)) drop(id);
          else dropAll();
        },
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
    /** The value of `id`, from memory when kept, else `read()` (kept when it may be). */
    async get<R extends V | null>(id: number, read: () => Promise<R>): Promise<V | R> {
      const known = kept.get(id);
      if (known) return known;
      const before = drops;
      const value = await read();
      if (value !== null && enabled && drops === before) kept.set(id, value);
      return value;
    },
    /** Drops `id` (a change this process made: no need to wait for the notification). */
    drop,
    dropAll,
    /** How many values are kept (tests). */
    get size(): number {
      return kept.size;
    },
  };
}
export type NotifiedCache<V extends object> = ReturnType<typeof createNotifiedCache<V>>;
