import { METHOD_VERSION } from '@evident/engine/method-version';
import { FACTORS } from '@evident/engine/scoring/factors';
import { weightsInForce, weightsOfRun } from './weights-in-force';
import { keepLiveListOfRun } from '../../modules/evidence/live-record.repository';
import { monthEnds } from '@evident/engine/scoring/score-run';
import type { Database } from '../../db/client';
import { latestSnapshotImport } from '../../read-model/import-runs.repository';
import { latestPriceDate, loadUniverseBatches } from '../../read-model/universe.repository';
import {
  changeSideTextsOf,
  copyScoreRows,
  createHistoryPartition,
  deleteRowsOfRunsBefore,
  dropHistoryOfRunsBefore,
  deleteScoreRunsBefore,
  failInterruptedScoreRuns,
  insertDailySelections,
  insertRunningScoreRun,
  markScoreRunFailed,
  markScoreRunSucceeded,
  scoreRunIdsNewestFirst,
  setChangesFrom,
  setScoreRunRankings,
  symbolsOfRun,
  symbolsScoredBefore,
  vacuumRunRows,
} from '../../data/score-runs.repository';
import { createEnginePool, runStreaming, type EnginePool } from '../../workers/engine-pool';
import {
  isShutdownInterruption,
  ShutdownInterruption,
  stopIfShuttingDown,
} from '../../runtime/interruption';
import { pause } from '../../runtime/steps';
import { gatherPlannerStatistics } from '../../data/planner-statistics.repository';
import { measureLatestChanges, type MeasuredChanges } from './measure-changes';
import { latestSucceededRun, previousSucceededRun } from '../../read-model/read-model.repository';
import type { ScoreComputeProgress } from '@evident/engine/scoring/score-compute';

export const SCORE_LOCK_KEY = 4_711_004;
/** Runs kept in the database (older ones are pruned after a successful run). */
export const RUNS_KEPT = 3;
export const HISTORY_YEARS = 5;
/**
 * What a stored run holds; a run of an older format is scored again at start (2: the day's most
 * active and gainers are ranked by the run and stored with it).
 */
export const SCORE_RUN_FORMAT = 2;
/** The error of a run its process never finished (killed, crashed, machine stopped). */
export const INTERRUPTED_RUN_ERROR = 'Interrupted: the process stopped before the run finished.';
/** Daily prices older than this before the as-of date are not needed (month ends serve history). */
const DAILY_WINDOW_DAYS = 400;
/**
 * Companies per read while loading: reads are kept short (about 10–20 ms each) so that the
 * queries of requests pass in between (the embedded database answers one at a time, ADR 042) and
 * the server's thread turns each answer into objects in a short step.
 */
const LOAD_BATCH = 8;
/**
 * Baseline companies per read, each sent on to the worker: about 5 KB of JSON text each, a read of
 * about 5 ms on the bench database.
 */
const BASELINE_BATCH = 50;
/** Companies whose old history rows one delete removes (about 60 rows each). */
const PRUNE_BATCH = 50;

export interface ScoreProgress {
  phase: 'loading' | 'scoring' | 'history' | 'storing';
  done: number;
  total: number;
  detail?: string;
  /** Companies in the universe, once loaded (the 'scoring' phase reports it). */
  companies?: number;
}

