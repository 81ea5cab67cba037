import { describe, expect, it } from 'vitest';
import { dayNumber, isoFromDays } from '../metrics/day-number';
import type { HistoryPoint } from './history-points';
import {
  ownHistoryValue,
  type OwnHistoryInput,
  type OwnHistoryValue,
  type Unavailable,
} from './own-history';

/*
 * Own-history multiples (ADR 031): for each multiple, the median of the company's own positive
 * values at the quarter ends of the last ten years (at least 12 points spanning at least five
 * years), applied as price × median × adjustment ÷ today's multiple; the figure is the median of
 * the estimates, the range their lowest and highest.
 *
 * The points are written by hand: as of 15 Jul 2025, the 40 calendar quarter ends from
 * 30 Sep 2015 (index 0) to 30 Jun 2025 (index 39). Index i is the quarter end i quarters after
 * 30 Sep 2015: 2020-06-30 is index 19, 2020-09-30 index 20, 2021-03-31 index 22.
 */
const AS_OF = '2025-07-15';
const AS_OF_DAY = dayNumber(AS_OF);

const QUARTER_END_DATES: string[] = [];
for (let year = 2015; year <= 2025; year++) {
  for (const md of ['03-31', '06-30', '09-30', '12-31']) {
    const iso = `${year}-${md}`;
    if (iso > '2015-07-15' && iso < AS_OF) QUARTER_END_DATES.push(iso);
  }
}

const EMPTY: Omit<HistoryPoint, 'day'> = {
  price: null,
  shares: null,
  revenue: null,
  netIncome: null,
  freeCashFlow: null,
  equity: null,
  pe: null,
  ps: null,
  pfcf: null,
  pb: null,
};

/**
 * P/E cycles 10, 11, 12, 13, 14 (eight of each: median 12); P/S is 2 for the first 20 points and
 * 3 for the last 20 (median (2 + 3) ÷ 2 = 2.5); P/FCF is 16 for the first 10 points, missing for
 * the next 10 (free cash flow negative) and 24 for the last 20 (median of 10 × 16 and 20 × 24 =
 * 24); P/B is 1.5 throughout. Revenue is 1000 at the first point (the start of the window's growth).
 */
function points(
  over: (i: number, iso: string) => Partial<HistoryPoint> = () => ({}),
): HistoryPoint[] {
  return QUARTER_END_DATES.map((iso, i) => ({
    ...EMPTY,
    day: dayNumber(iso),
    price: 50,
    revenue: i === 0 ? 1000 : 1500,
    pe: [10, 11, 12, 13, 14][i % 5]!,
    ps: i < 20 ? 2 : 3,
    pfcf: i < 10 ? 16 : i < 20 ? null : 24,
    pb: 1.5,
    ...over(i, iso),
  }));
}

const input = (over: Partial<OwnHistoryInput> = {}): OwnHistoryInput => ({
  price: 100,
  asOfDay: AS_OF_DAY,
  current: { pe: 16, ps: 2, pfcf: 30, pb: 1.2 },
  multiples: ['pe', 'ps', 'pfcf'],
  points: points(),
  revenueNow: null,
  growthNow: null,
  ...over,
});

function available(v: OwnHistoryValue | Unavailable): OwnHistoryValue {
  if (v.value === null) throw new Error(`unavailable: ${(v as Unavailable).reason}`);
  return v as OwnHistoryValue;
}

/** Years from 30 Sep 2015 to 15 Jul 2025: 3,576 days ÷ 365.25 = 9.7906. */
const WINDOW_YEARS = 3576 / 365.25;

