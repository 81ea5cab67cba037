import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { parseEnv, type Env } from '../config/env';
import { alertDeliveries } from '../db/schema';
import { runScoreJob } from '../jobs/score/score-job';
import { importSnapshot } from '../jobs/snapshot-import/snapshot-import';
import { signedInToken } from '../test/auth-test-kit';
import { WEB_KEY } from '../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../test/snapshot-fixture';
import { createTestDatabase } from '../test/test-database';
import { scaled } from '../test/time-scale';
import { wireAlertsJob } from './jobs';

/*
 * Issue 54, ADR 053: building the app starts no job. An app built over a scored database loads
 * and reloads the run and sends no alert; the same app wired as a started server wires it
 * (runtime/jobs.ts) sends the run's alerts once it loads the run.
 */
describe('jobs are wired outside the app', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;
  let env: Env;
  const deliveries = () => database.db.select().from(alertDeliveries);

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database, dir });
    env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://evident.test' });
    // A user who takes the daily selections digest, signed up before the run lands.
    const app = await buildApp({ env, database, logger: false });
    try {
      const token = await signedInToken(app, database.db, 'digest@example.com');
      const prefs = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/notification-preferences',
        headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
        payload: { dailySelections: true },
      });
      expect(prefs.statusCode, prefs.body).toBe(200);
    } finally {
      await app.close();
    }
    const run = await runScoreJob(database, { historyYears: 1 });
    expect(run.status).toBe('succeeded');
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('building the app sends no alert: the run loaded and reloaded, nothing is sent', async () => {
    const app = await buildApp({ env, database, logger: false });
    const sends = vi.spyOn(app.alerts, 'sendForLatestRun');
    await app.ready();
    await app.readModel.reload();
    expect(app.readModel.get()?.runId).not.toBeNull();
    await app.close();
    expect(sends).not.toHaveBeenCalled();
    expect(app.jobQueue).toBeUndefined();
    expect(await deliveries()).toHaveLength(0);
  });

  it('the jobs wiring sends the alerts of the run once the app loads it', async () => {
    const app = await buildApp({ env, database, logger: false });
    wireAlertsJob(app, database);
    const sends = vi.spyOn(app.alerts, 'sendForLatestRun');
    try {
      await app.ready();
      await vi.waitFor(async () => expect(await deliveries()).toHaveLength(1), {
        timeout: scaled(10_000),
        interval: 100,
      });
    } finally {
      // Closing waits for the mails being recorded.
      await app.close();
    }
    expect(sends).toHaveBeenCalled();
    const [delivery] = await deliveries();
    expect(delivery!.kind).toBe('dailySelections');
    expect(delivery!.runId).toBe(app.readModel.get()!.runId);
  });
});
