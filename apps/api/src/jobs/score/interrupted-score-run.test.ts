import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { scoreRuns } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import {
  INTERRUPTED_RUN_ERROR,
  recoverInterruptedScoreRuns,
  runScoreJob,
  SCORE_LOCK_KEY,
} from './score-job';

describe('a score run its process never finished', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(scoreRuns);
  });

  const insertRun = async (status: 'running' | 'succeeded' | 'failed') => {
    const [row] = await database.db
      .insert(scoreRuns)
      .values({
        asOf: '2026-07-02',
        status,
        ...(status === 'running' ? {} : { finishedAt: new Date() }),
      })
      .returning({ id: scoreRuns.id });
    return row!.id;
  };
  const statusOf = async (id: number) => {
    const [row] = await database.db.select().from(scoreRuns).where(eq(scoreRuns.id, id));
    return row!;
  };

  it('is marked failed at start when no live process holds the score lock; finished runs stay as they were', async () => {
    const done = await insertRun('succeeded');
    const failed = await insertRun('failed');
    const killed = await insertRun('running');

    expect(await recoverInterruptedScoreRuns(database)).toEqual([killed]);
    expect(await statusOf(killed)).toMatchObject({
      status: 'failed',
      error: 'Interrupted: the process stopped before the run finished.',
      finishedAt: expect.any(Date),
    });
    const others = await database.db
      .select({ status: scoreRuns.status, error: scoreRuns.error })
      .from(scoreRuns)
      .where(inArray(scoreRuns.id, [done, failed]));
    expect(others).toEqual([
      { status: 'succeeded', error: null },
      { status: 'failed', error: null },
    ]);
    // Nothing left to recover the second time.
    expect(await recoverInterruptedScoreRuns(database)).toEqual([]);
  });

  it('is left alone while a live run holds the score lock in this process', async () => {
    const running = await insertRun('running');
    const held = await database.withAdvisoryLock(SCORE_LOCK_KEY, () =>
      recoverInterruptedScoreRuns(database),
    );
    expect(held).toEqual({ acquired: true, value: null });
    expect((await statusOf(running)).status).toBe('running');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is left alone while another instance on the same PostgreSQL database holds the score lock',
    async () => {
      const running = await insertRun('running');
      // A second instance: its own pool, its own sessions.
      const other = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 2 });
      let release = () => {};
      try {
        let holding!: () => void;
        const isHolding = new Promise<void>((resolve) => (holding = resolve));
        const otherRun = other.withAdvisoryLock(SCORE_LOCK_KEY, async () => {
          holding();
          await new Promise<void>((resolve) => (release = resolve));
        });
        await isHolding;
        expect(await recoverInterruptedScoreRuns(database)).toBeNull();
        expect((await statusOf(running)).status).toBe('running');
        release();
        expect(await otherRun).toMatchObject({ acquired: true });
        // The other instance stopped without finishing it: now it is recovered.
        expect(await recoverInterruptedScoreRuns(database)).toEqual([running]);
        expect((await statusOf(running)).error).toBe(INTERRUPTED_RUN_ERROR);
      } finally {
        release();
        await other.close();
      }
    },
  );

  it('is marked failed by the next score run too, before it starts', async () => {
    const killed = await insertRun('running');
    // No prices in this database: the run ends at once, after the check.
    expect((await runScoreJob(database)).status).toBe('no-data');
    expect(await statusOf(killed)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_RUN_ERROR,
    });
  });
});
