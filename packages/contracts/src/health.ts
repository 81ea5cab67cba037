import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * A data job the server is running now (first import, score run, backtest), with its progress.
 * `score` scores data that has no scores yet; `rescore` scores again data whose scores are already
 * served (new weights, a new method, `npm run score`): they stay in use until it lands.
 * `baseline` is a score run of an earlier date that "what changed" is measured against (issue
 * 22): like a backtest it runs in the background while the scores already served are current.
 */
export const DATA_ACTIVITY_KINDS = ['import', 'score', 'rescore', 'baseline', 'backtest'] as const;
export const dataActivity = z.object({
  kind: z.enum(DATA_ACTIVITY_KINDS),
  /** What a person reads: "Loading market data: prices", "Scoring 5,757 companies". */
  label: z.string(),
  /** 0–100, null when the job cannot tell. */
  percent: z.number().int().min(0).max(100).nullable(),
  /** Estimated seconds left, null until the pace is known. */
  etaSeconds: z.number().int().nonnegative().nullable(),
  startedAt: z.string(),
  /**
   * A score run's companies: those the engine's universe takes in (the ones it scores), once the
   * run has read them all; null before, and for other jobs (issue 53).
   */
  companies: z.number().int().nonnegative().nullable().optional(),
  /**
   * True while the job is queued (sent, not yet taken) after the job before it: from the first
   * job of a start to the last one queued, activity is never null between jobs (issue 53).
   */
  queued: z.boolean().optional(),
});
export type DataActivity = z.infer<typeof dataActivity>;

/** One live source's state (issue 55): what `GET /health` and `npm run data:status` report. */
export const sourceHealth = z.object({
  source: z.string(),
  lastSuccessAt: z.string().nullable(),
  /** The last trading day it applied (null for a source not kept by day). */
  lastDay: z.string().nullable(),
  daysBehind: z.number().int().nonnegative().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type SourceHealth = z.infer<typeof sourceHealth>;

/** Weekdays after the last price date beyond which the data counts as not current. */
export const STALE_AFTER_TRADING_DAYS = 5;

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
    /**
     * Set when the latest probe is still waiting for the database (a data job's long statement,
     * e.g. an index build, holds the embedded database's one connection): how long it has waited.
     * `reachable`, `latencyMs` and `data`'s loaded, version and scoredAsOf are then those of the
     * previous probe, made at `probedAt` (issue 53: health answers within 1 s throughout).
     */
    waitingMs: z.number().int().nonnegative().nullable().optional(),
    /** When the probe this answer's database and data fields come from was made. */
    probedAt: z.string().optional(),
  }),
  data: z.object({
    /** Market data imported (a snapshot import succeeded). */
    loaded: z.boolean(),
    version: z.string().nullable(),
    loadedAt: z.string().nullable(),
    /** Date of the prices behind the latest score run; null before the first run. */
    scoredAsOf: z.string().nullable(),
    /** More than STALE_AFTER_TRADING_DAYS weekdays between scoredAsOf and today. */
    stale: z.boolean(),
    /** Whether a live source refreshes the data (SEC filings, daily prices). */
    liveSources: z.object({ filings: z.boolean(), prices: z.boolean() }),
    /**
     * Issue 55: each configured live source of the daily refresh (`polygon`, `sec-listings`,
     * `sec-filings`, `alpha-vantage`): its last success, how many trading days it is behind the
     * latest completed one (null before its first success, or for a source not kept by day), and
     * its last error. Empty when no live source is configured. Absent from older servers.
     */
    sources: z.array(sourceHealth).optional(),
    /**
     * Version of what the pages are served from (changes when an import or score run lands in
     * the read model): a client that sees it change fetches its pages' data again.
     */
    servedVersion: z.string().nullable(),
    /** The data job running now in this server, null when none is. */
    activity: dataActivity.nullable(),
  }),
});
export type HealthData = z.infer<typeof healthData>;
export const healthResponse = successEnvelope(healthData);
