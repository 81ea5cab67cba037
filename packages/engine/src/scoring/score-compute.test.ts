import { describe, expect, it } from 'vitest';
import { typicalUniverse } from '../metrics/fixtures/typical-company';
import { dailySelections } from '../selections/daily-selections';
import type { CompanyInput } from '../types';
import { investableFactsOf, isInvestable } from '../universe/investable';
import {
  ScoreRunComputation,
  type BaselineRow,
  type ScoreCell,
  type ScoreComputeInput,
} from './score-compute';
import { monthEnds, scoreAsOf } from './score-run';

const universe = (): CompanyInput[] =>
  typicalUniverse(
    10,
    (_c, i) => ({ sector: i % 3 ? 'Technology' : 'Industrials', sp500: i % 2 === 0 }),
    2,
  );

const INPUT: ScoreComputeInput = {
  runId: 7,
  asOf: '2025-06-30',
  dates: monthEnds('2024-06-30', '2025-06-30'),
};

function compute(
  batches: CompanyInput[][],
  input: ScoreComputeInput = INPUT,
  baseline: BaselineRow[] = [],
) {
  const stored = {
    company_scores: [] as ScoreCell[][],
    score_changes: [] as ScoreCell[][],
    score_history: [] as ScoreCell[][],
  };
  /** What was handed on, in order: a table, or a step of progress. */
  const events: string[] = [];
  const run = new ScoreRunComputation(input, (rows) => {
    stored[rows.table].push(...rows.rows);
    events.push(rows.table);
  });
  if (baseline.length > 0) run.addBaseline(baseline);
  for (const batch of batches) run.add(batch);
  // The company rows and the history are counted before ranking; the changes once it began.
  const { company_scores, score_history } = run.rowCounts;
  const steps = run.finishSteps();
  for (;;) {
    const step = steps.next();
    if (step.done) {
      expect({ company_scores, score_history }).toEqual({
        company_scores: stored.company_scores.length,
        score_history: stored.score_history.length,
      });
      expect(run.rowCounts.score_changes).toBe(stored.score_changes.length);
      return { output: { ...step.value, ...stored }, events };
    }
    events.push(step.value.phase);
  }
}

describe('a score run’s computation', () => {
  it('gives the same rows whether the companies arrive at once or one at a time', () => {
    const companies = universe();
    const whole = compute([companies]);
    const oneByOne = compute(companies.map((c) => [c]));
    expect(oneByOne.output).toEqual(whole.output);
    // The company rows first, then each date's rows as soon as it is ranked.
    expect(whole.events).toEqual([
      'scoring',
      'company_scores',
      ...INPUT.dates.flatMap(() => ['history', 'score_history']),
    ]);
  });

  it('stores the scores scoreAsOf gives, and one history row per company and date', () => {
    const companies = universe();
    const { output } = compute([companies.slice(0, 4), companies.slice(4)]);
    const expected = scoreAsOf(companies, INPUT.asOf);
    expect(output.companies).toBe(expected.length);
    expect(output.company_scores).toHaveLength(expected.length);
    for (const [i, r] of expected.entries()) {
      const cells = output.company_scores[i]!;
      expect(cells.slice(0, 3)).toEqual([7, r.symbol, r.score.evidentScoreValue]);
    }
    const asOfRows = output.score_history.filter((cells) => cells[2] === INPUT.asOf);
    expect(asOfRows).toHaveLength(expected.length);
    expect(output.score_history.length).toBeGreaterThan(expected.length * (INPUT.dates.length - 2));
  });

  it('takes each company’s percentile three months back from the history it stores (a rising star)', () => {
    const companies = universe();
    const { output } = compute([companies]);
    // The latest date of the stored history at least 91 days before the run.
    const before = INPUT.dates.filter((d) => d <= '2025-03-31').at(-1)!;
    const then = new Map(
      output.score_history
        .filter((cells) => cells[2] === before)
        .map((cells) => [cells[1] as string, cells[4] as number | null]),
    );
    expect(then.size).toBeGreaterThan(5);
    const candidates = scoreAsOf(companies, INPUT.asOf).map((r) => {
      const c = companies.find((x) => x.symbol === r.symbol)!;
      return {
        symbol: r.symbol,
        evidentScoreValue: r.score.evidentScoreValue,
        evidentScorePercentile: r.score.evidentScorePercentile,
        percentile3mAgo: then.get(r.symbol) ?? null,
        marketCap: r.snapshot.values.marketCap,
        sp500: c.sp500,
        hasAnalystTarget:
          c.estimate !== null && c.estimate.asOf <= INPUT.asOf && c.estimate.targetPrice !== null,
        investable: isInvestable(investableFactsOf(r), INPUT.asOf),
      };
    });
    expect(output.selections).toEqual(dailySelections(candidates));
    // Without the history, no company would count as rising: the comparison means something.
    const withoutHistory = dailySelections(
      candidates.map((c) => ({ ...c, percentile3mAgo: null })),
    );
    expect(withoutHistory).not.toEqual(output.selections);
  });
});
