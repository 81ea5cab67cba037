import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite template's tarball ('' on PostgreSQL): see `pglite-template.ts`. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the API suites (ADR 051): one new PGlite cluster, migrated, dumped to a
 * tarball once per run; every in-memory test database (`createTestDatabase`) starts from it
 * instead of creating and migrating a cluster of its own (about 4 s of CPU each on the reference
 * machine, against well under 1 s to load the tarball). It still runs the migrations, which
 * then find nothing to do. On PostgreSQL (TEST_DATABASE_URL) there is nothing to build.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const pglite = new PGlite();
  let file = '';
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS_DIR });
    const tarball = await pglite.dumpDataDir('none');
    file = path.join(tmpdir(), `evident-test-pglite-${randomBytes(6).toString('hex')}.tar`);
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
