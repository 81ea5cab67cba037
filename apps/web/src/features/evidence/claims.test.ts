import type { Evidence } from '@evident/contracts/evidence';
import { describe, expect, it } from 'vitest';
import { claimsOf, intervalWords } from './claims';

const group = (id: string, cagr: number, hitRate: number) => ({
  id,
  label: id,
  all: {
    from: '2010-12-31',
    to: '2026-06-30',
    months: 186,
    cagr,
    volatility: 0.2,
    maxDrawdown: 0.3,
    sharpe: 0.8,
  },
  inSample: {
    from: null,
    to: null,
    months: 0,
    cagr: null,
    volatility: null,
    maxDrawdown: null,
    sharpe: null,
  },
  heldOut: {
    from: null,
    to: null,
    months: 0,
    cagr: null,
    volatility: null,
    maxDrawdown: null,
    sharpe: null,
  },
  turnover: 0.2,
  averageHoldings: 30,
  hitRate,
  averageForwardReturn: 0.4,
  forwardObservations: 100,
  yearly: [],
  equity: [],
});

describe('home claims from the backtest (spec §1)', () => {
  it('derives the figures from the stored result, never constants', () => {
    const e = {
      params: { start: '2010-12-31' },
      buckets: [group('90+', 0.15, 0.6)],
      deciles: [group('D1', 0.01, 0.3), group('D10', 0.14, 0.58)],
      benchmark: { all: { cagr: 0.12 } },
      allHoldingsHitRate: 0.48,
    } as unknown as Evidence;
    expect(claimsOf(e)).toEqual({
      weights: 'fixed',
      since: 2011,
      topBucketCagr: 0.15,
      benchmarkCagr: 0.12,
      betterOdds: 0.6 / 0.48 - 1,
      topDecileSuccess: 0.58,
      intervals: { topBucketCagr: null, betterOdds: null, topDecileSuccess: null },
    });
  });

  it('carries each figure’s 95% interval and says when it could be chance (issue 25)', () => {
    const e = {
      params: { start: '2010-12-31' },
      buckets: [
        {
          ...group('90+', 0.15, 0.6),
          cagrInterval: { low: 0.07, high: 0.22 },
          hitRateInterval: { low: 0.45, high: 0.66 },
        },
      ],
      deciles: [{ ...group('D10', 0.14, 0.58), hitRateInterval: { low: 0.5, high: 0.61 } }],
      benchmark: { all: { cagr: 0.12 } },
      allHoldingsHitRate: 0.48,
    } as unknown as Evidence;
    const c = claimsOf(e);
    expect(c.intervals.topBucketCagr).toEqual({ low: 0.07, high: 0.22 });
    expect(c.intervals.betterOdds!.low).toBeCloseTo(0.45 / 0.48 - 1, 12);
    expect(c.intervals.betterOdds!.high).toBeCloseTo(0.66 / 0.48 - 1, 12);
    expect(c.intervals.topDecileSuccess).toEqual({ low: 0.5, high: 0.61 });
    const f = (x: number) => `${(x * 100).toFixed(1)}%`;
    expect(intervalWords(c.intervals.betterOdds, f, 0)).toBe(
      '95% interval -6.2% to 37.5%: could be chance',
    );
    expect(intervalWords(c.intervals.topDecileSuccess, f, 0.5)).toBe(
      '95% interval 50.0% to 61.0%: could be chance',
    );
    expect(intervalWords(c.intervals.topBucketCagr, f)).toBe('95% interval 7.0% to 22.0%');
    expect(intervalWords(null, f)).toBe('');
  });

  it('speaks of the walk-forward record when the backtest has one (the weights the product uses)', () => {
    // SPY doubles over the 12 months from the walk-forward start; the fixed line starts earlier.
    const e = {
      params: { start: '2010-12-31' },
      buckets: [group('90+', 0.15, 0.6)],
      deciles: [group('D10', 0.14, 0.58)],
      benchmark: {
        all: { cagr: 0.12 },
        equity: [
          { date: '2015-09-30', value: 3 },
          { date: '2015-10-31', value: 4 },
          ...Array.from({ length: 12 }, (_, k) => ({
            date: `m${k}`,
            value: 4 + (4 * (k + 1)) / 12,
          })),
        ],
      },
      allHoldingsHitRate: 0.48,
      walkForward: {
        start: '2015-10-31',
        buckets: [
          { ...group('90+', 0.16, 0.4), forwardObservations: 100 },
          { ...group('<20', 0.1, 0.5), forwardObservations: 300 },
        ],
        deciles: [{ ...group('D10', 0.16, 0.4), hitRateInterval: { low: 0.36, high: 0.49 } }],
        fixedSameDates: { buckets: [], deciles: [] },
        weights: [],
        latest: null,
      },
    } as unknown as Evidence;
    const c = claimsOf(e);
    expect(c).toMatchObject({
      weights: 'walk-forward',
      since: 2015,
      topBucketCagr: 0.16,
      topDecileSuccess: 0.4,
    });
    expect(c.benchmarkCagr).toBeCloseTo(1, 12);
    // All holdings of the walk-forward buckets: (0.4·100 + 0.5·300) / 400 = 0.475.
    expect(c.betterOdds).toBeCloseTo(0.4 / 0.475 - 1, 12);
    expect(c.intervals.topDecileSuccess).toEqual({ low: 0.36, high: 0.49 });
  });
});
