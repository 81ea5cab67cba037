import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { HealthData } from '@evident/contracts/health';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot, parseEnv } from '../../config/env';
import { LOCAL_TOKEN_HEADER } from '../../http/local-only';
import { startServer } from '../../start-server';
import { buildTestApp, WEB_KEY } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { scaled } from '../../test/time-scale';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('POST /internal/score-run (the local tools route)', () => {
  it('starts a run only for this machine with the token, and says when a job is running', async () => {
    const token = 'c'.repeat(64);
    let running = false;
    let started = 0;
    const t = await buildTestApp(
      {},
      {
        localToken: token,
        jobs: {
          rescore: () => {
            if (running) return 'busy';
            running = true;
            started += 1;
            return 'started';
          },
        },
      },
    );
    try {
      const url = '/api/v1/internal/score-run';
      for (const headers of [{}, { [LOCAL_TOKEN_HEADER]: 'd'.repeat(64) }, WEB_KEY]) {
        expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(404);
      }
      const remote = await t.app.inject({
        method: 'POST',
        url,
        headers: { [LOCAL_TOKEN_HEADER]: token },
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(404);
      expect(started).toBe(0);

      const ok = await t.app.inject({
        method: 'POST',
        url,
        headers: { [LOCAL_TOKEN_HEADER]: token },
      });
      expect(ok.statusCode).toBe(202);
      expect(ok.json()).toEqual({ success: true, data: { started: true } });
      expect(ok.headers['cache-control']).toBe('no-store');
      const busy = await t.app.inject({
        method: 'POST',
        url,
        headers: { [LOCAL_TOKEN_HEADER]: token },
      });
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe('A data job is running; try again when it has finished.');
      expect(started).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('GET /internal/memory (the load bench)', () => {
  it('answers the process memory to this machine with the token only', async () => {
    const token = 'e'.repeat(64);
    const t = await buildTestApp({}, { localToken: token });
    try {
      const url = '/api/v1/internal/memory';
      for (const headers of [{}, { [LOCAL_TOKEN_HEADER]: 'f'.repeat(64) }, WEB_KEY]) {
        expect((await t.app.inject({ url, headers })).statusCode).toBe(404);
      }
      const remote = await t.app.inject({
        url,
        headers: { [LOCAL_TOKEN_HEADER]: token },
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(404);
      const res = await t.app.inject({ url, headers: { [LOCAL_TOKEN_HEADER]: token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { data } = res.json();
      // The test process's own figures (vitest runs without --expose-gc).
      expect(data.collected).toBe(typeof (globalThis as { gc?: unknown }).gc === 'function');
      expect(data.heapUsedMb).toBeGreaterThan(1);
      expect(data.heapUsedMb).toBeLessThanOrEqual(data.heapTotalMb);
      expect(data.rssMb).toBeGreaterThan(data.heapUsedMb);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'npm run score with a running server',
  () => {
    it(
      'has the server score again and serve the new run, while it keeps answering',
      async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-rescore-'));
        const snapshot = writeSnapshot(scoredUniverseSnapshot());
        dirs.push(dataDir, snapshot);
        const env = parseEnv({
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          MARKET_DATA_DIR: snapshot,
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        });
        const app = await startServer({ ...env, PORT: 0 }, repoRoot);
        try {
          const address = app.server.address();
          if (!address || typeof address === 'string') throw new Error('no address');
          const health = async (): Promise<HealthData> =>
            (
              (await (await fetch(`http://127.0.0.1:${address.port}/api/v1/health`)).json()) as {
                data: HealthData;
              }
            ).data;
          // The first import and score run of the fixture.
          const deadline = Date.now() + scaled(60_000);
          let first = await health();
          while (!(first.data.scoredAsOf && !first.data.activity) && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 200));
            first = await health();
          }
          expect(first.data.scoredAsOf).not.toBeNull();

          const { stdout } = await promisify(execFile)(
            process.execPath,
            ['--import', 'tsx', 'apps/api/src/cli/score.ts'],
            {
              cwd: repoRoot,
              env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
              encoding: 'utf8',
              timeout: scaled(60_000),
            },
          );
          expect(stdout).toContain(`The server on port ${address.port} is scoring`);
          expect(stdout).toContain(`Scores as of ${first.data.scoredAsOf} are served.`);
          let after = await health();
          // A new run landed and the pages are served from it.
          expect(after.data.servedVersion).not.toBe(first.data.servedVersion);
          // What follows it runs behind the new scores (the fixture's backtest, queued after the
          // run: issue 53, no moment of "no activity" before it), then nothing is left.
          expect([null, 'backtest', 'baseline']).toContain(after.data.activity?.kind ?? null);
          const idle = Date.now() + scaled(60_000);
          while (after.data.activity && Date.now() < idle) {
            await new Promise((r) => setTimeout(r, 200));
            after = await health();
          }
          expect(after.data.activity).toBeNull();
        } finally {
          await app.close();
        }
      },
      scaled(120_000),
    );
  },
);
