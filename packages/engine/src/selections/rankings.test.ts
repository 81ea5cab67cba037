import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAINERS_POOL,
  marketRankings,
  peerFinder,
  peersOf,
  rankings,
  type RankableCompany,
  type TradedCompany,
} from './rankings';

const co = (symbol: string, extra: Partial<RankableCompany>): RankableCompany => ({
  symbol,
  exchange: 'NASDAQ',
  sector: 'Technology',
  industry: 'Semiconductors',
  sp500: false,
  isEtf: false,
  marketCap: 1e9,
  evidentScoreValue: 50,
  investable: true,
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

  it('ranks only companies of the investable universe (ADR 049)', () => {
    const list = [
      co('PENNY', { evidentScoreValue: 99, investable: false }),
      co('BIGSP', { sp500: true, evidentScoreValue: 98, investable: false, exchange: 'NYSE' }),
      co('OK', { evidentScoreValue: 60 }),
      co('OKSP', { sp500: true, evidentScoreValue: 55, exchange: 'NYSE' }),
    ];
    expect(rankings(list)).toEqual({ topSp: ['OKSP'], topNasdaq: ['OK'] });
  });
});

describe('market rankings', () => {
  const traded = (
    symbol: string,
    date: string | null,
    change1d: number | null,
    dollarVolume: number | null,
    avgDollarVolume: number | null,
  ): TradedCompany => ({
    symbol,
    session: date === null ? null : { date, change1d, dollarVolume },
    avgDollarVolume,
  });

  it('ranks the as-of session by traded value, and gainers among the most traded only', () => {
    const list = [
      traded('BIG', '2026-07-02', 0.01, 9e9, 8e9),
      traded('MID', '2026-07-02', 0.05, 5e8, 4e8),
      traded('JUMP', '2026-07-02', 0.4, 1e6, 1e5), // thinly traded: not a gainer
      traded('OLD', '2026-07-01', 0.9, 1e10, 9e9), // its last session is not the as-of date
      traded('NONE', null, null, null, null),
      ...Array.from({ length: GAINERS_POOL }, (_, i) =>
        traded(`L${i}`, '2026-07-02', -0.01, 2e8, 1e8 + i),
      ),
    ];
    const { mostActive, gainers } = marketRankings(list, '2026-07-02', 3);
    expect(mostActive).toEqual(['BIG', 'MID', 'L0']);
    expect(gainers.slice(0, 2)).toEqual(['MID', 'BIG']);
    expect(gainers).not.toContain('JUMP');
    expect(gainers).not.toContain('OLD');
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
    // A size that is not a number is no size: such a company has no peers and is nobody's.
    expect(peersOf(co('X', { marketCap: Number.NaN }), list)).toEqual([]);
    expect(peersOf(me, [...list, co('NAN', { marketCap: Number.NaN })], 6)).not.toContain('NAN');
  });

  it('property: the grouped finder picks what scanning every company does', () => {
    /** Every candidate scanned for each company: the definition, without the grouping. */
    const scanned = (company: RankableCompany, all: RankableCompany[], count: number) => {
      if (company.marketCap === null || !(company.marketCap > 0)) return [];
      const target = Math.log(company.marketCap);
      const pool = all.filter(
        (c) =>
          c.symbol !== company.symbol &&
          !c.isEtf &&
          c.evidentScoreValue !== null &&
          c.marketCap !== null &&
          c.marketCap > 0,
      );
      const nearest = (list: RankableCompany[]) =>
        list
          .map((c) => ({ c, d: Math.abs(Math.log(c.marketCap!) - target) }))
          .sort((a, b) => a.d - b.d || a.c.symbol.localeCompare(b.c.symbol))
          .map((x) => x.c.symbol);
      const result = company.industry
        ? nearest(pool.filter((c) => c.industry === company.industry)).slice(0, count)
        : [];
      for (const s of company.sector
        ? nearest(
            pool.filter((c) => c.sector === company.sector && c.industry !== company.industry),
          )
        : []) {
        if (result.length >= count) break;
        result.push(s);
      }
      return result;
    };
    const company = fc.record({
      sector: fc.constantFrom('Technology', 'Energy', null),
      industry: fc.constantFrom('Software', 'Semiconductors', 'Oil', null),
      isEtf: fc.boolean(),
      // NaN too: a size computed from a missing input (fc.double also makes NaN by itself).
      marketCap: fc.oneof(
        fc.constant(null),
        fc.constant(0),
        fc.constant(Number.NaN),
        fc.double({ min: 1, max: 1e12 }),
      ),
      evidentScoreValue: fc.oneof(fc.constant(null), fc.double({ min: 0, max: 100 })),
    });
    fc.assert(
      fc.property(
        fc.array(company, { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        (raw, n) => {
          const list = raw.map((c, i) => co(`S${i}`, c));
          const find = peerFinder(list, n);
          for (const c of list) expect(find(c)).toEqual(scanned(c, list, n));
        },
      ),
      { numRuns: 300 },
    );
  });
});
