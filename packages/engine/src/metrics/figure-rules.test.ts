import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';
import type { FigureNote } from './figure-rules';
import type { CompanyInput } from '../types';

/*
 * ADR 048, worked by hand on the rich company (quarters i = 0…23, 2019-Q1…2024-Q4). As of
 * 2025-03-15 its trailing twelve months are quarters 20–23:
 *   revenue 1400 + 1420 + 1440 + 1460 = 5720
 *   operating income 0.15 × 5720 = 858, net income 0.1 × 5720 = 572
 *   operating cash flow 0.12 × 5720 = 686.4
 *   total assets (quarter 23) 10 000 + 100 × 23 = 12 300, equity 4000 + 100 × 23 = 6300.
 */
const base = richCompany();
const withPeriods = (
  change: (
    p: CompanyInput['periods'][number],
    i: number,
  ) => Partial<CompanyInput['periods'][number]>,
) => richCompany({ periods: base.periods.map((p, i) => ({ ...p, ...change(p, i) })) });
const noteOf = (notes: FigureNote[] | undefined, code: FigureNote['code']) =>
  notes?.find((n) => n.code === code);

describe('one-off income (ADR 048 rule 1)', () => {
  // The latest quarter's net income gets a gain of 1000: TTM net income 572 − 146 + 1146 = 1572.
  const oneOff = withPeriods((p, i) => (i === 23 ? { netIncome: 146 + 1000 } : {}));
  const { values, context } = computeMetrics(oneOff, RICH_AS_OF);
  const plain = computeMetrics(base, RICH_AS_OF).values;

  it('names the part of net income that is not from operations', () => {
    // 1572 − 858 = 714 > max(10% × 858 = 85.8, 1% × 12 300 = 123).
    const note = noteOf(context.notes, 'oneOffIncome');
    expect(note).toMatchObject({
      code: 'oneOffIncome',
      netIncome: 1572,
      operatingResult: 858,
      basis: 'operatingIncome',
    });
    expect(note && 'amount' in note ? note.amount : null).toBeCloseTo(714, 9);
  });

  it('puts the earnings measures on an operating basis: 858 × (1 − 21%) = 677.82', () => {
    const earnings = 858 * 0.79;
    expect(values.earningsYield).toBeCloseTo(earnings / values.marketCap!, 12);
    expect(values.pe).toBeCloseTo(values.marketCap! / earnings, 9);
    expect(values.roe).toBeCloseTo(earnings / 6300, 12);
    expect(values.roa).toBeCloseTo(earnings / 12_300, 12);
    expect(values.netMargin).toBeCloseTo(earnings / 5720, 12);
    // Without the gain the yield is 572 ÷ market cap: the one-off does not raise it to 1572 ÷ it.
    expect(plain.earningsYield).toBeCloseTo(572 / plain.marketCap!, 12);
  });

  it('leaves out the growth rates of EPS and net income', () => {
    expect(plain.epsGrowth1y).not.toBeNull();
    for (const id of ['epsGrowth1y', 'epsCagr3y', 'netIncomeGrowth1y', 'netIncomeCagr3y'] as const)
      expect(values[id], id).toBeNull();
  });

  it('does not fire within the margin: a gain of 300 leaves 872 − 858 = 14 < 123', () => {
    const small = computeMetrics(
      withPeriods((p, i) => (i === 23 ? { netIncome: 146 + 300 } : {})),
      RICH_AS_OF,
    );
    expect(noteOf(small.context.notes, 'oneOffIncome')).toBeUndefined();
    expect(small.values.earningsYield).toBeCloseTo(872 / small.values.marketCap!, 12);
  });

  it('without operating income, gross profit bounds it, and the earnings measures are left out', () => {
    // Gross profit of the rich company: 0.4 × revenue + i → TTM 0.4 × 5720 + (20+21+22+23) = 2374.
    // A gain of 3000 in the latest quarter: TTM net income 572 + 3000 = 3572; 3572 − 2374 = 1198
    // > max(10% × 2374 = 237.4, 123) → a one-off; the earnings measures are left out.
    const noEbit = computeMetrics(
      withPeriods((p, i) => ({
        operatingIncome: null,
        ...(i === 23 ? { netIncome: 146 + 3000 } : {}),
      })),
      RICH_AS_OF,
    );
    const note = noteOf(noEbit.context.notes, 'oneOffIncome');
    expect(note).toMatchObject({ basis: 'grossProfit', operatingResult: 2374, netIncome: 3572 });
    expect(note && 'amount' in note ? note.amount : null).toBeCloseTo(1198, 9);
    expect(noEbit.values.earningsYield).toBeNull();
    expect(noEbit.values.pe).toBeNull();
    // The gain of 1000 of the first test stays under gross profit: no note without operating income.
    const under = computeMetrics(
      withPeriods((p, i) => ({ operatingIncome: null, ...(i === 23 ? { netIncome: 1146 } : {}) })),
      RICH_AS_OF,
    );
    expect(noteOf(under.context.notes, 'oneOffIncome')).toBeUndefined();
  });

  it('without operating income or gross profit, revenue bounds it (PharmaCyte had no revenue)', () => {
    // Revenue 5720; net income 4 × 2000 = 8000 > 5720 + max(572, 123) → a one-off.
    const { context } = computeMetrics(
      withPeriods(() => ({ operatingIncome: null, grossProfit: null, netIncome: 2000 })),
      RICH_AS_OF,
    );
    expect(noteOf(context.notes, 'oneOffIncome')).toMatchObject({
      basis: 'revenue',
      operatingResult: 5720,
      amount: 8000 - 5720,
    });
  });

  it('does not apply to a financial company (a bank has no operating result in these data)', () => {
    const bank = computeMetrics(
      richCompany({
        sector: 'Financials',
        industry: 'Major Banks',
        periods: base.periods.map((p, i) => ({ ...p, ...(i === 23 ? { netIncome: 1146 } : {}) })),
      }),
      RICH_AS_OF,
    );
    expect(noteOf(bank.context.notes, 'oneOffIncome')).toBeUndefined();
  });

  it('a PharmaCyte-like company: operating loss −400, net income +3100 → yield from the loss', () => {
    // Every quarter: operating income −100, net income +775; the gain is 3100 − (−400) = 3500
    // > max(10% × 400, 1% × 12 300 = 123). Its earnings yield is −400 ÷ market cap, not +3100.
    const pmcb = computeMetrics(
      withPeriods(() => ({ operatingIncome: -100, netIncome: 775 })),
      RICH_AS_OF,
    );
    const note = noteOf(pmcb.context.notes, 'oneOffIncome');
    expect(note && 'amount' in note ? note.amount : null).toBeCloseTo(3500, 9);
    expect(pmcb.values.earningsYield).toBeCloseTo(-400 / pmcb.values.marketCap!, 12);
    expect(pmcb.values.pe).toBeNull();
  });
});