export interface ScoreJobResult {
  status: 'succeeded' | 'busy' | 'no-data';
  runId?: number;
  asOf?: string;
  companiesScored?: number;
  historyDates?: number;
  selections?: number;
  /** "What changed" of the latest run, when this run let it be measured (issue 22). */
  changes?: MeasuredChanges | null;
  /** Tables whose planner statistics were gathered once the run had landed (ADR 043). */
  tablesAnalyzed?: number;
  /** Why they could not be (the run itself succeeded). */
  statisticsError?: string;
  seconds?: number;
}

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const minusYears = (iso: string, years: number) =>
  `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

/**
 * One score run: the universe as of the latest price date (or `asOf`), its five-year monthly
 * history, selections, peers and attributes, stored under a new `score_runs` row. One run at a
 * time across processes.
 */
export async function runScoreJob(
  database: Database,
  options: {
    asOf?: string;
    onProgress?: (p: ScoreProgress) => void;
    historyYears?: number;
    /** The server's worker threads (a CLI run starts its own). */
    engine?: EnginePool;
    /** The walk-forward weights shipped with the snapshot (ADR 052), when there is such a file. */
    shippedWeights?: string;
    /**
     * The server's shutdown (issue 56): the run stops at its next safe point — between two reads
     * or two stored chunks, never inside a statement, and never once it has landed — is marked
     * interrupted, and rejects with a `ShutdownInterruption`.
     */
    signal?: AbortSignal;
  } = {},
): Promise<ScoreJobResult> {
  const { signal } = options;
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const locked = await database.withAdvisoryLock(
    SCORE_LOCK_KEY,
    async (): Promise<ScoreJobResult> => {
      // Holding the lock, no other run is live: one still marked running was stopped.
      await failInterruptedScoreRuns(database.db, INTERRUPTED_RUN_ERROR);
      const asOf = options.asOf ?? (await latestPriceDate(database.db));
      if (!asOf) return { status: 'no-data' };
      const dataRun = await latestSnapshotImport(database.db);
      const historyYears = options.historyYears ?? HISTORY_YEARS;
      const dates = monthEnds(minusYears(asOf, historyYears), asOf);
      if (dates.at(-1) !== asOf) dates.push(asOf);

      // The walk-forward rule's weights once a backtest has computed them (ADR 032).
      const weights = await weightsInForce(database.db, { shippedFile: options.shippedWeights });
      // "What changed" is measured in the worker when this run will be the latest one (ADR
      // 037): against the newest succeeded run of an earlier date, whose rows go in first.
      const latest = await latestSucceededRun(database.db);
      const baseline =
        latest === null || latest.asOf <= asOf
          ? await previousSucceededRun(database.db, asOf)
          : null;
      const runId = await insertRunningScoreRun(database.db, {
        asOf,
        dataVersion: dataRun?.dataVersion ?? null,
        params: {
          format: SCORE_RUN_FORMAT,
          method: METHOD_VERSION,
          compositeWeights: weights.compositeWeights,
          weights: weights.source,
          factors: FACTORS,
          history: { from: dates[0], to: asOf, points: dates.length },
        },
      });
      const engine = options.engine ?? createEnginePool();
      try {
        await createHistoryPartition(database.db, runId);
        progress({ phase: 'loading', done: 0, total: 1 });
        // The server's thread reads the data and streams it to a worker thread, which does each
        // company's own work as it arrives, then ranks, and sends back the rows to store a small
        // chunk at a time; they are stored while it ranks the next dates (ADR 016, ADR 036).
        let chunks = 0;
        let stored = 0;
        let ranked = false;
        const computed = await runStreaming<'score', ScoreComputeProgress>(
          engine,
          'score',
          {
            runId,
            asOf,
            dates,
            compositeWeights: weights.compositeWeights,
            ...(baseline
              ? {
                  baseline: {
                    runId: baseline.id,
                    asOf: baseline.asOf,
                    compositeWeights: weightsOfRun(baseline.params),
                  },
                }
              : {}),
          },
          {
            feed: async (send) => {
              if (baseline) {
                const symbols = await symbolsOfRun(database.db, baseline.id);
                for (let i = 0; i < symbols.length; i += BASELINE_BATCH) {
                  await pause();
                  stopIfShuttingDown(signal);
                  const range = {
                    first: symbols[i]!,
                    last: symbols[Math.min(i + BASELINE_BATCH, symbols.length) - 1]!,
                  };
                  const rows = await changeSideTextsOf(database.db, baseline.id, range);
                  send({ type: 'baseline', rows });
                }
              }
              await loadUniverseBatches(
                database.db,
                {
                  dailyFrom: shift(asOf, -DAILY_WINDOW_DAYS),
                  batchSize: LOAD_BATCH,
                  // Delisted companies leave the scores from their delisting day (issue 55).
                  listedOn: asOf,
                },
                (companies, read) => {
                  stopIfShuttingDown(signal);
                  send({ type: 'companies', companies });
                  progress({ phase: 'loading', done: read.done, total: read.total });
                },
              );
            },
            onProgress: (p) => {
              if (p.phase === 'scoring') {
                progress({ phase: 'scoring', done: 0, total: 1, companies: p.companies });
              } else {
                progress({ phase: 'history', done: p.done, total: p.total, detail: p.detail });
                ranked = p.done === p.total;
              }
            },
            onComputed: (n) => {
              chunks = n;
            },
            ...(signal ? { signal } : {}),
            onChunk: async (chunk) => {
              // Chunks stored while the history still ranks count as its progress.
              if (ranked) {
                progress({ phase: 'storing', done: stored, total: chunks, detail: chunk.table });
              }
              await pause();
              stopIfShuttingDown(signal);
              await copyScoreRows(database, chunk.table, chunk.columns, chunk.csv);
              stored += 1;
            },
          },
        );
        // The last safe point: what follows lands the run.
        stopIfShuttingDown(signal);
        await setScoreRunRankings(database.db, runId, computed.rankings);
        await insertDailySelections(database.db, runId, computed.selections);
        // Recorded before the run lands, so it is served with its changes at once.
        if (computed.changes) await setChangesFrom(database.db, runId, computed.changes.from);
        await markScoreRunSucceeded(database.db, runId, computed.companiesScored);
        // The live record keeps the runs made as of their date with their history (a baseline
        // scored afterwards for "what changed" is not a decision taken then).
        if (dates.length > 1) await keepLiveListOfRun(database.db, runId);
        // The latest run compared with the newest earlier-dated one (this run, or the run this
        // baseline run precedes).
        const changes = computed.changes
          ? { runId, ...computed.changes }
          : await measureLatestChanges(database);
        await pruneRuns(database, runId);
        // The embedded database has no autovacuum: without this its planner never has statistics.
        // The run has landed: a failure here is reported with it, not made the run's.
        const statistics = await gatherPlannerStatistics(database.db).then(
          (gathered) => ({ tablesAnalyzed: gathered.tables }),
          (error: unknown) => ({
            statisticsError: error instanceof Error ? error.message : String(error),
          }),
        );
        return {
          status: 'succeeded',
          runId,
          asOf,
          companiesScored: computed.companies,
          historyDates: dates.length,
          selections: computed.selections.length,
          changes,
          ...statistics,
          seconds: (performance.now() - started) / 1000,
        };
      } catch (error) {
        // Stopped by the shutdown (at a safe point, or its worker's task cancelled): recorded as
        // interrupted, like a run whose process died; the next start scores the data again.
        const interrupted = isShutdownInterruption(error) || signal?.aborted === true;
        await markScoreRunFailed(
          database.db,
          runId,
          interrupted
            ? INTERRUPTED_RUN_ERROR
            : error instanceof Error
              ? error.message
              : String(error),
        ).catch(() => {});
        throw interrupted ? new ShutdownInterruption() : error;
      } finally {
        if (!options.engine) await engine.close();
      }
    },
  );
  return locked.acquired ? locked.value : { status: 'busy' };
}

/**
 * At server start: a run still marked running that no live process holds (its process was killed
 * before it finished) is marked failed. The score lock tells: whoever runs a run holds it, in any
 * process sharing the database, so a run marked running while the lock is free is a dead one.
 * Resolves to the ids marked failed, or null when a live run holds the lock (nothing is touched).
 */
export async function recoverInterruptedScoreRuns(database: Database): Promise<number[] | null> {
  const locked = await database.withAdvisoryLock(SCORE_LOCK_KEY, () =>
    failInterruptedScoreRuns(database.db, INTERRUPTED_RUN_ERROR),
  );
  return locked.acquired ? locked.value : null;
}

/**
 * The tables that hold rows of a run per company, pruned a range of companies at a time (the
 * history is a table per run, dropped whole: ADR 039).
 */
const BY_COMPANY_ROW_TABLES = ['scores', 'changes'] as const;
/** Every table besides the history that holds rows of a run. */
const RUN_ROW_TABLES = [...BY_COMPANY_ROW_TABLES, 'selections'] as const;

async function pruneRuns(database: Database, keepFrom: number): Promise<void> {
  const runs = await scoreRunIdsNewestFirst(database.db);
  const cutoff = runs[RUNS_KEPT - 1];
  if (cutoff === undefined || cutoff > keepFrom) return;
  // The run the latest one's "what changed" is measured against is kept, however old.
  const latest = await latestSucceededRun(database.db);
  const keep = latest ? ((await previousSucceededRun(database.db, latest.asOf))?.id ?? null) : null;
  // Hundreds of thousands of history rows a run: its own table, dropped (ADR 039).
  await dropHistoryOfRunsBefore(database.db, cutoff, keep, pause);
  // Thousands of large score and change rows: deleted a range of companies at a time, with the
  // event loop given back in between (one statement would hold the embedded database, and every
  // request's query behind it).
  const symbols = await symbolsScoredBefore(database.db, cutoff, keep);
  for (let i = 0; i < symbols.length; i += PRUNE_BATCH) {
    const first = symbols[i]!;
    const last = symbols[Math.min(i + PRUNE_BATCH, symbols.length) - 1]!;
    for (const rows of BY_COMPANY_ROW_TABLES) {
      await pause();
      await deleteRowsOfRunsBefore(database.db, rows, cutoff, { first, last }, keep);
    }
  }
  // PostgreSQL's autovacuum reclaims the deleted rows by itself; the embedded database has none.
  // The large tables are vacuumed before the deletes over whole tables below (the selections, and
  // rows of companies not in the list), so those read fewer dead rows. What they delete is
  // reclaimed by the next run's vacuum; the selections, a few rows a run, right after.
  const pglite = database.driver === 'pglite';
  if (pglite) {
    for (const rows of BY_COMPANY_ROW_TABLES) {
      await pause();
      await vacuumRunRows(database.db, rows);
    }
  }
  for (const rows of RUN_ROW_TABLES) {
    await pause();
    await deleteRowsOfRunsBefore(database.db, rows, cutoff, undefined, keep);
  }
  if (pglite) {
    await pause();
    await vacuumRunRows(database.db, 'selections');
  }
  await pause();
  await deleteScoreRunsBefore(database.db, cutoff, keep);
}
