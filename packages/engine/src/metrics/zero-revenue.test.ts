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

  it('keeps asset turnover 0, and leaves out the sales yield (tiny revenue, ADR 048)', () => {
    // A sales yield of 0 ranked at the bottom said "expensive" of a company that sells nothing
    // yet; since ADR 048 revenue under 2% of total assets leaves it out, with a note.
    expect(values.salesToPrice).toBeNull();
    expect(values.assetTurnover).toBe(0);
    expect(context.notes?.map((n) => n.code)).toContain('tinyRevenue');
  });
});
