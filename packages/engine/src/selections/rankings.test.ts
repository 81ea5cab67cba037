import { describe, expect, it } from 'vitest';
import { peersOf, rankings, type RankableCompany } from './rankings';

const co = (symbol: string, extra: Partial<RankableCompany>): RankableCompany => ({
  symbol,
  exchange: 'NASDAQ',
  sector: 'Technology',
  industry: 'Semiconductors',
  sp500: false,
  isEtf: false,
  marketCap: 1e9,
  evidentScoreValue: 50,
  ...extra,
});

describe('rankings', () => {
  it('ranks S&P 500 members and NASDAQ listings by score, skipping ETFs and unscored', () => {
    const list = [
      co('A', { sp500: true, evidentScoreValue: 70, exchange: 'NYSE' }),
      co('B', { sp500: true, evidentScoreValue: 90 }),
      co('C', { evidentScoreValue: 95 }),
      co('E', { evidentScoreValue: 99, isEtf: true }),
      co('U', { evidentScoreValue: null, sp500: true }),
    ];
    expect(rankings(list)).toEqual({ topSp: ['B', 'A'], topNasdaq: ['C', 'B'] });
    expect(rankings(list, 1)).toEqual({ topSp: ['B'], topNasdaq: ['C'] });
  });
});

describe('peers', () => {
  it('picks the same industry nearest in market cap, then fills from the sector', () => {
    const me = co('ME', { marketCap: 1e10 });
    const list = [
      me,
      co('NEAR', { marketCap: 1.2e10 }),
      co('FAR', { marketCap: 1e7 }),
      co('MID', { marketCap: 3e9 }),
      co('SECTOR', { industry: 'Software', marketCap: 1e10 }),
      co('OTHER', { sector: 'Energy', industry: 'Oil', marketCap: 1e10 }),
      co('ETF', { isEtf: true, marketCap: 1e10 }),
    ];
    expect(peersOf(me, list, 4)).toEqual(['NEAR', 'MID', 'FAR', 'SECTOR']);
    expect(peersOf(co('X', { marketCap: null }), list)).toEqual([]);
  });
});
