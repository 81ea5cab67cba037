import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot, parseEnv } from '../config/env';
import { startServer } from '../start-server';
import { openDatabase } from './client';
import { DataFolderInUseError } from './data-folder-lock';
import { freePort } from '../test/free-port';
import { scaled } from '../test/time-scale';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'evident-lock-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const inUse = (dataDir: string, pid: number) =>
  `The data folder ${dataDir} is in use by another Evident process (pid ${pid}). Stop it first, or run this job through the running server.`;

/** Another process that opens the folder and holds it until killed. */
function holdInChild(dataDir: string): Promise<ChildProcess & { pid: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/test/hold-data-folder.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_FOLDER: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    cleanup.push(() => child.kill('SIGKILL'));
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('OPEN')) resolve(child as ChildProcess & { pid: number });
    });
    child.on('exit', (code) => reject(new Error(`holder ended (${code}) before opening:\n${err}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Runs a command line tool on the data folder; resolves to its exit code and output. */
function runTool(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
        encoding: 'utf8',
        timeout: scaled(60_000),
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | null) ?? null) : 0, stdout, stderr }),
    );
  });
}

describe('one process at a time on an embedded data folder', () => {
  it('refuses a second opener while the folder is open, and opens again once it is closed', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      inUse(dataDir, process.pid),
    );
    // The refusal did not disturb the holder.
    await first.db.execute(sql`create table kept (n int)`);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.db.execute(sql`insert into kept values (1)`);
    await again.close();
    // In-memory databases share no folder: any number open at once.
    const a = await openDatabase({ kind: 'pglite-memory' });
    const b = await openDatabase({ kind: 'pglite-memory' });
    await Promise.all([a.close(), b.close()]);
  });

  it(
    'refuses every command line tool and a second server while another process holds the folder, with the message only',
    async () => {
      const dataDir = tempDataDir();
      const holder = await holdInChild(dataDir);
      const error = await openDatabase({ kind: 'pglite', dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFolderInUseError);
      expect((error as DataFolderInUseError).pid).toBe(holder.pid);

      const env = { DATA_DIR: dataDir };
      const runs = await Promise.all([
        runTool('apps/api/src/cli/score.ts', [], env),
        runTool('apps/api/src/cli/backtest.ts', [], env),
        runTool('apps/api/src/cli/data-import.ts', ['--dir', dataDir], env),
        runTool('apps/api/src/cli/data-report.ts', [], env),
        runTool('apps/api/src/cli/data-sec.ts', ['--tickers', 'AAPL'], {
          ...env,
          SEC_USER_AGENT: 'Evident test admin@example.com',
        }),
        runTool('apps/api/src/cli/mail-outbox.ts', [], env),
        runTool('apps/api/src/server.ts', [], {
          ...env,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
        }),
      ]);
      for (const run of runs) {
        expect(run.code).toBe(1);
        // One readable line: no stack trace, no object dump.
        expect(run.stderr.trim().split('\n').at(-1)).toMatch(
          new RegExp(`${inUse(dataDir, holder.pid).replace(/[.()]/g, '\\$&')}$`),
        );
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }

      const server = startServer(
        { ...parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', HOST: '127.0.0.1' }), PORT: 0 },
        repoRoot,
      );
      await expect(server).rejects.toThrow(inUse(dataDir, holder.pid));
      await killed(holder);
    },
    scaled(120_000),
  );

  it(
    'takes over at once the lock of a process killed with SIGKILL',
    async () => {
      const dataDir = tempDataDir();
      const holder = await holdInChild(dataDir);
      await killed(holder);
      // Well within the stale delay: the dead holder's pid is what frees the folder.
      const started = Date.now();
      const database = await openDatabase({ kind: 'pglite', dataDir });
      expect(Date.now() - started).toBeLessThan(scaled(10_000));
      await database.ping();
      await database.close();
    },
    scaled(60_000),
  );

  it('takes over a lock nobody has refreshed for longer than the stale delay', async () => {
    const dataDir = tempDataDir();
    // A lock of a process on another machine sharing the folder, not refreshed for ten minutes.
    const lockDir = path.join(dataDir, 'pglite.lock');
    mkdirSync(lockDir, { recursive: true });
    writeFileSync(
      path.join(lockDir, 'owner.json'),
      JSON.stringify({ pid: 1, host: `not-${hostname()}`, since: 0 }),
    );
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(lockDir, old, old);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  });

  it('refuses a fresh lock of a process it cannot check (another machine)', async () => {
    const dataDir = tempDataDir();
    const lockDir = path.join(dataDir, 'pglite.lock');
    mkdirSync(lockDir, { recursive: true });
    writeFileSync(
      path.join(lockDir, 'owner.json'),
      JSON.stringify({ pid: 4242, host: `not-${hostname()}`, since: 0 }),
    );
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(inUse(dataDir, 4242));
  });
});
