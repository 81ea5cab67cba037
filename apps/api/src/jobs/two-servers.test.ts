import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findRepoRoot, parseEnv } from '../config/env';
import { scoreRuns } from '../db/schema';
import { startServer } from '../start-server';
import { baseSnapshot, writeSnapshot } from '../test/snapshot-fixture';
import { createTestDatabase } from '../test/test-database';
import { QUEUES } from './queue';
import { scaled } from '../test/time-scale';

/*
 * Issue 26 item 5 (ADR 030): two real servers (start-up, job queue, HTTP) on one PostgreSQL. The
 * start-up score run is taken by one of them only; a run asked for on A is run once and served
 * by B.
 */
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  it(
    'score once, and a run asked for on one is served by the other',
    async () => {
      const testDb = await createTestDatabase();
      cleanup.push(() => testDb.dispose());
      const tmp = mkdtempSync(path.join(tmpdir(), 'evident-two-'));
      cleanup.push(() => rmSync(tmp, { recursive: true, force: true }));
      const env = parseEnv({
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: testDb.url!,
        DATA_DIR: tmp,
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
        MARKET_DATA_DIR: writeSnapshot(baseSnapshot(), { dir: mkdtempSync(path.join(tmp, 's-')) }),
      });
      const servers: FastifyInstance[] = [];
      for (let i = 0; i < 2; i++) {
        const app = await startServer({ ...env, PORT: 0 }, repoRoot);
        cleanup.push(() => app.close());
        servers.push(app);
      }
      const [a, b] = servers as [FastifyInstance, FastifyInstance];
      const runs = async () =>
        (
          await testDb.db
            .select({ n: count() })
            .from(scoreRuns)
            .where(eq(scoreRuns.status, 'succeeded'))
        )[0]!.n;
      // Both servers ask for the start-up run; one run lands and both serve it.
      await vi.waitFor(
        () => {
          expect(a.readModel.get()?.runId ?? null).not.toBeNull();
          expect(b.readModel.get()?.runId).toBe(a.readModel.get()?.runId);
        },
        { timeout: scaled(60_000), interval: 200 },
      );
      // The first run of a data set also scores its baseline (ADR 026), in the same job, and the
      // backtest it queues may score again: count once no data job is waiting or running. (Between
      // the run and its baseline no activity is shown for a moment: the activities alone are not
      // enough.)
      const settled = async () => {
        for (const queue of [QUEUES.score, QUEUES.backtest]) {
          const c = await a.jobQueue!.counts(queue);
          expect((c.created ?? 0) + (c.retry ?? 0) + (c.active ?? 0), queue).toBe(0);
        }
        expect(a.activity.current()).toBeNull();
        expect(b.activity.current()).toBeNull();
      };
      await vi.waitFor(settled, { timeout: scaled(60_000), interval: 200 });
      const before = await runs();
      // One start-up run and its baseline, not one per server.
      expect(before).toBeLessThanOrEqual(2);
      const first = a.readModel.get()!.runId;

      expect(await a.jobQueue!.send(QUEUES.score, { force: true })).toBe(true);
      await vi.waitFor(
        () => {
          expect(b.readModel.get()?.runId).not.toBe(first);
          expect(b.readModel.get()?.runId).toBe(a.readModel.get()?.runId);
        },
        { timeout: scaled(60_000), interval: 200 },
      );
      await vi.waitFor(async () => expect(await runs()).toBe(before + 1), {
        timeout: scaled(10_000),
      });
      // And no second server ran it again.
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await runs()).toBe(before + 1);
      expect((await a.jobQueue!.counts(QUEUES.score)).completed).toBeGreaterThanOrEqual(2);
    },
    scaled(180_000),
  );
});
