import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * The queries of the data report (jobs/data-report, issue 3 §7): row counts, coverage per column,
 * counts per exchange and sector, and the anomalies that betray a bad source.
 */

export type AnomalyKind =
  | 'negative-assets'
  | 'revenue-jump'
  | 'looks-year-to-date'
  | 'filed-before-period-end'
  | 'price-jump';

async function query<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** Rows of each market-data table (one row, or none). */
export async function tableTotals(db: Db): Promise<Record<string, number> | undefined> {
  const [totals] = await query<Record<string, number>>(
    db,
    sql`select (select count(*) from companies)::int as companies,
               (select count(*) from fundamental_periods)::int as fundamental_periods,
               (select count(*) from prices_daily)::int as prices_daily,
               (select count(*) from prices_monthly)::int as prices_monthly,
               (select count(*) from estimates)::int as estimates,
               (select count(*) from earnings_surprises)::int as earnings_surprises,
               (select count(*) from dividends)::int as dividends,
               (select count(*) from sp500_membership)::int as sp500_membership`,
  );
  return totals;
}

/** Share of non-empty values (0–1) of each column, per segment. */
export async function columnCoverage(db: Db, table: string, columns: string[], segment?: string) {
  const parts = columns.map((c) => `avg((${c} is not null)::int)::float8 as "${c}"`).join(', ');
  const seg = segment ?? `'all'`;
  const rows = await query<Record<string, number | string>>(
    db,
    sql.raw(
      `select ${seg} as segment, count(*)::int as rows, ${parts} from ${table} group by 1 order by 1`,
    ),
  );
  return rows.map((r) => ({
    table,
    segment: String(r.segment),
    rows: Number(r.rows),
    columns: Object.fromEntries(columns.map((c) => [c, Number(r[c] ?? 0)])),
  }));
}

/** Companies per exchange, and how many of them have fundamentals and prices. */
export const companiesByExchange = (db: Db) =>
  query<{ exchange: string; companies: number; withFundamentals: number; withPrices: number }>(
    db,
    sql`select c.exchange,
               count(*)::int as "companies",
               count(*) filter (where exists (select 1 from fundamental_periods f where f.symbol = c.symbol))::int as "withFundamentals",
               count(*) filter (where exists (select 1 from prices_daily p where p.symbol = c.symbol))::int as "withPrices"
        from companies c group by c.exchange order by c.exchange`,
  );

/** Companies per sector, most first. */
export const companiesBySector = (db: Db) =>
  query<{ sector: string; companies: number }>(
    db,
    sql`select coalesce(sector, '(none)') as sector, count(*)::int as companies
        from companies group by 1 order by 2 desc, 1`,
  );

/** One company of the served score run: its classification and which factors it has. */
export interface ScoredCompanyRow {
  symbol: string;
  sector: string | null;
  sp500: boolean;
  scored: boolean;
  /** Factor id → whether the factor has a value (not "insufficient data"). */
  factors: Record<string, boolean>;
  /** Fair value above (+) or below (−) the last close, in percent; null when none is published. */
  fairValueGap: number | null;
}

/**
 * The companies of the served score run (the newest date, as the read model serves it) with the
 * factors they have; empty before the first run. ETFs are never scored.
 */
export async function scoredCompanies(
  db: Db,
  factorIds: readonly string[],
): Promise<{ asOf: string | null; rows: ScoredCompanyRow[] }> {
  const [run] = await query<{ id: number; as_of: string }>(
    db,
    sql`select id, as_of::text as as_of from score_runs where status = 'succeeded'
        order by as_of desc, id desc limit 1`,
  );
  if (!run) return { asOf: null, rows: [] };
  const rows = await query<{
    symbol: string;
    sector: string | null;
    sp500: boolean;
    scored: boolean;
    factors: Record<string, { value: number | null } | undefined>;
    fair_value_gap: number | null;
  }>(
    db,
    sql`select cs.symbol, c.sector, c.sp500, cs.evident_score_value is not null as scored,
               cs.factors,
               case when cs.fair_value_detail is null then null else cs.percentage_difference end
                 as fair_value_gap
        from company_scores cs join companies c on c.symbol = cs.symbol
        where cs.run_id = ${run.id} and not c.is_etf
        order by cs.symbol`,
  );
  return {
    asOf: run.as_of,
    rows: rows.map((r) => ({
      symbol: r.symbol,
      sector: r.sector,
      sp500: r.sp500,
      scored: r.scored,
      factors: Object.fromEntries(
        factorIds.map((f) => [f, r.factors[f]?.value !== null && r.factors[f] !== undefined]),
      ),
      fairValueGap: r.fair_value_gap === null ? null : Number(r.fair_value_gap),
    })),
  };
}

const ANOMALY_SQL: Record<AnomalyKind, SQL> = {
  'negative-assets': sql`select symbol, period_type || ' ' || period_end || ': total assets ' || total_assets as detail
        from fundamental_periods where total_assets < 0 order by symbol, period_end`,
  'revenue-jump': sql`select symbol, detail from (
          select symbol, period_end,
                 'quarter ending ' || period_end || ': revenue ' || revenue || ' after ' || prev as detail,
                 revenue, prev
          from (select symbol, period_end, revenue,
                       lag(revenue) over (partition by symbol order by period_end, filed) as prev
                from fundamental_periods where period_type = 'Q' and revenue > 0) q
        ) j where prev > 0 and (revenue / prev >= 100 or prev / revenue >= 100) order by symbol, period_end`,
  'looks-year-to-date': sql`select q.symbol,
               'fiscal year ' || q.fiscal_year || ': quarters sum to ' || round((q.total / fy.revenue)::numeric, 2) || 'x the FY revenue' as detail
        from (select symbol, fiscal_year, sum(revenue) as total, count(*) as n
              from fundamental_periods where period_type = 'Q' and revenue > 0 and fiscal_year is not null
              group by symbol, fiscal_year) q
        join fundamental_periods fy on fy.symbol = q.symbol and fy.period_type = 'FY'
             and fy.fiscal_year = q.fiscal_year and fy.revenue > 0
        where q.n = 4 and q.total >= 1.3 * fy.revenue order by q.symbol, q.fiscal_year`,
  'filed-before-period-end': sql`select symbol, period_type || ' ' || period_end || ' filed ' || filed as detail
        from fundamental_periods where filed < period_end order by symbol`,
  'price-jump': sql`select symbol, 'close ' || close || ' on ' || date || ' after ' || prev as detail from (
          select symbol, date, close, lag(close) over (partition by symbol order by date) as prev
          from prices_daily) p
        where prev > 0 and (close / prev >= 10 or prev / close >= 10) order by symbol, date`,
};

/** The anomaly kinds, in the report's order. */
export const ANOMALY_KINDS = Object.keys(ANOMALY_SQL) as AnomalyKind[];

/** Every row showing an anomaly of `kind`: the company and what is wrong. */
export const anomaliesOf = (db: Db, kind: AnomalyKind) =>
  query<{ symbol: string; detail: string }>(db, ANOMALY_SQL[kind]);
