import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from './config/env';
import { LOG_FLUSH_MS } from './start-server';
import { freePort } from './test/free-port';
import { baseSnapshot, writeSnapshot } from './test/snapshot-fixture';
import { scaled } from './test/time-scale';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const waitFor = async (what: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!what()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};

// The log does not depend on the database: run once, on the embedded one.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server log on stdout', () => {
  it(
    'writes a quiet server’s access line within the flush period, and what is left at exit',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-log-'));
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          // No payments (ADR 060): the start-up log says so.
          PAYMENTS_SANDBOX: '0',
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
          MARKET_DATA_DIR: writeSnapshot(baseSnapshot(), {
            dir: mkdtempSync(path.join(dataDir, 'snap-')),
          }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const base = `http://127.0.0.1:${port}`;
      try {
        const up = await waitFor(() => out.includes('Server listening'), scaled(60_000));
        expect(up, out).toBe(true);
        // Far less than a block (4 KB) of lines: only the periodic flush writes this one.
        const answered = await fetch(`${base}/api/v1/health?line=first`, {
          headers: { authorization: 'Bearer secret-token-value', cookie: 'sid=secret-cookie' },
        });
        expect(answered.status).toBe(200);
        const sent = Date.now();
        expect(await waitFor(() => out.includes('line=first'), LOG_FLUSH_MS + scaled(1500))).toBe(
          true,
        );
        expect(Date.now() - sent).toBeLessThan(LOG_FLUSH_MS + scaled(1500));
        // The request's headers never reach the line.
        expect(out).not.toContain('secret-token-value');
        expect(out).not.toContain('secret-cookie');

        // A line still in the buffer when the server is stopped is written at exit.
        await fetch(`${base}/api/v1/health?line=last`);
        child.kill('SIGTERM');
        expect(await exited, `${out}\n${err}`).toBe(0);
        const lines = out
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { level: number; msg: string; url?: string });
        expect(lines.some((l) => l.url === '/api/v1/health?line=last')).toBe(true);
        // The shutdown is logged; work cut short by it (the first import on a slow machine) ends
        // without reporting an error.
        // The start-up log says which payments mode is active.
        expect(
          lines.filter((l) => 'payments' in l).map((l) => (l as { payments?: string }).payments),
        ).toEqual(['none']);
        const stop = lines.findIndex((l) => l.msg === 'shutting down gracefully');
        expect(stop, out).toBeGreaterThan(-1);
        expect(lines.slice(stop).filter((l) => l.level >= 50)).toEqual([]);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    scaled(90_000),
  );
});
