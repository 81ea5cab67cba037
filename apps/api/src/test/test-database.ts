import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/** The run's migrated PGlite template (`pglite-template.ts`), when Vitest's setup made one. */
function pgliteTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate') || undefined;
  } catch {
    // Outside a Vitest run (nothing provided): a new cluster, migrated below.
    return undefined;
  }
}

/**
 * A fresh, migrated database for one test suite: in-memory PGlite by default (started from the
 * run's migrated template when there is one, ADR 051), or a new database on the PostgreSQL
 * server named by `TEST_DATABASE_URL` (dropped again by `dispose`).
 */
export async function createTestDatabase(): Promise<
  Database & { dispose(): Promise<void>; url?: string }
> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite-memory', from: pgliteTemplate() });
    await database.migrate();
    return { ...database, dispose: () => database.close().catch(() => {}) };
  }
  const name = `evident_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      // A test may have closed the pool already (e.g. to simulate an outage).
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
