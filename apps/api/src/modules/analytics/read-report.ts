import path from 'node:path';
import { analyticsReportRow, type AnalyticsReportRow } from '@evident/contracts/analytics';
import { successEnvelope } from '@evident/contracts/envelope';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { openDatabase } from '../../db/client';
import { databaseOptionsFromEnv } from '../../db/from-env';
import { LOCAL_TOKEN_HEADER } from '../../http/local-only';
import { readServerFile } from '../../runtime/server-file';
import { countAnalyticsEvents } from './analytics.repository';

/**
 * The analytics counts of the database the server uses (as `readOutbox` does): PostgreSQL
 * directly; the embedded database directly when no server holds its folder, else by asking the
 * running server over the loopback interface with the token of `DATA_DIR/server.json`.
 */
export async function readAnalyticsReport(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  days: number,
): Promise<AnalyticsReportRow[]> {
  if (!env.DATABASE_URL) {
    const server = readServerFile(path.resolve(env.DATA_DIR));
    if (server) {
      const url = `http://127.0.0.1:${server.port}/api/v1/internal/analytics-report?days=${days}`;
      const res = await fetch(url, { headers: { [LOCAL_TOKEN_HEADER]: server.token } });
      if (!res.ok)
        throw new Error(`The running server refused the report request (${res.status}).`);
      return successEnvelope(z.array(analyticsReportRow)).parse(await res.json()).data;
    }
  }
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    return await countAnalyticsEvents(database.db, days);
  } finally {
    await database.close();
  }
}

/** The counts as a table: one row per day, one column per event that happened in the period. */
export function formatAnalyticsReport(rows: AnalyticsReportRow[], days: number): string {
  if (rows.length === 0) return `No analytics events in the last ${days} days.`;
  const names = [...new Set(rows.map((r) => r.name))].sort();
  const daysSeen = [...new Set(rows.map((r) => r.day))].sort();
  const count = new Map(rows.map((r) => [`${r.day}|${r.name}`, r.count]));
  const header = ['day', ...names, 'total'];
  const body = daysSeen.map((day) => {
    const counts = names.map((name) => count.get(`${day}|${name}`) ?? 0);
    return [day, ...counts.map(String), String(counts.reduce((a, b) => a + b, 0))];
  });
  const totals = names.map((name) =>
    rows.filter((r) => r.name === name).reduce((a, r) => a + r.count, 0),
  );
  body.push(['total', ...totals.map(String), String(totals.reduce((a, b) => a + b, 0))]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `Analytics events received in the last ${days} days (UTC days), per event:`,
    line(header),
    ...body.map(line),
  ].join('\n');
}
