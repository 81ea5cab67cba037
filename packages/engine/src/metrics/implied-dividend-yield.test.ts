import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, monthEnd } from './fixtures/builders';
import type { MonthlyPriceInput } from '../types';

/** Twelve months flat price while the total-return series gains 3%: a 3% dividend yield. */
function series(trGain: number, lastMonth = '2026-03-31', months = 13): MonthlyPriceInput[] {
  return Array.from({ length: months }, (_, i) => ({
    monthEnd: monthEnd(lastMonth, -(months - 1 - i)),
    close: 50,
    adjClose: 100 * (1 + (trGain * i) / (months - 1)),
  }));
}

describe('dividend yield implied by the total-return series', () => {
  it('is the total-return gain over the price gain when no dividend record is recent', () => {
    const c = company({ monthlyPrices: series(0.03) });
    const m = computeMetrics(c, '2026-07-02');
    expect(m.values.dividendYield).toBeCloseTo(0.03, 12);
  });

  it('prefers dividend records when there are recent ones', () => {
    const c = company({
      monthlyPrices: series(0.03),
      dailyPrices: [{ date: '2026-07-01', close: 50, volume: 1 }],
      dividends: [{ exDate: '2026-05-01', amount: 1 }],
    });
    expect(computeMetrics(c, '2026-07-02').values.dividendYield).toBeCloseTo(0.02, 12);
  });

  it('is unknown when the series is too old, too short, or implausible', () => {
    expect(
      computeMetrics(company({ monthlyPrices: series(0.03, '2025-12-31') }), '2026-07-02').values
        .dividendYield,
    ).toBeNull();
    expect(
      computeMetrics(company({ monthlyPrices: series(0.03, '2026-03-31', 6) }), '2026-07-02').values
        .dividendYield,
    ).toBeNull();
    expect(
      computeMetrics(company({ monthlyPrices: series(-0.2) }), '2026-07-02').values.dividendYield,
    ).toBeNull();
    expect(
      computeMetrics(company({ monthlyPrices: series(-0.001) }), '2026-07-02').values.dividendYield,
    ).toBe(0);
  });

  it('does not look ahead: months after the as-of date are ignored', () => {
    const c = company({ monthlyPrices: series(0.03, '2026-06-30', 16) });
    const before = computeMetrics(c, '2026-03-31').values.dividendYield;
    c.monthlyPrices[c.monthlyPrices.length - 1]!.adjClose = 500;
    expect(computeMetrics(c, '2026-03-31').values.dividendYield).toBe(before);
  });
});
