import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { defaultRefreshSymbols, runRefresh, type RefreshResult } from './refresh';
import { liveSourcesFromEnv } from './sources-from-env';
import { QUEUES, type JobQueue } from '../queue';

/**
 * The live refresh: pull live data (once across instances thanks to the advisory lock), then call
 * `onDataChanged` (a score run is queued there). `everyHours` says how often the job queue should
 * run it (null: not scheduled — offline, or REFRESH_INTERVAL_HOURS 0); `scheduleRefresh` does.
 */
export function startRefreshScheduler(options: {
  env: Pick<Env, 'SEC_USER_AGENT' | 'ALPHAVANTAGE_API_KEY' | 'DATA_DIR' | 'REFRESH_INTERVAL_HOURS'>;
  database: Database;
  log: FastifyBaseLogger;
  onDataChanged?: () => Promise<void> | void;
  fetch?: typeof fetch;
}): { stop(): void; runNow(): Promise<RefreshResult>; everyHours: number | null } {
  const { env, database, log } = options;
  const sources = liveSourcesFromEnv(env, options.fetch);
  const runNow = async (): Promise<RefreshResult> => {
    if (!sources.fundamentals && !sources.prices) {
      log.info(
        'live refresh: no live source is configured (set SEC_USER_AGENT and/or ALPHAVANTAGE_API_KEY)',
      );
      return { status: 'no-source' };
    }
    const symbols = await defaultRefreshSymbols(database);
    const result = await runRefresh({ database, ...sources, symbols, log });
    if (result.status === 'busy') log.info('live refresh: another instance is refreshing; skipped');
    if (result.status === 'done' && result.changed) await options.onDataChanged?.();
    return result;
  };

  if (!sources.fundamentals && !sources.prices) {
    log.info(
      'live refresh: no live source is configured (set SEC_USER_AGENT and/or ALPHAVANTAGE_API_KEY); using the imported data only',
    );
    return { stop() {}, runNow, everyHours: null };
  }
  if (env.REFRESH_INTERVAL_HOURS <= 0) {
    log.info('live refresh: REFRESH_INTERVAL_HOURS is 0; not scheduled');
    return { stop() {}, runNow, everyHours: null };
  }
  return { stop() {}, runNow, everyHours: env.REFRESH_INTERVAL_HOURS };
}

/**
 * Runs the refresh on the job queue every `everyHours`: each refresh job queues the next one that
 * much later (any number of hours, which a cron line cannot say). The queue keeps at most one
 * waiting, so however many servers start, one refresh is due at a time; a server that dies
 * mid-refresh leaves the job to be retried.
 */
export async function scheduleRefresh(
  queue: JobQueue,
  refresh: { runNow(): Promise<RefreshResult>; everyHours: number | null },
  log: FastifyBaseLogger,
): Promise<void> {
  const hours = refresh.everyHours;
  if (hours === null) return;
  const next = () => queue.send(QUEUES.refresh, {}, { startAfter: Math.round(hours * 3600) });
  await queue.work(QUEUES.refresh, async () => {
    try {
      await refresh.runNow();
    } finally {
      await next();
    }
  });
  await next();
  log.info({ everyHours: hours }, 'live refresh scheduled');
}
