import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { isShutdownInterruption, ShutdownInterruption } from '../runtime/interruption';
import { jobCountsByState } from './queue.repository';

/**
 * The job queue (ADR 030): pg-boss on the product's own database — PostgreSQL, or the embedded
 * PGlite in this process — through `Database.executeSql`, so the jobs of every server sharing one
 * PostgreSQL are taken once (`SKIP LOCKED`), survive a restart, are retried after a crash and are
 * scheduled by cron once across servers.
 */
export const QUEUES = {
  /** A score run; `{ force }` scores even when the data is scored already. */
  score: 'score-run',
  /** The backtest of the latest data, when it has none. */
  backtest: 'backtest',
  /** A live refresh, then the next one `REFRESH_INTERVAL_HOURS` later. */
  refresh: 'live-refresh',
  /** Deletes long-expired rate-limit counters (every 5 minutes, once across servers). */
  rateLimitCleanup: 'rate-limit-cleanup',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Queues a score run. A forced one (a rescore asked for, new live data) waits beside an if-stale
 * one (the start-up check) under its own key: otherwise the start-up job, still waiting, made the
 * queue refuse the rescore, which then never ran (the during-run bench's "Score run queued" stayed
 * for good). Two asks of one kind still make one job.
 */
export function sendScoreRun(queue: JobQueue, force: boolean): Promise<boolean> {
  return queue.send(QUEUES.score, { force }, { singletonKey: force ? 'forced' : 'if-stale' });
}

/** Cron of the rate-limit clean-up (tests give another). */
export const RATE_LIMIT_CLEANUP_CRON = '*/5 * * * *';

export interface JobQueue {
  /** Queues a job; false when the queue's policy refused it (one is waiting already). */
  send(name: QueueName, data?: object, options?: PgBoss.SendOptions): Promise<boolean>;
  /** Runs `handler` for each job of `name` taken by this server, one at a time. */
  work(name: QueueName, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>;
  /** A cron schedule for `name` (once across servers: pg-boss's own clock monitor). */
  schedule(name: QueueName, cron: string): Promise<void>;
  /** Jobs of `name` in each state (tests, the data report). */
  counts(name: QueueName): Promise<Record<string, number>>;
  /**
   * Takes no more jobs, waits for the handlers under way (the server's shutdown has told them to
   * stop at a safe point) and for the queue's own statements, each for `waitMs` at most (1 s by
   * default), then stops: the database can close. A handler still running then is left alone;
   * its job stays active, then expires and is retried.
   */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/**
 * At most one job waiting per queue ("short"): a score run asked for while one waits is not queued
 * twice, however many servers or commands ask. Each server's worker takes one job at a time; two
 * servers never score at once (the score job's own lock answers "busy" to the second). A job that
 * dies with its process (SIGKILL) stays "active" until it expires, then is retried; it never
 * blocks a new one (the "singleton"/"stately" policies would, until that expiry).
 */
/**
 * How often each server looks for a job of each queue (seconds). An empty look costs ~0.7–0.9 ms
 * of the embedded database's single connection (measured with pg-boss 10 on PGlite), which every
 * request reading the database then waits behind: a score run is taken within 2 s, the rest
 * within 10 s.
 */
const POLLING_SECONDS: Record<QueueName, number> = {
  [QUEUES.score]: 2,
  [QUEUES.backtest]: 10,
  [QUEUES.refresh]: 10,
  [QUEUES.rateLimitCleanup]: 10,
};

const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, 'name'>> = {
  [QUEUES.score]: { policy: 'short', retryLimit: 1, retryDelay: 30, expireInSeconds: 1800 },
  [QUEUES.backtest]: { policy: 'short', retryLimit: 1, retryDelay: 30, expireInSeconds: 1800 },
  [QUEUES.refresh]: { policy: 'short', retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 },
  [QUEUES.rateLimitCleanup]: { policy: 'short', retryLimit: 0, expireInSeconds: 300 },
};

export async function startJobQueue(options: {
  database: Database;
  log: FastifyBaseLogger;
  /** How often every worker looks for new jobs (seconds; pg-boss's minimum is 0.5): tests. */
  pollingIntervalSeconds?: number;
  /** How often cron schedules are checked (1–45 s; pg-boss's default 30). */
  cronMonitorIntervalSeconds?: number;
}): Promise<JobQueue> {
  const { database, log } = options;
  // Once stopped, the queue's own statements do nothing and report no row changed: a job still
  // running when the server shuts down (its database closed next) is left "active", then expires
  // and is retried. (pg-boss 10 completes a job without awaiting it, so a failing statement there
  // would be an unhandled rejection during shutdown.)
  let stopped = false;
  const NOTHING = { rows: undefined as unknown as unknown[] };
  // The queue's statements and the handlers under way: a stop waits for both (issue 56: pg-boss
  // completes or fails a job without awaiting it; with the database closed under it, that was a
  // TypeError, and the run's own next statement a DrizzleQueryError).
  const inFlight = new Set<Promise<unknown>>();
  const running = new Set<Promise<unknown>>();
  const tracked = <T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> => {
    set.add(promise);
    void promise.then(
      () => set.delete(promise),
      () => set.delete(promise),
    );
    return promise;
  };
  /** Until every promise of `set` (those added meanwhile too) has settled, or `ms` has passed. */
  const settled = async (set: Set<Promise<unknown>>, ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    const all = (async () => {
      while (set.size > 0) await Promise.allSettled([...set]);
    })();
    await Promise.race([all, late]);
    clearTimeout(timer);
  };
  let stopping = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? Promise.resolve(NOTHING) : tracked(inFlight, database.executeSql(text, values)),
    },
    schema: 'pgboss',
    ...(options.cronMonitorIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
          cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  await boss.start();
  for (const [name, queue] of Object.entries(QUEUE_OPTIONS)) {
    await boss.createQueue(name, { name, ...queue });
  }
  return {
    async send(name, data = {}, sendOptions = {}) {
      return (await boss.send(name, data, sendOptions)) !== null;
    },
    async work(name, handler) {
      await boss.work<Record<string, unknown>>(
        name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? POLLING_SECONDS[name],
          batchSize: 1,
        },
        ([job]) =>
          tracked(
            running,
            (async () => {
              if (!job) return;
              try {
                // Fetched as the queue stopped: left for the next start.
                if (stopping) throw new ShutdownInterruption();
                await handler(job.data ?? {});
              } catch (error) {
                if (isShutdownInterruption(error)) {
                  // Failed, so that it is retried: at the next start.
                  log.info(
                    { job: name },
                    'job interrupted by the shutdown; retried at the next start',
                  );
                } else {
                  log.error(
                    { err: error, job: name },
                    'job failed; it is retried while retries remain',
                  );
                }
                throw error;
              }
            })(),
          ),
      );
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async counts(name) {
      return jobCountsByState(database, name);
    },
    async stop({ waitMs = 1000 } = {}) {
      stopping = true;
      // No more jobs taken…
      await Promise.all(Object.values(QUEUES).map((name) => boss.offWork(name)));
      // …those under way end (at their safe point: the shutdown signal has fired)…
      await settled(running, waitMs);
      // …pg-boss records how they ended and stops (a job it still counts active is failed, so
      // retried later)…
      await boss.stop({ graceful: true, wait: true, timeout: 1000 });
      // …and its last statements finish before the database closes.
      await settled(inFlight, waitMs);
      stopped = true;
    },
  };
}
