import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../db/client';
import {
  companyScores,
  dailySelections,
  scoreChanges,
  scoreHistory,
  scoreRuns,
} from '../db/schema';

/*
 * The writes of a score run (jobs/score/score-job.ts): the `score_runs` row, the rows the worker
 * computes (company scores, score history), the rankings and daily selections, and the pruning of
 * older runs.
 */

type NewScoreRun = typeof scoreRuns.$inferInsert;

/** Starts a run: a `score_runs` row marked running. Resolves to its id. */
export async function insertRunningScoreRun(
  db: Db,
  run: { asOf: string; dataVersion: string | null; params: NonNullable<NewScoreRun['params']> },
): Promise<number> {
  const [row] = await db
    .insert(scoreRuns)
    .values({
      asOf: run.asOf,
      dataVersion: run.dataVersion,
      status: 'running',
      params: run.params,
    })
    .returning({ id: scoreRuns.id });
  return row!.id;
}

/**
 * Bulk-loads a chunk of computed rows (CSV in `columns` order, as UTF-8 bytes from the worker)
 * into `table` with COPY.
 */
export const copyScoreRows = (
  database: Database,
  table: string,
  columns: readonly string[],
  csv: Uint8Array,
): Promise<void> => database.copyCsv(table, columns, csv);

/** Stores the run's rankings (the top lists, the day's most active and gainers). */
export async function setScoreRunRankings(
  db: Db,
  runId: number,
  rankings: NonNullable<NewScoreRun['rankings']>,
): Promise<void> {
  await db.update(scoreRuns).set({ rankings }).where(eq(scoreRuns.id, runId));
}

/** Stores the run's daily selections (nothing is written when there are none). */
export async function insertDailySelections(
  db: Db,
  runId: number,
  selections: readonly Omit<typeof dailySelections.$inferInsert, 'runId'>[],
): Promise<void> {
  if (selections.length > 0) {
    await db.insert(dailySelections).values(selections.map((s) => ({ runId, ...s })));
  }
}

/** Marks a run succeeded, with how many companies got a score. */
export async function markScoreRunSucceeded(
  db: Db,
  runId: number,
  companiesScored: number,
): Promise<void> {
  await db
    .update(scoreRuns)
    .set({
      status: 'succeeded',
      finishedAt: new Date(),
      companiesScored,
    })
    .where(eq(scoreRuns.id, runId));
}

/** Marks a run failed with the error's message, if it is still running. */
export async function markScoreRunFailed(db: Db, runId: number, error: string): Promise<void> {
  await db
    .update(scoreRuns)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      error,
    })
    // Only a run still running: a step after a run landed (pruning, statistics) that fails must
    // not take back a run already served.
    .where(and(eq(scoreRuns.id, runId), eq(scoreRuns.status, 'running')));
}

/**
 * Marks failed every run still marked running, with `error`. Call it holding the score lock: then
 * no live process is running one, and a run marked running was stopped before it finished.
 * Resolves to the ids marked.
 */
export async function failInterruptedScoreRuns(db: Db, error: string): Promise<number[]> {
  const rows = await db
    .update(scoreRuns)
    .set({ status: 'failed', finishedAt: new Date(), error })
    .where(eq(scoreRuns.status, 'running'))
    .returning({ id: scoreRuns.id });
  return rows.map((r) => r.id);
}

/** The ids of every stored run, newest first. */
export async function scoreRunIdsNewestFirst(db: Db): Promise<number[]> {
  const runs = await db.select({ id: scoreRuns.id }).from(scoreRuns).orderBy(desc(scoreRuns.id));
  return runs.map((r) => r.id);
}

/**
 * Runs older than `cutoff`, except `keep` (the run "what changed" is measured against).
 *
 * Bounded on both sides (run ids start at 1). The embedded database keeps no statistics, and
 * without them the planner guesses that a one-sided range (`run_id < cutoff`) matches a third of
 * a table: every delete over a whole table was a sequential scan, 0.15–0.4 s on the server's
 * thread on the bench database. A two-sided range is guessed at 0.5%, and the primary key (which
 * starts with `run_id`) finds the rows: 2 ms (2026-11-28).
 */
