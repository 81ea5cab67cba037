import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { deleteRowsOfRunsBefore, deleteRowsOfRunsBeforeQuery } from './score-runs.repository';

// The planner's guesses without statistics are the embedded database's case (PGlite runs no
// ANALYZE); PostgreSQL's autovacuum analyzes the table in the background, so its plan may vary.
const embedded = !process.env.TEST_DATABASE_URL;

describe.runIf(embedded)('pruning old runs on the embedded database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const count = async (runId: number) => {
    const res = await database.executeSql(
      'select count(*)::int as n from score_history where run_id = $1',
      [runId],
    );
    return (res.rows[0] as { n: number }).n;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    // Four runs of 1,000 companies × 20 dates, as a run's history is stored.
    await database.db.execute(sql`
      insert into score_history (run_id, symbol, as_of, evident_score_value, factors)
      select run, 'S' || lpad(c::text, 4, '0'), date '2020-01-31' + (d * 31), 50, '{}'::jsonb
      from generate_series(1, 4) run, generate_series(1, 1000) c, generate_series(0, 19) d`);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('finds the rows of old runs through the primary key, not by reading the whole table', async () => {
    for (const symbols of [undefined, { first: 'S0100', last: 'S0199' }]) {
      const query = deleteRowsOfRunsBeforeQuery(database.db, 'history', 3, symbols, 1).toSQL();
      const plan = await database.executeSql(`explain ${query.sql}`, query.params);
      const text = plan.rows.map((r) => (r as { 'QUERY PLAN': string })['QUERY PLAN']).join('\n');
      expect(text).toContain('score_history_pkey');
      expect(text).not.toMatch(/Seq Scan/);
    }
  });

  it('deletes exactly the rows of runs older than the cutoff, keeping the run asked for', async () => {
    await deleteRowsOfRunsBefore(database.db, 'history', 3, { first: 'S0100', last: 'S0199' }, 1);
    expect(await count(2)).toBe(18_000); // 100 companies × 20 dates gone
    expect(await count(1)).toBe(20_000);
    await deleteRowsOfRunsBefore(database.db, 'history', 3, undefined, 1);
    expect([await count(1), await count(2), await count(3), await count(4)]).toEqual([
      20_000, 0, 20_000, 20_000,
    ]);
  });
});
