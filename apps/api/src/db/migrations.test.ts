import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPartitionRuns } from '../data/score-runs.repository';
import { MIGRATIONS_DIR, openDatabase, type Database } from './client';

/** The migrations folder as it was up to (and with) the migration tagged `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'evident-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('the score history partitioned by run (migration 0021, ADR 039)', () => {
  let database: Database;
  let before: string;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    before = migrationsUpTo('0020_user_language');
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: before });
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('moves the rows of every run into a table of its own, unchanged', async () => {
    await database.executeSql(`
      insert into score_history
        (run_id, symbol, as_of, evident_score_value, evident_score_percentile, factors)
      select run, 'S' || c, date '2024-01-31' + c, c * 1.5, null, jsonb_build_object('value', c)
      from (values (7), (9), (12)) runs(run), generate_series(1, 50) c`);
    const rows = async () =>
      (await database.executeSql('select * from score_history order by run_id, symbol, as_of'))
        .rows;
    const old = await rows();
    expect(old).toHaveLength(150);

    await database.migrate();

    expect(await historyPartitionRuns(database.db)).toEqual([7, 9, 12]);
    expect(await rows()).toEqual(old);
    const inOwnTable = await database.executeSql(
      'select count(*)::int as n from score_history_run_9 where run_id = 9',
    );
    expect(inOwnTable.rows).toEqual([{ n: 50 }]);
  });
});
