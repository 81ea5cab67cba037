import path from 'node:path';
import type { DataActivity } from '@evident/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { resolveMarketDataDir } from '../config/env';
import type { Database } from '../db/client';
import { deleteExpiredRateLimits } from '../http/rate-limits.repository';
import { runAlertsJob } from '../jobs/alerts/alerts-job';
import { backtestIfStale, backtestIsStale } from '../jobs/backtest/backtest-job';
import {
  QUEUES,
  RATE_LIMIT_CLEANUP_CRON,
  sendScoreRun,
  startJobQueue,
  type JobQueue,
  type QueueName,
} from '../jobs/queue';
import { scheduleRefresh, startRefreshScheduler } from '../jobs/refresh/scheduler';
import { scoreIfStale } from '../jobs/score/auto-score';
import { recoverInterruptedScoreRuns } from '../jobs/score/score-job';
import { SHIPPED_WEIGHTS_FILE } from '../jobs/score/shipped-weights';
import {
  scoredWithWeightsInForce,
  SHIPPED_WEIGHTS_DIFFER,
  shippedWeightsDiffer,
} from '../jobs/score/shipped-weights-check';
import { autoImportSnapshot } from '../jobs/snapshot-import/auto-import';
import type { LocalJobs } from '../modules/operations/operations.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of a started server (ADR 030); absent from apps built without start-up. */
    jobQueue?: JobQueue;
  }
}

/**
 * Alerts (issue 22): after each run the app serves — its own, or one another process landed —
 * the run's alerts not sent yet are sent (once across servers: lock + unique key). Wired before
 * the app is ready, so the first load's run is covered too.
 */