describe('negative or tiny equity (ADR 048 rule 2)', () => {
  it('equity 400 of assets 12 300 (3.3% < 5%) leaves out book-to-market, P/B, ROE, D/E', () => {
    const { values, context } = computeMetrics(
      withPeriods(() => ({ equity: 400 })),
      RICH_AS_OF,
    );
    for (const id of ['bookToMarket', 'pb', 'roe', 'debtToEquity', 'netDebtToEquity'] as const)
      expect(values[id], id).toBeNull();
    expect(noteOf(context.notes, 'tinyEquity')).toMatchObject({ equity: 400, totalAssets: 12_300 });
  });

  it('equity 700 (5.7% ≥ 5%) keeps them', () => {
    const { values, context } = computeMetrics(
      withPeriods(() => ({ equity: 700 })),
      RICH_AS_OF,
    );
    expect(values.roe).toBeCloseTo(572 / 700, 12);
    expect(noteOf(context.notes, 'tinyEquity')).toBeUndefined();
  });

  it('a bank at 4% equity keeps them (its floor is 3%, Basel III), at 2.5% loses them', () => {
    const bank = (equity: number) =>
      computeMetrics(
        richCompany({
          sector: 'Financials',
          industry: 'Major Banks',
          periods: base.periods.map((p) => ({ ...p, equity })),
        }),
        RICH_AS_OF,
      );
    expect(noteOf(bank(492).context.notes, 'tinyEquity')).toBeUndefined(); // 492 ÷ 12 300 = 4%
    expect(noteOf(bank(307.5).context.notes, 'tinyEquity')).toMatchObject({ equity: 307.5 });
  });

  it('negative equity gets its own note', () => {
    const { context } = computeMetrics(
      withPeriods(() => ({ equity: -500 })),
      RICH_AS_OF,
    );
    expect(noteOf(context.notes, 'negativeEquity')).toMatchObject({ equity: -500 });
  });
});