const prunable = (column: AnyPgColumn, cutoff: number, keep: number | null): SQL => {
  const older = and(gte(column, 0), lt(column, cutoff))!;
  return keep === null ? older : and(older, ne(column, keep))!;
};

/** The symbols with company scores in runs older than `cutoff` (but `keep`), in order. */
export async function symbolsScoredBefore(
  db: Db,
  cutoff: number,
  keep: number | null = null,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ symbol: companyScores.symbol })
    .from(companyScores)
    .where(prunable(companyScores.runId, cutoff, keep))
    .orderBy(companyScores.symbol);
  return rows.map((r) => r.symbol);
}

/** The tables holding rows of a run, by name. */
const RUN_ROWS = {
  history: scoreHistory,
  scores: companyScores,
  selections: dailySelections,
  changes: scoreChanges,
} as const;
export type ScoreRunRows = keyof typeof RUN_ROWS;

/**
 * Deletes the rows of `rows` that belong to runs older than `cutoff` (but `keep`); with
 * `symbols`, only those of the companies from `first` to `last` (inclusive). The statement runs
 * when awaited (its plan is tested through `toSQL()`).
 */
export function deleteRowsOfRunsBefore(
  db: Db,
  rows: ScoreRunRows,
  cutoff: number,
  symbols?: { first: string; last: string },
  keep: number | null = null,
) {
  const table = RUN_ROWS[rows];
  const old = prunable(table.runId, cutoff, keep);
  return db
    .delete(table)
    .where(
      symbols ? and(old, gte(table.symbol, symbols.first), lte(table.symbol, symbols.last)) : old,
    );
}

// ---- The history, a partition per run (ADR 039) ------------------------------------------

const HISTORY_PARTITION = /^score_history_run_(-?\d+)$/;
const historyPartition = (runId: number) => {
  if (!Number.isSafeInteger(runId)) throw new Error(`not a run id: ${runId}`);
  return `score_history_run_${runId}`;
};

/**
 * Creates the run's own table of the score history (a partition of `score_history`), before its
 * rows are stored: a run's history rows go nowhere else, and pruning the run drops the table.
 */
export async function createHistoryPartition(db: Db, runId: number): Promise<void> {
  await db.execute(
    sql.raw(
      `create table if not exists "${historyPartition(runId)}" partition of "score_history" for values in (${runId})`,
    ),
  );
}

