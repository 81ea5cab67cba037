import type { List } from '@evident/contracts/lists';
import { describe, expect, it } from 'vitest';
import { scoreChangeOf, sortStocks } from './list-sort';

type Stock = List['stocks'][number];

const stock = (
  symbol: string,
  name: string,
  score: number | null,
  previousScore: number | null,
  lastClose: number | null,
  shares: number | null = null,
): Stock => ({
  ticker: `NYSE:${symbol}`,
  symbol,
  addedAt: '2026-11-20T10:00:00.000Z',
  shares,
  averageCost: null,
  previousScore,
  factors: [],
  company: {
    ticker: `NYSE:${symbol}`,
    symbol,
    companyName: name,
    image: null,
    evidentScore: score,
    evidentScorePercentile: score,
    evidentScoreValue: null,
    category: null,
    lastClose,
    marketCap: null,
    sessionDate: null,
    change1d: null,
    dollarVolume1d: null,
  },
});

const a = stock('A', 'Beta Corp', 80, 70, 10, 5);
const b = stock('B', 'alpha inc', null, 60, 30);
const c = stock('C', 'Gamma', 40, 45, null, 100);
const d = stock('D', 'Delta', 80, null, 20, 1);
const symbols = (s: Stock[]) => s.map((x) => x.symbol).join('');

describe('sorting a list by a column', () => {
  it('keeps the list’s own order without a sort', () => {
    expect(symbols(sortStocks([a, b, c, d], null))).toBe('ABCD');
  });

  it('sorts names regardless of case, both ways', () => {
    expect(symbols(sortStocks([a, b, c, d], { key: 'company', order: 'asc' }))).toBe('BADC');
    expect(symbols(sortStocks([a, b, c, d], { key: 'company', order: 'desc' }))).toBe('CDAB');
  });

  it('puts missing figures last in either direction; ties keep the list’s order', () => {
    expect(symbols(sortStocks([a, b, c, d], { key: 'score', order: 'desc' }))).toBe('ADCB');
    expect(symbols(sortStocks([a, b, c, d], { key: 'score', order: 'asc' }))).toBe('CADB');
    expect(symbols(sortStocks([a, b, c, d], { key: 'lastClose', order: 'asc' }))).toBe('ADBC');
  });

  it('sorts by the change since the previous run and by holding value', () => {
    expect(scoreChangeOf(a)).toBe(10);
    expect(scoreChangeOf(b)).toBeNull();
    expect(scoreChangeOf(d)).toBeNull();
    expect(symbols(sortStocks([a, b, c, d], { key: 'scoreChange', order: 'desc' }))).toBe('ACBD');
    // Values: A 50, D 20, C and B unknown (no price / no shares).
    expect(symbols(sortStocks([a, b, c, d], { key: 'value', order: 'desc' }))).toBe('ADBC');
  });
});
