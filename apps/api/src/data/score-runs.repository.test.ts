import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import {
  createHistoryPartition,
  deleteRowsOfRunsBefore,
  dropHistoryOfRunsBefore,
  historyPartitionRuns,
} from './score-runs.repository';

// The planner's guesses without statistics are the embedded database's case between score runs
// (PGlite has no autovacuum; a score run gathers them once it lands, ADR 043, and these tests run
// none); PostgreSQL's autovacuum analyzes the table in the background, so its plan may vary.
const embedded = !process.env.TEST_DATABASE_URL;

describe('pruning old runs', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const count = async (table: string, runId: number) => {
    const res = await database.executeSql(
      `select count(*)::int as n from ${table} where run_id = $1`,
      [runId],
    );
    return (res.rows[0] as { n: number }).n;
  };
  const counts = async (table: string) =>
    Promise.all([1, 2, 3, 4].map((runId) => count(table, runId)));
  beforeAll(async () => {
    database = await createTestDatabase();
    // Four runs of 1,000 companies × 20 dates of history, as a run stores them: in its own table.
    for (const runId of [1, 2, 3, 4]) await createHistoryPartition(database.db, runId);
    await database.db.execute(sql`
      insert into score_history (run_id, symbol, as_of, evident_score_value, factors)
      select run, 'S' || lpad(c::text, 4, '0'), date '2020-01-31' + (d * 31), 50, '{}'::jsonb
      from generate_series(1, 4) run, generate_series(1, 1000) c, generate_series(0, 19) d`);
    // And 5,000 companies' changes for each.
    await database.db.execute(sql`
      insert into score_changes (run_id, symbol, band_changed, change)
      select run, 'S' || lpad(c::text, 4, '0'), c % 7 = 0, '{}'::jsonb
      from generate_series(1, 4) run, generate_series(1, 5000) c`);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('keeps each run’s history in a table of its own, and refuses rows of a run without one', async () => {
    expect(await historyPartitionRuns(database.db)).toEqual([1, 2, 3, 4]);
    expect(await counts('score_history')).toEqual([20_000, 20_000, 20_000, 20_000]);
    await expect(
      database.executeSql(
        "insert into score_history (run_id, symbol, as_of, factors) values (5, 'S0001', '2020-01-31', '{}')",
      ),
    ).rejects.toThrow(/no partition/);
    // Creating it again is harmless.
    await createHistoryPartition(database.db, 4);
    expect(await count('score_history', 4)).toBe(20_000);
  });

  it.runIf(embedded)(
    'finds the rows of old runs through the primary key, not by reading the whole table',
    async () => {
      for (const symbols of [undefined, { first: 'S0100', last: 'S0199' }]) {
        const query = deleteRowsOfRunsBefore(database.db, 'changes', 3, symbols, 1).toSQL();
        const plan = await database.executeSql(`explain ${query.sql}`, query.params);
        const text = plan.rows.map((r) => (r as { 'QUERY PLAN': string })['QUERY PLAN']).join('\n');
        expect(text).toContain('score_changes_pkey');
        expect(text).not.toMatch(/Seq Scan/);
      }
    },
  );

  it('deletes exactly the rows of runs older than the cutoff, keeping the run asked for', async () => {
    await deleteRowsOfRunsBefore(database.db, 'changes', 3, { first: 'S0100', last: 'S0199' }, 1);
    expect(await counts('score_changes')).toEqual([5000, 4900, 5000, 5000]);
    await deleteRowsOfRunsBefore(database.db, 'changes', 3, undefined, 1);
    expect(await counts('score_changes')).toEqual([5000, 0, 5000, 5000]);
  });

  it('drops the history tables of runs older than the cutoff, keeping the run asked for', async () => {
    const between: number[] = [];
    await dropHistoryOfRunsBefore(database.db, 4, 1, async () => {
      between.push(between.length);
    });
    expect(between).toHaveLength(2); // runs 2 and 3, the event loop given back before each
    expect(await historyPartitionRuns(database.db)).toEqual([1, 4]);
    expect(await counts('score_history')).toEqual([20_000, 0, 0, 20_000]);
  });
});
