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
  investable: true,
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

  it('hidden gems are the universe’s small companies (under $2 billion) outside the S&P 500', () => {
    const universe = [
      c('GEM', 93, { marketCap: 5e8, hasAnalystTarget: false }),
      // An analyst target no longer excludes a company (ADR 049).
      c('COVERED', 96, { marketCap: 5e8, hasAnalystTarget: true }),
      c('INDEX', 97, { marketCap: 5e8, hasAnalystTarget: false, sp500: true }),
      // $2 billion is the small band's top: not a hidden gem.
      c('MID', 95, { marketCap: 2e9, hasAnalystTarget: false }),
      c('LARGE', 98, { marketCap: 5e11, hasAnalystTarget: false }),
      ...Array.from({ length: 10 }, (_, i) => c(`M${i}`, 10 + i, { marketCap: 1e10 })),
    ];
    const items = dailySelections(universe).filter((x) => x.category === 'hidden_gems');
    expect(items.map((x) => x.symbol)).toEqual(['COVERED', 'GEM']);
  });

  it('selects only investable companies, in every category (ADR 049)', () => {
    const universe = [
      c('PENNY', 99, {
        marketCap: 1e12,
        hasAnalystTarget: false,
        percentile3mAgo: 50,
        investable: false,
      }),
      c('TINY', 98, {
        marketCap: 5e8,
        hasAnalystTarget: false,
        percentile3mAgo: 50,
        investable: false,
      }),
      c('OK', 97, { marketCap: 5e8, hasAnalystTarget: false, percentile3mAgo: 50 }),
      c('BIG', 96, { marketCap: 1e12, percentile3mAgo: 50 }),
      ...Array.from({ length: 10 }, (_, i) => c(`M${i}`, 10 + i, { marketCap: 1e9 })),
    ];
    const items = dailySelections(universe);
    expect(items.map((x) => `${x.category}:${x.symbol}`).sort()).toEqual([
      'hidden_gems:OK',
      'rising_stars:BIG',
      'rising_stars:OK',
      'top_dogs:BIG',
    ]);
  });

  it('never selects unscored companies', () => {
    expect(
      dailySelections([c('N', 99, { evidentScoreValue: null, evidentScorePercentile: null })]),
    ).toEqual([]);
  });
});
