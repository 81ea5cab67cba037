import { describe, expect, it } from 'vitest';
import type { ScoreRuleRow } from '../../data/score-rules.repository';
import { scoreRulesLines, scoreRulesOf } from './score-rules';

/* Issue 52: the data report's "score rules" section, from rows given by hand. */
const CORE = ['value', 'growth', 'profitability', 'health', 'shareholderRetribution'];
const row = (
  symbol: string,
  factors: string[],
  scored: boolean,
  marketCap: number,
  notes: string[] = [],
): ScoreRuleRow => ({
  symbol,
  sp500: false,
  isFinancial: false,
  evidentScore: scored ? 50 : null,
  evidentScoreValue: scored ? 50 : null,
  marketCap,
  factors: Object.fromEntries(CORE.map((f) => [f, { value: factors.includes(f) ? 50 : null }])),
  // Enough measures for the factors it has: two of each (the coverage rule's minimum).
  metrics: Object.fromEntries(
    factors.flatMap((f) =>
      ({
        value: ['earningsYield', 'fcfYield'],
        growth: ['revenueCagr3y', 'epsCagr3y'],
        profitability: ['gpa', 'roic', 'roe'],
        health: ['defaultProbability', 'piotroskiF'],
        shareholderRetribution: ['dividendYield', 'buybackYield'],
      })[f]!.map((id) => [id, 1]),
    ),
  ),
  notes: notes.map((code) => ({ code })),
});

describe('score rules section (ADR 047, ADR 048)', () => {
  const rows = [
    row('FIVE', CORE, true, 5e9, ['negativeEquity']),
    row('FOUR', ['value', 'growth', 'profitability', 'health'], true, 2e9),
    row('THRE', ['value', 'profitability', 'health'], false, 8e6, ['oneOffIncome', 'tinyRevenue']),
    row('BIGG', ['value', 'profitability', 'health'], false, 9e9, ['oneOffIncome']),
    row('NONE', [], false, 1e6),
  ];
  const report = scoreRulesOf('2026-07-02', rows);

  it('counts companies by factors, scored ones, and checks none is scored below the rule', () => {
    expect(report.companies).toBe(5);
    expect(report.scored).toBe(2);
    expect(report.byFactorCount.map((g) => [g.factors, g.companies, g.scored])).toEqual([
      [0, 1, 0],
      [1, 0, 0],
      [2, 0, 0],
      [3, 2, 0],
      [4, 1, 1],
      [5, 1, 1],
    ]);
    expect(report.scoredBelowRule).toEqual([]);
    // The two 3-factor companies both lack growth and payout.
    expect(report.shortBy).toMatchObject({ growth: 2, shareholderRetribution: 2, value: 0 });
    expect(report.coverage.value).toBeCloseTo(4 / 5, 12);
  });

  it('lists the companies each figure rule touched, largest first', () => {
    expect(report.notes).toEqual([
      { code: 'negativeEquity', companies: 1, scored: 1, examples: ['FIVE'] },
      { code: 'oneOffIncome', companies: 2, scored: 0, examples: ['BIGG', 'THRE'] },
      { code: 'tinyRevenue', companies: 1, scored: 0, examples: ['THRE'] },
    ]);
    const text = scoreRulesLines(report).join('\n');
    expect(text).toContain('5 companies in the run, 2 with an Evident Score (needs 4 of 5');
    expect(text).toContain('oneOffIncome           2 (0 scored)  BIGG, THRE');
  });

  it('flags a score below the rule (a run of another method)', () => {
    const old = scoreRulesOf('2026-07-02', [
      row('OLD3', ['value', 'profitability', 'health'], true, 1e9),
    ]);
    expect(old.scoredBelowRule).toEqual(['OLD3']);
  });
});
