import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { dayNumber } from './day-number';
import { company, monthlyCloses, weekdayPrices } from './fixtures/builders';

// A linear synthetic path: close = 100 + 0.1 × days since 2023-01-02 (every weekday).
const origin = dayNumber('2023-01-02');
const priceOn = (date: string): number => 100 + 0.1 * (dayNumber(date) - origin);
const linear = weekdayPrices('2023-01-02', '2024-12-31', (date) => priceOn(date));
// 2024-06-14 is a Friday; 3, 6, 12 and 1 months earlier are all weekdays too.
const AS_OF = '2024-06-14';

describe('momentum from daily closes', () => {
  const { values, context } = computeMetrics(company({ dailyPrices: linear }), AS_OF);

  it('uses the last close on or before the as-of date', () => {
    expect(context.lastClose).toBe(priceOn(AS_OF));
    expect(context.priceDate).toBe(AS_OF);
  });

  it('gives exact 3-month, 6-month and 12-1 month returns', () => {
    expect(values.momentum3m).toBe(priceOn('2024-06-14') / priceOn('2024-03-14') - 1);
    expect(values.momentum6m).toBe(priceOn('2024-06-14') / priceOn('2023-12-14') - 1);
    expect(values.momentum12_1).toBe(priceOn('2024-05-14') / priceOn('2023-06-14') - 1);
  });

  it('uses the last trading day when the window starts on a weekend', () => {
    // 2024-06-16 is a Sunday: the close stands at Friday 06-14; 3 months earlier = Saturday
    // 2024-03-16 → Friday 2024-03-15.
    const sunday = computeMetrics(company({ dailyPrices: linear }), '2024-06-16').values;
    expect(sunday.momentum3m).toBe(priceOn('2024-06-14') / priceOn('2024-03-15') - 1);
  });

  it('gives a 52-week-high ratio of 1 on a rising path and last ÷ peak after a fall', () => {
    expect(values.high52wRatio).toBe(1);
    const peak = dayNumber('2024-03-01');
    const tent = weekdayPrices(
      '2023-01-02',
      '2024-12-31',
      (date) => 200 - 0.1 * Math.abs(dayNumber(date) - peak),
    );
    const after = computeMetrics(company({ dailyPrices: tent }), AS_OF).values;
    expect(after.high52wRatio).toBe((200 - 0.1 * (dayNumber(AS_OF) - peak)) / 200);
  });

  it('gives the annualised standard deviation of daily returns over the year', () => {
    let close = 100;
    const zigzag = weekdayPrices('2023-01-02', '2024-12-31', (_date, i) => {
      close = i === 0 ? 100 : close * (i % 2 === 1 ? 1.01 : 0.99);
      return close;
    });
    const v = computeMetrics(company({ dailyPrices: zigzag }), AS_OF).values.volatility1y;
    // Independent computation: closes from the last one on or before 2023-06-14 to 2024-06-14.
    const window = zigzag.filter((p) => p.date >= '2023-06-14' && p.date <= AS_OF);
    const returns = window.slice(1).map((p, i) => p.close / window[i]!.close - 1);
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
    expect(v).toBeCloseTo(Math.sqrt(variance * 252), 12);
    expect(
      computeMetrics(company({ dailyPrices: linear }), AS_OF).values.volatility1y,
    ).toBeLessThan(0.01);
  });

  it('averages close × volume over the last three months', () => {
    const window = linear.filter((p) => p.date > '2024-03-14' && p.date <= AS_OF);
    const expected = window.reduce((a, p) => a + p.close * 1_000_000, 0) / window.length;
    expect(values.avgDollarVolume).toBeCloseTo(expected, 4);
  });
});

describe('momentum from month-end closes', () => {
  // Month ends Jan 2022 … May 2024, each 2% above the previous one.
  const monthly = monthlyCloses('2024-05-31', 29, (i) => 10 * 1.02 ** i);

  it('is used when daily closes do not cover the window', () => {
    const recentDaily = weekdayPrices('2024-05-20', '2024-06-14', () => 10 * 1.02 ** 28);
    const { values } = computeMetrics(
      company({ monthlyPrices: monthly, dailyPrices: recentDaily }),
      AS_OF,
    );
    // Anchor month = May 2024 (the latest month end on or before the as-of date).
    expect(values.momentum3m).toBeCloseTo(1.02 ** 3 - 1, 12);
    expect(values.momentum6m).toBeCloseTo(1.02 ** 6 - 1, 12);
    expect(values.momentum12_1).toBeCloseTo(1.02 ** 11 - 1, 12);
    expect(values.high52wRatio).toBe(1);
  });

  it('annualises the standard deviation of 12 monthly returns with √12', () => {
    const zigzag = monthlyCloses('2024-05-31', 29, (i) => (i % 2 === 0 ? 10 : 11));
    const { values } = computeMetrics(company({ monthlyPrices: zigzag }), AS_OF);
    const returns = Array.from({ length: 12 }, (_, k) => ((28 - k) % 2 === 0 ? 10 / 11 - 1 : 0.1));
    const mean = returns.reduce((a, b) => a + b, 0) / 12;
    const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / 11;
    expect(values.volatility1y).toBeCloseTo(Math.sqrt(variance * 12), 12);
  });

  it('is null when a month in the window is missing', () => {
    const gap = monthly.filter((m) => m.monthEnd !== '2024-03-31');
    const { values } = computeMetrics(company({ monthlyPrices: gap }), AS_OF);
    expect(values.momentum3m).not.toBeNull(); // Feb and May exist
    expect(values.volatility1y).toBeNull();
  });

  it('gives null without any recent close', () => {
    const { values, context } = computeMetrics(company({ monthlyPrices: monthly }), '2024-09-30');
    expect(context.lastClose).toBeNull();
    expect(values.momentum3m).toBeNull();
    expect(values.marketCap).toBeNull();
  });
});
