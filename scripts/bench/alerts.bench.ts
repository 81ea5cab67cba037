import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '../../apps/api/src/db/client';
import { runAlertsJob } from '../../apps/api/src/jobs/alerts/alerts-job';
import { scoreIfStale } from '../../apps/api/src/jobs/score/auto-score';
import { gatherPlannerStatistics } from '../../apps/api/src/data/planner-statistics.repository';
import { createAlertsService } from '../../apps/api/src/modules/alerts/alerts.service';
import { createMailer } from '../../apps/api/src/mail/mailer';
import { createReadModelHolder } from '../../apps/api/src/read-model/read-model';
import { latestSucceededRun } from '../../apps/api/src/read-model/read-model.repository';
import { createActivityTracker } from '../../apps/api/src/runtime/activity';
import { mulberry32 } from '@evident/engine/random';
import { printTable } from './harness';
import { benchDataDir, openScoredDatabase, parseArgs } from './bench-setup';

const USERS = 10_000;
const PER_USER = 20;

/** A small seeded generator: the same lists on every run. */
const random = mulberry32;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * `npm run bench -- alerts` (issue 22): the alerts of one score run for 10,000 users who each hold
 * 20 companies (random among the scored ones) and asked for both alerts — who gets what, every
 * mail rendered (text and HTML, with its signed unsubscribe link), recorded once per user with its
 * outbox copy. On a copy of the bench database (the real snapshot, scored, with its baseline run),
 * without SMTP (mails kept in the outbox, as the product does without SMTP_URL). Goal: under 10 s
 * and under 500 MB.
 */
