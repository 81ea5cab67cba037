import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, flatPrices, period } from './fixtures/builders';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';

/*
 * ADR 029: the buyback yield from the cash flow statement (Boudoukh, Michaely, Richardson &
 * Roberts 2007) where repurchases are reported, the share-count change otherwise; the basis is
 * kept in the snapshot's context for the tooltip.
 */
describe('buyback yield from the cash flow statement', () => {
  const fiscalYear = (figures: Parameters<typeof period>[2], filed = '2025-02-20') =>
    period('FY', '2024-12-31', { ...figures, filed });

  it('is the fiscal year’s repurchases over market value, gross of issuance when none is reported', () => {
    const base = richCompany();
    const c = richCompany({ periods: [...base.periods, fiscalYear({ shareRepurchases: 300 })] });
    const { values, context } = computeMetrics(c, RICH_AS_OF);
    const marketCap = values.marketCap!;
    expect(values.buybackYield).toBe(300 / marketCap);
    expect(values.netPayoutYield).toBe(values.dividendYield! + 300 / marketCap);
    expect(context.buyback).toEqual({ basis: 'repurchases', periodEnd: '2024-12-31' });
    // The share count change is still reported as such, and unchanged.
    expect(values.sharesChange1y).toBe(885 / 905 - 1);
  });

  it('subtracts the stock issued over the same window when it is reported', () => {
    const base = richCompany();
    const c = richCompany({
      periods: [...base.periods, fiscalYear({ shareRepurchases: 300, stockIssued: 120 })],
    });
    const { values, context } = computeMetrics(c, RICH_AS_OF);
    expect(values.buybackYield).toBe(180 / values.marketCap!);
    expect(context.buyback?.basis).toBe('repurchases-net-of-issuance');
  });

  it('falls back to the share count when no repurchases are reported, and says so', () => {
    const { values, context } = computeMetrics(richCompany(), RICH_AS_OF);
    expect(values.buybackYield).toBe((905 - 885) / 885);
    expect(context.buyback).toEqual({ basis: 'share-count', periodEnd: null });
  });

  it('uses no repurchase figure filed after the date (point in time)', () => {
    const base = richCompany();
    const late = richCompany({
      periods: [...base.periods, fiscalYear({ shareRepurchases: 300 }, '2025-03-20')],
    });
    const before = computeMetrics(late, RICH_AS_OF); // 2025-03-15: not yet filed
    expect(before.context.buyback?.basis).toBe('share-count');
    expect(before.values.buybackYield).toBe((905 - 885) / 885);
    const after = computeMetrics(late, '2025-03-21');
    expect(after.context.buyback?.basis).toBe('repurchases');
  });

  it('ignores a negative repurchase figure (a sign error in a source) and a stale year', () => {
    const base = richCompany();
    const negative = richCompany({
      periods: [...base.periods, fiscalYear({ shareRepurchases: -300 })],
    });
    expect(computeMetrics(negative, RICH_AS_OF).context.buyback?.basis).toBe('share-count');
    const stale = richCompany({
      periods: [
        ...base.periods,
        period('FY', '2023-09-30', { shareRepurchases: 300, filed: '2023-11-01' }),
      ],
    });
    // 2023-09-30 ends more than 458 days before 2025-03-15.
    expect(computeMetrics(stale, RICH_AS_OF).context.buyback?.basis).toBe('share-count');
  });
});

describe('share count change over the latest complete year', () => {
  it('uses the latest report that has one a year before it when the latest lacks that pair', () => {
    // The latest quarter (2024-12-31) has a count but nothing a year before it (2023-12-31 has
    // none); 2024-09-30 and 2023-09-30 make the pair.
    const counts: Record<string, number | null> = {
      '2023-06-30': 210,
      '2023-09-30': 205,
      '2023-12-31': null,
      '2024-03-31': 202,
      '2024-06-30': 201,
      '2024-09-30': 200,
      '2024-12-31': 199,
    };
    const c = company({
      periods: Object.entries(counts).map(([end, n]) => period('Q', end, { sharesOutstanding: n })),
      dailyPrices: flatPrices('2024-01-02', '2025-03-14', 10),
    });
    const { values } = computeMetrics(c, '2025-03-14');
    expect(values.sharesChange1y).toBeCloseTo(200 / 205 - 1, 15);
    expect(values.buybackYield).toBeCloseTo(5 / 200, 15);
  });

  it('stays null when no pair a year apart exists among the latest four reports', () => {
    const c = company({
      periods: [
        period('Q', '2024-03-31', { sharesOutstanding: 100 }),
        period('Q', '2024-06-30', { sharesOutstanding: 99 }),
        period('Q', '2024-09-30', { sharesOutstanding: 98 }),
        period('Q', '2024-12-31', { sharesOutstanding: 97 }),
      ],
      dailyPrices: flatPrices('2024-01-02', '2025-03-14', 10),
    });
    const { values } = computeMetrics(c, '2025-03-14');
    expect(values.sharesChange1y).toBeNull();
    expect(values.buybackYield).toBeNull();
  });
});
