import type { MetricValues } from '@evident/engine/metrics/metric-id';
import { monthEnds } from '@evident/engine/scoring/score-run';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { EnginePool } from '../../workers/engine-pool';
import { loadUniverse } from '../../read-model/universe.repository';
import { scoreHistoryOf } from './charts.repository';

/** Years of quarter ends the metric charts cover. */
export const METRIC_HISTORY_YEARS = 10;

export interface MetricHistory {
  /** Quarter ends of the last ten years, then the as-of date; values point in time. */
  rows: { date: string; values: MetricValues }[];
}

export interface ScoreHistoryRow {
  asOf: string;
  evidentScoreValue: number | null;
  evidentScorePercentile: number | null;
  factors: Record<string, number | null>;
}

/** Quarter ends in (asOf − years, asOf), then asOf itself. */
export function historyDates(asOf: string, years = METRIC_HISTORY_YEARS): string[] {
  const from = `${Number(asOf.slice(0, 4)) - years}${asOf.slice(4)}`;
  const quarterEnds = monthEnds(from, asOf).filter(
    (d) => Number(d.slice(5, 7)) % 3 === 0 && d > from && d < asOf,
  );
  return [...quarterEnds, asOf];
}

/**
 * A company's metric and score history for the charts, computed on first use from the database
 * (in a worker thread) and kept per (score run, company) in an LRU: a chart answer never recomputes the universe, and a
 * new score run (new run id) starts afresh. Concurrent first requests share one computation.
 */
export function createCompanyHistory(
  db: Db,
  engine: EnginePool,
  options: { maxCompanies?: number } = {},
) {
  const max = options.maxCompanies ?? 500;
  const metrics = new LRUCache<string, MetricHistory, { symbol: string; asOf: string }>({
    max,
    fetchMethod: async (_key, _stale, { context }) => {
      const [company] = await loadUniverse(db, { symbols: [context.symbol] });
      if (!company) return { rows: [] };
      // Forty dates of every metric: computed in a worker thread, off the server's thread.
      return {
        rows: await engine.run('metricHistory', { company, dates: historyDates(context.asOf) }),
      };
    },
  });
  const scores = new LRUCache<string, ScoreHistoryRow[], { symbol: string; runId: number }>({
    max,
    fetchMethod: async (_key, _stale, { context }) =>
      scoreHistoryOf(db, context.runId, context.symbol),
  });

  return {
    async metrics(runId: number, symbol: string, asOf: string): Promise<MetricHistory> {
      const value = await metrics.fetch(`${runId}:${symbol}:${asOf}`, {
        context: { symbol, asOf },
      });
      return value ?? { rows: [] };
    },
    async scores(runId: number, symbol: string): Promise<ScoreHistoryRow[]> {
      return (await scores.fetch(`${runId}:${symbol}`, { context: { symbol, runId } })) ?? [];
    },
  };
}
export type CompanyHistory = ReturnType<typeof createCompanyHistory>;