export async function benchAlerts(args: string[]): Promise<void> {
  const o = parseArgs(args);
  // The bench database, with the baseline run "what changed" is measured against (the server
  // scores it at its next start; done here when it is missing).
  const shared = await openScoredDatabase(o.marketData);
  try {
    const latest = await latestSucceededRun(shared.db);
    if (latest && latest.changesFrom === null) {
      console.log('scoring the baseline run of the bench database (once)…');
      await scoreIfStale(shared, pino({ level: 'silent' }), createActivityTracker());
    }
  } finally {
    await shared.close();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'evident-alerts-bench-'));
  cpSync(benchDataDir(), dir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await database.migrate();
    const run = await latestSucceededRun(database.db);
    if (!run?.changesFrom || !run.finishedAt) throw new Error('the bench run has no changes');

    // 10,000 verified users who asked for both alerts, one watchlist of 20 companies each.
    const seedStarted = performance.now();
    const scored = (
      (await database.db.execute(
        sql`select symbol from company_scores where run_id = ${run.id} and evident_score_percentile is not null order by symbol`,
      )) as unknown as { rows: { symbol: string }[] }
    ).rows.map((r) => r.symbol);
    const tickers = new Map(
      (
        (await database.db.execute(sql`select symbol, ticker from companies`)) as unknown as {
          rows: { symbol: string; ticker: string }[];
        }
      ).rows.map((r) => [r.symbol, r.ticker]),
    );
    await database.db.execute(sql`
      insert into users (email, first_name, flag, email_verified_at, notification_preferences)
      select 'bench-alerts-' || g || '@example.com', 'Reader', 'USING_EMAIL', now(),
             '{"scoreBandChanges": true, "dailySelections": true}'::jsonb
      from generate_series(1, ${USERS}) g`);
    const lists = (
      (await database.db.execute(sql`
        insert into lists (user_id, kind, name)
        select id, 'watchlist', 'Bench' from users where email like 'bench-alerts-%'
        returning id`)) as unknown as { rows: { id: string | number }[] }
    ).rows.map((r) => Number(r.id));
    const next = random(22);
    const rows: { list: number; symbol: string }[] = [];
    for (const list of lists) {
      const chosen = new Set<string>();
      while (chosen.size < PER_USER) chosen.add(scored[Math.floor(next() * scored.length)]!);
      for (const symbol of chosen) rows.push({ list, symbol });
    }
    for (let i = 0; i < rows.length; i += 20_000) {
      const part = rows.slice(i, i + 20_000);
      await database.db.execute(sql`
        insert into list_items (list_id, symbol, ticker)
        select * from unnest(
          ${`{${part.map((r) => r.list).join(',')}}`}::bigint[],
          ${`{${part.map((r) => r.symbol).join(',')}}`}::text[],
          ${`{${part.map((r) => tickers.get(r.symbol) ?? r.symbol).join(',')}}`}::text[])`);
    }
    // As the product runs them: the users' lists were there before the score run, which gathers
    // the planner's statistics once it lands (ADR 043); its alerts run right after.
    const analyzeStarted = performance.now();
    await gatherPlannerStatistics(database.db);
    const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
    const bandChanged = (
      (await database.db.execute(
        sql`select count(*)::int as n from score_changes where run_id = ${run.id} and band_changed`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    console.log(
      `seeded ${USERS.toLocaleString('en-US')} users × ${PER_USER} companies in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ` +
        `run ${run.id} (${run.asOf}) against run ${run.changesFrom}: ${bandChanged} companies changed band; ` +
        `planner statistics gathered as after a run in ${analyzeSeconds.toFixed(1)} s`,
    );

    const readModel = createReadModelHolder(database.db);
    await readModel.reload();
    const log = pino({ level: 'silent' });
    const alerts = createAlertsService({
      db: database.db,
      mailer: createMailer({
        db: database.db,
        from: 'bench@evident.local',
        log,
        logContent: false,
      }),
      readModel,
      publicUrl: 'https://evident.example',
      secret: async () => 'bench-unsubscribe-key',
      log,
    });
    // Just after the run finished (alerts are sent for recent runs only).
    const now = new Date(run.finishedAt.getTime() + 60_000);
    global.gc?.();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const sample = () => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    };
    const sampler = setInterval(sample, 10);
    const profile = args.find((a) => a.startsWith('--profile='))?.slice('--profile='.length);
    const profiler = profile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const started = performance.now();
    const result = await runAlertsJob(database, alerts, now);
    const seconds = (performance.now() - started) / 1000;
    if (profiler) {
      const { profile: cpu } = await profiler.post('Profiler.stop');
      writeFileSync(profile!, JSON.stringify(cpu));
      profiler.disconnect();
      console.log(`the job's CPU profile: ${profile}`);
    }
    clearInterval(sampler);
    sample();
    const againStarted = performance.now();
    const again = await runAlertsJob(database, alerts, now);
    const againSeconds = (performance.now() - againStarted) / 1000;
    const outbox = (
      (await database.db.execute(
        sql`select count(*)::int as n, coalesce(sum(length(text) + length(html)), 0)::bigint as bytes from mail_outbox where "to" like 'bench-alerts-%'`,
      )) as unknown as { rows: { n: number; bytes: string }[] }
    ).rows[0]!;
    if ('busy' in result || 'busy' in again) throw new Error('the alerts lock was held');

    console.log(
      `\nAlerts of one score run for ${USERS.toLocaleString('en-US')} users × ${PER_USER} listed companies (both alerts on), embedded database, no SMTP (outbox):`,
    );
    printTable([
      {
        step: 'select, render, record (goal < 10 s, < 500 MB)',
        seconds: seconds.toFixed(2),
        'band alerts': result.bandAlerts,
        digests: result.digests,
        'outbox mails': outbox.n,
        'mail bytes': mb(Number(outbox.bytes)),
        'heap peak − before': mb(peakHeap - before.heapUsed),
        'RSS before': mb(before.rss),
        'RSS peak during': mb(peakRss),
      },
      {
        step: 'the same job again (nothing to send)',
        seconds: againSeconds.toFixed(2),
        'band alerts': again.bandAlerts,
        digests: again.digests,
        'outbox mails': outbox.n,
        'mail bytes': '',
        'heap peak − before': '',
        'RSS before': '',
        'RSS peak during': '',
      },
    ]);
    console.log(
      "RSS (the whole process, sampled every 10 ms) includes the embedded database (WASM) and the read model of the real snapshot, loaded before the job; the job's own memory is the heap growth.",
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
