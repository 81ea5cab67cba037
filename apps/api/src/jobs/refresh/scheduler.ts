import type { RetryPolicy } from '@evident/ingest/http/retrying-fetch';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { recordSourceError, recordSourceSuccess } from '../../data/source-health.repository';
import {
  RefreshStepError,
  runDailyRefresh,
  type DailyRefreshResult,
  type RefreshStepEntry,
} from './daily-refresh';
import type { RefreshStepLog } from './refresh-step';
import { defaultRefreshSymbols, runRefresh, type RefreshResult } from './refresh';
import { liveSourcesFromEnv, refreshStepsFromEnv } from './sources-from-env';
import { QUEUES, type JobQueue } from '../queue';

export interface RefreshRunResult {
  /** The daily refresh (Polygon prices, SEC listings, filings); null when none is configured. */
  daily: DailyRefreshResult | null;
  /**
   * The per-symbol refresh kept for what the daily one does not cover yet: Alpha Vantage for S&P
   * 500 members while POLYGON_API_KEY is unset, SEC companyfacts per ticker while no filings step
   * is given. Null when it had nothing to do.
   */
  perSymbol: RefreshResult | null;
  /** Whether data changed (a score run was queued). */
  changed: boolean;
}

export type RefreshNow = () => Promise<RefreshRunResult | { status: 'no-source' }>;

/**
 * The live refresh: pull live data (once across instances thanks to the advisory lock), then call
 * `onDataChanged` (a score run is queued there). `everyHours` says how often the job queue should
 * run it (null: not scheduled — offline, or REFRESH_INTERVAL_HOURS 0); `scheduleRefresh` does.
 * A daily step that fails throws out of `runNow` (the queue retries the job); data changed before
 * the failure is rescored all the same.
 */
export function startRefreshScheduler(options: {
  env: Pick<
    Env,
    | 'SEC_USER_AGENT'
    | 'ALPHAVANTAGE_API_KEY'
    | 'POLYGON_API_KEY'
    | 'POLYGON_REQUESTS_PER_MINUTE'
    | 'DATA_DIR'
    | 'REFRESH_INTERVAL_HOURS'
  >;
  database: Database;
  log: RefreshStepLog;
  onDataChanged?: () => Promise<void> | void;
  fetch?: typeof fetch;
  /** Daily steps after prices (the filings step: `{ source: 'sec-filings', step: filingsStep }`). */
  dailySteps?: readonly RefreshStepEntry[];
  /** The last day to apply (tests, the CLI); default: the latest completed trading day. */
  through?: string;
  /** How Polygon's requests are retried (tests and replays: without real waits). */
  sourceRetry?: RetryPolicy;
  signal?: AbortSignal;
}): { stop(): void; runNow: RefreshNow; everyHours: number | null } {
  const { env, database, log } = options;
  const fetchImpl = options.fetch ?? fetch;
  const steps = refreshStepsFromEnv(env, fetchImpl, options.sourceRetry);
  const daily = [...steps.daily, ...(options.dailySteps ?? [])];
  const filingsStep = daily.some((s) => s.source === 'sec-filings');
  const legacy = liveSourcesFromEnv(env, fetchImpl);
  const perSymbol = {
    fundamentals: filingsStep ? undefined : legacy.fundamentals,
    prices: env.POLYGON_API_KEY ? undefined : legacy.prices,
  };
  const configured = daily.length + steps.oncePerRun.length > 0;
  const none = !configured && !perSymbol.fundamentals && !perSymbol.prices;
  const noSourceMessage =
    'live refresh: no live source is configured (set POLYGON_API_KEY, SEC_USER_AGENT and/or ALPHAVANTAGE_API_KEY)';

  const runNow: RefreshNow = async () => {
    if (none) {
      log.info({}, noSourceMessage);
      return { status: 'no-source' };
    }
    let dailyResult: DailyRefreshResult | null = null;
    if (configured) {
      try {
        dailyResult = await runDailyRefresh({
          database,
          log,
          fetch: fetchImpl,
          daily,
          oncePerRun: steps.oncePerRun,
          ...(options.through ? { through: options.through } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (error) {
        if (error instanceof RefreshStepError && error.changedBefore) {
          await options.onDataChanged?.();
        }
        throw error;
      }
      if (dailyResult.status === 'busy') {
        log.info({}, 'live refresh: another instance is refreshing; skipped');
      }
    }
    let perSymbolResult: RefreshResult | null = null;
    if (perSymbol.fundamentals || perSymbol.prices) {
      const symbols = await defaultRefreshSymbols(database);
      perSymbolResult = await runRefresh({ database, ...perSymbol, symbols, log });
      if (perSymbolResult.status === 'done') {
        for (const s of perSymbolResult.sources) {
          const name = s.source === 'alpha_vantage' ? 'alpha-vantage' : 'sec-filings';
          if (s.stoppedEarly || (s.symbols > 0 && s.failed.length === s.symbols)) {
            await recordSourceError(database.db, name, s.stoppedEarly ?? s.failed[0]!.reason);
          } else {
            await recordSourceSuccess(database.db, name, null);
          }
        }
      }
    }
    const changed =
      (dailyResult?.status === 'done' && dailyResult.changed) ||
      (perSymbolResult?.status === 'done' && perSymbolResult.changed);
    if (changed) await options.onDataChanged?.();
    return { daily: dailyResult, perSymbol: perSymbolResult, changed };
  };

  if (none) {
    log.info({}, `${noSourceMessage}; using the imported data only`);
    return { stop() {}, runNow, everyHours: null };
  }
  if (env.REFRESH_INTERVAL_HOURS <= 0) {
    log.info({}, 'live refresh: REFRESH_INTERVAL_HOURS is 0; not scheduled');
    return { stop() {}, runNow, everyHours: null };
  }
  return { stop() {}, runNow, everyHours: env.REFRESH_INTERVAL_HOURS };
}

/**
 * Runs the refresh on the job queue every `everyHours`: each refresh job queues the next one that
 * much later (any number of hours, which a cron line cannot say). The queue keeps at most one
 * waiting, so however many servers start, one refresh is due at a time; a refresh that throws (a
 * source's outage) is retried by the queue's policy, and a server that dies mid-refresh leaves
 * the job to be retried.
 */
export async function scheduleRefresh(
  queue: JobQueue,
  refresh: { runNow: RefreshNow; everyHours: number | null },
  log: FastifyBaseLogger,
  /**
   * When the first refresh after a start runs (seconds): soon, so a server started on data days
   * old catches up without waiting a whole interval (one waits at most per queue, so servers
   * starting together still run one).
   */
  firstAfterSeconds = 60,
): Promise<void> {
  const hours = refresh.everyHours;
  if (hours === null) return;
  const next = (after = Math.round(hours * 3600)) =>
    queue.send(QUEUES.refresh, {}, { startAfter: after });
  await queue.work(QUEUES.refresh, async () => {
    try {
      await refresh.runNow();
    } finally {
      await next();
    }
  });
  await next(firstAfterSeconds);
  log.info({ everyHours: hours, firstAfterSeconds }, 'live refresh scheduled');
}