describe('ownHistoryValue', () => {
  it('has 40 hand-written quarter ends over ten years', () => {
    expect(QUARTER_END_DATES.length).toBe(40);
    expect(QUARTER_END_DATES[0]).toBe('2015-09-30');
    expect(QUARTER_END_DATES[19]).toBe('2020-06-30');
    expect(QUARTER_END_DATES[22]).toBe('2021-03-31');
    expect(QUARTER_END_DATES[39]).toBe('2025-06-30');
    expect(AS_OF_DAY - dayNumber('2015-09-30')).toBe(3576);
  });

  it('applies each median multiple to today’s: price × median ÷ current', () => {
    // P/E:   100 × 12  ÷ 16 =  75
    // P/S:   100 × 2.5 ÷ 2  = 125
    // P/FCF: 100 × 24  ÷ 30 =  80 (the 10 missing points are not counted as anything)
    // figure = median(75, 125, 80) = 80; range 75 – 125.
    const v = available(ownHistoryValue(input()));
    expect(v.estimates).toEqual([
      { multiple: 'pe', current: 16, median: 12, points: 40, years: 9.8, estimate: 75 },
      { multiple: 'ps', current: 2, median: 2.5, points: 40, years: 9.8, estimate: 125 },
      { multiple: 'pfcf', current: 30, median: 24, points: 30, years: 9.8, estimate: 80 },
    ]);
    expect(v.value).toBe(80);
    expect(v.low).toBe(75);
    expect(v.high).toBe(125);
    // No growth to compare: no adjustment.
    expect(v.adjustment).toBe(1);
    expect(v.growthNow).toBeNull();
    expect(v.growthThen).toBeNull();
  });

  it('takes the figure as the median of two estimates (their mean) and the range as min / max', () => {
    // Financial multiples: P/E 75 and P/B 100 × 1.5 ÷ 1.2 = 125 → figure (75 + 125) ÷ 2 = 100.
    const v = available(ownHistoryValue(input({ multiples: ['pe', 'pb'] })));
    expect(v.estimates.map((e) => [e.multiple, e.estimate])).toEqual([
      ['pe', 75],
      ['pb', 125],
    ]);
    expect(v.value).toBe(100);
    expect(v.low).toBe(75);
    expect(v.high).toBe(125);
  });

  it('adjusts the medians by ((1 + growth now) ÷ (1 + growth over the window))^5', () => {
    // Revenue 1000 at the first point (30 Sep 2015) and 1000 × 1.05^9.7906 today: the window's
    // growth is 5% a year. Growth now 9%: adjustment (1.09 ÷ 1.05)^5 = 1.038095^5 = 1.205552,
    // rounded to three decimals before use (the factor shown reproduces the figures): 1.206.
    // P/E 75 × 1.206 = 90.45; P/S 125 × 1.206 = 150.75; P/FCF 80 × 1.206 = 96.48.
    const v = available(
      ownHistoryValue(input({ revenueNow: 1000 * 1.05 ** WINDOW_YEARS, growthNow: 0.09 })),
    );
    expect(v.growthThen).toBeCloseTo(0.05, 12);
    expect(v.growthNow).toBe(0.09);
    expect(v.adjustment).toBe(1.206);
    expect(v.estimates.map((e) => e.estimate)).toEqual([90.45, 150.75, 96.48]);
    expect(v.value).toBe(96.48);
    expect(v.low).toBe(90.45);
    expect(v.high).toBe(150.75);
    // Growth now 5% equals the window's: no adjustment.
    const same = available(
      ownHistoryValue(input({ revenueNow: 1000 * 1.05 ** WINDOW_YEARS, growthNow: 0.05 })),
    );
    expect(same.adjustment).toBe(1);
    expect(same.value).toBe(80);
  });

  it('holds the adjustment within 0.75 – 1.25', () => {
    const revenueNow = 1000 * 1.05 ** WINDOW_YEARS;
    // (1.12 ÷ 1.05)^5 = 1.3808 → 1.25: estimates 93.75, 156.25, 100.
    const up = available(ownHistoryValue(input({ revenueNow, growthNow: 0.12 })));
    expect(up.adjustment).toBe(1.25);
    expect(up.estimates.map((e) => e.estimate)).toEqual([93.75, 156.25, 100]);
    expect(up.value).toBe(100);
    // (0.98 ÷ 1.05)^5 = 0.7082 → 0.75: estimates 56.25, 93.75, 60.
    const down = available(ownHistoryValue(input({ revenueNow, growthNow: -0.02 })));
    expect(down.adjustment).toBe(0.75);
    expect(down.estimates.map((e) => e.estimate)).toEqual([56.25, 93.75, 60]);
    expect(down.value).toBe(60);
  });

  it('does not adjust when the window’s growth spans less than three years, or growth is ≤ −100%', () => {
    // Revenue known only from 31 Mar 2023: 837 days = 2.29 years before the date.
    const recent = points((i, iso) => ({ revenue: iso >= '2023-03-31' ? 1000 : null }));
    const v = available(
      ownHistoryValue(input({ points: recent, revenueNow: 2000, growthNow: 0.3 })),
    );
    expect(v.growthThen).toBeNull();
    expect(v.adjustment).toBe(1);
    expect(v.value).toBe(80);
    // Revenue known from 30 Sep 2022 (2.79 years) is still too short; the first point with
    // revenue is the start, whatever comes before it.
    const later = points((i, iso) => ({ revenue: iso >= '2022-09-30' ? 1000 : null }));
    expect(
      available(ownHistoryValue(input({ points: later, revenueNow: 2000, growthNow: 0.3 })))
        .adjustment,
    ).toBe(1);
    const collapse = available(
      ownHistoryValue(input({ revenueNow: 1000 * 1.05 ** WINDOW_YEARS, growthNow: -1 })),
    );
    expect(collapse.adjustment).toBe(1);
  });

  it('skips a multiple with fewer than 12 positive points', () => {
    // P/S positive at indexes 0, 4, …, 36 and 38 only: 11 points over 9.8 years → skipped.
    const eleven = points((i) => ({ ps: i % 4 === 0 || i === 38 ? (i < 20 ? 2 : 3) : null }));
    const v = available(ownHistoryValue(input({ points: eleven })));
    expect(v.estimates.map((e) => e.multiple)).toEqual(['pe', 'pfcf']);
    // median(75, 80) = 77.5
    expect(v.value).toBe(77.5);
    expect(v.low).toBe(75);
    expect(v.high).toBe(80);
    // A twelfth point (index 39) is enough: 2 × 5, 3 × 7 → median 3; 100 × 3 ÷ 2 = 150.
    const twelve = points((i) => ({
      ps: i % 4 === 0 || i === 38 || i === 39 ? (i < 20 ? 2 : 3) : null,
    }));
    const w = available(ownHistoryValue(input({ points: twelve })));
    expect(w.estimates.find((e) => e.multiple === 'ps')).toMatchObject({
      median: 3,
      points: 12,
      estimate: 150,
    });
  });

  it('skips a multiple whose positive points span less than five years', () => {
    // P/FCF from 31 Mar 2021: 18 points, 1,567 days = 4.29 years → skipped.
    const short = points((i) => ({ pfcf: i >= 22 ? 24 : null }));
    expect(
      available(ownHistoryValue(input({ points: short }))).estimates.map((e) => e.multiple),
    ).toEqual(['pe', 'ps']);
    // From 30 Sep 2020: 20 points, 1,749 days = 4.79 years, under 5 years less 0.125 → skipped.
    const twenty = points((i) => ({ pfcf: i >= 20 ? 24 : null }));
    expect(
      available(ownHistoryValue(input({ points: twenty }))).estimates.map((e) => e.multiple),
    ).toEqual(['pe', 'ps']);
    // From 30 Jun 2020: 21 points, 1,841 days = 5.04 years → used.
    const enough = points((i) => ({ pfcf: i >= 19 ? 24 : null }));
    const v = available(ownHistoryValue(input({ points: enough })));
    expect(v.estimates.find((e) => e.multiple === 'pfcf')).toEqual({
      multiple: 'pfcf',
      current: 30,
      median: 24,
      points: 21,
      years: 5,
      estimate: 80,
    });
  });

  it('skips a multiple whose current value is negative or missing', () => {
    // P/E −8 (a loss today): P/S 125 and P/FCF 80 remain → (125 + 80) ÷ 2 = 102.5.
    const v = available(ownHistoryValue(input({ current: { pe: -8, ps: 2, pfcf: 30, pb: null } })));
    expect(v.estimates.map((e) => e.multiple)).toEqual(['ps', 'pfcf']);
    expect(v.value).toBe(102.5);
    expect(v.low).toBe(80);
    expect(v.high).toBe(125);
    expect(
      available(ownHistoryValue(input({ current: { pe: null, ps: 2, pfcf: 30, pb: null } }))).value,
    ).toBe(102.5);
  });

  it('ignores negative and missing past multiples in the median', () => {
    // P/E −20 at the first 15 points: the median is over the other 25 (10…14 cycling from
    // index 15 = 10: 10 × 5, 11 × 5, 12 × 5, 13 × 5, 14 × 5 → 12). Counting the −20s would give
    // a median of (10 + 11) ÷ 2 = 10.5.
    const losses = points((i) => (i < 15 ? { pe: -20 } : {}));
    const v = available(ownHistoryValue(input({ points: losses })));
    expect(v.estimates[0]).toMatchObject({ multiple: 'pe', median: 12, points: 25, years: 6 });
    // Index 15 is 30 Jun 2019: 2,207 days = 6.04 years before the date → 6.0.
    expect(isoFromDays(losses[15]!.day)).toBe('2019-06-30');
  });

  it('is unavailable with fewer than two multiples, naming those missing', () => {
    // P/S: 11 points; P/FCF: 4.29 years.
    const thin = points((i) => ({
      ps: i % 4 === 0 || i === 38 ? 2 : null,
      pfcf: i >= 22 ? 24 : null,
    }));
    expect(ownHistoryValue(input({ points: thin }))).toEqual({
      method: 'ownHistory',
      value: null,
      reason: {
        code: 'fewMultiples',
        shortfalls: [
          { multiple: 'ps', code: 'shortHistory', years: 5 },
          { multiple: 'pfcf', code: 'shortHistory', years: 5 },
        ],
      },
    });
    // A negative current P/E counts as missing too.
    expect(
      ownHistoryValue(
        input({
          points: points((i) => ({ pfcf: i >= 22 ? 24 : null })),
          current: { pe: -8, ps: 2, pfcf: 30, pb: null },
        }),
      ),
    ).toEqual({
      method: 'ownHistory',
      value: null,
      reason: {
        code: 'fewMultiples',
        shortfalls: [
          { multiple: 'pe', code: 'notPositive' },
          { multiple: 'pfcf', code: 'shortHistory', years: 5 },
        ],
      },
    });
    expect(ownHistoryValue(input({ points: [] }))).toEqual({
      method: 'ownHistory',
      value: null,
      reason: {
        code: 'fewMultiples',
        shortfalls: [
          { multiple: 'pe', code: 'shortHistory', years: 5 },
          { multiple: 'ps', code: 'shortHistory', years: 5 },
          { multiple: 'pfcf', code: 'shortHistory', years: 5 },
        ],
      },
    });
  });

  it('is unavailable without a price', () => {
    for (const price of [null, 0]) {
      expect(ownHistoryValue(input({ price }))).toEqual({
        method: 'ownHistory',
        value: null,
        reason: { code: 'noRecentPrice' },
      });
    }
  });
});
