import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period, quarterSeries } from './fixtures/builders';
import type { PeriodInput } from '../types';

/*
 * ADR 029: banks, insurers and other financial companies get a Health factor from the bank
 * Z-score (Boyd & Graham 1986; Laeven & Levine 2009), the volatility of the return on assets and
 * the leverage ratio (equity ÷ assets; Estrella, Park & Peristiani 2000).
 */
const AS_OF = '2025-03-14';
const bank = (periods: PeriodInput[], industry = 'Major Banks') =>
  company({
    sector: 'Financials',
    industry,
    periods,
    dailyPrices: flatPrices('2024-01-02', AS_OF, 50),
  });

/** Twelve quarters to 2024-12-31, assets 1,000, net income alternating 2 and 4, equity 100. */
const alternating = () =>
  quarterSeries('2024-12-31', 12, (i) => ({
    netIncome: i % 2 === 0 ? 2 : 4,
    totalAssets: 1000,
    equity: 100,
    sharesOutstanding: 10,
  }));

describe('financial health measures', () => {
  it('computes the bank Z-score and ROA volatility from 12 quarters, worked by hand', () => {
    const { values } = computeMetrics(bank(alternating()), AS_OF);
    // Quarterly ROA 0.002 / 0.004: mean 0.003, sample sd 0.001 × √(12/11).
    const sdQuarter = 0.001 * Math.sqrt(12 / 11);
    const sdYear = sdQuarter * 2;
    expect(values.roaVolatility).toBeCloseTo(sdYear, 15);
    expect(values.insolvencyZ).toBeCloseTo((0.003 * 4 + 100 / 1000) / sdYear, 10);
    expect(values.insolvencyZ).toBeCloseTo(53.6157, 3);
    expect(values.leverageRatio).toBeCloseTo(0.1, 15);
    expect(values.liabilitiesToAssets).toBeNull();
    // The industrial measures stay out for a bank.
    expect(values.altmanZ).toBeNull();
    expect(values.netDebtToEquity).toBeNull();
  });

  it('leaves both measures out for an industrial company with the same figures', () => {
    const c = company({
      periods: alternating(),
      dailyPrices: flatPrices('2024-01-02', AS_OF, 50),
    });
    const { values } = computeMetrics(c, AS_OF);
    expect(values.insolvencyZ).toBeNull();
    expect(values.roaVolatility).toBeNull();
    expect(values.leverageRatio).toBeNull();
    expect(values.liabilitiesToAssets).toBeCloseTo(0.9, 15);
  });

  it('falls back to 4–5 fiscal years when the quarters lack net income or assets', () => {
    const years = [
      ['2020-12-31', 10],
      ['2021-12-31', 12],
      ['2022-12-31', 8],
      ['2023-12-31', 14],
      ['2024-12-31', 6],
    ] as const;
    const periods = years.map(([end, ni]) =>
      period('FY', end, {
        netIncome: ni,
        totalAssets: 1000,
        equity: 80,
        filed: `${Number(end.slice(0, 4)) + 1}-02-20`,
      }),
    );
    const { values } = computeMetrics(bank(periods), AS_OF);
    const roa = [0.01, 0.012, 0.008, 0.014, 0.006];
    const mean = roa.reduce((a, b) => a + b, 0) / 5;
    const sd = Math.sqrt(roa.reduce((a, b) => a + (b - mean) ** 2, 0) / 4);
    expect(values.roaVolatility).toBeCloseTo(sd, 15);
    expect(values.insolvencyZ).toBeCloseTo((mean + 0.08) / sd, 10);
  });

  it('needs at least 8 quarters (or 4 years) and a latest period that is not stale', () => {
    const seven = alternating().slice(-7);
    expect(computeMetrics(bank(seven), AS_OF).values.insolvencyZ).toBeNull();
    // The same 12 quarters seen 460+ days after the last one: stale.
    expect(computeMetrics(bank(alternating()), '2026-04-10').values.roaVolatility).toBeNull();
  });

  it('uses only the quarters filed on or before the date (point in time)', () => {
    const periods = alternating();
    // A thirteenth quarter with a large loss, filed after the date.
    periods.push(
      period('Q', '2025-03-31', {
        netIncome: -50,
        totalAssets: 1000,
        equity: 50,
        filed: '2025-04-30',
      }),
    );
    const now = computeMetrics(bank(periods), AS_OF).values;
    const without = computeMetrics(bank(alternating()), AS_OF).values;
    expect(now.insolvencyZ).toBe(without.insolvencyZ);
    expect(now.roaVolatility).toBe(without.roaVolatility);
    const later = computeMetrics(bank(periods), '2025-05-01').values;
    expect(later.insolvencyZ).toBeLessThan(without.insolvencyZ! / 2);
  });

  it('gives no Z-score when the return on assets never varies (no risk measured)', () => {
    const flat = quarterSeries('2024-12-31', 12, () => ({
      netIncome: 3,
      totalAssets: 1000,
      equity: 100,
    }));
    const { values } = computeMetrics(bank(flat), AS_OF);
    expect(values.roaVolatility).toBe(0);
    expect(values.insolvencyZ).toBeNull();
  });
});
