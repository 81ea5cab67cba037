import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthResponse } from '@evident/contracts/health';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findRepoRoot, parseEnv } from './config/env';
import { openDatabase } from './db/client';
import { DataFolderInUseError } from './db/data-folder-lock';
import { scoreRuns } from './db/schema';
import { startServer } from './start-server';
import { baseSnapshot, writeSnapshot } from './test/snapshot-fixture';
import { scaled } from './test/time-scale';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

describe('server start-up', () => {
  it('refuses to start on a bad environment and lists every bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, PORT: 'x', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'chatty' },
      encoding: 'utf8',
      timeout: scaled(30_000),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment:');
    expect(result.stderr).toContain('- PORT: must be a whole number between 1 and 65535');
    expect(result.stderr).toContain('- DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(result.stderr).toContain('- LOG_LEVEL:');
  });

  it('refuses to start in production with no payments chosen (ADR 060: never the sandbox by accident)', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: scaled(30_000),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment:');
    expect(result.stderr).toContain(
      '- PAYMENTS_SANDBOX: is required in production without STRIPE_SECRET_KEY',
    );
    expect(result.stdout).not.toContain('Server listening');
  });

  it('persists PGlite under DATA_DIR, migrates, imports the snapshot, shuts down gracefully', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-data-'));
    const env = parseEnv({
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      MARKET_DATA_DIR: writeSnapshot(baseSnapshot(), {
        dir: mkdtempSync(path.join(dataDir, 'snap-')),
      }),
    });
    // PORT 0 is not allowed by the schema for users; tests pick a free port through listen().
    let released = false;
    const app = await startServer({ ...env, PORT: 0 }, repoRoot, (a) => {
      a.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        released = true;
        return { done: true };
      });
    });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;

    const health = healthResponse.parse(await fetch(`${base}/api/v1/health`).then((r) => r.json()));
    expect(health.data.database).toMatchObject({ driver: 'pglite', reachable: true });
    // The empty database gets the configured snapshot in the background.
    await expect
      .poll(
        async () =>
          healthResponse.parse(await fetch(`${base}/api/v1/health`).then((r) => r.json())).data
            .data,
        { timeout: scaled(30_000), interval: 250 },
      )
      .toMatchObject({ loaded: true, version: expect.stringMatching(/^snapshot-/) });
    // …then scores it, and the read model serves the new run without a restart.
    await expect
      .poll(
        async () =>
          (
            (await fetch(`${base}/api/v1/companies/coverage`, {
              headers: { 'x-api-key': 'evident-public-web' },
            }).then((r) => r.json())) as { data?: { asOf: string | null } }
          ).data?.asOf,
        { timeout: scaled(60_000), interval: 250 },
      )
      .toBe('2026-07-02');
    const firstLoadedAt = healthResponse.parse(
      await fetch(`${base}/api/v1/health`).then((r) => r.json()),
    ).data.data.loadedAt;
    expect(firstLoadedAt).not.toBeNull();

    const inFlight = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    expect(released).toBe(true);
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();

    // A score run whose process was killed before it finished (the row stays marked running).
    const offline = await openDatabase({ kind: 'pglite', dataDir });
    const [killed] = await offline.db
      .insert(scoreRuns)
      .values({ asOf: '2026-07-02', status: 'running' })
      .returning({ id: scoreRuns.id });
    await offline.close();

    // The data directory holds a real PGlite cluster that a second start can reopen.
    const again = await startServer({ ...env, PORT: 0 }, repoRoot);
    // While it runs, the folder is its own: nobody else may open it.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataFolderInUseError);
    const addr2 = again.server.address();
    if (!addr2 || typeof addr2 === 'string') throw new Error('no address');
    const h2 = healthResponse.parse(
      await fetch(`http://127.0.0.1:${addr2.port}/api/v1/health`).then((r) => r.json()),
    );
    expect(h2.data.database.reachable).toBe(true);
    // Already loaded: the second start does not import again.
    expect(h2.data.data.loaded).toBe(true);
    expect(h2.data.data.loadedAt).toBe(firstLoadedAt);
    await again.close();
    // The start marked the killed run failed.
    const after = await openDatabase({ kind: 'pglite', dataDir });
    const [run] = await after.db.select().from(scoreRuns).where(eq(scoreRuns.id, killed!.id));
    await after.close();
    expect(run).toMatchObject({
      status: 'failed',
      error: 'Interrupted: the process stopped before the run finished.',
    });
    rmSync(dataDir, { recursive: true, force: true });
  });
});
