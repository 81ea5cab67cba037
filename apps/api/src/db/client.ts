import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findRepoRoot } from '../config/env';
import * as schema from './schema';

/** The Drizzle database, whichever driver is underneath (both speak the PostgreSQL dialect). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Round-trip time of `select 1` in milliseconds; throws when the database is unreachable. */
  ping(): Promise<number>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
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
    return {
      db,
      driver: 'postgres',
      ping: () => timed(() => pool.query('select 1')),
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
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (options.kind === 'pglite') {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
