import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period } from './fixtures/builders';

describe('a restatement filed later', () => {
  const original = [
    period('Q', '2023-03-31', { revenue: 100, netIncome: 10 }),
    period('Q', '2023-06-30', { revenue: 100, netIncome: 10 }),
    period('Q', '2023-09-30', { revenue: 100, netIncome: 10 }),
    period('Q', '2023-12-31', { revenue: 100, netIncome: 10, filed: '2024-01-30' }),
  ];
  const restated = period('Q', '2023-12-31', {
    revenue: 100,
    netIncome: -30,
    filed: '2024-06-01',
  });
  const c = company({
    periods: [...original, restated],
    dailyPrices: flatPrices('2023-01-02', '2024-12-31', 10),
  });

  it('is invisible before its filing date: the original figures are used', () => {
    const { context } = computeMetrics(c, '2024-05-31');
    expect(context.ttm.netIncome).toBe(40);
    expect(context.latestFiled).toBe('2024-01-30');
  });

  it('replaces the original from its filing date on', () => {
    expect(computeMetrics(c, '2024-06-01').context.ttm.netIncome).toBe(0);
    const { context } = computeMetrics(c, '2024-07-01');
    expect(context.ttm.netIncome).toBe(0);
    expect(context.latestFiled).toBe('2024-06-01');
  });

  it('ignores versions that were never filed (filed = null)', () => {
    const unknown = period('Q', '2023-12-31', { revenue: 1e9, netIncome: 1e9, filed: null });
    const d = company({ periods: [...original, unknown], dailyPrices: c.dailyPrices });
    expect(computeMetrics(d, '2026-01-01').context.ttm.netIncome).toBeNull(); // stale by then
    expect(computeMetrics(d, '2024-07-01').context.ttm.netIncome).toBe(40);
  });
});
