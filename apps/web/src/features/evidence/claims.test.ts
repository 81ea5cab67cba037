import type { Evidence } from '@evident/contracts/evidence';
import { describe, expect, it } from 'vitest';
import { claimsOf } from './claims';

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
      since: 2011,
      topBucketCagr: 0.15,
      benchmarkCagr: 0.12,
      betterOdds: 0.6 / 0.48 - 1,
      topDecileSuccess: 0.58,
    });
  });
});
