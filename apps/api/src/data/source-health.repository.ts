import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sourceHealth } from '../db/schema';

/*
 * The daily refresh's record of each source (issue 55): last success, the last trading day it
 * applied, last error. Written by the refresh job; read by health and `npm run data:status`
 * (through read-model/source-health.repository.ts).
 */

/** The refresh job itself: `lastDay` is the last trading day every step completed. */
export const REFRESH_SOURCE = 'refresh';

export async function recordSourceSuccess(
  db: Db,
  source: string,
  day: string | null,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(sourceHealth)
    .values({ source, lastSuccessAt: at, lastDay: day })
    .onConflictDoUpdate({
      target: sourceHealth.source,
      set: {
        lastSuccessAt: at,
        // Never backwards: a step re-applied for an earlier day keeps the later one.
        lastDay: sql`greatest(${sourceHealth.lastDay}, excluded.last_day)`,
      },
    });
}

export async function recordSourceError(
  db: Db,
  source: string,
  error: string,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(sourceHealth)
    .values({ source, lastErrorAt: at, lastError: error.slice(0, 1000) })
    .onConflictDoUpdate({
      target: sourceHealth.source,
      set: { lastErrorAt: at, lastError: error.slice(0, 1000) },
    });
}

/** The last trading day the refresh completed every step of, or null before its first run. */
export async function refreshLastDay(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ lastDay: sourceHealth.lastDay })
    .from(sourceHealth)
    .where(eq(sourceHealth.source, REFRESH_SOURCE));
  return row?.lastDay ?? null;
}
