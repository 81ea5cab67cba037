import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period, quarterSeries } from './fixtures/builders';
import type { PeriodInput } from '../types';

/*
 * ADR 029 (addendum): two rules for growth rates of the latest figures.
 * 1. EPS of a window whose last quarter reports no share count (a fourth quarter derived from the
 *    fiscal year usually has none) uses the latest split-consistent count inside the window.
 * 2. A financial company's current TTM row (the data vendor's snapshot, gross revenue for a bank)
 *    is never compared with a filed period; another company's is.
 */
const AS_OF = '2025-06-30';
const prices = flatPrices('2021-01-04', AS_OF, 20);

/** Quarters to 2024-12-31: net income 10 a quarter in 2023, 12 in 2024; shares 100 then 96. */
const quarters = (): PeriodInput[] =>
  quarterSeries('2024-12-31', 8, (i) => ({
    revenue: 100,
    netIncome: i < 4 ? 10 : 12,
    // The fourth quarters (indexes 3 and 7) have no count, as a derived Q4 has none.
    sharesOutstanding: i === 3 || i === 7 ? null : i < 4 ? 100 : 96,
  }));

describe('EPS when the last quarter of a window has no share count', () => {
  it('divides by the latest count inside the window, a quarter earlier', () => {
    const { values } = computeMetrics(company({ periods: quarters(), dailyPrices: prices }), AS_OF);
    // 2024: 48 / 96 = 0.5; 2023: 40 / 100 = 0.4 → +25%.
    expect(values.epsGrowth1y).toBeCloseTo(0.25, 12);
  });

  it('never takes a count from after the window', () => {
    // Only a count reported after the 2023 window exists for it: the 2023 EPS stays unknown.
    const periods = quarters().map((p) =>
      p.periodEnd < '2024-01-01' ? { ...p, sharesOutstanding: null } : p,
    );
    const { values } = computeMetrics(company({ periods, dailyPrices: prices }), AS_OF);
    expect(values.epsGrowth1y).toBeNull();
  });

  it('is no older than one quarter before the window ends', () => {
    const periods = quarters().map((p) =>
      p.periodEnd >= '2024-09-01' ? { ...p, sharesOutstanding: null } : p,
    );
    const { values } = computeMetrics(company({ periods, dailyPrices: prices }), AS_OF);
    expect(values.epsGrowth1y).toBeNull();
  });
});

describe("the data vendor's TTM row in growth rates", () => {
  /** Quarters to 2024-12-31 with revenue 100 each; the latest quarter lacks revenue. */
  const periods = (): PeriodInput[] => [
    ...quarterSeries('2024-09-30', 8, () => ({ revenue: 100, netIncome: 10 })),
    period('Q', '2024-12-31', { netIncome: 10 }),
    period('TTM', AS_OF, { revenue: 600, netIncome: 40 }),
  ];
  const withTtmRowAsOf = (p: PeriodInput): PeriodInput =>
    p.periodType === 'TTM' ? { ...p, filed: AS_OF } : p;

  it("is not compared with a bank's filed periods (gross revenue there, net in the filings)", () => {
    const bank = company({
      sector: 'Financials',
      industry: 'Major Banks',
      periods: periods().map(withTtmRowAsOf),
      dailyPrices: prices,
    });
    const { values, context } = computeMetrics(bank, AS_OF);
    expect(context.ttm.revenue).toBe(600);
    expect(values.revenueGrowth1y).toBeNull();
    expect(values.revenueCagr3y).toBeNull();
  });

  it('is compared for an industrial company, whose row agrees with its filings', () => {
    const industrial = company({ periods: periods().map(withTtmRowAsOf), dailyPrices: prices });
    const { values } = computeMetrics(industrial, AS_OF);
    // 600 against the four quarters to 2024-06-30 (400).
    expect(values.revenueGrowth1y).toBeCloseTo(0.5, 12);
  });
});
