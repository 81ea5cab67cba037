import { describe, expect, it } from 'vitest';
import { cashFlowValue, presentValue, type CashFlowInput, type CashFlowValue } from './cash-flow';
import type { Unavailable } from './own-history';

/*
 * The two-stage discounted free cash flow (ADR 031), checked against sums worked out by hand.
 * Parameters: discount rate 9% (range 10% / 8%), terminal growth 2.5%, five years at the
 * first-stage growth, then five years fading in a straight line to 2.5%, then Gordon.
 */

/**
 * The same sum written out independently of the engine: the ten yearly growth rates as a literal
 * fade, each cash flow discounted, plus the terminal value CF10 × 1.025 ÷ (r − 0.025) discounted
 * ten years.
 */
function handTwoStage(start: number, growth: number, rate: number): number {
  const fade = (k: number) => growth + ((0.025 - growth) * k) / 5; // k = 1 … 5
  const rates = [
    growth,
    growth,
    growth,
    growth,
    growth,
    fade(1),
    fade(2),
    fade(3),
    fade(4),
    fade(5),
  ];
  let cash = start;
  let sum = 0;
  for (let year = 1; year <= 10; year++) {
    cash = cash * (1 + rates[year - 1]!);
    sum += cash / Math.pow(1 + rate, year);
  }
  const terminal = (cash * 1.025) / (rate - 0.025);
  return sum + terminal / Math.pow(1 + rate, 10);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

describe('presentValue', () => {
  it('equals the hand-worked two-stage sum: start 1, growth 10%, rate 9%', () => {
    // year  growth  cash flow   1.09^t     discounted
    //  1    10.0%   1.100000   1.090000   1.009174
    //  2    10.0%   1.210000   1.188100   1.018433
    //  3    10.0%   1.331000   1.295029   1.027776
    //  4    10.0%   1.464100   1.411582   1.037205
    //  5    10.0%   1.610510   1.538624   1.046721
    //  6     8.5%   1.747403   1.677100   1.041920
    //  7     7.0%   1.869722   1.828039   1.022802
    //  8     5.5%   1.972556   1.992563   0.989959
    //  9     4.0%   2.051459   2.171893   0.944548
    // 10     2.5%   2.102745   2.367364   0.888222
    // sum of the ten discounted cash flows                         = 10.026761
    // terminal value 2.102745 × 1.025 ÷ (0.09 − 0.025) = 33.158671, ÷ 1.09^10 = 14.006581
    // present value = 10.026761 + 14.006581                         = 24.033342
    const cashFlows = [
      1.1,
      1.21,
      1.331,
      1.4641,
      1.61051,
      1.61051 * 1.085,
      1.61051 * 1.085 * 1.07,
      1.61051 * 1.085 * 1.07 * 1.055,
      1.61051 * 1.085 * 1.07 * 1.055 * 1.04,
      1.61051 * 1.085 * 1.07 * 1.055 * 1.04 * 1.025,
    ];
    let expected = 0;
    cashFlows.forEach((cf, i) => (expected += cf / 1.09 ** (i + 1)));
    expected += (cashFlows[9]! * 1.025) / (0.09 - 0.025) / 1.09 ** 10;
    expect(expected).toBeCloseTo(24.033342, 6);
    expect(presentValue(1, 0.1, 0.09)).toBeCloseTo(expected, 10);
  });

  it('scales with the start and follows the two-stage sum at other growths and rates', () => {
    expect(presentValue(7, 0.1, 0.09)).toBeCloseTo(7 * 24.033342, 5);
    for (const [growth, rate] of [
      [0.15, 0.08],
      [0.08, 0.1],
      [0, 0.09],
      [-0.05, 0.09],
      [0.025, 0.09],
    ] as const) {
      expect(presentValue(3, growth, rate)).toBeCloseTo(handTwoStage(3, growth, rate), 10);
    }
    // Growth held at 2.5% throughout is a plain Gordon perpetuity: 1.025 ÷ (0.09 − 0.025).
    expect(presentValue(1, 0.025, 0.09)).toBeCloseTo(1.025 / 0.065, 10);
  });
});

const input = (over: Partial<CashFlowInput> = {}): CashFlowInput => ({
  revenuePerShare: 50,
  margins: [0.05, 0.2, 0.21, -0.1, 0.22],
  historyGrowth: 0.06,
  analystGrowth: 0.1,
  netDebtPerShare: 4,
  ...over,
});

function available(v: CashFlowValue | Unavailable): CashFlowValue {
  if (v.value === null) throw new Error(`unavailable: ${(v as Unavailable).reason}`);
  return v as CashFlowValue;
}

describe('cashFlowValue', () => {
  it('normalises the start with the median margin, so one unusual year neither sinks nor lifts it', () => {
    // Margins sorted: −0.10, 0.05, 0.20, 0.21, 0.22 → median 0.20; start = 50 × 0.20 = 10.
    // Growth = mean(6%, 10%) = 8%.
    const v = available(cashFlowValue(input()));
    expect(v.normalMargin).toBe(0.2);
    expect(v.start).toBeCloseTo(10, 12);
    expect(v.growth).toBeCloseTo(0.08, 12);
    expect(v.value).toBe(round2(handTwoStage(10, 0.08, 0.09)));
    expect(v.low).toBe(round2(handTwoStage(10, 0.08, 0.1)));
    expect(v.high).toBe(round2(handTwoStage(10, 0.08, 0.08)));
    expect(v.low).toBeLessThan(v.value);
    expect(v.value).toBeLessThan(v.high);
    expect(v.margins).toEqual([0.05, 0.2, 0.21, -0.1, 0.22]);
    expect(v.revenuePerShare).toBe(50);
    expect(v.historyGrowth).toBe(0.06);
    expect(v.analystGrowth).toBe(0.1);
    expect(v.terminalGrowth).toBe(0.025);
    expect(v.discountRate).toBe(0.09);
    // Shown, not subtracted: the same figure with or without net debt.
    expect(v.netDebtPerShare).toBe(4);
    expect(available(cashFlowValue(input({ netDebtPerShare: 40 }))).value).toBe(v.value);
  });

  it('uses three known margins, the latest included (median of 0.1, 0.3, 0.2 = 0.2)', () => {
    const v = available(cashFlowValue(input({ margins: [0.1, null, 0.3, null, 0.2] })));
    expect(v.normalMargin).toBe(0.2);
    expect(v.value).toBe(round2(handTwoStage(50 * 0.2, 0.08, 0.09)));
    // An even count takes the mean of the middle two: 0.1, 0.2, 0.3, 0.4 → 0.25.
    const four = available(cashFlowValue(input({ margins: [0.1, 0.4, 0.3, null, 0.2] })));
    expect(four.normalMargin).toBeCloseTo(0.25, 12);
  });

  it('values a company whose latest year was negative when its normal year is positive', () => {
    const v = available(cashFlowValue(input({ margins: [-0.3, 0.1, 0.12, 0.08, 0.11] })));
    // Sorted: −0.30, 0.08, 0.10, 0.11, 0.12 → 0.10; start 5.
    expect(v.normalMargin).toBe(0.1);
    expect(v.start).toBeCloseTo(5, 12);
  });

  it('is unavailable with fewer than three known margins or without the latest', () => {
    const reason = { code: 'fewCashFlowYears', years: 3 } as const;
    expect(cashFlowValue(input({ margins: [0.1, null, 0.2, null, null] }))).toEqual({
      method: 'cashFlow',
      value: null,
      reason,
    });
    expect(cashFlowValue(input({ margins: [null, 0.1, 0.1, 0.1, 0.1] }))).toEqual({
      method: 'cashFlow',
      value: null,
      reason,
    });
    expect(cashFlowValue(input({ margins: [0.1, Number.NaN, 0.1, null, null] }))).toEqual({
      method: 'cashFlow',
      value: null,
      reason,
    });
  });

  it('is unavailable when free cash flow is negative or nil in a normal year', () => {
    // Sorted: −0.05, −0.03, −0.02, 0.01, 0.02 → median −0.02.
    expect(cashFlowValue(input({ margins: [-0.05, -0.02, 0.01, -0.03, 0.02] }))).toEqual({
      method: 'cashFlow',
      value: null,
      reason: { code: 'negativeCashFlow' },
    });
    expect(cashFlowValue(input({ margins: [0, 0, 0.1, -0.1, 0] })).value).toBeNull();
  });

  it('is unavailable without revenue', () => {
    for (const revenuePerShare of [null, 0, -3]) {
      expect(cashFlowValue(input({ revenuePerShare }))).toEqual({
        method: 'cashFlow',
        value: null,
        reason: { code: 'noRevenue' },
      });
    }
  });

  it('caps the mean growth at 15% and floors it at −5%', () => {
    // mean(30%, 20%) = 25% → 15%.
    const high = available(cashFlowValue(input({ historyGrowth: 0.3, analystGrowth: 0.2 })));
    expect(high.growth).toBe(0.15);
    expect(high.value).toBe(round2(handTwoStage(10, 0.15, 0.09)));
    // The sources are reported before the cap.
    expect(high.historyGrowth).toBe(0.3);
    expect(high.analystGrowth).toBe(0.2);
    // mean(−20%, −10%) = −15% → −5%.
    const low = available(cashFlowValue(input({ historyGrowth: -0.2, analystGrowth: -0.1 })));
    expect(low.growth).toBe(-0.05);
    expect(low.value).toBe(round2(handTwoStage(10, -0.05, 0.09)));
    // Just inside the bounds: mean(16%, 13%) = 14.5% is kept.
    const inside = available(cashFlowValue(input({ historyGrowth: 0.16, analystGrowth: 0.13 })));
    expect(inside.growth).toBeCloseTo(0.145, 12);
  });

  it('uses the one growth source there is', () => {
    const history = available(cashFlowValue(input({ analystGrowth: null })));
    expect(history.growth).toBe(0.06);
    expect(history.value).toBe(round2(handTwoStage(10, 0.06, 0.09)));
    const analyst = available(cashFlowValue(input({ historyGrowth: null })));
    expect(analyst.growth).toBe(0.1);
    expect(analyst.value).toBe(round2(handTwoStage(10, 0.1, 0.09)));
  });

  it('is unavailable without a growth source', () => {
    expect(cashFlowValue(input({ historyGrowth: null, analystGrowth: null }))).toEqual({
      method: 'cashFlow',
      value: null,
      reason: { code: 'noGrowthHistory' },
    });
    expect(
      cashFlowValue(input({ historyGrowth: Number.NaN, analystGrowth: null })).value,
    ).toBeNull();
  });
});
