import { sql, type SQL } from 'drizzle-orm';
import type { StoredScoreRankings } from '@evident/engine/selections/rankings';
import { liquidityOf } from '@evident/engine/universe/investable';
import type { Db } from '../db/client';

/*
 * The data report's queries for the investable universe (ADR 049): the served score run's
 * companies with the figures the universe reads, its rankings and its daily selections.
 */

async function query<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

export interface InvestableRow {
  symbol: string;
  lastClose: number | null;
  marketCap: number | null;
  medianDollarVolume: number | null;
  latestFiled: string | null;
  evidentScoreValue: number | null;
}

export interface ServedLists {
  runId: number;
  asOf: string;
  rankings: StoredScoreRankings;
  selections: { category: string; rank: number; symbol: string }[];
  rows: InvestableRow[];
}

const num = (x: unknown): number | null => {
  if (x === null || x === undefined) return null;
  const n = Number(x);
  return Number.isFinite(n) ? n : null;
};

/** The served score run (the newest succeeded date) with its lists and companies; null before one. */
export async function servedLists(db: Db): Promise<ServedLists | null> {
  const [run] = await query<{ id: number; as_of: string; rankings: StoredScoreRankings }>(
    db,
    sql`select id, as_of::text as as_of, rankings from score_runs where status = 'succeeded'
        order by as_of desc, id desc limit 1`,
  );
  if (!run) return null;
  const selections = await query<{ category: string; rank: number; symbol: string }>(
    db,
    sql`select category, rank, symbol from daily_selections where run_id = ${run.id}
        order by category, rank`,
  );
  const rows = await query<{
    symbol: string;
    last_close: unknown;
    market_cap: unknown;
    median_dollar_volume: unknown;
    avg_dollar_volume: unknown;
    latest_filed: string | null;
    evident_score_value: unknown;
  }>(
    db,
    sql`select cs.symbol, cs.context ->> 'lastClose' as last_close,
               cs.metrics ->> 'marketCap' as market_cap,
               cs.metrics ->> 'medianDollarVolume' as median_dollar_volume,
               cs.metrics ->> 'avgDollarVolume' as avg_dollar_volume,
               cs.context ->> 'latestFiled' as latest_filed, cs.evident_score_value
        from company_scores cs join companies c on c.symbol = cs.symbol
        where cs.run_id = ${run.id} and not c.is_etf
        order by cs.symbol`,
  );
  return {
    runId: Number(run.id),
    asOf: run.as_of,
    rankings: run.rankings,
    selections: selections.map((s) => ({ ...s, rank: Number(s.rank) })),
    rows: rows.map((r) => ({
      symbol: r.symbol,
      lastClose: num(r.last_close),
      marketCap: num(r.market_cap),
      medianDollarVolume: liquidityOf({
        medianDollarVolume: num(r.median_dollar_volume),
        avgDollarVolume: num(r.avg_dollar_volume),
      }),
      latestFiled: r.latest_filed,
      evidentScoreValue: num(r.evident_score_value),
    })),
  };
}
