import { describe, expect, it } from 'vitest';
import { computeMetrics } from './compute-metrics';
import { company, monthlyCloses, weekdayPrices } from './fixtures/builders';

describe('last session (most-active and gainers rankings)', () => {
  // close = 100 + index; volume 2,000,000 except on 2024-06-13, which has none.
  const prices = weekdayPrices('2024-05-01', '2024-06-14', (_d, i) => 100 + i).map((p) =>
    p.date === '2024-06-13' ? { ...p, volume: null } : p,
  );
  const n = prices.length;

  it('reports the last close, the one before, the 1-day change and the traded value', () => {
    const { context } = computeMetrics(company({ dailyPrices: prices }), '2024-06-14');
    expect(context.session).toEqual({
      date: '2024-06-14',
      close: 100 + n - 1,
      previousClose: 100 + n - 2,
      change1d: (100 + n - 1) / (100 + n - 2) - 1,
      dollarVolume: (100 + n - 1) * 1_000_000,
    });
  });

  it('has no traded value for a session without a volume', () => {
    const { context } = computeMetrics(company({ dailyPrices: prices }), '2024-06-13');
    expect(context.session?.date).toBe('2024-06-13');
    expect(context.session?.dollarVolume).toBeNull();
  });

  it('reads the weekend as the Friday session and nothing after a gap of more than a week', () => {
    expect(
      computeMetrics(company({ dailyPrices: prices }), '2024-06-16').context.session?.date,
    ).toBe('2024-06-14');
    expect(computeMetrics(company({ dailyPrices: prices }), '2024-06-30').context.session).toBe(
      null,
    );
  });

  it('is null with month-end closes only', () => {
    const monthly = monthlyCloses('2024-05-31', 18, () => 50);
    const { context } = computeMetrics(company({ monthlyPrices: monthly }), '2024-06-10');
    expect(context.lastClose).toBe(50);
    expect(
      computeMetrics(company({ monthlyPrices: monthly }), '2024-06-10').context.session,
    ).toBeNull();
  });
});
