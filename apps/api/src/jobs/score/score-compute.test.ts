import { investableFactsOf, isInvestable } from '@evident/engine/universe/investable';
import { describe, expect, it } from 'vitest';
import { typicalUniverse } from '@evident/engine/metrics/fixtures/typical-company';
import { monthEnds, scoreAsOf } from '@evident/engine/scoring/score-run';
import type { CompanyInput } from '@evident/engine/types';
import { dailySelections } from '@evident/engine/selections/daily-selections';
import { ScoreRunComputation, type BaselineRow, type ScoreComputeInput } from './score-compute';

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
  const lines = {
    company_scores: [] as string[],
    score_changes: [] as string[],
    score_history: [] as string[],
  };
  /** What was handed on, in order: a table, or a step of progress. */
  const events: string[] = [];
  const run = new ScoreRunComputation(input, (rows) => {
    lines[rows.table].push(...rows.lines);
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
        company_scores: lines.company_scores.length,
        score_history: lines.score_history.length,
      });
      expect(run.rowCounts.score_changes).toBe(lines.score_changes.length);
      return { output: { ...step.value, ...lines }, events };
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
      const cells = output.company_scores[i]!.split(',');
      expect(cells.slice(0, 3)).toEqual(['7', r.symbol, String(r.score.evidentScoreValue ?? '')]);
    }
    const asOfRows = output.score_history.filter((l) => l.split(',')[2] === INPUT.asOf);
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
        .map((l) => l.split(','))
        .filter((cells) => cells[2] === before)
        .map((cells) => [cells[1]!, cells[4] === '' ? null : Number(cells[4])]),
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
