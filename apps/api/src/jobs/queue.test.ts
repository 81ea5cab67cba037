import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { deleteExpiredRateLimits } from '../http/rate-limits.repository';
import { createTestDatabase } from '../test/test-database';
import { QUEUES, sendScoreRun, startJobQueue, type JobQueue } from './queue';
import { scaled } from '../test/time-scale';

/*
 * ADR 030: the data jobs on pg-boss, on the suite's database (PGlite in this process, or
 * PostgreSQL). On PostgreSQL, two queues on one database stand for two servers.
 */
const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = scaled(20_000)) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the job queue', () => {
  let database: Database & { dispose(): Promise<void>; url?: string };
  let queue: JobQueue;

  it('runs a queued job once, and keeps at most one waiting', async () => {
    database = await createTestDatabase();
    cleanup.push(() => database.dispose());
    queue = await startJobQueue({ database, log: silent, pollingIntervalSeconds: 0.5 });
    cleanup.push(() => queue.stop());
    // Three asks before any worker: one waits, the others are refused.
    expect(await queue.send(QUEUES.score, { force: true })).toBe(true);
    expect(await queue.send(QUEUES.score, { force: true })).toBe(false);
    expect(await queue.send(QUEUES.score, { force: true })).toBe(false);
    const seen: unknown[] = [];
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    await queue.work(QUEUES.score, async (data) => {
      seen.push(data);
      await running;
    });
    await until(() => seen.length === 1);
    // While it runs, one more may wait (and runs after it).
    expect(await queue.send(QUEUES.score, { force: false })).toBe(true);
    expect(await queue.send(QUEUES.score, { force: false })).toBe(false);
    release();
    await until(() => seen.length === 2);
    expect(seen).toEqual([{ force: true }, { force: false }]);
    await until(async () => (await queue.counts(QUEUES.score)).completed === 2);
  });

  it('keeps a forced score run beside a waiting if-stale one (a rescore is never dropped)', async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.dispose());
    const q = await startJobQueue({ database: db, log: silent, pollingIntervalSeconds: 0.5 });
    cleanup.push(() => q.stop());
    // The start-up check waits (no worker yet); a rescore asked for now still queues.
    expect(await sendScoreRun(q, false)).toBe(true);
    expect(await sendScoreRun(q, true)).toBe(true);
    expect(await sendScoreRun(q, true)).toBe(false);
    expect(await sendScoreRun(q, false)).toBe(false);
    const seen: unknown[] = [];
    await q.work(QUEUES.score, async (data) => {
      seen.push(data);
    });
    await until(() => seen.length === 2);
    expect(seen).toContainEqual({ force: true });
  });

  it('retries a job that failed', async () => {
    let calls = 0;
    await queue.work(QUEUES.backtest, async () => {
      calls += 1;
      if (calls === 1) throw new Error('planted failure');
    });
    // retryDelay is 30 s in production; this job asks for none.
    expect(await queue.send(QUEUES.backtest, {}, { retryLimit: 1, retryDelay: 0 })).toBe(true);
    await until(() => calls === 2);
    await until(async () => (await queue.counts(QUEUES.backtest)).completed === 1);
  });

  it('leaves a job still running at stop alone, its database closed after the stop', async () => {
    const db = await createTestDatabase();
    const q = await startJobQueue({ database: db, log: silent, pollingIntervalSeconds: 0.5 });
    let release!: () => void;
    let running = false;
    let finished = false;
    await q.work(QUEUES.refresh, async () => {
      running = true;
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    await q.send(QUEUES.refresh);
    await until(() => running);
    // As the server shuts down: the queue stops (waiting 1 s at most), then the database closes.
    await q.stop();
    await db.dispose();
    // The job ends afterwards: nothing is written to the closed database (vitest fails the run on
    // an unhandled rejection).
    release();
    await until(() => finished);
    await new Promise((r) => setTimeout(r, 300));
  });

  it('deletes only the rate-limit counters expired over an hour ago', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    await database.db.insert(rateLimits).values([
      { key: 'old', points: 3, expire: new Date('2026-11-26T10:30:00Z') },
      { key: 'recent', points: 3, expire: new Date('2026-11-26T11:30:00Z') },
      { key: 'live', points: 1, expire: new Date('2026-11-26T12:10:00Z') },
    ]);
    expect(await deleteExpiredRateLimits(database.db, now)).toBe(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys.sort()).toEqual(['live', 'recent']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  it(
    'takes each job once, and runs a cron job once a minute across both',
    async () => {
      const testDb = await createTestDatabase();
      cleanup.push(() => testDb.dispose());
      const second = await openDatabase({ kind: 'postgres', url: testDb.url!, poolSize: 4 });
      cleanup.push(() => second.close());
      const runs: { server: string; at: number }[] = [];
      const queues: JobQueue[] = [];
      for (const [name, database] of [
        ['A', testDb],
        ['B', second],
      ] as const) {
        const q = await startJobQueue({
          database,
          log: silent,
          pollingIntervalSeconds: 0.5,
          cronMonitorIntervalSeconds: 1,
        });
        cleanup.push(() => q.stop());
        queues.push(q);
        await q.work(QUEUES.score, async () => {
          runs.push({ server: name, at: Date.now() });
          await new Promise((r) => setTimeout(r, 300));
        });
        await q.work(QUEUES.rateLimitCleanup, async () => {
          runs.push({ server: `${name}-cron`, at: Date.now() });
        });
        await q.schedule(QUEUES.rateLimitCleanup, '* * * * *');
      }
      // A job sent on A runs once, on whichever server takes it first.
      await queues[0]!.send(QUEUES.score, { force: true });
      await until(() => runs.some((r) => !r.server.includes('cron')));
      // Both servers check the schedule every second; the minute's job runs once.
      await until(() => runs.some((r) => r.server.includes('cron')), scaled(90_000));
      await new Promise((r) => setTimeout(r, 5_000));
      const scoreRuns = runs.filter((r) => !r.server.includes('cron'));
      expect(scoreRuns).toHaveLength(1);
      const minutes = runs
        .filter((r) => r.server.includes('cron'))
        .map((r) => Math.floor(r.at / 60_000));
      expect(new Set(minutes).size).toBe(minutes.length);
      // One job per minute in the table too, whichever server made it. (Counted per minute: a
      // minute that begins during the wait may have its job made but not yet run.)
      const rows = (await testDb.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1
         group by date_trunc('minute', created_on)`,
        [QUEUES.rateLimitCleanup],
      )) as { rows: { n: number }[] };
      expect(rows.rows.map((r) => r.n)).toEqual(rows.rows.map(() => 1));
      expect(rows.rows.length).toBeGreaterThanOrEqual(minutes.length);
    },
    scaled(120_000),
  );
});
