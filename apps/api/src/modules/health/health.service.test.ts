import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreRuns } from '../../db/schema';
import { createActivityTracker } from '../../runtime/activity';
import { createTestDatabase } from '../../test/test-database';
import { sql } from 'drizzle-orm';
import { createHealthService, isStale, PROBE_WAIT_MS } from './health.service';

describe('health service: whether the data is current', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Scored as of Friday 2026-07-03.
    await database.db
      .insert(scoreRuns)
      .values({ asOf: '2026-07-03', status: 'succeeded', finishedAt: new Date() });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('turns stale on the day the last price passes five weekdays, with the probe still cached', async () => {
    // Friday 2026-07-10, 23:59:59 UTC: five weekdays after the last price, not stale yet.
    let t = Date.UTC(2026, 6, 10, 23, 59, 59);
    const health = createHealthService({
      database,
      version: '1.0.0',
      activity: createActivityTracker(),
      servedVersion: () => 'v1',
      liveSources: { filings: false, prices: false },
      // The database probe is reused for the whole test: only the day moves.
      cacheMs: 60_000,
      now: () => t,
    });
    const before = (await health.check()).data;
    expect(before.data.scoredAsOf).toBe('2026-07-03');
    expect(before.data.stale).toBe(false);
    expect(before.data.stale).toBe(isStale('2026-07-03', new Date(t)));
    // Checked again on the same day: the same answer.
    t += 400;
    expect((await health.check()).data.data.stale).toBe(false);
    // The next Monday, 00:00:00.5 UTC (Saturday and Sunday are not counted, Monday is the sixth).
    t = Date.UTC(2026, 6, 13, 0, 0, 0, 500);
    const after = (await health.check()).data;
    expect(after.data.stale).toBe(true);
    expect(after.data.stale).toBe(isStale('2026-07-03', new Date(t)));
  });

  it('keeps one answer, and its version, while nothing in it changes', async () => {
    let t = Date.UTC(2026, 6, 6, 12, 0, 0);
    const activity = createActivityTracker(() => t);
    let served = 'v1';
    const health = createHealthService({
      database,
      version: '1.0.0',
      activity,
      servedVersion: () => served,
      liveSources: { filings: false, prices: false },
      cacheMs: 60_000,
      now: () => t,
    });
    const first = await health.check();
    t += 100;
    const same = await health.check();
    expect(same.version).toBe(first.version);
    expect(same.data).toBe(first.data);
    // Each change is a new version with the change in it.
    const versions = new Set([first.version]);
    const next = async () => {
      const answer = await health.check();
      expect(versions.has(answer.version)).toBe(false);
      versions.add(answer.version);
      return answer.data;
    };
    t += 1000;
    expect((await next()).uptimeSeconds).toBe(1);
    served = 'v2';
    expect((await next()).data.servedVersion).toBe('v2');
    activity.start('score', 'Scoring');
    expect((await next()).data.activity).toMatchObject({ kind: 'score', percent: 0 });
    activity.update('Scoring', 0.5);
    expect((await next()).data.activity).toMatchObject({ percent: 50 });
    activity.finish();
    expect((await next()).data.activity).toBeNull();
    // A new probe (the probe is reused for 60 s here).
    t += 60_000;
    expect((await next()).uptimeSeconds).toBe(61);
  });

  // The embedded database answers one statement at a time (ADR 042); PostgreSQL gives the probe a
  // connection of its own.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'answers from the previous probe while a long statement holds the database, and says so (issue 53)',
    async () => {
      const health = createHealthService({
        database,
        version: '1.0.0',
        activity: createActivityTracker(),
        servedVersion: () => 'v1',
        liveSources: { filings: false, prices: false },
        cacheMs: 0,
      });
      const before = (await health.check()).data;
      expect(before.database.waitingMs).toBeNull();
      expect(before.data.scoredAsOf).toBe('2026-07-03');
      // A statement of a data job (an index build on millions of rows takes tens of seconds): the
      // probe's queries wait behind it, on the embedded database's one connection as on a pool.
      // (A Drizzle query starts once something waits for it: `then`.)
      const long = database.db.execute(sql`select pg_sleep(3)`).then(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
      const during = (await health.check()).data;
      // Answered without the probe's result (it waits behind the statement): from the previous
      // probe, with how long this one has waited.
      expect(during.status).toBe('ok');
      expect(during.database.waitingMs).toBeGreaterThanOrEqual(PROBE_WAIT_MS);
      expect(during.database.probedAt).toBe(before.database.probedAt);
      expect(during.data.scoredAsOf).toBe('2026-07-03');
      await long;
      // The statement done, the next check has a new probe of its own.
      await expect
        .poll(async () => (await health.check()).data.database.waitingMs, { timeout: 10_000 })
        .toBeNull();
    },
    30_000,
  );
});