/** The runs that have a table of the score history, in id order. */
export async function historyPartitionRuns(db: Db): Promise<number[]> {
  const result = (await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'score_history'::regclass`)) as unknown as { rows: { name: string }[] };
  return result.rows
    .map((r) => HISTORY_PARTITION.exec(r.name)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Drops the history tables of runs older than `cutoff` (but `keep`): the same rows a delete of
 * `run_id < cutoff` removed, with nothing left to vacuum.
 */
export async function dropHistoryOfRunsBefore(
  db: Db,
  cutoff: number,
  keep: number | null = null,
  between: () => Promise<unknown> = async () => {},
): Promise<void> {
  for (const runId of await historyPartitionRuns(db)) {
    if (runId >= cutoff || runId === keep) continue;
    await between();
    await db.execute(sql.raw(`drop table if exists "${historyPartition(runId)}"`));
  }
}

/**
 * Makes the space of a table's deleted run rows reusable (`VACUUM`). The embedded database runs
 * no autovacuum: without this, every pruned run stays on disk as dead rows, so the database grows
 * with every run, and a delete that finds nothing still reads them all (0.7 s on the server's
 * thread on the bench database, 2026-11-27). Outside a transaction only, as VACUUM requires.
 */
export async function vacuumRunRows(
  db: Db,
  // Not the history: a table per run, dropped whole (ADR 039); vacuuming its parent would read
  // every run's table.
  rows: Exclude<ScoreRunRows, 'history'>,
): Promise<void> {
  await db.execute(sql.raw(`vacuum "${getTableName(RUN_ROWS[rows])}"`));
}

/** Deletes the `score_runs` rows older than `cutoff` (but `keep`). */
export async function deleteScoreRunsBefore(
  db: Db,
  cutoff: number,
  keep: number | null = null,
): Promise<void> {
  await db.delete(scoreRuns).where(prunable(scoreRuns.id, cutoff, keep));
}

// ---- What changed (issue 22) ---------------------------------------------------------------

/** The symbols a run scored, in order. */
export async function symbolsOfRun(db: Db, runId: number): Promise<string[]> {
  const rows = await db
    .select({ symbol: companyScores.symbol })
    .from(companyScores)
    .where(eq(companyScores.runId, runId))
    .orderBy(asc(companyScores.symbol));
  return rows.map((r) => r.symbol);
}

/** The company rows of `runIds` for the companies from `first` to `last`. */
const companyRowsInRange = (runIds: readonly number[], symbols: { first: string; last: string }) =>
  and(
    inArray(companyScores.runId, [...runIds]),
    gte(companyScores.symbol, symbols.first),
    lte(companyScores.symbol, symbols.last),
  );

/** The two fields of the large context column "what changed" reads (not the whole column). */
const CHANGE_SIDE_CONTEXT = {
  lastClose: sql<number | null>`(${companyScores.context}->>'lastClose')::double precision`,
  latestFiled: sql<string | null>`${companyScores.context}->>'latestFiled'`,
};

/**
 * What one run holds for its companies from `first` to `last`, as "what changed" compares it. The
 * jsonb columns come as their JSON text: a score run hands them to its worker thread, which parses
 * them (ADR 037), so the server's thread does not. A range, not a page with a limit: the planner
 * would then turn every later row of the run into text before sorting (about 100 ms a page).
 */
export function changeSideTextsOf(db: Db, runId: number, symbols: { first: string; last: string }) {
  return db
    .select({
      symbol: companyScores.symbol,
      scorePercentile: companyScores.evidentScorePercentile,
      scoreValue: companyScores.evidentScoreValue,
      factors: sql<string>`${companyScores.factors}::text`,
      metrics: sql<string>`${companyScores.metrics}::text`,
      metricPercentiles: sql<string>`${companyScores.metricPercentiles}::text`,
      ...CHANGE_SIDE_CONTEXT,
    })
    .from(companyScores)
    .where(companyRowsInRange([runId], symbols));
}

/** What two runs hold for the companies from `first` to `last`: the fields "what changed" compares. */
export function changeSidesOf(
  db: Db,
  runIds: readonly number[],
  symbols: { first: string; last: string },
) {
  return db
    .select({
      runId: companyScores.runId,
      symbol: companyScores.symbol,
      scorePercentile: companyScores.evidentScorePercentile,
      scoreValue: companyScores.evidentScoreValue,
      factors: companyScores.factors,
      metrics: companyScores.metrics,
      metricPercentiles: companyScores.metricPercentiles,
      ...CHANGE_SIDE_CONTEXT,
    })
    .from(companyScores)
    .where(companyRowsInRange(runIds, symbols));
}

/** Stores a batch of "what changed" rows. */
export async function insertScoreChanges(
  db: Db,
  rows: readonly (typeof scoreChanges.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(scoreChanges).values([...rows]);
}

/** Drops a run's "what changed" rows (before measuring it again against another run). */
export async function deleteScoreChangesOf(db: Db, runId: number): Promise<void> {
  await db.delete(scoreChanges).where(eq(scoreChanges.runId, runId));
}

/** Records which run a run's changes were measured against (this also notifies other servers). */
export async function setChangesFrom(db: Db, runId: number, from: number): Promise<void> {
  await db.update(scoreRuns).set({ changesFrom: from }).where(eq(scoreRuns.id, runId));
}
