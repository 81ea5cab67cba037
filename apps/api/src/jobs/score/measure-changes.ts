import { scoreChangeOf, type ChangeSide } from '@evident/engine/changes/score-changes';
import type { Database } from '../../db/client';
import { latestSucceededRun, previousSucceededRun } from '../../read-model/read-model.repository';
import {
  changeSidesOf,
  deleteScoreChangesOf,
  insertScoreChanges,
  setChangesFrom,
  symbolsOfRun,
} from '../../data/score-runs.repository';
import { pause } from '../../runtime/steps';
import { weightsOfRun } from './weights-in-force';

/**
 * Companies compared per read (two runs' metrics and percentiles: about 175 KB of JSON): the
 * answer's objects and the comparison each held the server's thread for about 10–15 ms on the
 * bench database (measured before ADR 042 moved the embedded database's own work off it).
 */
const BATCH = 25;

export interface MeasuredChanges {
  runId: number;
  from: number;
  /** Companies whose shown score, band or a factor word changed. */
  changed: number;
  bandChanges: number;
}

/**
 * "What changed" for the latest run (issue 22, ADR 026): every company compared with the newest
 * succeeded run of an earlier date, the rows stored under the latest run. Measured once per pair
 * of runs (the run records which run it was measured against); call it holding the score lock.
 * Resolves to null when there is no earlier run, or when it was already measured.
 */
export async function measureLatestChanges(database: Database): Promise<MeasuredChanges | null> {
  const { db } = database;
  const latest = await latestSucceededRun(db);
  if (!latest) return null;
  const previous = await previousSucceededRun(db, latest.asOf);
  if (!previous || latest.changesFrom === previous.id) return null;
  await deleteScoreChangesOf(db, latest.id);
  const symbols = await symbolsOfRun(db, latest.id);
  let changed = 0;
  let bandChanges = 0;
  for (let i = 0; i < symbols.length; i += BATCH) {
    // Reads and the comparison are short; requests pass in between.
    await pause();
    const first = symbols[i]!;
    const last = symbols[Math.min(i + BATCH, symbols.length) - 1]!;
    const rows = await changeSidesOf(db, [previous.id, latest.id], { first, last });
    const before = new Map<string, ChangeSide>();
    const after = new Map<string, ChangeSide>();
    for (const r of rows) {
      const side: ChangeSide = {
        asOf: r.runId === latest.id ? latest.asOf : previous.asOf,
        scorePercentile: r.scorePercentile,
        scoreValue: r.scoreValue,
        factors: r.factors,
        metrics: r.metrics,
        metricPercentiles: r.metricPercentiles,
        lastClose: r.lastClose === null ? null : Number(r.lastClose),
        latestFiled: r.latestFiled,
        compositeWeights: weightsOfRun(r.runId === latest.id ? latest.params : previous.params),
      };
      (r.runId === latest.id ? after : before).set(r.symbol, side);
    }
    const out = [];
    for (const [symbol, now] of after) {
      const then = before.get(symbol);
      // A company new to the data since the earlier run: nothing to compare it with.
      if (!then) continue;
      const change = scoreChangeOf(then, now);
      if (!change) continue;
      out.push({ runId: latest.id, symbol, bandChanged: change.bandChanged, change });
      changed += 1;
      if (change.bandChanged) bandChanges += 1;
    }
    // The read, the comparison and the insert would otherwise run as one block.
    await pause();
    await insertScoreChanges(db, out);
  }
  await setChangesFrom(db, latest.id, previous.id);
  return { runId: latest.id, from: previous.id, changed, bandChanges };
}

/** The last calendar month end strictly before `asOf` (the baseline run's date). */
export function previousMonthEnd(asOf: string): string {
  const d = new Date(`${asOf}T00:00:00Z`);
  // Day 0 of this month is the last day of the previous one.
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0)).toISOString().slice(0, 10);
}
