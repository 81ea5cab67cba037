import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hasPgCode } from '../db/pg-error-code';

/*
 * The query planner's statistics (ADR 043). PostgreSQL's autovacuum gathers them in the
 * background; the embedded database (PGlite) has no autovacuum and gathered none, so its planner
 * guessed every row count: a band-alerts query compared 628 changes with 200,000 held companies
 * one by one (38.6 s) until an index covered it (migration 0022). The score run gathers them for
 * every table once it has landed, on both databases (one path; on PostgreSQL it also spares a new
 * run's history table the wait for autovacuum).
 */

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Analyzes every table of the database (the application's, pg-boss's, the migrations'), one
 * statement per table so that other queries run between them. JSON columns are left out: they
 * hold answers, never what a query filters or joins on, and sampling them was most of the time
 * (company_scores: 0.8 s with them, 0.2 s without, on the full snapshot).
 */
export async function gatherPlannerStatistics(db: Db): Promise<{ tables: number }> {
  const result = (await db.execute(sql`
    select c.table_schema as schema, c.table_name as name,
      array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type not in ('json', 'jsonb')
    group by c.table_schema, c.table_name
    order by c.table_schema, c.table_name`)) as unknown as {
    rows: { schema: string; name: string; columns: string[] }[];
  };
  let analyzed = 0;
  for (const table of result.rows) {
    try {
      await db.execute(
        sql.raw(`analyze ${q(table.schema)}.${q(table.name)} (${table.columns.map(q).join(', ')})`),
      );
      analyzed += 1;
    } catch (error) {
      // Dropped since it was listed (another server's import swapping its tables in): skipped.
      if (!hasPgCode(error, '42P01')) throw error;
    }
  }
  return { tables: analyzed };
}
