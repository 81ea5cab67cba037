import type { Database } from '../../db/client';

/**
 * One step of the daily refresh (issue 55): prices for the whole market, listings, filings. The
 * refresh job runs its steps in order for each trading day it has to catch up on; every step is
 * idempotent (applying the same day twice writes nothing new) and writes in its own transactions,
 * so a failure midway leaves the data served before it and the job is retried.
 */
export interface RefreshStepContext {
  database: Database;
  log: RefreshStepLog;
  /** The fetch the sources use: the real one, or one that goes to a replay server in tests. */
  fetch: typeof fetch;
  /** The trading day being applied, `YYYY-MM-DD`. */
  day: string;
  /** Set when the job is stopping (server shutdown); a step ends early at a safe point. */
  signal?: AbortSignal;
  /**
   * The run this day belongs to (added by the `refresh` branch): the last day stored before it
   * and the last day it applies, so a step can ask a range once per run (Polygon's splits and
   * dividends) instead of once per day. Absent when a step is run on its own.
   */
  run?: { lastStored: string; through: string; days: readonly string[] };
}

export interface RefreshStepLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RefreshStepResult {
  /** The source's name as health and `data:status` show it: `polygon`, `sec-filings`, `sec-listings`. */
  source: string;
  /** Whether anything stored changed (a rescore follows when any step changed data). */
  changed: boolean;
  rowsWritten: number;
  /** Items that failed without failing the step (a malformed row, one company's bad answer). */
  failed: { item: string; reason: string }[];
}

/** A step throws when its source failed as a whole (outage, refused key): the day is retried. */
export type RefreshStep = (context: RefreshStepContext) => Promise<RefreshStepResult>;
