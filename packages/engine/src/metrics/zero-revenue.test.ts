import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';

describe('a company without revenue', () => {
  const base = richCompany();
  const c = richCompany({
    periods: base.periods.map((p) => ({ ...p, revenue: 0, grossProfit: 0 })),
  });
  const { values, context } = computeMetrics(c, RICH_AS_OF);

  it('has revenue 0 (a figure, not a missing one)', () => {
    expect(context.ttm.revenue).toBe(0);
  });

  it('gives null margins and sales multiples (division by zero)', () => {
    for (const id of [
      'grossMargin',
      'operatingMargin',
      'netMargin',
      'fcfMargin',
      'ps',
      'evSales',
    ] as const) {
      expect(values[id], id).toBeNull();
    }
  });

  it('gives null revenue growth (growth from zero is undefined)', () => {
    expect(values.revenueGrowth1y).toBeNull();
    expect(values.revenueCagr3y).toBeNull();
  });

  it('keeps the well-defined zero ratios: sales-to-price and asset turnover are 0', () => {
    expect(values.salesToPrice).toBe(0);
    expect(values.assetTurnover).toBe(0);
  });
});
