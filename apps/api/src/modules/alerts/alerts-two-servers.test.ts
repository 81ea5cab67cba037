import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { alertDeliveries, scoreChanges } from '../../db/schema';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { signedInToken, startSmtpServer } from '../../test/auth-test-kit';
import { wireAlertsJob } from '../../runtime/jobs';
import { subscribeInSandbox } from '../../test/billing-test-kit';
import { WEB_KEY } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { backtestSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { scaled } from '../../test/time-scale';

const PUBLIC = 'https://evident.test';

/*
 * Issue 22: one mail per user per run, also with two servers on one PostgreSQL. Both servers
 * hear the run land and both run the alerts job at once; each user still gets one band alert and
 * one digest. Even the job's work run twice at once without its lock sends nothing twice (the
 * unique key per user, kind and run).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('alerts with two servers on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Database;
  let dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    shared = await createTestDatabase();
    second = await openDatabase({ kind: 'postgres', url: shared.url!, poolSize: 4 });
    dir = writeSnapshot(backtestSnapshot());
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await second.close();
    await shared.dispose();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends each user one band alert and one digest for the run', async () => {
    const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: PUBLIC, SMTP_URL: smtp.url });
    const a = await buildApp({ env, database: shared, logger: false, authRateLimitScale: 100 });
    const b = await buildApp({ env, database: second, logger: false, authRateLimitScale: 100 });
    // Each server sends the alerts of the runs it loads, as started servers do.
    wireAlertsJob(a, shared);
    wireAlertsJob(b, second);
    try {
      await Promise.all([a.ready(), b.ready()]);
      await importSnapshot({ database: shared, dir });
      await runScoreJob(shared, { historyYears: 1, asOf: '2026-03-31' });
      await vi.waitFor(() => expect(b.readModel.get()?.runId).not.toBeNull(), {
        timeout: scaled(5_000),
      });

      const users = ['one', 'two', 'three'];
      for (const who of users) {
        const token = await signedInToken(a, shared.db, `${who}@example.com`);
        await subscribeInSandbox(a, PUBLIC, token, 'PRO_MONTHLY');
        const headers = { ...WEB_KEY, authorization: `Bearer ${token}` };
        await a.inject({
          method: 'POST',
          url: '/api/v1/auth/notification-preferences',
          headers,
          payload: { scoreBandChanges: true, dailySelections: true },
        });
        const list = await a.inject({
          method: 'POST',
          url: '/api/v1/watchlist/newByName',
          headers,
          payload: { name: 'Mine' },
        });
        const id = (list.json() as { data: { id: number } }).data.id;
        // Every scored company: whichever changed band, each user holds it.
        const symbols = [...a.readModel.get()!.bySymbol.values()]
          .filter((e) => e.score?.evidentScorePercentile != null)
          .map((e) => e.company.symbol);
        const added = await a.inject({
          method: 'PUT',
          url: `/api/v1/watchlist/${id}/addCompanies`,
          headers,
          payload: { companyIds: symbols.slice(0, 50) },
        });
        expect(added.statusCode, added.body).toBe(200);
      }

      // The next run lands: both servers reload and both run the alerts job.
      const run = await runScoreJob(shared, { historyYears: 1 });
      const bands = await shared.db
        .select()
        .from(scoreChanges)
        .where(eq(scoreChanges.runId, run.runId!));
      expect(bands.some((c) => c.bandChanged)).toBe(true);
      await vi.waitFor(
        async () => {
          const rows = await shared.db.select().from(alertDeliveries);
          expect(rows.length).toBe(users.length * 2);
          expect(a.readModel.get()?.runId).toBe(run.runId);
          expect(b.readModel.get()?.runId).toBe(run.runId);
        },
        { timeout: scaled(10_000), interval: 100 },
      );
      // Both servers' jobs, and the job's work run twice at once without the lock.
      await new Promise((r) => setTimeout(r, 300));
      const extra = await Promise.all([a.alerts.sendForLatestRun(), b.alerts.sendForLatestRun()]);
      expect(extra.map((r) => r.bandAlerts + r.digests)).toEqual([0, 0]);

      for (const who of users) {
        const subjects = (
          await Promise.all(
            smtp.messages
              .filter((m) => m.to.includes(`${who}@example.com`))
              .map(async (m) => (await simpleParser(m.raw)).subject ?? ''),
          )
        ).filter((s) => !s.startsWith('Verify'));
        expect(subjects.length, `${who}: ${subjects.join(' | ')}`).toBe(2);
        expect(subjects.filter((s) => /daily selections/.test(s)).length).toBe(1);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('records a mail once when the same alert is recorded from two connections at once', async () => {
    const [user] = await shared.db.select({ id: alertDeliveries.userId }).from(alertDeliveries);
    const { recordAlerts } = await import('./alerts.repository');
    const alert = {
      userId: user!.id,
      kind: 'scoreBandChanges' as const,
      key: 'race',
      runId: 0,
      asOf: '2026-01-01',
      subject: 'race',
      items: [],
      mail: { to: 'x@example.com', subject: 'race', text: 't', html: 'h', headers: {} },
    };
    const results = await Promise.all([
      recordAlerts(shared.db, [alert]),
      recordAlerts(second.db, [alert]),
    ]);
    expect(results.map((r) => r.length).sort()).toEqual([0, 1]);
  });
});
