import { describe, expect, it } from 'vitest';
import { company, monthlyCloses, quarterSeries } from '../metrics/fixtures/builders';
import { dayNumber, isoFromDays } from '../metrics/day-number';
import { prepareCompany } from '../metrics/prepare';
import type { CashFlowValue } from './cash-flow';
import type { ExcessReturnValue } from './excess-return';
import { combine, valuationKind, type MethodValue } from './fair-value';
import { historyPoint, historyPoints, quarterEnds } from './history-points';
import type { OwnHistoryValue, Unavailable } from './own-history';
import type { ValuationReason } from './valuation-reason';

/*
 * Combining the methods (ADR 031): the figure is the geometric mean of the methods available,
 * the range their lowest low to highest high; methods more than 2× apart, or none, publish no
 * figure and say why.
 */

function own(value: number, low: number, high: number): OwnHistoryValue {
  return {
    method: 'ownHistory',
    value,
    low,
    high,
    estimates: [],
    growthNow: null,
    growthThen: null,
    adjustment: 1,
  };
}

function dcf(value: number, low: number, high: number): CashFlowValue {
  return {
    method: 'cashFlow',
    value,
    low,
    high,
    revenuePerShare: 50,
    margins: [0.1, 0.1, 0.1, 0.1, 0.1],
    normalMargin: 0.1,
    start: 5,
    growth: 0.05,
    historyGrowth: 0.05,
    analystGrowth: null,
    terminalGrowth: 0.025,
    discountRate: 0.09,
    netDebtPerShare: null,
  };
}

function excess(value: number, low: number, high: number): ExcessReturnValue {
  return {
    method: 'excessReturn',
    value,
    low,
    high,
    bookValuePerShare: 40,
    roe: { now: 0.12, yearAgo: 0.12, twoYearsAgo: 0.12 },
    roeUsed: 0.12,
    growth: 0.025,
    discountRate: 0.09,
  };
}

const none = (method: Unavailable['method'], reason: ValuationReason): Unavailable => ({
  method,
  value: null,
  reason,
});

describe('combine', () => {
  it('takes the geometric mean of two methods and the widest range', () => {
    // √(80 × 100) = √8000 = 89.4427 → 89.44 (the arithmetic mean would be 90).
    // Range: lowest low min(75, 90) = 75, highest high max(125, 110) = 125.
    // Price 100: (89.44 − 100) ÷ 100 = −10.56%.
    const methods: MethodValue[] = [own(80, 75, 125), dcf(100, 90, 110)];
    expect(combine('company', methods, 100)).toEqual({
      fairValue: 89.44,
      low: 75,
      high: 125,
      percentageDifference: -10.56,
      kind: 'company',
      methods,
      reason: null,
    });
  });

  it('gives the percentage difference a sign: + when the fair value is above the price', () => {
    // (89.44 − 80) ÷ 80 = +11.8%.
    expect(combine('company', [own(80, 75, 125), dcf(100, 90, 110)], 80).percentageDifference).toBe(
      11.8,
    );
    // At the price: 0.
    expect(combine('company', [own(64, 60, 70), dcf(64, 60, 70)], 64).percentageDifference).toBe(0);
  });

  it('combines own history with the excess return for a financial', () => {
    // √(40 × 62.5) = √2500 = 50; range min(35, 55) – max(45, 70).
    const fv = combine('financial', [own(40, 35, 45), excess(62.5, 55, 70)], 40);
    expect(fv.fairValue).toBe(50);
    expect(fv.low).toBe(35);
    expect(fv.high).toBe(70);
    expect(fv.percentageDifference).toBe(25);
    expect(fv.kind).toBe('financial');
  });

  it('publishes no figure when the methods differ by more than 2×, naming both figures', () => {
    // 101 ÷ 50 = 2.02 > 2.
    const methods: MethodValue[] = [own(50, 45, 55), dcf(101, 90, 120)];
    expect(combine('company', methods, 60)).toEqual({
      fairValue: null,
      low: null,
      high: null,
      percentageDifference: null,
      kind: 'company',
      methods,
      reason: {
        code: 'methodsDisagree',
        factor: 2,
        methods: [
          { method: 'ownHistory', value: 50 },
          { method: 'cashFlow', value: 101 },
        ],
      },
    });
    expect(combine('financial', [own(30, 25, 35), excess(90.5, 80, 100)], 60).reason).toEqual({
      code: 'methodsDisagree',
      factor: 2,
      methods: [
        { method: 'ownHistory', value: 30 },
        { method: 'excessReturn', value: 90.5 },
      ],
    });
    // Exactly 2× still publishes: √(50 × 100) = 70.71.
    expect(combine('company', [own(50, 45, 55), dcf(100, 90, 120)], 60).fairValue).toBe(70.71);
  });

  it('uses the one method available, keeping the other’s reason in the methods', () => {
    const methods: MethodValue[] = [
      none('ownHistory', {
        code: 'fewMultiples',
        shortfalls: [{ multiple: 'pe', code: 'notPositive' }],
      }),
      dcf(100, 90, 110),
    ];
    expect(combine('company', methods, 125)).toEqual({
      fairValue: 100,
      low: 90,
      high: 110,
      percentageDifference: -20,
      kind: 'company',
      methods,
      reason: null,
    });
  });

  it('joins the reasons when no method is available', () => {
    const fewMultiples: ValuationReason = {
      code: 'fewMultiples',
      shortfalls: [{ multiple: 'ps', code: 'notPositive' }],
    };
    const methods: MethodValue[] = [
      none('ownHistory', fewMultiples),
      none('cashFlow', { code: 'noGrowthHistory' }),
    ];
    expect(combine('company', methods, 30)).toEqual({
      fairValue: null,
      low: null,
      high: null,
      percentageDifference: null,
      kind: 'company',
      methods,
      reason: {
        code: 'noMethod',
        methods: [
          { method: 'ownHistory', reason: fewMultiples },
          { method: 'cashFlow', reason: { code: 'noGrowthHistory' } },
        ],
      },
    });
  });

  it('is unavailable without a price, whatever the methods', () => {
    const methods: MethodValue[] = [own(80, 75, 125), dcf(100, 90, 110)];
    for (const price of [null, 0]) {
      expect(combine('company', methods, price)).toEqual({
        fairValue: null,
        low: null,
        high: null,
        percentageDifference: null,
        kind: 'company',
        methods,
        reason: { code: 'noRecentPrice' },
      });
    }
  });
});

