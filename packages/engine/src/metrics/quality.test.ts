import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, period } from './fixtures/builders';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';

const quarters = (figures: Partial<Parameters<typeof period>[2]>) =>
  ['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31'].map((end) => period('Q', end, figures));

describe('earnings quality', () => {
  it('computes the Sloan ratio as (net income − operating cash flow) ÷ average assets', () => {
    const c = company({
      periods: [
        period('Q', '2022-12-31', { totalAssets: 900 }),
        ...quarters({ netIncome: 25, operatingCashFlow: 20 }),
        period('Q', '2023-12-31', {
          netIncome: 25,
          operatingCashFlow: 20,
          totalAssets: 1000,
          filed: '2024-02-01',
        }),
      ],
    });
    const { values } = computeMetrics(c, '2024-03-01');
    expect(values.sloanRatio).toBe((100 - 80) / 950);
    expect(values.cashConversion).toBe(80 / 100);
  });

  it('uses the latest assets alone when those of a year earlier are unknown', () => {
    const c = company({
      periods: [
        ...quarters({ netIncome: 25, operatingCashFlow: 40 }),
        period('Q', '2023-12-31', {
          netIncome: 25,
          operatingCashFlow: 40,
          totalAssets: 1000,
          filed: '2024-02-01',
        }),
      ],
    });
    expect(computeMetrics(c, '2024-03-01').values.sloanRatio).toBe(-60 / 1000);
  });

  it('gives null cash conversion for a loss (the ratio flips meaning)', () => {
    const c = company({ periods: quarters({ netIncome: -25, operatingCashFlow: 20 }) });
    expect(computeMetrics(c, '2024-03-01').values.cashConversion).toBeNull();
  });

  it('averages the surprise of the last four announcements (as a fraction)', () => {
    // 2025-02-01: 6, 2024-11-01: 3, 2024-08-01: −1, 2024-05-01: 4 (2024-02-01 is the fifth).
    expect(computeMetrics(richCompany(), RICH_AS_OF).values.earningsSurprise).toBe(0.03);
  });

  it('computes external financing from reported issuance and repayment amounts', () => {
    const c = company({
      periods: [
        period('Q', '2022-12-31', { totalAssets: 900 }),
        ...quarters({
          stockIssued: 10,
          shareRepurchases: 30,
          dividendsPaid: 5,
          debtIssued: 50,
          debtRepaid: 20,
          totalAssets: 1000,
        }),
      ],
    });
    // Equity 40 − 120 = −80, dividends 20, debt 200 − 80 = 120 → 20 ÷ average assets 950.
    expect(computeMetrics(c, '2024-03-01').values.externalFinancingRatio).toBe(20 / 950);
  });

  it('derives external financing from share-count and debt changes when amounts are missing', () => {
    const { values } = computeMetrics(richCompany(), RICH_AS_OF);
    const marketCap = values.marketCap as number;
    const netEquity = -(values.buybackYield as number) * marketCap;
    const averageAssets = (12_300 + 11_900) / 2;
    expect(values.externalFinancingRatio).toBeCloseTo((netEquity - 80 - 200) / averageAssets, 12);
  });
});
