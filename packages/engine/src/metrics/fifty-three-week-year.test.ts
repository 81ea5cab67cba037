import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period } from './fixtures/builders';

describe('52/53-week fiscal calendars', () => {
  it('sums quarters of 84, 91 and 98 days into a TTM', () => {
    // Ends: 2023-01-28, +84 = 2023-04-22, +91 = 2023-07-22, +98 = 2023-10-28.
    const c = company({
      periods: [
        period('Q', '2023-01-28', { revenue: 100, netIncome: 5 }),
        period('Q', '2023-04-22', { revenue: 90, netIncome: 4 }),
        period('Q', '2023-07-22', { revenue: 95, netIncome: 6 }),
        period('Q', '2023-10-28', { revenue: 105, netIncome: 7 }),
      ],
      dailyPrices: flatPrices('2023-01-02', '2024-01-31', 10),
    });
    const { context } = computeMetrics(c, '2024-01-15');
    expect(context.ttm.basis).toBe('four-quarters');
    expect(context.ttm.revenue).toBe(390);
    expect(context.ttm.netIncome).toBe(22);
  });

  it('does not treat quarters 60 or 130 days apart as consecutive', () => {
    const c = company({
      periods: [
        period('Q', '2023-01-28', { revenue: 100 }),
        period('Q', '2023-03-29', { revenue: 90 }), // 60 days
        period('Q', '2023-07-22', { revenue: 95 }),
        period('Q', '2023-10-28', { revenue: 105 }),
      ],
      dailyPrices: flatPrices('2023-01-02', '2024-01-31', 10),
    });
    expect(computeMetrics(c, '2024-01-15').context.ttm.revenue).toBeNull();
  });
});
