import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { defaultRefreshSymbols, runRefresh, type RefreshResult } from './refresh';
import { liveSourcesFromEnv } from './sources-from-env';

/**
 * The in-process refresh schedule: every REFRESH_INTERVAL_HOURS, pull live data (once across
 * instances thanks to the advisory lock), then call `onDataChanged` (the score run hooks in
 * there). Offline, it says once that no live source is configured and does nothing.
 */
export function startRefreshScheduler(options: {
  env: Pick<Env, 'SEC_USER_AGENT' | 'ALPHAVANTAGE_API_KEY' | 'DATA_DIR' | 'REFRESH_INTERVAL_HOURS'>;
  database: Database;
  log: FastifyBaseLogger;
  onDataChanged?: () => Promise<void> | void;
  fetch?: typeof fetch;
}): { stop(): void; runNow(): Promise<RefreshResult> } {
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
    return { stop() {}, runNow };
  }
  if (env.REFRESH_INTERVAL_HOURS <= 0) {
    log.info('live refresh: REFRESH_INTERVAL_HOURS is 0; not scheduled');
    return { stop() {}, runNow };
  }
  const timer = setInterval(() => {
    runNow().catch((error: unknown) => log.error({ err: error }, 'live refresh failed'));
  }, env.REFRESH_INTERVAL_HOURS * 3_600_000);
  timer.unref();
  log.info({ everyHours: env.REFRESH_INTERVAL_HOURS }, 'live refresh scheduled');
  return { stop: () => clearInterval(timer), runNow };
}
