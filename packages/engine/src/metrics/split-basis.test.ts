import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, monthlyCloses, quarterSeries } from './fixtures/builders';

/*
 * A 4-for-1 split after the 2020-06 quarter: reports before it carry 1e9 shares, after it 4e9.
 * Closes are split-adjusted to the latest basis (as in the snapshot): a constant $50 throughout,
 * so the market value is $200bn at every date, before and after the split.
 */
const quarters = quarterSeries('2021-12-31', 12, (i, end) => ({
  revenue: 10e9,
  netIncome: 2e9,
  equity: 40e9,
  totalAssets: 80e9,
  sharesOutstanding: end <= '2020-06-30' ? 1e9 : 4e9,
}));
const monthly = monthlyCloses('2021-12-31', 48, () => 50);

describe('share counts on the price basis (split after the as-of date)', () => {
  it('values a date before the split with the split-adjusted count', () => {
    const before = computeMetrics(
      company({ periods: quarters, monthlyPrices: monthly }),
      '2020-04-30',
    );
    expect(before.values.marketCap).toBeCloseTo(200e9, 0);
    // P/E = 200bn ÷ (4 × 2bn) = 25, not a quarter of it.
    expect(before.values.pe).toBeCloseTo(25, 10);
    const after = computeMetrics(
      company({ periods: quarters, monthlyPrices: monthly }),
      '2021-12-31',
    );
    expect(after.values.marketCap).toBeCloseTo(200e9, 0);
    expect(after.values.pe).toBeCloseTo(25, 10);
  });

  it('leaves counts without any split alone', () => {
    const plain = quarterSeries('2021-12-31', 8, () => ({
      netIncome: 1e9,
      sharesOutstanding: 1e9,
    }));
    const r = computeMetrics(company({ periods: plain, monthlyPrices: monthly }), '2021-03-31');
    expect(r.values.marketCap).toBeCloseTo(50e9, 0);
  });
});
