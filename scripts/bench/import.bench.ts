import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { importSnapshot } from '../../apps/api/src/jobs/snapshot-import/snapshot-import';
import { printTable, root } from './harness';

/**
 * `npm run bench -- import [--dir=PATH] [--pg=URL] [--only=postgres|pglite]`: the whole snapshot
 * into a fresh PostgreSQL database and into a fresh PGlite directory; seconds, rows/s, peak RSS.
 */
export async function benchImport(args: string[]): Promise<void> {
  const arg = (name: string) =>
    args
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const dir = path.resolve(
    arg('dir') ?? process.env.MARKET_DATA_DIR ?? path.join(root, 'data', 'market-snapshot'),
  );
  const adminUrl =
    arg('pg') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const only = arg('only');
  const rows: Record<string, string | number>[] = [];

  async function measure(
    label: string,
    open: () => Promise<Database>,
    dispose: () => Promise<void>,
  ) {
    const database = await open();
    await database.migrate();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    try {
      const summary = await importSnapshot({ database, dir, force: true });
      const total = Object.values(summary.files).reduce((n, c) => n + c.imported, 0);
      rows.push({
        database: label,
        rows: total,
        seconds: summary.seconds.toFixed(1),
        'rows/s': Math.round(total / summary.seconds),
        'peak RSS MB': Math.round(peak / 1e6),
      });
      console.log(`${label}: ${total} rows in ${summary.seconds.toFixed(1)} s`);
    } finally {
      clearInterval(sampler);
      await database.close();
      await dispose();
    }
  }

  console.log(`snapshot: ${dir}`);
  if (only !== 'pglite') {
    const name = `evident_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await measure(
      'postgres',
      () => openDatabase({ kind: 'postgres', url: url.toString() }),
      async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    );
  }
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-bench-pglite-'));
    await measure(
      'pglite',
      () => openDatabase({ kind: 'pglite', dataDir }),
      async () => rmSync(dataDir, { recursive: true, force: true }),
    );
  }
  printTable(rows);
  console.log('Goal: under 120 s on PostgreSQL.');
}
