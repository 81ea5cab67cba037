import { describe, expect, it } from 'vitest';
import { analysePortfolio, type AnalysedHolding } from './portfolio-analysis';

const holding = (h: Partial<AnalysedHolding> & { symbol: string }): AnalysedHolding => ({
  ticker: `NYSE:${h.symbol}`,
  companyName: h.symbol,
  sector: 'Technology',
  shares: null,
  averageCost: null,
  lastClose: 100,
  score: null,
  factors: {},
  return1y: null,
  ...h,
});

const analyse = (holdings: AnalysedHolding[]) =>
  analysePortfolio(holdings, {
    asOf: '2026-06-30',
    factorNames: { value: 'Value' },
    unknownSector: '(none)',
    performance: { from: '2025-06-30', to: '2026-06-30', benchmark: 0.1 },
  });

describe('a portfolio analysis as codes with their figures (ADR 055)', () => {
  it('finds every rule broken in a small, concentrated portfolio held by value', () => {
    // Values 1000, 500, 100 of 1600: weights 0.625, 0.3125, 0.0625.
    const a = analyse([
      holding({ symbol: 'AAA', shares: 10, score: 30, factors: { value: 80 }, return1y: 0.2 }),
      holding({ symbol: 'BBB', shares: 5, score: 80, factors: { value: 40 } }),
      holding({ symbol: 'CCC', shares: 1, sector: null }),
    ]);
    expect(a.weighting).toBe('value');
    expect(a.value).toBe(1600);
    // Scores over the covered weight: (0.625 × 30 + 0.3125 × 80) / 0.9375.
    expect(a.score.value).toBeCloseTo((0.625 * 30 + 0.3125 * 80) / 0.9375, 12);
    expect(a.factors).toEqual([
      { id: 'value', name: 'Value', value: (0.625 * 80 + 0.3125 * 40) / 0.9375, covered: 2 },
    ]);
    expect(a.sectors).toEqual([
      { sector: 'Technology', weight: 0.9375 },
      { sector: '(none)', weight: 0.0625 },
    ]);
    expect(a.performance).toEqual({
      from: '2025-06-30',
      to: '2026-06-30',
      portfolio: 0.2,
      benchmark: 0.1,
      covered: 1,
    });
    expect(a.rules).toEqual([
      {
        id: 'companies',
        rule: { code: 'companiesRule', min: 20 },
        passes: false,
        detail: { code: 'companiesHeld', count: 3 },
        fix: { code: 'companiesAdd', missing: 17 },
      },
      {
        id: 'position',
        rule: { code: 'positionRule', max: 0.05 },
        passes: false,
        detail: { code: 'positionLargest', ticker: 'NYSE:AAA', weight: 0.625, byValue: true },
        fix: {
          code: 'positionTrim',
          holdings: [
            { name: 'NYSE:AAA', weight: 0.625 },
            { name: 'NYSE:BBB', weight: 0.3125 },
            { name: 'NYSE:CCC', weight: 0.0625 },
          ],
          max: 0.05,
          addCompanies: true,
        },
      },
      {
        id: 'sector',
        rule: { code: 'sectorRule', max: 0.25 },
        passes: false,
        detail: { code: 'sectorLargest', sector: 'Technology', weight: 0.9375 },
        fix: { code: 'sectorReduce', sectors: [{ name: 'Technology', weight: 0.9375 }], max: 0.25 },
      },
      {
        id: 'score',
        rule: { code: 'scoreRule', min: 50 },
        passes: false,
        detail: {
          code: 'scoreLow',
          holdings: [{ ticker: 'NYSE:AAA', score: 30 }],
          min: 50,
          unscored: 1,
        },
        fix: { code: 'scoreReview' },
      },
    ]);
  });

  it('passes the position, sector and score rules of a spread portfolio, weighted equally', () => {
    const sectors = ['Energy', 'Health Care', 'Industrials', 'Utilities'];
    const a = analyse(
      Array.from({ length: 20 }, (_, i) =>
        holding({ symbol: `S${i}`, sector: sectors[i % 4]!, score: 60 }),
      ),
    );
    expect(a.weighting).toBe('equal');
    expect(a.rules.map((r) => [r.id, r.passes, r.fix])).toEqual([
      ['companies', true, null],
      ['position', true, null],
      ['sector', true, null],
      ['score', true, null],
    ]);
    expect(a.rules[1]!.detail).toEqual({
      code: 'positionLargest',
      ticker: 'NYSE:S0',
      weight: 0.05,
      byValue: false,
    });
    // Sectors of equal weight in the order of their names.
    expect(a.rules[2]!.detail).toEqual({
      code: 'sectorLargest',
      sector: 'Energy',
      weight: expect.closeTo(0.25, 12),
    });
    expect(a.rules[3]!.detail).toEqual({ code: 'scoreNoneLow', min: 50, unscored: 0 });
  });

  it('says an empty portfolio has no holdings where the rules cannot tell', () => {
    const a = analyse([]);
    expect(a.rules.map((r) => [r.passes, r.detail])).toEqual([
      [false, { code: 'companiesHeld', count: 0 }],
      [null, { code: 'noHoldings' }],
      [null, { code: 'noHoldings' }],
      [null, { code: 'scoreNoneLow', min: 50, unscored: 0 }],
    ]);
    expect(a.score).toEqual({ value: null, covered: 0, contributions: [] });
  });
});
