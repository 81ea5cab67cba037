import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreRuns } from '../../db/schema';
import { createActivityTracker } from '../../runtime/activity';
import { createTestDatabase } from '../../test/test-database';
import { createHealthService, isStale } from './health.service';

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
});
