import { describe, expect, it } from 'vitest';
import {
  excessReturnValue,
  justifiedPriceToBook,
  type ExcessReturnInput,
  type ExcessReturnValue,
} from './excess-return';
import type { Unavailable } from './own-history';

/*
 * Excess return on equity (ADR 031): book value per share × (ROE − g) ÷ (r − g), with g = 2.5%,
 * r = 9% (range: 10% for the low, 8% for the high), ROE the mean of the last three years.
 */

const input = (over: Partial<ExcessReturnInput> = {}): ExcessReturnInput => ({
  bookValuePerShare: 50,
  roe: { now: 0.12, yearAgo: 0.1, twoYearsAgo: 0.11 },
  ...over,
});

function available(v: ExcessReturnValue | Unavailable): ExcessReturnValue {
  if (v.value === null) throw new Error(`unavailable: ${(v as Unavailable).reason}`);
  return v as ExcessReturnValue;
}

describe('excessReturnValue', () => {
  it('values book value at the justified price-to-book of the mean ROE', () => {
    // ROE used = (12% + 10% + 11%) ÷ 3 = 11%.
    // value = 50 × (0.11 − 0.025) ÷ (0.09 − 0.025) = 50 × 0.085 ÷ 0.065 = 65.3846… → 65.38
    // low   = 50 × 0.085 ÷ (0.10 − 0.025) = 50 × 0.085 ÷ 0.075 = 56.6667… → 56.67
    // high  = 50 × 0.085 ÷ (0.08 − 0.025) = 50 × 0.085 ÷ 0.055 = 77.2727… → 77.27
    const v = available(excessReturnValue(input()));
    expect(v.roeUsed).toBeCloseTo(0.11, 12);
    expect(v.value).toBe(65.38);
    expect(v.low).toBe(56.67);
    expect(v.high).toBe(77.27);
    expect(v.bookValuePerShare).toBe(50);
    expect(v.roe).toEqual({ now: 0.12, yearAgo: 0.1, twoYearsAgo: 0.11 });
    expect(v.growth).toBe(0.025);
    expect(v.discountRate).toBe(0.09);
  });

  it('justified price-to-book: (ROE − 2.5%) ÷ (r − 2.5%)', () => {
    expect(justifiedPriceToBook(0.11, 0.09)).toBeCloseTo(0.085 / 0.065, 12);
    // A bank earning its cost of equity is worth its book value.
    expect(justifiedPriceToBook(0.09, 0.09)).toBeCloseTo(1, 12);
  });

  it('takes the mean of two years when one is missing', () => {
    // (12% + 10%) ÷ 2 = 11%: the same figure as above.
    const v = available(
      excessReturnValue(input({ roe: { now: 0.12, yearAgo: null, twoYearsAgo: 0.1 } })),
    );
    expect(v.roeUsed).toBeCloseTo(0.11, 12);
    expect(v.value).toBe(65.38);
    // (8% + 14%) ÷ 2 = 11% too; 20 × 0.085 ÷ 0.065 = 26.1538… → 26.15.
    const w = available(
      excessReturnValue({
        bookValuePerShare: 20,
        roe: { now: 0.08, yearAgo: 0.14, twoYearsAgo: null },
      }),
    );
    expect(w.value).toBe(26.15);
  });

  it('is unavailable when ROE is at or below the long-run growth of 2.5%', () => {
    // (2% + 3% + 1%) ÷ 3 = 2%.
    expect(
      excessReturnValue(input({ roe: { now: 0.02, yearAgo: 0.03, twoYearsAgo: 0.01 } })),
    ).toEqual({
      method: 'excessReturn',
      value: null,
      reason: { code: 'roeBelowGrowth', roe: expect.closeTo(0.02, 12), growth: 0.025 },
    });
    expect(
      excessReturnValue(input({ roe: { now: 0.025, yearAgo: 0.025, twoYearsAgo: null } })).value,
    ).toBeNull();
    expect(
      excessReturnValue(input({ roe: { now: -0.2, yearAgo: 0.1, twoYearsAgo: 0.1 } })).value,
    ).toBeNull();
  });

  it('is unavailable without a positive book value', () => {
    for (const bookValuePerShare of [null, 0, -10]) {
      expect(excessReturnValue(input({ bookValuePerShare }))).toEqual({
        method: 'excessReturn',
        value: null,
        reason: { code: 'noBookValue' },
      });
    }
  });

  it('is unavailable with one year of ROE only, or without the latest', () => {
    expect(
      excessReturnValue(input({ roe: { now: 0.12, yearAgo: null, twoYearsAgo: null } })),
    ).toEqual({
      method: 'excessReturn',
      value: null,
      reason: { code: 'fewRoeYears' },
    });
    expect(
      excessReturnValue(input({ roe: { now: null, yearAgo: 0.12, twoYearsAgo: 0.1 } })),
    ).toEqual({
      method: 'excessReturn',
      value: null,
      reason: { code: 'noRoe' },
    });
  });
});
