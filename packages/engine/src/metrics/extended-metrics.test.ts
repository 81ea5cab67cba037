import { describe, expect, it } from 'vitest';
import { METRIC_CATALOGUE } from './catalogue';
import { computeMetrics } from './compute-metrics';
import { dayNumber } from './day-number';
import { company, monthlyCloses, quarterSeries, weekdayPrices } from './fixtures/builders';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';
import type { MetricId } from './metric-id';

/**
 * The metrics added to reach the ~80 of the spec: exact values on the rich fixture (quarter i has
 * revenue 1000 + 20i, operating income 15%, net income 10%, FCF 9%, depreciation 5% of revenue;
 * the last quarter, i = 23, ends 2024-12-31 with assets 12,300, equity 6,300, cash 1,000, debt
 * 1,850 and 885 diluted shares) and on synthetic price paths.
 */
const rev = (i: number): number => 1000 + 20 * i;
/** A TTM flow summed in the engine's order (latest quarter first). */
const ttm = (last: number, f: (i: number) => number): number =>
  [last, last - 1, last - 2, last - 3].reduce((sum, i) => sum + f(i), 0);
const shares = (i: number): number => 1000 - 5 * i;

describe('extended metrics on the rich company', () => {
  const { values: v, context } = computeMetrics(richCompany(), RICH_AS_OF);
  const ebit = ttm(23, (i) => rev(i) * 0.15);
  const depreciation = ttm(23, (i) => rev(i) * 0.05);
  const ebitda = ebit + depreciation;
  const fcf = ttm(23, (i) => rev(i) * 0.09);
  const netIncome = ttm(23, (i) => rev(i) * 0.1);
  const marketCap = context.lastClose! * shares(23);
  const ev = marketCap + 1850 - 1000;

  it('uses the figures it is built on', () => {
    expect(v.marketCap).toBe(marketCap);
    expect(v.enterpriseValue).toBe(ev);
  });

  it('valuation: EV/EBITDA, EV/FCF, PEG, forward earnings yield', () => {
    expect(v.evEbitda).toBe(ev / ebitda);
    expect(v.evFcf).toBe(ev / fcf);
    expect(v.pe).toBe(marketCap / netIncome);
    expect(v.epsCagr3y).not.toBeNull();
    expect(v.peg).toBe(v.pe! / (v.epsCagr3y! * 100));
    // Forward P/E = last close ÷ next-year EPS 0.5.
    expect(v.forwardEarningsYield).toBe(1 / (context.lastClose! / 0.5));
  });

  it('growth: book equity, net income CAGR, revenue per share', () => {
    // Equity of 2024-12-31 (i = 23) against 2023-12-31 (i = 19).
    expect(v.equityGrowth1y).toBe(6300 / 5900 - 1);
    // Net income of the four quarters to 2024-12-31 against those to 2021-12-31 (i = 11).
    expect(v.netIncomeCagr3y).toBe(Math.pow(netIncome / ttm(11, (i) => rev(i) * 0.1), 1 / 3) - 1);
    // Revenue ÷ diluted shares at the window end, now and for the window to 2023-12-31.
    expect(v.revenuePerShareGrowth1y).toBe(
      ttm(23, rev) / shares(23) / (ttm(19, rev) / shares(19)) - 1,
    );
  });

  it('profitability and health: EBITDA margin, debt/EBITDA, equity multiplier, cash/assets', () => {
    expect(v.ebitdaMargin).toBe(ebitda / 5720);
    expect(v.debtToEbitda).toBe(1850 / ebitda);
    expect(v.equityMultiplier).toBe(12_300 / 6300);
    expect(v.cashToAssets).toBe(1000 / 12_300);
  });

  it('payout: dividends ÷ free cash flow', () => {
    // Dividends per share of the last 12 months (4 × 0.20) × 885 shares ÷ FCF.
    expect(v.dividendPayoutFcf).toBeCloseTo((0.8 * shares(23)) / fcf, 12);
    expect(v.dividendPayoutFcf).toBe((v.dividendYield! * marketCap) / fcf);
  });

  it('size: the TTM flows themselves', () => {
    expect(v.revenueTtm).toBe(5720);
    expect(v.netIncomeTtm).toBe(netIncome);
    expect(v.freeCashFlowTtm).toBe(fcf);
    expect(context.ttm.revenue).toBe(v.revenueTtm);
  });

  it('momentum: a steadily rising path has no drawdown', () => {
    expect(v.maxDrawdown1y).toBe(0);
    expect(v.momentum1m).toBeGreaterThan(0);
    expect(v.momentum12m).toBeGreaterThan(v.momentum1m!);
  });

  it('a bank keeps the leverage and size metrics, not the EBITDA/FCF ones', () => {
    const bank = computeMetrics(
      richCompany({ sector: 'Finance', industry: 'Major Banks' }),
      RICH_AS_OF,
    ).values;
    const nulled: MetricId[] = [
      'evEbitda',
      'evFcf',
      'ebitdaMargin',
      'debtToEbitda',
      'cashToAssets',
      'dividendPayoutFcf',
      'freeCashFlowTtm',
    ];
    for (const id of nulled) {
      expect(METRIC_CATALOGUE[id].appliesToFinancials, id).toBe(false);
      expect(bank[id], id).toBeNull();
    }
    expect(bank.equityMultiplier).toBe(12_300 / 6300);
    expect(bank.peg).toBe(v.peg);
    expect(bank.revenueTtm).toBe(5720);
  });
});

