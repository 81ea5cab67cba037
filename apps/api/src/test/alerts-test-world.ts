import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companyScores, scoreChanges } from '../db/schema';
import { runScoreJob } from '../jobs/score/score-job';
import { signedInToken, startSmtpServer } from './auth-test-kit';
import { subscribeInSandbox } from './billing-test-kit';
import { WEB_KEY } from './build-test-app';
import { buildScoredTestApp } from './scored-test-app';
import { backtestSnapshot } from './snapshot-fixture';

export const PUBLIC = 'https://evident.test';
export const PREVIOUS_RUN = '2026-03-31';

/**
 * The alerts tests' world (issue 22): an app mailing through a real SMTP server, scored at
 * PREVIOUS_RUN; five users with their notification choices and lists, on a paid plan; then the
 * next run, whose band changes (`changed`, at least two) the alerts are about.
 */
export async function startAlertsWorld() {
  const smtp = await startSmtpServer();
  const t = await buildScoredTestApp(
    { PUBLIC_URL: PUBLIC, SMTP_URL: smtp.url },
    { authRateLimitScale: 100 },
    { files: backtestSnapshot(), runs: [{ asOf: PREVIOUS_RUN }], alertsJob: true },
  );
  const tokens: Record<string, string> = {};
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  // Users, their lists and their choices, before the next run lands.
  // "es" signed up and signs in from a Spanish interface: its mails are in Spanish.
  for (const who of ['both', 'none', 'digest', 'other', 'es']) {
    tokens[who] = await signedInToken(
      t.app,
      t.database.db,
      `${who}@example.com`,
      undefined,
      who === 'es' ? 'es-ES' : undefined,
    );
    // Lists of several companies need a paid plan.
    await subscribeInSandbox(t.app, PUBLIC, tokens[who]!, 'PRO_MONTHLY');
  }
  const prefs = {
    both: { scoreBandChanges: true, dailySelections: true },
    none: { scoreBandChanges: false, dailySelections: false },
    digest: { dailySelections: true },
    other: { scoreBandChanges: true },
    es: { scoreBandChanges: true, dailySelections: true },
  };
  for (const [who, p] of Object.entries(prefs)) {
    const res = await call(tokens[who]!, 'POST', '/auth/notification-preferences', p);
    expect(res.statusCode, res.body).toBe(200);
  }

  const result = await runScoreJob(t.database, { historyYears: 1 });
  expect(result.status).toBe('succeeded');
  const runId = result.runId!;
  const rows = await t.database.db
    .select({ symbol: scoreChanges.symbol })
    .from(scoreChanges)
    .where(and(eq(scoreChanges.runId, runId), eq(scoreChanges.bandChanged, true)));
  const changed = rows.map((r) => r.symbol).sort();
  expect(changed.length, 'the fixture has band changes between the two runs').toBeGreaterThan(1);
  const unchanged = (
    await t.database.db
      .select({ symbol: companyScores.symbol })
      .from(companyScores)
      .where(eq(companyScores.runId, runId))
  )
    .map((r) => r.symbol)
    .filter((s) => !changed.includes(s));
  // "both" and "none" hold two companies whose band changed and one whose did not; "other"
  // holds only companies whose band stayed.
  for (const who of ['both', 'none', 'digest', 'es']) {
    const list = await call(tokens[who]!, 'POST', '/watchlist/newByName', { name: 'Mine' });
    const id = (list.json() as { data: { id: number } }).data.id;
    const added = await call(tokens[who]!, 'PUT', `/watchlist/${id}/addCompanies`, {
      companyIds: [changed[0]!, changed[1]!, unchanged[0]!],
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const other = await call(tokens.other!, 'POST', '/portfolio/newByName', { name: 'Steady' });
  expect(other.statusCode, other.body).toBe(201);
  await call(
    tokens.other!,
    'PUT',
    `/portfolio/${(other.json() as { data: { id: number } }).data.id}/addCompanies`,
    {
      companyIds: unchanged.slice(0, 2),
    },
  );
  return {
    t,
    smtp,
    tokens,
    runId,
    changed,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
export type AlertsWorld = Awaited<ReturnType<typeof startAlertsWorld>>;
