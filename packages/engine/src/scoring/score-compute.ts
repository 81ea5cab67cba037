import { companyAttributes } from '../attributes/attributes';
import { scoreChangeOf, type ChangeSide } from '../changes/score-changes';
import { prepareCompany } from '../metrics/prepare';
import {
  rankUniverse,
  ScoreHistoryBuilder,
  universeMember,
  type CompanyResult,
  type UniverseMember,
} from './score-run';
import { dailySelections, type SelectionCandidate } from '../selections/daily-selections';
import {
  marketRankings,
  peerFinder,
  rankings,
  type ScoreRankings,
  type RankableCompany,
} from '../selections/rankings';
import type { CompanyInput } from '../types';
import { investableFactsOf, isInvestable } from '../universe/investable';
import { COMPOSITE_WEIGHTS, type CompositeWeights } from './factors';
import type { FairValue, FairValueDetail } from '../valuation/fair-value';

/**
 * The CPU part of a score run, with no I/O: it runs in the API's worker thread
 * (apps/api/src/workers/engine.worker.ts) and hands back the rows of the score tables, in their
 * columns' order, which the worker encodes as CSV for COPY: the server's thread only reads the
 * data and writes it.
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

export const SCORE_CHANGE_COLUMNS = ['run_id', 'symbol', 'band_changed', 'change'] as const;

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
  /**
   * The earlier run "what changed" is measured against (ADR 026), when this run will be the latest:
   * its rows come in with the companies (`addBaseline`), and the changes go out as rows of their
   * own (ADR 037).
   */
  baseline?: ChangeBaseline;
}

export interface ChangeBaseline {
  runId: number;
  asOf: string;
  compositeWeights: CompositeWeights;
}

/** One company of the baseline run as stored, its jsonb columns as their JSON text. */
export interface BaselineRow {
  symbol: string;
  scorePercentile: number | null;
  scoreValue: number | null;
  factors: string;
  metrics: string;
  metricPercentiles: string;
  lastClose: number | string | null;
  latestFiled: string | null;
}

/** The changes a run measured against its baseline (what `measureLatestChanges` reports). */
export interface ComputedChanges {
  from: number;
  /** Companies whose shown score, band or a factor word changed. */
  changed: number;
  bandChanges: number;
}

export type ScoreComputeProgress =
  | { phase: 'scoring'; done: number; total: number; companies: number }
  | { phase: 'history'; done: number; total: number; detail: string };

/** The tables a score run's rows go to. */
export type ScoreTable = 'company_scores' | 'score_changes' | 'score_history';

/** A cell of a stored row: jsonb columns come as their JSON text; null is SQL NULL. */
export type ScoreCell = string | number | boolean | null;

/** Rows ready to store: the cells of one table's rows, in the order of its `*_COLUMNS` above. */
export interface ScoreRows {
  table: ScoreTable;
  rows: ScoreCell[][];
}

/** What a run computed beyond its rows (those go to `onRows` as they are ready). */
export interface ScoreComputeOutput {
  /** Top S&P 500 and NASDAQ by score, and the day's most active and gainers. */
  rankings: ScoreRankings;
  selections: ReturnType<typeof dailySelections>;
  companiesScored: number;
  companies: number;
  /** Null without a baseline. */
  changes: ComputedChanges | null;
}

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A jsonb column's cell: the value's JSON text. */
const json = (value: unknown): ScoreCell => (JSON.stringify(value) as string | undefined) ?? null;

/**
 * A company's side of "what changed" from its stored row, as `measureLatestChanges` reads it
 * from the database.
 */