export function wireAlertsJob(app: FastifyInstance, database: Database): void {
  let closing = false;
  let alerting: Promise<unknown> = Promise.resolve();
  app.readModel.onLoad((model) => {
    if (model.runId === null || closing) return;
    alerting = alerting
      .then(() => runAlertsJob(database, app.alerts))
      .then((result) => {
        if ('busy' in result || result.skipped) return;
        if (result.bandAlerts + result.digests > 0) app.log.info(result, 'alerts sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'alerts not sent'));
  });
  // Mails being recorded finish before the database closes.
  app.addHook('preClose', async () => {
    closing = true;
    await alerting;
  });
}

/** A started server's jobs: what the local tools start, and the first start's data. */
export interface ServerJobs {
  /** Queues a score run (`POST /internal/score-run`); `busy` while a data job runs. */
  rescore: LocalJobs['rescore'];
  /**
   * Imports the snapshot when the database is empty, then queues a score run if the data have
   * no scores yet. Called once the server listens.
   */
  importAndScore(): void;
}

/**
 * Every job of a started server, wired in one place (ADR 030, 053): the alerts after each load,
 * the job queue's score, backtest and rate-limit cleanup workers, the live-data refresh, and the
 * first start's import. The app is built already and not yet ready; closing it stops them all,
 * then closes the database.
 */
export async function wireJobs(
  app: FastifyInstance,
  context: Pick<AppContext, 'env' | 'database' | 'readModel' | 'activity' | 'engine'>,
  repoRoot: string,
): Promise<ServerJobs> {
  const { env, database, readModel, activity, engine } = context;
  wireAlertsJob(app, database);
  // A run its process never finished (killed, crashed) would stay marked running for good.
  await recoverInterruptedScoreRuns(database)
    .then((ids) => {
      if (ids?.length) app.log.warn({ runs: ids }, 'score runs interrupted earlier marked failed');
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'interrupted score runs not checked'));
  let importing: Promise<unknown> = Promise.resolve();
  // Aborted when shutdown begins: work still running then (the first import and what follows
  // it, a score run, a backtest) stops quietly at a safe point instead of reporting the closed
  // database as a failure. Before any close hook: those close the engine's threads, the mailer…
  const shutdown = new AbortController();
  app.addHook('preClose', async () => shutdown.abort());
  // After an import or a score run lands: the pages are served from the new data. A job is
  // reported done only after this, so a client that sees no job also sees the new version.
  const reload = () =>
    readModel
      .reload()
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!shutdown.signal.aborted) app.log.error({ err: error }, 'read model not reloaded');
      });
  // The data jobs run on the job queue (ADR 030): taken once across servers sharing a
  // PostgreSQL, kept across restarts, retried after a crash.
  let queue: JobQueue;
  try {
    queue = await startJobQueue({ database, log: app.log });
  } catch (error) {
    // The hook that closes the database is added below: close it here (PGlite's folder lock).
    await app.close();
    await database.close().catch(() => {});
    throw error;
  }
  app.decorate('jobQueue', queue);
  // The walk-forward weights shipped with the snapshot (ADR 052): used when made for these data.
  const shippedWeights = path.join(repoRoot, SHIPPED_WEIGHTS_FILE);
  // Sends a job and shows it as queued until a handler takes it (issue 53: no moment of "no
  // activity" between the jobs of a chain). Taken by another server (PostgreSQL), or refused
  // because one waits already, the mark is dropped once the queue holds none of it.
  const sendQueued = async (
    name: QueueName,
    kind: DataActivity['kind'],
    label: string,
    send: () => Promise<boolean>,
  ) => {
    activity.queued(kind, label);
    try {
      await send();
    } catch (error) {
      activity.unqueue();
      throw error;
    }
    watchQueued(name);
  };
  let watching: NodeJS.Timeout | null = null;
  const watchQueued = (name: QueueName) => {
    if (watching) clearInterval(watching);
    const check = async () => {
      const counts = await queue.counts(name).catch(() => null);
      if (!counts || shutdown.signal.aborted) return;
      if ((counts.created ?? 0) + (counts.retry ?? 0) + (counts.active ?? 0) === 0) {
        activity.unqueue();
        if (watching) clearInterval(watching);
        watching = null;
      }
    };
    watching = setInterval(() => void check(), 5000);
    watching.unref();
  };
  app.addHook('onClose', async () => {
    if (watching) clearInterval(watching);
  });
  const scoresServed = () => readModel.get()?.runId != null;
  await queue.work(QUEUES.score, async (data) => {
    const release = activity.hold('Preparing the score run');
    let learnt = false;
    try {
      await scoreIfStale(database, app.log, activity, {
        force: data.force === true,
        signal: shutdown.signal,
        afterLanding: reload,
        engine: engine,
        shippedWeights,
        // No weights of these data yet (none shipped for them): the backtest learns them first,
        // so the data is scored once (ADR 052).
        learnWeights: () => {
          learnt = true;
          return backtestIfStale(database, app.log, activity, engine, shutdown.signal);
        },
      });
      // Then the backtest of these data when they have none (its own job, retried on its own):
      // it checks the shipped weights the run used, and feeds the evidence page. Not again when
      // it has just run for them (and could not store one: too little history).
      if (!learnt && (await backtestIsStale(database))) {
        await sendQueued(QUEUES.backtest, 'backtest', 'Backtest queued', () =>
          queue.send(QUEUES.backtest),
        );
      }
    } finally {
      release();
    }
  });
  await queue.work(QUEUES.backtest, async () => {
    const release = activity.hold('Preparing the backtest');
    try {
      // A new backtest may bring new walk-forward weights (ADR 032): the data is scored again with
      // them when they differ from the latest run's (an if-stale run: nothing when they are the
      // same — the shipped weights, ADR 052, are the same unless the file is out of date).
      if (await backtestIfStale(database, app.log, activity, engine, shutdown.signal)) {
        const differ = await shippedWeightsDiffer(database, shippedWeights);
        if (differ) app.log.warn(differ, SHIPPED_WEIGHTS_DIFFER);
        if (!(await scoredWithWeightsInForce(database, shippedWeights))) {
          await sendQueued(QUEUES.score, 'rescore', 'Score run queued', () =>
            sendScoreRun(queue, false),
          );
        }
      }
    } finally {
      release();
    }
  });
  await queue.work(QUEUES.rateLimitCleanup, async () => {
    const deleted = await deleteExpiredRateLimits(database.db);
    if (deleted > 0) app.log.info({ deleted }, 'expired rate-limit counters deleted');
    // The same housekeeping forgets the analysis meter's old months (ADR 059).
    const forgotten = await app.metering.forgetOldMonths();
    if (forgotten > 0)
      app.log.info({ deleted: forgotten }, 'old months of the analysis meter deleted');
  });
  await queue.schedule(QUEUES.rateLimitCleanup, RATE_LIMIT_CLEANUP_CRON);
  const rescore: LocalJobs['rescore'] = () => {
    if (activity.current()) return 'busy';
    // Shown at once, so that `npm run score` sees the run before the queue hands it over.
    sendQueued(QUEUES.score, scoresServed() ? 'rescore' : 'score', 'Score run queued', () =>
      sendScoreRun(queue, true),
    ).catch((error: unknown) => {
      app.log.error({ err: error }, 'score run not queued');
    });
    return 'started';
  };
  const refresh = startRefreshScheduler({
    env,
    database,
    log: app.log,
    // New live data → a new score run.
    onDataChanged: async () => {
      await sendScoreRun(queue, true);
    },
    signal: shutdown.signal,
  });
  await scheduleRefresh(queue, refresh, app.log);
  app.addHook('onClose', async () => {
    // In order (issue 56): the jobs under way stop at a safe point (a score run is marked
    // interrupted, its job taken again at the next start); the queue takes no more jobs, waits
    // for those, and stops; then the database closes.
    shutdown.abort();
    refresh.stop();
    // Half the shutdown's time for the jobs to reach their safe point (the rest closes the app).
    await queue.stop({ waitMs: env.SHUTDOWN_TIMEOUT_MS / 2 });
    // An import cut short by shutdown leaves the previous data as it was (atomic switch).
    await Promise.race([importing, new Promise((r) => setTimeout(r, 100))]);
    await database.close();
  });
  const snapshotDir = resolveMarketDataDir(env, repoRoot);
  // Import the snapshot when the database is empty, then score the data if it has no scores yet.
  // The read model is reloaded after each step, so companies appear as soon as they are imported
  // and scores as soon as the run lands.
  // The import's end shows the score run it queues (issue 53: no "no activity" in between).
  const imported = async () => {
    await reload();
    activity.queued(scoresServed() ? 'rescore' : 'score', 'Score run queued');
  };
  const importAndScore = () => {
    importing = (
      snapshotDir
        ? autoImportSnapshot(database, snapshotDir, app.log, activity, imported, shutdown.signal)
        : Promise.resolve(null)
    )
      .then(async () => {
        // Scored (and backtested) when the data are not yet: queued, so one server does it.
        if (shutdown.signal.aborted) return;
        const kind = activity.current()?.queued ? activity.current()!.kind : null;
        if (kind) {
          await sendQueued(QUEUES.score, kind, 'Score run queued', () =>
            sendScoreRun(queue, false),
          );
        } else {
          await sendScoreRun(queue, false);
        }
      })
      .catch((error: unknown) => {
        if (!shutdown.signal.aborted) app.log.error({ err: error }, 'score run not queued');
      });
  };
  return { rescore, importAndScore };
}
