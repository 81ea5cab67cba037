import type { SourceHealth } from '@evident/contracts/health';
import { latestCompletedTradingDay, tradingDaysToFetch } from '@evident/ingest/prices/trading-days';
import type { Db } from '../db/client';
import { sourceHealth } from '../db/schema';

/*
 * Issue 55: the state of each live source of the daily refresh, as `GET /api/v1/health` and
 * `npm run data:status` report it (written by the refresh job, data/source-health.repository.ts).
 */

/** The sources a configuration enables, in the order they are reported. */
export function configuredSources(env: {
  POLYGON_API_KEY?: string | undefined;
  SEC_USER_AGENT?: string | undefined;
  ALPHAVANTAGE_API_KEY?: string | undefined;
}): string[] {
  return [
    ...(env.POLYGON_API_KEY ? ['polygon'] : []),
    ...(env.SEC_USER_AGENT ? ['sec-listings', 'sec-filings'] : []),
    ...(env.ALPHAVANTAGE_API_KEY ? ['alpha-vantage'] : []),
  ];
}

/**
 * One entry per configured source (a source that never ran has nulls), plus any other source
 * with a record; `daysBehind` counts the trading days after its last day through the latest
 * completed one at `now`.
 */
export async function sourceHealthReport(
  db: Db,
  configured: readonly string[],
  now: Date,
): Promise<SourceHealth[]> {
  const rows = await db.select().from(sourceHealth);
  const bySource = new Map(rows.map((r) => [r.source, r]));
  const latest = latestCompletedTradingDay(now);
  const names = [
    ...configured,
    ...rows
      .map((r) => r.source)
      .filter((s) => s !== 'refresh' && !configured.includes(s))
      .sort(),
  ];
  return names.map((source) => {
    const row = bySource.get(source);
    const lastDay = row?.lastDay ?? null;
    return {
      source,
      lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
      lastDay,
      daysBehind: lastDay === null ? null : tradingDaysToFetch(lastDay, latest).length,
      lastError: row?.lastError ?? null,
      lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
    };
  });
}