export const changeSideOf = (
  row: BaselineRow,
  run: Pick<ChangeBaseline, 'asOf' | 'compositeWeights'>,
): ChangeSide => ({
  asOf: run.asOf,
  scorePercentile: row.scorePercentile,
  scoreValue: row.scoreValue,
  factors: JSON.parse(row.factors) as ChangeSide['factors'],
  metrics: JSON.parse(row.metrics) as ChangeSide['metrics'],
  metricPercentiles: JSON.parse(row.metricPercentiles) as ChangeSide['metricPercentiles'],
  lastClose: row.lastClose === null ? null : Number(row.lastClose),
  latestFiled: row.latestFiled,
  compositeWeights: run.compositeWeights,
});

/** What the run's output reads of a company beyond its scores (its prices are let go). */
type CompanyFacts = Pick<
  CompanyInput,
  'symbol' | 'exchange' | 'sector' | 'industry' | 'sp500' | 'isEtf' | 'estimate'
>;

/**
 * A score run's computation in two parts. `add` takes companies as they stream in and does each
 * one's own work: its index (prepareCompany), its metrics and fair value as of `asOf`, and its
 * metrics at every date of the history — so the worker computes while the server's thread is
 * still reading. `finishSteps` then ranks: the as-of universe (its rows, with peers and
 * attributes, handed to `onRows` first), each date of the history (a step a date, its rows handed
 * on as soon as it is ranked, so they can be stored while the next dates rank), then the
 * rankings and the daily selections.
 */
export class ScoreRunComputation {
  private readonly universe: CompanyFacts[] = [];
  private readonly members: UniverseMember[] = [];
  private readonly history: ScoreHistoryBuilder;
  private readonly compositeWeights: CompositeWeights;
  private readonly baseline = new Map<string, BaselineRow>();
  private changeRows = 0;

  constructor(
    private readonly input: ScoreComputeInput,
    private readonly onRows: (rows: ScoreRows) => void,
  ) {
    this.compositeWeights = input.compositeWeights ?? COMPOSITE_WEIGHTS;
    this.history = new ScoreHistoryBuilder(input.dates, this.compositeWeights);
  }

  add(companies: readonly CompanyInput[]): void {
    for (const company of companies) {
      const { symbol, exchange, sector, industry, sp500, isEtf, estimate } = company;
      this.universe.push({ symbol, exchange, sector, industry, sp500, isEtf, estimate });
      const prepared = prepareCompany(company);
      const member = universeMember(prepared, this.input.asOf);
      if (member) this.members.push(member);
      this.history.add(prepared, { asOf: this.input.asOf, member });
    }
  }

  /** Rows of the baseline run, by company (they come before the end of the input). */
  addBaseline(rows: readonly BaselineRow[]): void {
    for (const row of rows) this.baseline.set(row.symbol, row);
  }

  /**
   * The rows each table will get: the company scores and the history are known once every company
   * is added; the changes once the as-of date is ranked (the first 'history' step).
   */
  get rowCounts(): Record<ScoreTable, number> {
    return this.counted
      ? { ...this.counted, score_changes: this.changeRows }
      : {
          company_scores: this.members.length,
          score_changes: this.changeRows,
          score_history: this.history.points,
        };
  }

  /** The counts known before ranking, kept once ranking lets go of what they were counted on. */
  private counted: { company_scores: number; score_history: number } | null = null;

