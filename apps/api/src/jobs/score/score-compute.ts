import { companyAttributes } from '@evident/engine/attributes/attributes';
import { prepareCompany, type PreparedCompany } from '@evident/engine/metrics/prepare';
import {
  scoreAsOf,
  scoreHistorySteps,
  type CompanyResult,
  type HistoryPoint,
} from '@evident/engine/scoring/score-run';
import {
  dailySelections,
  type SelectionCandidate,
} from '@evident/engine/selections/daily-selections';
import {
  marketRankings,
  peersOf,
  rankings,
  type ScoreRankings,
  type RankableCompany,
} from '@evident/engine/selections/rankings';
import type { CompanyInput } from '@evident/engine/types';
import { COMPOSITE_WEIGHTS, type CompositeWeights } from '@evident/engine/scoring/factors';
import type { FairValue, FairValueDetail } from '@evident/engine/valuation/fair-value';
import { csvCell } from '../snapshot-import/csv-encode';

/**
 * The CPU part of a score run, with no I/O: it runs in a worker thread (workers/engine.worker.ts)
 * and hands back COPY-ready CSV text, so the server's thread only reads the data and writes it.
 */

export const COMPANY_SCORE_COLUMNS = [
  'run_id',
  'symbol',
  'evident_score_value',
  'evident_score_percentile',
  'factors',
  'metrics',
  'metric_percentiles',
  'context',
  'fair_value',
  'percentage_difference',
  'fair_value_detail',
  'attributes',
  'peers',
] as const;

function detailOf({
  fairValue: _f,
  percentageDifference: _p,
  ...detail
}: FairValue): FairValueDetail {
  return detail;
}

export const SCORE_HISTORY_COLUMNS = [
  'run_id',
  'symbol',
  'as_of',
  'evident_score_value',
  'evident_score_percentile',
  'factors',
] as const;

export interface ScoreComputeInput {
  runId: number;
  asOf: string;
  /** Month ends of the history, then `asOf`. */
  dates: string[];
  /** The composite's weights (ADR 032: the walk-forward rule's; default the fixed ones). */
  compositeWeights?: CompositeWeights;
}

export type ScoreComputeProgress =
  | { phase: 'scoring'; done: number; total: number; companies: number }
  | { phase: 'history'; done: number; total: number; detail: string };

export interface ScoreComputeOutput {
  /** CSV lines for `company_scores` (COMPANY_SCORE_COLUMNS), one per company. */
  companyLines: string[];
  /** CSV lines for `score_history` (SCORE_HISTORY_COLUMNS), one per company and date. */
  historyLines: string[];
  /** Top S&P 500 and NASDAQ by score, and the day's most active and gainers. */
  rankings: ScoreRankings;
  selections: ReturnType<typeof dailySelections>;
  companiesScored: number;
  companies: number;
}

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function closestOnOrBefore(points: HistoryPoint[] | undefined, date: string): HistoryPoint | null {
  if (!points) return null;
  let best: HistoryPoint | null = null;
  for (const p of points) if (p.asOf <= date) best = p;
  return best;
}

const json = (value: unknown) => csvCell(JSON.stringify(value));

/**
 * Scores the universe as of `asOf`, its monthly history, peers, attributes, rankings and the
 * daily selections. A generator: it yields its progress between steps (one date of the history
 * is one step), and returns the rows to store.
 */
export function* scoreRunSteps(
  universe: readonly CompanyInput[],
  input: ScoreComputeInput,
): Generator<ScoreComputeProgress, ScoreComputeOutput, void> {
  const { runId, asOf, dates } = input;
  const compositeWeights = input.compositeWeights ?? COMPOSITE_WEIGHTS;
  yield { phase: 'scoring', done: 0, total: 1, companies: universe.length };
  const prepared: PreparedCompany[] = universe.map((c) => prepareCompany(c));
  const results: CompanyResult[] = scoreAsOf(prepared, asOf, { compositeWeights });
  const steps = scoreHistorySteps(prepared, dates, compositeWeights);
  let history: Map<string, HistoryPoint[]>;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      history = step.value;
      break;
    }
    yield {
      phase: 'history',
      done: step.value.index,
      total: dates.length,
      detail: step.value.asOf,
    };
  }

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
  const companyLines = results.map((r, i) =>
    [
      csvCell(runId),
      csvCell(r.symbol),
      csvCell(r.score.evidentScoreValue),
      csvCell(r.score.evidentScorePercentile),
      json(r.score.factors),
      json(r.snapshot.values),
      json(r.score.metricPercentiles),
      json(r.snapshot.context),
      csvCell(r.fairValue?.fairValue ?? null),
      csvCell(r.fairValue?.percentageDifference ?? null),
      r.fairValue === null ? csvCell(null) : json(detailOf(r.fairValue)),
      json(companyAttributes(r.snapshot, r.score, compositeWeights)),
      json(peersOf(rankable[i]!, rankable)),
    ].join(','),
  );

  const historyLines: string[] = [];
  for (const [symbol, points] of history) {
    for (const p of points) {
      historyLines.push(
        [
          csvCell(runId),
          csvCell(symbol),
          csvCell(p.asOf),
          csvCell(p.evidentScoreValue),
          csvCell(p.evidentScorePercentile),
          json(p.factors),
        ].join(','),
      );
    }
  }

  const threeMonthsAgo = shift(asOf, -91);
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
  return {
    companyLines,
    historyLines,
    rankings: {
      ...rankings(rankable),
      ...marketRankings(
        results.map((r) => ({
          symbol: r.symbol,
          session: r.snapshot.context.session,
          avgDollarVolume: r.snapshot.values.avgDollarVolume,
        })),
        asOf,
      ),
    },
    selections: dailySelections(candidates),
    companiesScored: results.filter((r) => r.score.evidentScoreValue !== null).length,
    companies: results.length,
  };
}
