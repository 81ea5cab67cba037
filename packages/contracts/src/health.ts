import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * A data job the server is running now (first import, score run, backtest), with its progress.
 * `baseline` is a score run of an earlier date that "what changed" is measured against (issue
 * 22): like a backtest it runs in the background while the scores already served are current.
 */
export const dataActivity = z.object({
  kind: z.enum(['import', 'score', 'baseline', 'backtest']),
  /** What a person reads: "Loading market data: prices", "Scoring 5,757 companies". */
  label: z.string(),
  /** 0–100, null when the job cannot tell. */
  percent: z.number().int().min(0).max(100).nullable(),
  /** Estimated seconds left, null until the pace is known. */
  etaSeconds: z.number().int().nonnegative().nullable(),
  startedAt: z.string(),
});
export type DataActivity = z.infer<typeof dataActivity>;

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