  *finishSteps(): Generator<ScoreComputeProgress, ScoreComputeOutput, void> {
    const { universe, compositeWeights } = this;
    const { runId, asOf, dates } = this.input;
    this.counted = { company_scores: this.members.length, score_history: this.history.points };
    // The companies the run scores: those the engine's universe took in (`universeMember`), not
    // every listing read (issue 53: the first start's banner counted 7,531 while 5,757 were scored).
    yield { phase: 'scoring', done: 0, total: 1, companies: this.members.length };
    const results: CompanyResult[] = rankUniverse(this.members, { compositeWeights });
    this.members.length = 0;
    const companies = new Map(universe.map((c) => [c.symbol, c]));
    // The investable universe at the run's date (ADR 049): the rankings and selections read it.
    const investable = results.map((r) => isInvestable(investableFactsOf(r), asOf));
    const rankable: RankableCompany[] = results.map((r, i) => {
      const c = companies.get(r.symbol)!;
      return {
        investable: investable[i]!,
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
    const peers = peerFinder(rankable);
    const { baseline } = this.input;
    const changedRows: ScoreCell[][] = [];
    const changes: ComputedChanges | null = baseline
      ? { from: baseline.runId, changed: 0, bandChanges: 0 }
      : null;
    this.onRows({
      table: 'company_scores',
      rows: results.map((r, i): ScoreCell[] => {
        const factors = JSON.stringify(r.score.factors);
        const metrics = JSON.stringify(r.snapshot.values);
        const metricPercentiles = JSON.stringify(r.score.metricPercentiles);
        const before = baseline && this.baseline.get(r.symbol);
        // A company new to the data since the baseline run: nothing to compare it with.
        if (baseline && before) {
          // This run's side as the database will return it (its JSON read back), as the
          // baseline's is: the comparison sees what a later measurement from the rows would.
          const after = changeSideOf(
            {
              symbol: r.symbol,
              scorePercentile: r.score.evidentScorePercentile,
              scoreValue: r.score.evidentScoreValue,
              factors,
              metrics,
              metricPercentiles,
              // What JSON keeps of them: a figure that is not finite reads back as null.
              lastClose: Number.isFinite(r.snapshot.context.lastClose)
                ? r.snapshot.context.lastClose
                : null,
              latestFiled: r.snapshot.context.latestFiled ?? null,
            },
            { asOf, compositeWeights },
          );
          const change = scoreChangeOf(changeSideOf(before, baseline), after);
          if (change && changes) {
            changedRows.push([runId, r.symbol, change.bandChanged, json(change)]);
            changes.changed += 1;
            if (change.bandChanged) changes.bandChanges += 1;
          }
        }
        return [
          runId,
          r.symbol,
          r.score.evidentScoreValue,
          r.score.evidentScorePercentile,
          factors,
          metrics,
          metricPercentiles,
          json(r.snapshot.context),
          r.fairValue?.fairValue ?? null,
          r.fairValue?.percentageDifference ?? null,
          r.fairValue === null ? null : json(detailOf(r.fairValue)),
          json(companyAttributes(r.snapshot, r.score, compositeWeights)),
          json(peers(rankable[i]!)),
        ];
      }),
    });
    this.baseline.clear();
    this.changeRows = changedRows.length;
    if (baseline) this.onRows({ table: 'score_changes', rows: changedRows });

    // Each company's percentile at the latest date of the history three months before the run.
    const threeMonthsAgo = shift(asOf, -91);
    const percentile3mAgo = new Map<string, number | null>();
    for (const date of this.history.rankSteps()) {
      yield { phase: 'history', done: date.index + 1, total: dates.length, detail: date.asOf };
      if (date.asOf <= threeMonthsAgo) {
        for (const p of date.points) percentile3mAgo.set(p.symbol, p.evidentScorePercentile);
      }
      this.onRows({
        table: 'score_history',
        rows: date.points.map((p): ScoreCell[] => [
          runId,
          p.symbol,
          p.asOf,
          p.evidentScoreValue,
          p.evidentScorePercentile,
          json(p.factors),
        ]),
      });
    }

    const candidates: SelectionCandidate[] = results.map((r, i) => {
      const c = companies.get(r.symbol)!;
      return {
        investable: investable[i]!,
        symbol: r.symbol,
        evidentScoreValue: r.score.evidentScoreValue,
        evidentScorePercentile: r.score.evidentScorePercentile,
        percentile3mAgo: percentile3mAgo.get(r.symbol) ?? null,
        marketCap: r.snapshot.values.marketCap,
        sp500: c.sp500,
        hasAnalystTarget:
          c.estimate !== null && c.estimate.asOf <= asOf && c.estimate.targetPrice !== null,
      };
    });
    return {
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
      changes,
    };
  }
}
