import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { findRepoRoot } from '../config/env';
import { lockDataFolder } from './data-folder-lock';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** The Drizzle database, whichever driver is underneath (both speak the PostgreSQL dialect). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Round-trip time of `select 1` in milliseconds; throws when the database is unreachable. */
  ping(): Promise<number>;
  migrate(): Promise<void>;
  /**
   * Bulk-loads CSV (no header, `\N`-free: empty unquoted cells are NULL), as text or as its UTF-8
   * bytes, into `table` with COPY: the fast path for imports on both drivers.
   */
  copyCsv(table: string, columns: readonly string[], csv: string | Uint8Array): Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock, so that a job runs once across every
   * process sharing the database. Resolves to `{ acquired: false }` when another holder has it.
   */
  withAdvisoryLock<T>(
    key: number,
    fn: () => Promise<T>,
  ): Promise<{ acquired: true; value: T } | { acquired: false }>;
  /**
   * Listens to `NOTIFY` on `channel` from every process sharing the database: `message` gets each
   * payload; `gap` is called when notifications may have been missed (the listening connection
   * was lost, PostgreSQL only; it reconnects by itself), so a cache kept by them must be dropped.
   * Resolves to a function that stops listening. Closing the database stops it too.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Raw SQL for a library that brings its own statements (the job queue, ADR 030): with
   * `values`, one parameterised statement; without, a script (the last statement's rows).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message: (payload: string) => void;
  /** The listening connection was lost: notifications from now on may be missed. */
  gap: () => void;
  /** Listening again after a loss (what changed in between was not heard). */
  restored?: () => void;
}

/** How long a lost PostgreSQL listening connection waits before connecting again. */
const RELISTEN_MS = 1_000;

/**
 * A dedicated PostgreSQL connection that LISTENs on a channel and connects again when lost
 * (calling `gap` on loss and `restored` once listening again: anything in between was missed).
 * TCP keep-alive finds a connection that died without closing.
 */
function pgListener(url: string, channel: string, handlers: ListenHandlers) {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lostOnce = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => {});
      lostOnce = true;
      handlers.gap();
      if (!stopped) timer = setTimeout(() => void connect().catch(() => lost()), RELISTEN_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    await c.connect();
    await c.query(`LISTEN ${ident(channel)}`);
    if (lostOnce && client === c) handlers.restored?.();
  };
  return {
    async start() {
      await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const copyStatement = (table: string, columns: readonly string[], from: string) =>
  `COPY ${ident(table)} (${columns.map(ident).join(', ')}) FROM ${from} WITH (FORMAT csv)`;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** `from`: a dumped data folder (tarball) to start from, e.g. the tests' migrated template. */
  | { kind: 'pglite-memory'; from?: string | undefined };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Works from src/db/ (tsx, tests) and from dist/ (the bundled server). */
export const MIGRATIONS_DIR = path.join(findRepoRoot(here), 'apps', 'api', 'migrations');

/** Any 64-bit key; held while migrating so that concurrent instances migrate one at a time. */
const MIGRATION_LOCK_KEY = 4_711_001;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * Advisory locks are re-entrant within one PostgreSQL session (and PGlite has one session), so
 * the same process also keeps its own set of held keys.
 */
function guardInProcess(database: Database): Database {
  const held = new Set<number>();
  const withLock = database.withAdvisoryLock.bind(database);
  return Object.assign(database, {
    async withAdvisoryLock<T>(key: number, fn: () => Promise<T>) {
      if (held.has(key)) return { acquired: false as const };
      held.add(key);
      try {
        return await withLock(key, fn);
      } finally {
        held.delete(key);
      }
    },
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return guardInProcess(await openDatabaseUnguarded(options));
}

async function openDatabaseUnguarded(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Fail fast instead of hanging when the server is unreachable.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client error (e.g. server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const listeners = new Set<{ stop(): Promise<void> }>();
    return {
      db,
      driver: 'postgres',
      async listen(channel, handlers) {
        const listener = pgListener(options.url, channel, handlers);
        listeners.add(listener);
        try {
          await listener.start();
        } catch (error) {
          listeners.delete(listener);
          await listener.stop();
          throw error;
        }
        return async () => {
          listeners.delete(listener);
          await listener.stop();
        };
      },
      ping: () => timed(() => pool.query('select 1')),
      async executeSql(text, values) {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client: pool, schema }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      async copyCsv(table, columns, csv) {
        const client = await pool.connect();
        try {
          const stream = client.query(copyFrom(copyStatement(table, columns, 'STDIN')));
          const chunk =
            typeof csv === 'string' ? csv : Buffer.from(csv.buffer, csv.byteOffset, csv.byteLength);
          await pipeline(Readable.from([chunk]), stream);
        } finally {
          client.release();
        }
      },
      async withAdvisoryLock(key, fn) {
        const client = await pool.connect();
        try {
          const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
            key,
          ]);
          if (!res.rows[0]?.ok) return { acquired: false };
          try {
            return { acquired: true, value: await fn() };
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          }
        } finally {
          client.release();
        }
      },
      async close() {
        await Promise.all([...listeners].map((l) => l.stop()));
        listeners.clear();
        await pool.end();
      },
    };
  }

  // The embedded database runs in a thread of its own (ADR 042), on its folder or in memory
  // (tests). The folder is one process's (ADR 024); the in-memory one is nobody else's.
  let unlock = async () => {};
  let client: PgliteThread;
  if (options.kind === 'pglite') {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = await lockDataFolder(dir, path.resolve(options.dataDir));
    try {
      client = await openPgliteThread(dir);
    } catch (error) {
      await unlock();
      throw error;
    }
  } else {
    client = await openPgliteThread(null, options.from ? { loadDataDir: options.from } : {});
  }
  // Drizzle's PGlite session calls `query` (with identity parsers), `exec` and `transaction`: the
  // thread's client answers those (`pglite-thread.ts`).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async copyCsv(table, columns, csv) {
      await client.copy(copyStatement(table, columns, "'/dev/blob'"), csv);
    },
    async withAdvisoryLock(key, fn) {
      const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        key,
      ]);
      if (!res.rows[0]?.ok) return { acquired: false };
      try {
        return { acquired: true, value: await fn() };
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      }
    },
    async listen(channel, handlers) {
      // One process holds the embedded database: nothing is ever missed.
      const stop = await client.listen(channel, handlers.message);
      // Closing the database ends every listener: nothing to stop then.
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}
