import { COMPOSITE_WEIGHTS, FACTORS } from '@evident/engine/scoring/factors';
import {
  monthEnds,
  scoreAsOf,
  scoreHistorySteps,
  type CompanyResult,
  type HistoryPoint,
} from '@evident/engine/scoring/score-run';
import {
  dailySelections,
  type SelectionCandidate,
} from '@evident/engine/selections/daily-selections';
import { peersOf, rankings, type RankableCompany } from '@evident/engine/selections/rankings';
import { companyAttributes } from '@evident/engine/attributes/attributes';
import { prepareCompany } from '@evident/engine/metrics/prepare';
import type { CompanyInput } from '@evident/engine/types';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companyScores,
  dailySelections as selectionsTable,
  importRuns,
  scoreHistory as historyTable,
  scoreRuns,
} from '../../db/schema';
import { csvCell } from '../snapshot-import/csv-encode';
import { driveSteps, mapInSlices, pause } from '../steps';
import { loadUniverse } from './load-universe';

export const SCORE_LOCK_KEY = 4_711_004;
/** Runs kept in the database (older ones are pruned after a successful run). */
export const RUNS_KEPT = 3;
export const HISTORY_YEARS = 5;
/** Daily prices older than this before the as-of date are not needed (month ends serve history). */
const DAILY_WINDOW_DAYS = 400;

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
  seconds?: number;
}

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const minusYears = (iso: string, years: number) =>
  `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

/** The data's own "today": the latest daily price date. */
async function latestPriceDate(database: Database): Promise<string | null> {
  const result = (await database.db.execute(
    sql`select max(date)::text as d from prices_daily`,
  )) as unknown as {
    rows: { d: string | null }[];
  };
  return result.rows[0]?.d ?? null;
}

function closestOnOrBefore(points: HistoryPoint[] | undefined, date: string): HistoryPoint | null {
  if (!points) return null;
  let best: HistoryPoint | null = null;
  for (const p of points) if (p.asOf <= date) best = p;
  return best;
}

/**
 * One score run: the universe as of the latest price date (or `asOf`), its five-year monthly
 * history, selections, peers and attributes, stored under a new `score_runs` row. One run at a
 * time across processes.
 */
export async function runScoreJob(
  database: Database,
  options: { asOf?: string; onProgress?: (p: ScoreProgress) => void; historyYears?: number } = {},
): Promise<ScoreJobResult> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const locked = await database.withAdvisoryLock(
    SCORE_LOCK_KEY,
    async (): Promise<ScoreJobResult> => {
      const asOf = options.asOf ?? (await latestPriceDate(database));
      if (!asOf) return { status: 'no-data' };
      const [dataRun] = await database.db
        .select({ dataVersion: importRuns.dataVersion })
        .from(importRuns)
        .where(and(eq(importRuns.source, 'snapshot'), eq(importRuns.status, 'succeeded')))
        .orderBy(desc(importRuns.finishedAt))
        .limit(1);
      const historyYears = options.historyYears ?? HISTORY_YEARS;
      const dates = monthEnds(minusYears(asOf, historyYears), asOf);
      if (dates.at(-1) !== asOf) dates.push(asOf);

      const [run] = await database.db
        .insert(scoreRuns)
        .values({
          asOf,
          dataVersion: dataRun?.dataVersion ?? null,
          status: 'running',
          params: {
            compositeWeights: COMPOSITE_WEIGHTS,
            factors: FACTORS,
            history: { from: dates[0], to: asOf, points: dates.length },
          },
        })
        .returning({ id: scoreRuns.id });
      const runId = run!.id;
      try {
        progress({ phase: 'loading', done: 0, total: 1 });
        const universe = await loadUniverse(database.db, {
          dailyFrom: shift(asOf, -DAILY_WINDOW_DAYS),
        });
        progress({ phase: 'scoring', done: 0, total: 1, companies: universe.length });
        // CPU work in slices with the event loop given back between them: the server keeps
        // answering while it scores (one slice is one date of the universe, well under a second).
        const prepared = await mapInSlices(universe, (c) => prepareCompany(c));
        await pause();
        const results = scoreAsOf(prepared, asOf);
        const history = await driveSteps(scoreHistorySteps(prepared, dates), (step) =>
          progress({ phase: 'history', done: step.index, total: dates.length, detail: step.asOf }),
        );
        const stored = await storeRun(database, runId, asOf, universe, results, history, progress);
        await database.db
          .update(scoreRuns)
          .set({
            status: 'succeeded',
            finishedAt: new Date(),
            companiesScored: results.filter((r) => r.score.evidentScoreValue !== null).length,
          })
          .where(eq(scoreRuns.id, runId));
        await pruneRuns(database, runId);
        return {
          status: 'succeeded',
          runId,
          asOf,
          companiesScored: results.length,
          historyDates: dates.length,
          selections: stored.selections,
          seconds: (performance.now() - started) / 1000,
        };
      } catch (error) {
        await database.db
          .update(scoreRuns)
          .set({
            status: 'failed',
            finishedAt: new Date(),
            error: error instanceof Error ? error.message : String(error),
          })
          .where(eq(scoreRuns.id, runId))
          .catch(() => {});
        throw error;
      }
    },
  );
  return locked.acquired ? locked.value : { status: 'busy' };
}

async function storeRun(
  database: Database,
  runId: number,
  asOf: string,
  universe: CompanyInput[],
  results: CompanyResult[],
  history: Map<string, HistoryPoint[]>,
  progress: (p: ScoreProgress) => void,
): Promise<{ selections: number }> {
  const companies = new Map(universe.map((c) => [c.symbol, c]));
  const rankable: RankableCompany[] = results.map((r) => {
    const c = companies.get(r.symbol)!;
    return {
      symbol: r.symbol,
      exchange: c.exchange,
      sector: c.sector,
      industry: c.industry,
      sp500: c.sp500,
      isEtf: c.isEtf,
      marketCap: r.snapshot.values.marketCap,
      evidentScoreValue: r.score.evidentScoreValue,
    };
  });
  const threeMonthsAgo = shift(asOf, -91);

  // Peers compare each company with the whole universe (seconds for all of them): in slices, and
  // a pause before each write, because an embedded-database query resolves without giving the
  // event loop a turn (ADR 011).
  const rows = await mapInSlices(results, (r, i) => ({
    runId,
    symbol: r.symbol,
    evidentScoreValue: r.score.evidentScoreValue,
    evidentScorePercentile: r.score.evidentScorePercentile,
    factors: r.score.factors as unknown as Record<string, unknown>,
    metrics: r.snapshot.values as Record<string, number | null>,
    metricPercentiles: r.score.metricPercentiles as Record<string, unknown>,
    context: r.snapshot.context as unknown as Record<string, unknown>,
    fairValue: r.fairValue.fairValue,
    percentageDifference: r.fairValue.percentageDifference,
    fairValueEstimates: r.fairValue.estimates as Record<string, number>,
    attributes: companyAttributes(r.snapshot, r.score) as unknown[],
    peers: peersOf(rankable[i]!, rankable),
  }));
  for (let i = 0; i < rows.length; i += 250) {
    progress({ phase: 'storing', done: i, total: rows.length, detail: 'company scores' });
    await pause();
    await database.db.insert(companyScores).values(rows.slice(i, i + 250));
  }

  const points: [string, HistoryPoint][] = [];
  for (const [symbol, list] of history) for (const p of list) points.push([symbol, p]);
  const CHUNK = 20_000;
  for (let i = 0; i < points.length; i += CHUNK) {
    progress({ phase: 'storing', done: i, total: points.length, detail: 'score history' });
    await pause();
    const csv = points
      .slice(i, i + CHUNK)
      .map(([symbol, p]) =>
        [
          runId,
          symbol,
          p.asOf,
          p.evidentScoreValue,
          p.evidentScorePercentile,
          JSON.stringify(p.factors),
        ]
          .map(csvCell)
          .join(','),
      );
    await database.copyCsv(
      'score_history',
      ['run_id', 'symbol', 'as_of', 'evident_score_value', 'evident_score_percentile', 'factors'],
      `${csv.join('\n')}\n`,
    );
  }
  await pause();

  const candidates: SelectionCandidate[] = results.map((r) => {
    const c = companies.get(r.symbol)!;
    return {
      symbol: r.symbol,
      evidentScoreValue: r.score.evidentScoreValue,
      evidentScorePercentile: r.score.evidentScorePercentile,
      percentile3mAgo:
        closestOnOrBefore(history.get(r.symbol), threeMonthsAgo)?.evidentScorePercentile ?? null,
      marketCap: r.snapshot.values.marketCap,
      sp500: c.sp500,
      hasAnalystTarget:
        c.estimate !== null && c.estimate.asOf <= asOf && c.estimate.targetPrice !== null,
    };
  });
  await database.db
    .update(scoreRuns)
    .set({ rankings: rankings(rankable) })
    .where(eq(scoreRuns.id, runId));
  const selections = dailySelections(candidates);
  if (selections.length > 0) {
    await database.db.insert(selectionsTable).values(selections.map((s) => ({ runId, ...s })));
  }
  return { selections: selections.length };
}

async function pruneRuns(database: Database, keepFrom: number): Promise<void> {
  const runs = await database.db
    .select({ id: scoreRuns.id })
    .from(scoreRuns)
    .orderBy(desc(scoreRuns.id));
  const cutoff = runs[RUNS_KEPT - 1]?.id;
  if (cutoff === undefined || cutoff > keepFrom) return;
  for (const table of [companyScores, historyTable, selectionsTable]) {
    await database.db.delete(table).where(lt(table.runId, cutoff));
  }
  await database.db.delete(scoreRuns).where(lt(scoreRuns.id, cutoff));
}
