import { STALE_AFTER_TRADING_DAYS, type HealthData } from '@evident/contracts/health';
import { differenceInBusinessDays } from 'date-fns';
import type { Database } from '../../db/client';
import type { ActivityTracker } from '../../runtime/activity';
import { latestDataImport } from '../../read-model/import-runs.repository';
import { sourceHealthReport } from '../../read-model/source-health.repository';
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
  /** The live sources configured (issue 55): each is reported with its state. */
  sources?: readonly string[];
  /** How long a probe result is reused, so a busy health check does not load the database. */
  cacheMs?: number;
  /**
   * How long a check waits for a new probe before it answers from the previous one, marked with
   * how long the probe has waited (issue 53: a data job's long statement — an index build on
   * millions of rows — holds the embedded database's one connection for tens of seconds, and
   * health answers within 1 s throughout).
   */
  probeWaitMs?: number;
  now?: () => number;
}

type Probe = Omit<HealthData, 'uptimeSeconds' | 'data'> & {
  data: Omit<HealthData['data'], 'activity' | 'stale' | 'liveSources' | 'servedVersion'>;
};

/** A check waits this long for a new probe, then answers from the previous one (issue 53). */
export const PROBE_WAIT_MS = 250;

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
  sources = [],
  cacheMs = 1000,
  probeWaitMs = PROBE_WAIT_MS,
  now = Date.now,
}: HealthServiceOptions) {
  const startedAt = now();
  let cached: { at: number; value: Probe } | null = null;
  let inFlight: { since: number; probe: Promise<Probe> } | null = null;
  // Whether the data is current changes at most once a day: counting weekdays with date-fns took
  // ~10 µs, the largest part of a health check's own time, so it is counted once per day and date.
  let staleness: { asOf: string | null; day: number; stale: boolean } | null = null;
  // The last answer built, kept while nothing in it changes.
  let generation = 0;
  let answered: {
    probed: { at: number; value: Probe };
    waitingMs: number | null;
    uptimeSeconds: number;
    stale: boolean;
    served: string | null;
    jobKey: string;
    version: string;
    data: HealthData;
  } | null = null;
  const staleNow = (asOf: string | null, t: number) => {
    const day = Math.floor(t / 86_400_000);
    if (staleness?.asOf !== asOf || staleness.day !== day) {
      staleness = { asOf, day, stale: isStale(asOf, new Date(t)) };
    }
    return staleness.stale;
  };

  async function probe(): Promise<Probe> {
    try {
      const latencyMs = await database.ping();
      const run = await latestDataImport(database.db);
      const scoredAsOf = await latestScoredAsOf(database.db);
      const sourceStates =
        sources.length > 0 ? await sourceHealthReport(database.db, sources, new Date(now())) : [];
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
          sources: sourceStates,
        },
      };
    } catch {
      return {
        status: 'degraded',
        version,
        database: { driver: database.driver, reachable: false, latencyMs: null },
        data: { loaded: false, version: null, loadedAt: null, scoredAsOf: null, sources: [] },
      };
    }
  }

  return {
    /**
     * The health answer, and a version that changes whenever anything in it does (a new probe,
     * the next second of uptime, the staleness, the served data, the job's progress): the route
     * serializes an answer once per version, not once per request.
     */
    async check(): Promise<{ data: HealthData; version: string }> {
      const t = now();
      let waitingMs: number | null = null;
      if (!cached || t - cached.at >= cacheMs) {
        // Concurrent checks share one probe; it lands in the cache whoever waits for it.
        if (!inFlight) {
          const since = t;
          const running = probe()
            .then((value) => {
              cached = { at: now(), value };
              return value;
            })
            .finally(() => {
              inFlight = null;
            });
          inFlight = { since, probe: running };
        }
        const { since, probe: running } = inFlight;
        if (!cached) {
          await running;
        } else {
          // The database is busy (a long statement ahead of the probe): the previous probe's
          // answer, with how long this one has waited, rather than a health check that hangs.
          let timer: NodeJS.Timeout | undefined;
          const landed = await Promise.race([
            running.then(() => true),
            new Promise<false>((resolve) => {
              timer = setTimeout(() => resolve(false), probeWaitMs);
            }),
          ]);
          clearTimeout(timer);
          if (!landed) waitingMs = Math.max(0, Math.round(now() - since));
        }
      }
      const probed = cached!;
      const at = now();
      const uptimeSeconds = Math.round((at - startedAt) / 1000);
      const stale = staleNow(probed.value.data.scoredAsOf, at);
      const served = servedVersion() ?? null;
      // Progress moves every second: read it live, not from the cached probe.
      const job = activity.current();
      const jobKey =
        job === null ? '' : `${job.kind}|${job.label}|${job.percent}|${job.etaSeconds}`;
      const last = answered;
      if (
        last === null ||
        last.probed !== probed ||
        last.waitingMs !== waitingMs ||
        last.uptimeSeconds !== uptimeSeconds ||
        last.stale !== stale ||
        last.served !== served ||
        last.jobKey !== jobKey
      ) {
        const { data, ...rest } = probed.value;
        answered = {
          probed,
          waitingMs,
          uptimeSeconds,
          stale,
          served,
          jobKey,
          version: String(++generation),
          data: {
            ...rest,
            database: {
              ...rest.database,
              waitingMs,
              probedAt: new Date(probed.at).toISOString(),
            },
            uptimeSeconds,
            data: { ...data, stale, liveSources, servedVersion: served, activity: job },
          },
        };
        return answered;
      }
      return last;
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