describe('tiny revenue (ADR 048 rule 3)', () => {
  it('revenue 4 × 50 = 200 < 2% × 12 300 = 246 leaves out margins and sales yield', () => {
    const { values, context } = computeMetrics(
      withPeriods(() => ({ revenue: 50, grossProfit: 20 })),
      RICH_AS_OF,
    );
    for (const id of ['grossMargin', 'operatingMargin', 'fcfMargin', 'salesToPrice', 'ps'] as const)
      expect(values[id], id).toBeNull();
    expect(noteOf(context.notes, 'tinyRevenue')).toMatchObject({
      revenue: 200,
      totalAssets: 12_300,
    });
  });

  it('does not apply to a financial company (its revenue is small beside its balance sheet)', () => {
    const { context } = computeMetrics(
      richCompany({
        sector: 'Financials',
        industry: 'Major Banks',
        periods: base.periods.map((p) => ({ ...p, revenue: 50 })),
      }),
      RICH_AS_OF,
    );
    expect(noteOf(context.notes, 'tinyRevenue')).toBeUndefined();
  });

  it('growth from a tiny base: 200 a year earlier and three years earlier → no revenue growth', () => {
    const { values, context } = computeMetrics(
      withPeriods((p, i) => (i < 20 ? { revenue: 50 } : {})),
      RICH_AS_OF,
    );
    expect(values.operatingMargin).not.toBeNull();
    expect(values.revenueGrowth1y).toBeNull(); // would be 5720 ÷ 200 − 1 = 2760%
    expect(values.revenueCagr3y).toBeNull();
    expect(noteOf(context.notes, 'tinyRevenueBase')).toMatchObject({ revenue: 200 });
  });
});

describe('beyond plausible bounds (ADR 048 rule 4)', () => {
  it('an earnings yield above 100% is left out with its P/E', () => {
    // Net income 100 000 a quarter, operating income 150 000: no one-off, but 400 000 a year.
    const { values, context } = computeMetrics(
      withPeriods(() => ({ netIncome: 100_000, operatingIncome: 150_000 })),
      RICH_AS_OF,
    );
    expect(values.earningsYield).toBeNull();
    expect(values.pe).toBeNull();
    const note = noteOf(context.notes, 'implausibleValue');
    expect(note).toMatchObject({ metric: 'earningsYield', bound: 1 });
    expect(note && 'value' in note ? note.value : 0).toBeGreaterThan(1);
  });

  it('a share count ×1000 a year ago (a count in thousands) leaves out the per-share comparisons', () => {
    // Quarters up to 19 carry shares in thousands: 1000 − 5i → (1000 − 5i) × 1000. The latest
    // (885) against a year earlier (905 000): −99.9% < −90%, no split ratio (×1000 is none).
    const { values, context } = computeMetrics(
      withPeriods((p, i) => (i <= 19 ? { sharesOutstanding: (1000 - 5 * i) * 1000 } : {})),
      RICH_AS_OF,
    );
    expect(values.sharesChange1y).toBeNull();
    expect(values.epsGrowth1y).toBeNull();
    const note = noteOf(context.notes, 'implausibleValue');
    expect(note).toMatchObject({ metric: 'sharesChange1y', bound: -0.9 });
    expect(note && 'value' in note ? note.value : 0).toBeCloseTo(885 / 905_000 - 1, 9);
  });

  it('the rich company itself has no note', () => {
    expect(computeMetrics(base, RICH_AS_OF).context.notes).toEqual([]);
  });
});
