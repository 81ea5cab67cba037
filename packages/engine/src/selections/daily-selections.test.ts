import { describe, expect, it } from 'vitest';
import { dailySelections, type SelectionCandidate } from './daily-selections';

const c = (
  symbol: string,
  pct: number,
  extra: Partial<SelectionCandidate> = {},
): SelectionCandidate => ({
  symbol,
  evidentScoreValue: pct,
  evidentScorePercentile: pct,
  percentile3mAgo: null,
  marketCap: 1e9,
  sp500: false,
  hasAnalystTarget: true,
  ...extra,
});

describe('daily selections (spec §9)', () => {
  it('keeps only percentile ≥ 90, sorted by score, at most 9 per category', () => {
    const big = Array.from({ length: 14 }, (_, i) => c(`B${i}`, 86 + i, { marketCap: 1e12 }));
    const small = Array.from({ length: 40 }, (_, i) => c(`S${i}`, i, { marketCap: 1e8 }));
    const items = dailySelections([...big, ...small]).filter((x) => x.category === 'top_dogs');
    expect(items.map((x) => x.symbol)).toEqual([
      'B13',
      'B12',
      'B11',
      'B10',
      'B9',
      'B8',
      'B7',
      'B6',
      'B5',
    ]);
    expect(items.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(items.every((x) => x.evidentScorePercentile >= 90)).toBe(true);
  });

  it('rising stars need a 10-point rise over 3 months', () => {
    const items = dailySelections([
      c('UP', 95, { percentile3mAgo: 80 }),
      c('FLAT', 97, { percentile3mAgo: 92 }),
      c('NEW', 99, { percentile3mAgo: null }),
      ...Array.from({ length: 10 }, (_, i) => c(`X${i}`, i * 5)),
    ]).filter((x) => x.category === 'rising_stars');
    expect(items.map((x) => x.symbol)).toEqual(['UP']);
  });

  it('hidden gems are small, outside the S&P 500 and without analyst targets', () => {
    const universe = [
      c('GEM', 93, { marketCap: 2e8, hasAnalystTarget: false }),
      c('COVERED', 96, { marketCap: 2e8, hasAnalystTarget: true }),
      c('INDEX', 97, { marketCap: 2e8, hasAnalystTarget: false, sp500: true }),
      c('LARGE', 98, { marketCap: 5e11, hasAnalystTarget: false }),
      ...Array.from({ length: 10 }, (_, i) => c(`M${i}`, 10 + i, { marketCap: 1e10 })),
    ];
    const items = dailySelections(universe).filter((x) => x.category === 'hidden_gems');
    expect(items.map((x) => x.symbol)).toEqual(['GEM']);
  });

  it('never selects unscored companies', () => {
    expect(
      dailySelections([c('N', 99, { evidentScoreValue: null, evidentScorePercentile: null })]),
    ).toEqual([]);
  });
});
