import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period } from './fixtures/builders';

describe('a missing quarter', () => {
  const prices = flatPrices('2023-01-02', '2024-12-31', 10);

  it('breaks the four-quarter chain, so the fiscal year is used', () => {
    const c = company({
      periods: [
        period('Q', '2023-03-31', { revenue: 100 }),
        // 2023-06-30 is missing: 2023-03-31 → 2023-09-30 is 183 days, not one quarter.
        period('Q', '2023-09-30', { revenue: 120 }),
        period('Q', '2023-12-31', { revenue: 130 }),
        period('Q', '2024-03-31', { revenue: 140 }),
        period('FY', '2023-12-31', { revenue: 480 }),
      ],
      dailyPrices: prices,
    });
    const { context } = computeMetrics(c, '2024-06-01');
    expect(context.ttm.revenue).toBe(480);
    expect(context.ttm.basis).toBe('fiscal-year');
  });

  it('also breaks it when one quarter lacks the field', () => {
    const c = company({
      periods: [
        period('Q', '2023-06-30', { revenue: 110 }),
        period('Q', '2023-09-30', { revenue: null }),
        period('Q', '2023-12-31', { revenue: 130 }),
        period('Q', '2024-03-31', { revenue: 140 }),
        period('FY', '2023-12-31', { revenue: 480 }),
      ],
      dailyPrices: prices,
    });
    expect(computeMetrics(c, '2024-06-01').context.ttm.revenue).toBe(480);
  });

  it('gives null (not a partial sum) when there is no fiscal year either', () => {
    const c = company({
      periods: [
        period('Q', '2023-09-30', { revenue: 120, sharesOutstanding: 10 }),
        period('Q', '2023-12-31', { revenue: 130, sharesOutstanding: 10 }),
        period('Q', '2024-03-31', { revenue: 140, sharesOutstanding: 10 }),
      ],
      dailyPrices: prices,
    });
    const { values, context } = computeMetrics(c, '2024-06-01');
    expect(context.ttm.revenue).toBeNull();
    expect(values.ps).toBeNull();
    expect(values.marketCap).toBe(100);
  });
});