describe('extended metrics: nulls', () => {
  it('EBITDA metrics are null without depreciation, or with EBITDA ≤ 0', () => {
    const noDep = richCompany({
      periods: richCompany().periods.map((p) => ({ ...p, depreciation: null })),
    });
    const a = computeMetrics(noDep, RICH_AS_OF).values;
    expect(a.evEbitda).toBeNull();
    expect(a.ebitdaMargin).toBeNull();
    expect(a.debtToEbitda).toBeNull();
    expect(a.evEbit).not.toBeNull();

    const losses = richCompany({
      periods: richCompany().periods.map((p) => ({
        ...p,
        operatingIncome: -100,
        depreciation: 20,
      })),
    });
    const b = computeMetrics(losses, RICH_AS_OF).values;
    expect(b.evEbitda).toBeNull();
    expect(b.debtToEbitda).toBeNull();
    // The margin is defined (and negative) for a loss maker: (−400 + 80) ÷ 5,720.
    expect(b.ebitdaMargin).toBe((-400 + 80) / 5720);
  });

  it('PEG is null when EPS shrank over three years; EV/FCF when FCF ≤ 0', () => {
    const periods = quarterSeries('2024-12-31', 24, (i) => ({
      revenue: 1000,
      netIncome: 200 - 5 * i,
      freeCashFlow: -10,
      sharesOutstanding: 1000,
      totalAssets: 5000,
      equity: 2000,
      cash: 100,
      totalDebt: 500,
    }));
    const c = company({
      periods,
      dailyPrices: weekdayPrices('2023-01-02', '2025-03-14', () => 10),
    });
    const v = computeMetrics(c, RICH_AS_OF).values;
    expect(v.pe).not.toBeNull();
    expect(v.epsCagr3y).toBeLessThan(0);
    expect(v.peg).toBeNull();
    expect(v.evFcf).toBeNull();
    expect(v.pfcf).toBeNull();
    expect(v.dividendPayoutFcf).toBeNull();
    expect(v.freeCashFlowTtm).toBe(-40);
    expect(v.cashToAssets).toBe(100 / 5000);
    expect(v.equityGrowth1y).toBe(0);
    expect(v.revenuePerShareGrowth1y).toBe(0);
  });

  it('an empty company has every new metric null', () => {
    const v = computeMetrics(company(), RICH_AS_OF).values;
    for (const id of [
      'evEbitda',
      'evFcf',
      'peg',
      'forwardEarningsYield',
      'equityGrowth1y',
      'netIncomeCagr3y',
      'revenuePerShareGrowth1y',
      'ebitdaMargin',
      'debtToEbitda',
      'equityMultiplier',
      'cashToAssets',
      'dividendPayoutFcf',
      'momentum1m',
      'momentum12m',
      'maxDrawdown1y',
      'revenueTtm',
      'netIncomeTtm',
      'freeCashFlowTtm',
    ] as const) {
      expect(v[id], id).toBeNull();
    }
  });
});

describe('extended momentum metrics', () => {
  const origin = dayNumber('2023-01-02');
  const priceOn = (date: string): number => 100 + 0.1 * (dayNumber(date) - origin);
  const linear = weekdayPrices('2023-01-02', '2024-12-31', (date) => priceOn(date));
  // 2024-06-14 is a Friday; 1 and 12 months earlier (2024-05-14, 2023-06-14) are weekdays.
  const AS_OF = '2024-06-14';

  it('gives exact 1-month and 12-month returns from daily closes', () => {
    const v = computeMetrics(company({ dailyPrices: linear }), AS_OF).values;
    expect(v.momentum1m).toBe(priceOn('2024-06-14') / priceOn('2024-05-14') - 1);
    expect(v.momentum12m).toBe(priceOn('2024-06-14') / priceOn('2023-06-14') - 1);
    expect(v.maxDrawdown1y).toBe(0);
  });

  it('gives the largest peak-to-trough fall of the last year', () => {
    // Up to 150 on 2024-01-15, down to 90 on 2024-03-15, back up to 200 on 2024-06-14.
    const path = weekdayPrices('2023-01-02', '2025-06-30', (date) => {
      if (date <= '2024-01-15') return 150 - 0.01 * (dayNumber('2024-01-15') - dayNumber(date));
      if (date <= '2024-03-15') return 90;
      return 200;
    });
    const v = computeMetrics(company({ dailyPrices: path }), AS_OF).values;
    expect(v.maxDrawdown1y).toBe(1 - 90 / 150);
    // An old peak outside the window does not count: a year after the trough nothing fell.
    const later = computeMetrics(company({ dailyPrices: path }), '2025-04-15').values;
    expect(later.maxDrawdown1y).toBe(0);
  });

  it('falls back to month-end closes (at least 10 in the last 12 months)', () => {
    // Month-end closes Jul 2023 … Jun 2024: 100, 120, 60, then 80 to the end.
    const closes = [100, 120, 60, 80, 80, 80, 80, 80, 80, 80, 80, 80];
    const monthly = monthlyCloses('2024-06-30', 12, (i) => closes[i] ?? null);
    const v = computeMetrics(company({ monthlyPrices: monthly }), '2024-06-30').values;
    expect(v.maxDrawdown1y).toBe(1 - 60 / 120);
    expect(v.momentum1m).toBe(0);
    const sparse = monthlyCloses('2024-06-30', 12, (i) => (i < 3 ? null : (closes[i] ?? null)));
    expect(
      computeMetrics(company({ monthlyPrices: sparse }), '2024-06-30').values.maxDrawdown1y,
    ).toBeNull();
  });
});
