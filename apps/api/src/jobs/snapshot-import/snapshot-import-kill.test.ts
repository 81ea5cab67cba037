import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { baseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { importRuns } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { importSnapshot } from './snapshot-import';
import { scaled } from '../../test/time-scale';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const cleanup: (() => Promise<void> | void)[] = [];

async function counts(database: Database) {
  const result = (await database.db.execute(sql`
    select (select count(*) from companies)::int as companies,
           (select count(*) from prices_daily)::int as daily,
           (select count(*) from fundamental_periods)::int as fundamentals`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0]!;
}

/** A second snapshot, different from the base one, with enough rows for many small batches. */
function biggerSnapshot(): string {
  const files = baseSnapshot();
  files['companies.csv'].push('MSFT,Microsoft Corporation,NASDAQ,789019,,,,,,1,0');
  files['prices-daily.csv.gz'] = Array.from({ length: 400 }, (_, i) => {
    const d = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
    return `MSFT,${d},,,,${300 + i},1`;
  });
  return writeSnapshot(files);
}

/** Runs the import in a child process and kills it with SIGKILL once it has written batches. */
function importAndKill(dir: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/test/import-child.ts', dir],
      {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // Kill once several batches of the biggest file are in the staging table.
      if ((out.match(/BATCH prices-daily\.csv\.gz/g) ?? []).length >= 5) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(out);
      else reject(new Error(`child ended with ${code}/${signal} before the kill:\n${out}\n${err}`));
    });
  });
}

afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

describe('kill -9 in the middle of an import', () => {
  it(
    'leaves the previous data intact, and the next import succeeds',
    async () => {
      const base = writeSnapshot(baseSnapshot());
      const bigger = biggerSnapshot();
      cleanup.push(() => rmSync(base, { recursive: true, force: true }));
      cleanup.push(() => rmSync(bigger, { recursive: true, force: true }));

      let env: Record<string, string>;
      let reopen: () => Promise<Database>;
      const testDb = await createTestDatabase();
      if (testDb.url) {
        // PostgreSQL: parent and child share the server.
        cleanup.push(() => testDb.dispose());
        env = { CHILD_DATABASE_URL: testDb.url };
        await importSnapshot({ database: testDb, dir: base });
        reopen = async () => testDb;
      } else {
        // PGlite: one process at a time may open the data directory.
        await testDb.dispose();
        const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-kill-'));
        cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
        const first = await openDatabase({ kind: 'pglite', dataDir });
        await first.migrate();
        await importSnapshot({ database: first, dir: base });
        await first.close();
        env = { CHILD_DATA_DIR: dataDir };
        reopen = async () => {
          const db = await openDatabase({ kind: 'pglite', dataDir });
          cleanup.push(() => db.close().catch(() => {}));
          return db;
        };
      }

      const output = await importAndKill(bigger, env);
      expect(output).toContain('BATCH prices-daily.csv.gz');
      expect(output).not.toContain('DONE');

      const database = await reopen();
      // The base snapshot is still what the tables hold.
      expect(await counts(database)).toEqual({ companies: 3, daily: 8, fundamentals: 3 });

      // The next import marks the killed run, cleans up and switches to the new data.
      const summary = await importSnapshot({ database, dir: bigger });
      expect(summary.status).toBe('imported');
      expect(await counts(database)).toEqual({ companies: 4, daily: 400, fundamentals: 3 });
      const runs = await database.db.select().from(importRuns).orderBy(importRuns.id);
      expect(runs.map((r) => [r.status, r.error])).toEqual([
        ['succeeded', null],
        ['failed', 'interrupted (process stopped mid-import)'],
        ['succeeded', null],
      ]);
    },
    scaled(120_000),
  );
});
