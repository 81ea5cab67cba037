import { setImmediate as pause } from 'node:timers/promises';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Rows per query of `readBySymbolPages`. */
export const PAGE_ROWS = 100;

/**
 * Reads a large table (or one run's rows of it) a page at a time in symbol order, the event loop
 * given back between pages. The embedded database answers one query at a time (in its own thread,
 * ADR 042), and the server's thread turns each answer into objects: one query over every company
 * held every request that needs the database for as long as it took (a score run's scores: ~1.5 s),
 * and its answer the server's thread; a page holds each for a few milliseconds. `page(after,
 * limit)` answers the rows whose symbol follows `after` (all rows when null), in symbol order, at
 * most `limit`.
 */
export async function readBySymbolPages<T extends { symbol: string }>(
  page: (after: string | null, limit: number) => Promise<T[]>,
  limit = PAGE_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  let after: string | null = null;
  for (;;) {
    // Before each page, the first too: reads made one after another would otherwise run as one
    // block (a query's answer arrives as a microtask, which runs before any waiting request).
    await pause();
    const next = await page(after, limit);
    for (const row of next) rows.push(row);
    if (next.length < limit) return rows;
    after = next[next.length - 1]!.symbol;
  }
}

/** The condition of a page of one run's rows: that run's, after `after` in symbol order. */
export const runRowsAfter = (
  columns: { runId: PgColumn; symbol: PgColumn },
  runId: number,
  after: string | null,
): SQL | undefined =>
  after === null
    ? eq(columns.runId, runId)
    : and(eq(columns.runId, runId), gt(columns.symbol, after));
