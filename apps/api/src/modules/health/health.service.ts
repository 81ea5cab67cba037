import { STALE_AFTER_TRADING_DAYS, type HealthData } from '@evident/contracts/health';
import { differenceInBusinessDays } from 'date-fns';
import type { Database } from '../../db/client';
import type { ActivityTracker } from '../../runtime/activity';
import { latestDataImport } from '../market-data/import-runs.repository';
import { latestScoredAsOf } from './health.repository';

export interface HealthServiceOptions {
  database: Database;
  version: string;
  /** The data jobs running in this process (their progress is read on every check). */
  activity: ActivityTracker;
  /** The read model's version: what the pages are served from now. */
  servedVersion: () => string | undefined;
  /** Which live sources are configured (filings from SEC EDGAR, daily prices). */
  liveSources: HealthData['data']['liveSources'];
  /** How long a probe result is reused, so a busy health check does not load the database. */
  cacheMs?: number;
  now?: () => number;
}

type Probe = Omit<HealthData, 'uptimeSeconds' | 'data'> & {
  data: Omit<HealthData['data'], 'activity' | 'stale' | 'liveSources' | 'servedVersion'>;
};

/**
 * Weekdays (Monday–Friday; exchange holidays are not known here) from the last price date to
 * today, over the threshold: the data is not current.
 */
export function isStale(asOf: string | null, today: Date): boolean {
  if (asOf === null) return false;
  const last = new Date(`${asOf}T00:00:00Z`);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  return differenceInBusinessDays(day, last) > STALE_AFTER_TRADING_DAYS;
}

/**
 * Reports database reachability, the loaded data (version, score date, whether it is current),
 * the data job running now with its progress, and the product version.
 */
export function createHealthService({
  database,
  version,
  activity,
  servedVersion,
  liveSources,
  cacheMs = 1000,
  now = Date.now,
}: HealthServiceOptions) {
  const startedAt = now();
  let cached: { at: number; value: Probe } | null = null;
  let inFlight: Promise<Probe> | null = null;

  async function probe(): Promise<Probe> {
    try {
      const latencyMs = await database.ping();
      const run = await latestDataImport(database.db);
      const scoredAsOf = await latestScoredAsOf(database.db);
      return {
        status: 'ok',
        version,
        database: {
          driver: database.driver,
          reachable: true,
          latencyMs: Math.round(latencyMs * 100) / 100,
        },
        data: {
          loaded: run !== null,
          version: run?.dataVersion ?? null,
          loadedAt: run?.finishedAt?.toISOString() ?? null,
          scoredAsOf,
        },
      };
    } catch {
      return {
        status: 'degraded',
        version,
        database: { driver: database.driver, reachable: false, latencyMs: null },
        data: { loaded: false, version: null, loadedAt: null, scoredAsOf: null },
      };
    }
  }

  return {
    async check(): Promise<HealthData> {
      const t = now();
      if (!cached || t - cached.at >= cacheMs) {
        // Concurrent checks share one probe.
        inFlight ??= probe().finally(() => {
          inFlight = null;
        });
        const value = await inFlight;
        cached = { at: now(), value };
      }
      const { data, ...rest } = cached.value;
      return {
        ...rest,
        uptimeSeconds: Math.round((now() - startedAt) / 1000),
        data: {
          ...data,
          stale: isStale(data.scoredAsOf, new Date(now())),
          liveSources,
          servedVersion: servedVersion() ?? null,
          // Progress moves every second: read it live, not from the cached probe.
          activity: activity.current(),
        },
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
