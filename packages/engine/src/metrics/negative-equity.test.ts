import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';

describe('negative shareholders’ equity', () => {
  const base = richCompany();
  const negative = richCompany({
    periods: base.periods.map((p) => ({ ...p, equity: -500 })),
  });
  const { values, context } = computeMetrics(negative, RICH_AS_OF);

  it('makes equity-denominated ratios null, never ±Infinity or a misleading negative', () => {
    expect(context.balance.equity).toBe(-500);
    for (const id of ['roe', 'pb', 'bookToMarket', 'debtToEquity', 'netDebtToEquity'] as const) {
      expect(values[id], id).toBeNull();
    }
  });

  it('keeps the metrics that do not divide by equity', () => {
    expect(values.roa).toBe(572 / 12_300);
    expect(values.liabilitiesToAssets).toBe(6000 / 12_300);
    expect(values.debtToAssets).toBe(1850 / 12_300);
    expect(values.pe).not.toBeNull();
  });

  it('still gives a bounded default probability (adjusted book floored, market-to-book capped)', () => {
    expect(values.defaultProbability).toBeGreaterThan(0);
    expect(values.defaultProbability).toBeLessThan(1);
  });

  it('gives ROE with zero equity as null too', () => {
    const zero = richCompany({ periods: base.periods.map((p) => ({ ...p, equity: 0 })) });
    const z = computeMetrics(zero, RICH_AS_OF).values;
    expect(z.roe).toBeNull();
    expect(z.pb).toBeNull();
    expect(z.debtToEquity).toBeNull();
  });
});
