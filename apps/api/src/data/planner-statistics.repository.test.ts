import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { gatherPlannerStatistics } from './planner-statistics.repository';

describe('planner statistics (ADR 043)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const statsOf = async (table: string) => {
    const res = await database.executeSql(
      `select attname::text as column from pg_stats where schemaname = 'public' and tablename = $1 order by attname`,
      [table],
    );
    return (res.rows as { column: string }[]).map((r) => r.column);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.executeSql(
      `create table planner_probe (id int primary key, symbol text not null, payload jsonb not null)`,
    );
    await database.executeSql(
      `insert into planner_probe select g, 'S' || (g % 50), jsonb_build_object('n', g) from generate_series(1, 2000) g`,
    );
  });
  afterAll(() => database.dispose());

  it('gathers them for every table, JSON columns left out', async () => {
    // No autovacuum in the embedded database (on PostgreSQL it may have run already).
    if (!process.env.TEST_DATABASE_URL) expect(await statsOf('planner_probe')).toEqual([]);
    const { tables } = await gatherPlannerStatistics(database.db);
    expect(await statsOf('planner_probe')).toEqual(['id', 'symbol']);
    // The application's tables are analyzed as well, even empty ones (pg_class knows them).
    const analyzed = await database.executeSql(
      `select count(*)::int as n from pg_stat_user_tables where relname in ('companies', 'company_scores', 'list_items') and (last_analyze is not null or last_autoanalyze is not null)`,
    );
    expect((analyzed.rows[0] as { n: number }).n).toBe(3);
    const all = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables).toBe((all as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });

  it('gives the planner the row counts it guessed before', async () => {
    const plan = await database.executeSql(
      `explain (format json) select * from planner_probe where symbol = 'S7'`,
    );
    const estimate = (plan.rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] })[
      'QUERY PLAN'
    ][0].Plan['Plan Rows'];
    // 40 rows of 2,000 carry S7; without statistics PostgreSQL assumes 0.5% of a guessed size.
    expect(estimate).toBeGreaterThanOrEqual(30);
    expect(estimate).toBeLessThanOrEqual(50);
  });
});
