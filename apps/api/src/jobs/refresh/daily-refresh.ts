import { latestCompletedTradingDay, tradingDaysToFetch } from '@evident/ingest/prices/trading-days';
import type { Database } from '../../db/client';
import {
  recordSourceError,
  recordSourceSuccess,
  refreshLastDay,
  REFRESH_SOURCE,
} from '../../data/source-health.repository';
import { latestPriceDate } from '../../read-model/universe.repository';
import { REFRESH_LOCK_KEY } from './refresh';
import type { RefreshStep, RefreshStepLog, RefreshStepResult } from './refresh-step';

/**
 * The daily refresh (issue 55, ADR 058): for each trading day from the last one completed + 1
 * through the latest completed trading day (missed days backfilled), its steps in order — prices
 * (Polygon), then filings (SEC) — with the listings map (SEC) once per run, before the last day's
 * steps (the map is today's: a new listing's or a renamed ticker's first bar is then stored).
 *
 * Once across instances (the refresh's advisory lock). Every step writes in its own transaction
 * and is idempotent; a step that throws is recorded as its source's last error and the job throws
 * too (the queue retries it), leaving the data of the days before served: the next run starts
 * again at the day that failed. Each source's success is recorded for health and `data:status`.
 */

export interface RefreshStepEntry {
  /** The source's name in health: `polygon`, `sec-listings`, `sec-filings`. */
  source: string;
  step: RefreshStep;
}

export interface DailyRefreshOptions {
  database: Database;
  log: RefreshStepLog;
  /** The fetch the steps' sources use (the steps are built with it; passed on for new ones). */
  fetch: typeof fetch;
  /** Run for each trading day, in order: prices, then filings. */
  daily: readonly RefreshStepEntry[];
  /** Run once per run, before the last day's daily steps: listings. */
  oncePerRun?: readonly RefreshStepEntry[];
  /** The last day to apply (default: the latest completed trading day at `now`). */
  through?: string;
  now?: () => Date;
  signal?: AbortSignal;
}

export interface AppliedStep extends RefreshStepResult {
  day: string;
}

export type DailyRefreshResult =
  | { status: 'done'; days: string[]; changed: boolean; steps: AppliedStep[] }
  | { status: 'current'; lastDay: string }
  | { status: 'no-data' }
  | { status: 'busy' };

export class RefreshStepError extends Error {
  constructor(
    readonly source: string,
    readonly day: string,
    cause: unknown,
    /** Whether steps before the failure changed data (a rescore is due all the same). */
    readonly changedBefore: boolean,
  ) {
    super(
      `refresh of ${day} failed at ${source}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'RefreshStepError';
  }
}

/** The filings step's source name: it runs after the listings, never first among the daily steps. */
const FILINGS_SOURCE = 'sec-filings';

export async function runDailyRefresh(options: DailyRefreshOptions): Promise<DailyRefreshResult> {
  const { database, log } = options;
  const locked = await database.withAdvisoryLock(
    REFRESH_LOCK_KEY,
    async (): Promise<DailyRefreshResult> => {
      const latest = await latestPriceDate(database.db);
      if (latest === null) return { status: 'no-data' };
      const completed = await refreshLastDay(database.db);
      const lastStored = completed !== null && completed < latest ? completed : latest;
      const through = options.through ?? latestCompletedTradingDay((options.now ?? nowDate)());
      // Without a daily step (listings only: no price source), the once-per-run steps run for
      // the latest completed day and no day counts as completed.
      const byDay = options.daily.length > 0;
      const days = byDay
        ? tradingDaysToFetch(lastStored, through)
        : lastStored < through
          ? [through]
          : [];
      if (days.length === 0) return { status: 'current', lastDay: lastStored };
      const run = { lastStored, through: days[days.length - 1]!, days };
      const steps: AppliedStep[] = [];
      for (const day of days) {
        if (options.signal?.aborted) break;
        // On the last day the once-per-run steps (listings) follow the first daily step
        // (prices); when they changed the listings, prices run again for the day, so a new
        // listing's or a renamed ticker's first bar is stored too (the rest writes nothing).
        const entries: RefreshStepEntry[] = [...options.daily];
        const once = day === run.through ? (options.oncePerRun ?? []) : [];
        // Listings before filings (a company filing on its first listed day is then known); with
        // no price step, filings come first in `daily` and the listings go before them.
        const pricesFirst = options.daily[0]?.source !== FILINGS_SOURCE;
        if (byDay) entries.splice(pricesFirst ? 1 : 0, 0, ...once);
        else entries.push(...once);
        for (let k = 0; k < entries.length; k += 1) {
          const { source, step } = entries[k]!;
          const isOnce = once.includes(entries[k]!);
          let result: RefreshStepResult;
          try {
            result = await step({
              database,
              log,
              fetch: options.fetch,
              day,
              run,
              ...(options.signal ? { signal: options.signal } : {}),
            });
          } catch (error) {
            const failure = new RefreshStepError(
              source,
              day,
              error,
              steps.some((s) => s.changed),
            );
            await recordSourceError(database.db, source, failure.message).catch(() => {});
            log.warn({ source, day, err: failure.message }, 'refresh: step failed; will retry');
            throw failure;
          }
          await recordSourceSuccess(database.db, result.source, day);
          steps.push({ ...result, day });
          const lastOnce = isOnce && !once.includes(entries[k + 1]!);
          if (
            lastOnce &&
            byDay &&
            pricesFirst &&
            steps.slice(-once.length).some((s) => s.changed)
          ) {
            entries.splice(k + 1, 0, options.daily[0]!);
          }
        }
        if (byDay) await recordSourceSuccess(database.db, REFRESH_SOURCE, day);
      }
      return {
        status: 'done',
        days,
        changed: steps.some((s) => s.changed),
        steps,
      };
    },
  );
  if (!locked.acquired) return { status: 'busy' };
  return locked.value;
}

const nowDate = () => new Date();