describe('valuationKind', () => {
  it('values non-financials as companies, whatever the industry text', () => {
    expect(valuationKind('Computer Software: Prepackaged Software', false)).toBe('company');
    expect(valuationKind(null, false)).toBe('company');
    expect(valuationKind('Real Estate Investment Trusts', false)).toBe('company');
  });

  it('tells REITs and blank checks from other financials', () => {
    expect(valuationKind('Major Banks', true)).toBe('financial');
    expect(valuationKind('Property-Casualty Insurers', true)).toBe('financial');
    expect(valuationKind(null, true)).toBe('financial');
    expect(valuationKind('Real Estate Investment Trusts', true)).toBe('reit');
    expect(valuationKind('real estate investment trusts', true)).toBe('reit');
    expect(valuationKind('Blank Checks', true)).toBe('blank-check');
  });
});

describe('quarter ends', () => {
  const iso = (days: number[]) => days.map(isoFromDays);

  it('lists 31 Mar, 30 Jun, 30 Sep and 31 Dec after the start, up to and including the end', () => {
    expect(iso(quarterEnds(dayNumber('2024-02-10'), dayNumber('2025-01-15')))).toEqual([
      '2024-03-31',
      '2024-06-30',
      '2024-09-30',
      '2024-12-31',
    ]);
    // The start is excluded, the end included.
    expect(iso(quarterEnds(dayNumber('2024-03-31'), dayNumber('2024-09-30')))).toEqual([
      '2024-06-30',
      '2024-09-30',
    ]);
    expect(quarterEnds(dayNumber('2024-04-01'), dayNumber('2024-06-29'))).toEqual([]);
  });

  it('has 40 points over ten years, the as-of date itself excluded', () => {
    const prepared = prepareCompany(company());
    // 15 Jul 2025: from 30 Sep 2015 to 30 Jun 2025.
    const mid = historyPoints(prepared, dayNumber('2025-07-15'), 10);
    expect(mid.length).toBe(40);
    expect(isoFromDays(mid[0]!.day)).toBe('2015-09-30');
    expect(isoFromDays(mid[39]!.day)).toBe('2025-06-30');
    // On a quarter end (30 Jun 2025): ten years back is 30 Jun 2015 (3,653 days), excluded, and
    // the as-of date is excluded too: 39 points, 30 Sep 2015 … 31 Mar 2025.
    const onEnd = historyPoints(prepared, dayNumber('2025-06-30'), 10);
    expect(onEnd.length).toBe(39);
    expect(isoFromDays(onEnd[0]!.day)).toBe('2015-09-30');
    expect(isoFromDays(onEnd[38]!.day)).toBe('2025-03-31');
  });
});

describe('historyPoint', () => {
  // Every quarter: revenue 100, net income 10, free cash flow 5, equity 500, 10 shares, filed 30
  // days after its end; a month-end close of 20 from Jan 2012 to Dec 2019.
  const flat = prepareCompany(
    company({
      periods: quarterSeries('2021-12-31', 40, () => ({
        revenue: 100,
        netIncome: 10,
        freeCashFlow: 5,
        equity: 500,
        sharesOutstanding: 10,
      })),
      monthlyPrices: monthlyCloses('2019-12-31', 96, () => 20),
    }),
  );

  it('prices the trailing figures at a quarter end', () => {
    // Market cap 20 × 10 = 200; trailing revenue 4 × 100 = 400, net income 40, FCF 20.
    const p = historyPoint(flat, dayNumber('2018-06-30'));
    expect(p).toEqual({
      day: dayNumber('2018-06-30'),
      price: 20,
      shares: 10,
      revenue: 400,
      netIncome: 40,
      freeCashFlow: 20,
      equity: 500,
      pe: 200 / 40,
      ps: 200 / 400,
      pfcf: 200 / 20,
      pb: 200 / 500,
    });
  });

  it('has no price or multiples when the last close is more than 35 days old', () => {
    // The last close is 31 Dec 2019: 91 days before 31 Mar 2020.
    const p = historyPoint(flat, dayNumber('2020-03-31'));
    expect(p.price).toBeNull();
    expect([p.pe, p.ps, p.pfcf, p.pb]).toEqual([null, null, null, null]);
    expect(p.revenue).toBe(400);
  });
});
