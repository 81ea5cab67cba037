import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * The query of the data report's "score rules" section (issue 52, ADR 047 and ADR 048): the
 * served score run's rows with what the rules read — factors, the core metrics, the figure notes
 * and the market value.
 */

async function query<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

export interface ScoreRuleRow {
  symbol: string;
  sp500: boolean;
  isFinancial: boolean;
  evidentScore: number | null;
  evidentScoreValue: number | null;
  marketCap: number | null;
  factors: Record<string, { value: number | null } | undefined>;
  metrics: Record<string, number | null>;
  notes: { code: string; metrics?: string[] }[] | null;
}

/** The served (latest succeeded) score run's companies, ETFs left out; null before any run. */
export async function servedScoreRuleRows(
  db: Db,
): Promise<{ asOf: string; rows: ScoreRuleRow[] } | null> {
  const [run] = await query<{ id: number; as_of: string }>(
    db,
    sql`select id, as_of::text as as_of from score_runs where status = 'succeeded'
        order by as_of desc, id desc limit 1`,
  );
  if (!run) return null;
  const rows = await query<{
    symbol: string;
    sp500: boolean;
    is_financial: boolean | null;
    evident_score_percentile: number | null;
    evident_score_value: number | null;
    factors: ScoreRuleRow['factors'];
    metrics: ScoreRuleRow['metrics'];
    notes: ScoreRuleRow['notes'];
  }>(
    db,
    sql`select cs.symbol, c.sp500, (cs.context->>'isFinancial')::boolean as is_financial,
               cs.evident_score_percentile, cs.evident_score_value, cs.factors, cs.metrics,
               cs.context->'notes' as notes
        from company_scores cs join companies c on c.symbol = cs.symbol
        where cs.run_id = ${run.id} and not c.is_etf
        order by cs.symbol`,
  );
  return {
    asOf: run.as_of,
    rows: rows.map((r) => ({
      symbol: r.symbol,
      sp500: r.sp500,
      isFinancial: r.is_financial === true,
      evidentScore:
        r.evident_score_percentile === null ? null : Math.round(Number(r.evident_score_percentile)),
      evidentScoreValue: r.evident_score_value === null ? null : Number(r.evident_score_value),
      marketCap: typeof r.metrics.marketCap === 'number' ? r.metrics.marketCap : null,
      factors: r.factors,
      metrics: r.metrics,
      notes: r.notes,
    })),
  };
}
