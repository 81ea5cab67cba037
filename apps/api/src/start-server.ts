import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app';
import { resolveMarketDataDir, type Env } from './config/env';
import { openDatabase } from './db/client';
import { databaseOptionsFromEnv } from './db/from-env';
import { scheduleRefresh, startRefreshScheduler } from './jobs/refresh/scheduler';
import {
  QUEUES,
  RATE_LIMIT_CLEANUP_CRON,
  sendScoreRun,
  startJobQueue,
  type JobQueue,
  type QueueName,
} from './jobs/queue';
import { deleteExpiredRateLimits } from './http/rate-limits.repository';
import type { DataActivity } from '@evident/contracts/health';
import { backtestIfStale, backtestIsStale } from './jobs/backtest/backtest-job';
import { scoreIfStale } from './jobs/score/auto-score';
import {
  scoredWithWeightsInForce,
  SHIPPED_WEIGHTS_DIFFER,
  shippedWeightsDiffer,
} from './jobs/score/shipped-weights-check';
import { SHIPPED_WEIGHTS_FILE } from './jobs/score/shipped-weights';
import { recoverInterruptedScoreRuns } from './jobs/score/score-job';
import { autoImportSnapshot } from './jobs/snapshot-import/auto-import';
import { OUTBOX_NOTICE } from './modules/mail/outbox';
import type { LocalJobs } from './modules/operations/operations.routes';
import { newLocalToken, writeServerFile } from './runtime/server-file';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of a started server (ADR 030); absent from apps built without start-up. */
    jobQueue?: JobQueue;
  }
}

/** The server's log on stdout is written in blocks of at least this many bytes… */
export const LOG_BLOCK_BYTES = 4096;
/**
 * …each block at most this long (pino's `maxWrite`, 16 KB by default). pino's destination measures
 * the block it appends to on every line, and while a write is in flight that block grows: to
 * 16 KB, each line re-measured up to 16 KB of text. Blocks closed just past the block size keep
 * that to 4 KB (ADR 040).
 */
export const LOG_BLOCK_MAX_BYTES = LOG_BLOCK_BYTES + 1024;
/** …or every this many milliseconds, whichever comes first. */
export const LOG_FLUSH_MS = 500;

/**
 * Opens the database, applies migrations, builds the app and listens. Closing the returned app
 * finishes in-flight requests first, then closes the database.
 */
export async function startServer(
  env: Env,
  repoRoot: string,
  /** Called before listening (tests add routes here). */
  configure?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const webDistDir = env.WEB_DIST_DIR
    ? path.resolve(env.WEB_DIST_DIR)
    : path.join(repoRoot, 'apps', 'web', 'dist');

  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  // With the embedded database, local tools ask this server rather than open its data folder.
  const localToken = database.driver === 'pglite' ? newLocalToken() : undefined;
  // Started once the app exists (the local tools' route is only answered after listen).
  let rescore: LocalJobs['rescore'] = () => 'busy';
  const app = await buildApp({
    env,
    database,
    webDistDir,
    ...(localToken ? { localToken, jobs: { rescore: () => rescore() } } : {}),
    logger: {
      level: env.LOG_LEVEL,
      ...(env.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty' } }
        : // Lines are written to stdout asynchronously and in blocks (pino's own asynchronous
          // destination): under load the lines of many requests go out in one write of at least
          // 4 KB instead of one write each; a quiet server's lines go out within half a second;
          // what is buffered is written when the process exits.
          {
            stream: pino.destination({
              dest: 1,
              sync: false,
              minLength: LOG_BLOCK_BYTES,
              maxWrite: LOG_BLOCK_MAX_BYTES,
              periodicFlush: LOG_FLUSH_MS,
            }),
          }),
    },
  });
  // A run its process never finished (killed, crashed) would stay marked running for good.
  await recoverInterruptedScoreRuns(database)
    .then((ids) => {
      if (ids?.length) app.log.warn({ runs: ids }, 'score runs interrupted earlier marked failed');
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'interrupted score runs not checked'));
  let importing: Promise<unknown> = Promise.resolve();
  // Aborted when shutdown begins: work still running then (the first import and what follows
  // it) stops quietly instead of reporting the closed database as a failure.
  const shutdown = new AbortController();
  // After an import or a score run lands: the pages are served from the new data. A job is
  // reported done only after this, so a client that sees no job also sees the new version.
  const reload = () =>
    app.readModel
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
  const { activity } = app;
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
  const scoresServed = () => app.readModel.get()?.runId != null;
  await queue.work(QUEUES.score, async (data) => {
    const release = activity.hold('Preparing the score run');
    let learnt = false;
    try {
      await scoreIfStale(database, app.log, activity, {
        force: data.force === true,
        afterLanding: reload,
        engine: app.engine,
        shippedWeights,
        // No weights of these data yet (none shipped for them): the backtest learns them first,
        // so the data is scored once (ADR 052).
        learnWeights: () => {
          learnt = true;
          return backtestIfStale(database, app.log, activity, app.engine);
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
      if (await backtestIfStale(database, app.log, activity, app.engine)) {
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
  });
  await queue.schedule(QUEUES.rateLimitCleanup, RATE_LIMIT_CLEANUP_CRON);
  rescore = () => {
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
  });
  await scheduleRefresh(queue, refresh, app.log);
  app.addHook('onClose', async () => {
    shutdown.abort();
    refresh.stop();
    await queue.stop();
    // An import cut short by shutdown leaves the previous data as it was (atomic switch).
    await Promise.race([importing, new Promise((r) => setTimeout(r, 100))]);
    await database.close();
  });
  let serverFile: { remove(): void } | null = null;
  app.addHook('onClose', async () => serverFile?.remove());
  configure?.(app);
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.log.info(
    { database: database.driver, web: webDistDir },
    `Evident is running on http://localhost:${port}`,
  );
  if (localToken) serverFile = writeServerFile(path.resolve(env.DATA_DIR), port, localToken);
  if (!env.SMTP_URL) app.log.info(OUTBOX_NOTICE);
  // A first health probe before the data jobs start: while one of their long statements holds the
  // database, health answers from the latest probe (issue 53), so there is one to answer from.
  await app.inject({ method: 'GET', url: '/api/v1/health' }).catch(() => undefined);
  const snapshotDir = resolveMarketDataDir(env, repoRoot);
  // Import the snapshot when the database is empty, then score the data if it has no scores yet.
  // The read model is reloaded after each step, so companies appear as soon as they are imported
  // and scores as soon as the run lands.
  // The import's end shows the score run it queues (issue 53: no "no activity" in between).
  const imported = async () => {
    await reload();
    activity.queued(scoresServed() ? 'rescore' : 'score', 'Score run queued');
  };
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
        await sendQueued(QUEUES.score, kind, 'Score run queued', () => sendScoreRun(queue, false));
      } else {
        await sendScoreRun(queue, false);
      }
    })
    .catch((error: unknown) => {
      if (!shutdown.signal.aborted) app.log.error({ err: error }, 'score run not queued');
    });
  return app;
}
