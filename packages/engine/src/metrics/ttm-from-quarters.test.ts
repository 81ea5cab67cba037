import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period } from './fixtures/builders';

// Four consecutive quarters of 2023, filed 30 days after each quarter end.
const quarters2023 = [
  period('Q', '2023-03-31', { revenue: 100, netIncome: 10, sharesOutstanding: 100 }),
  period('Q', '2023-06-30', { revenue: 110, netIncome: 11, sharesOutstanding: 100 }),
  period('Q', '2023-09-30', { revenue: 120, netIncome: 12, sharesOutstanding: 100 }),
  period('Q', '2023-12-31', { revenue: 130, netIncome: 13, sharesOutstanding: 100 }),
];
const prices = flatPrices('2023-01-02', '2026-07-02', 10);

describe('TTM flows', () => {
  it('sums the last four consecutive quarters exactly', () => {
    const c = company({
      periods: [...quarters2023, period('FY', '2022-12-31', { revenue: 400, netIncome: 40 })],
      dailyPrices: prices,
    });
    const { values, context } = computeMetrics(c, '2024-03-01');
    expect(context.ttm.revenue).toBe(460);
    expect(context.ttm.netIncome).toBe(46);
    expect(context.ttm.basis).toBe('four-quarters');
    // Market cap = 10 × 100 shares = 1000.
    expect(values.marketCap).toBe(1000);
    expect(values.ps).toBe(1000 / 460);
    expect(values.pe).toBe(1000 / 46);
    expect(context.ttm.eps).toBe(0.46);
    expect(values.netMargin).toBe(46 / 460);
  });

  it('falls back to the fiscal year when the four quarters are incomplete', () => {
    const c = company({
      periods: [
        ...quarters2023.slice(0, 3),
        period('FY', '2023-12-31', { revenue: 470, netIncome: 50, sharesOutstanding: 100 }),
      ],
      dailyPrices: prices,
    });
    const { context } = computeMetrics(c, '2024-03-01');
    expect(context.ttm.revenue).toBe(470);
    expect(context.ttm.netIncome).toBe(50);
    expect(context.ttm.basis).toBe('fiscal-year');
  });

  it('prefers a fiscal year that ends after the latest four quarters', () => {
    const c = company({
      periods: [...quarters2023, period('FY', '2024-03-31', { revenue: 999, netIncome: 99 })],
      dailyPrices: prices,
    });
    expect(computeMetrics(c, '2024-06-01').context.ttm.revenue).toBe(999);
    // Before the fiscal year was filed (2024-04-30) the quarters are used.
    expect(computeMetrics(c, '2024-04-15').context.ttm.revenue).toBe(460);
  });

  it('falls back to the TTM row when neither quarters nor a recent fiscal year exist', () => {
    const c = company({
      periods: [
        period('FY', '2022-12-31', { revenue: 400, netIncome: 40 }),
        period('TTM', '2026-07-02', { filed: '2026-07-02', revenue: 800, netIncome: 80 }),
      ],
      dailyPrices: prices,
    });
    const { context } = computeMetrics(c, '2026-07-02');
    expect(context.ttm.revenue).toBe(800);
    expect(context.ttm.basis).toBe('ttm-row');
  });

  it('gives null when the only figures are older than ~15 months', () => {
    const c = company({
      periods: [period('FY', '2022-12-31', { revenue: 400, netIncome: 40 })],
      dailyPrices: prices,
    });
    const { values, context } = computeMetrics(c, '2024-06-01');
    expect(context.ttm.revenue).toBeNull();
    expect(context.ttm.basis).toBeNull();
    expect(values.ps).toBeNull();
  });

  it('resolves each field separately: revenue from quarters, operating cash flow from the fiscal year', () => {
    const c = company({
      periods: [
        ...quarters2023,
        period('FY', '2023-12-31', { revenue: 470, netIncome: 50, operatingCashFlow: 70 }),
      ],
      dailyPrices: prices,
    });
    const { values, context } = computeMetrics(c, '2024-03-01');
    expect(context.ttm.revenue).toBe(460);
    expect(context.ttm.operatingCashFlow).toBe(70);
    // Cash conversion pairs OCF with net income of the same window (calendar 2023, where the
    // four quarters win over the fiscal year row: 46).
    expect(values.cashConversion).toBe(70 / 46);
  });

  it('computes 1-year growth against the TTM one year earlier and CAGR over three years', () => {
    const periods = [];
    for (let year = 2019; year <= 2023; year++) {
      for (const [q, month] of [
        [0, '03-31'],
        [1, '06-30'],
        [2, '09-30'],
        [3, '12-31'],
      ] as const) {
        const revenue = 100 * 1.1 ** (year - 2019) + q;
        periods.push(period('Q', `${year}-${month}`, { revenue, netIncome: revenue / 10 }));
      }
    }
    const c = company({ periods, dailyPrices: prices });
    const { values } = computeMetrics(c, '2024-03-01');
    const ttm = (year: number): number => 4 * 100 * 1.1 ** (year - 2019) + 6;
    expect(values.revenueGrowth1y).toBeCloseTo(ttm(2023) / ttm(2022) - 1, 12);
    expect(values.revenueCagr3y).toBeCloseTo((ttm(2023) / ttm(2020)) ** (1 / 3) - 1, 12);
    expect(values.revenueCagr5y).toBeNull(); // no data five years before 2023-12-31
  });
});
