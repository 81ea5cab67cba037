import { describe, expect, it } from 'vitest';
import {
  extremeFifths,
  medianGap,
  MIN_RANKED,
  neweyWestStandardError,
  summariseHorizon,
} from './fair-value-test';

describe('the fair value test against later prices (issue 24)', () => {
  const gaps = Array.from({ length: 25 }, (_, i) => ({ symbol: `S${i}`, gap: i * 10 - 100 }));
  // Forward return of S{i}: i %, so the most undervalued (highest gap) returned the most.
  const forward = (s: string) => Number(s.slice(1)) / 100;

  it('holds the five most undervalued against the five most overvalued of 25', () => {
    const f = extremeFifths(gaps, forward)!;
    expect(f.size).toBe(5);
    // Highest gaps: S20…S24 → mean 22%; lowest: S0…S4 → mean 2%.
    expect(f.undervalued).toBeCloseTo(0.22, 12);
    expect(f.overvalued).toBeCloseTo(0.02, 12);
  });

  it('leaves out companies without a return, and dates with too few companies', () => {
    const f = extremeFifths(gaps, (s) => (s === 'S24' ? Number.NaN : forward(s)))!;
    expect(f.undervalued).toBeCloseTo((0.2 + 0.21 + 0.22 + 0.23) / 4, 12);
    expect(extremeFifths(gaps.slice(0, MIN_RANKED - 1), forward)).toBeNull();
  });

  it('takes the median gap of a date (odd and even counts)', () => {
    expect(medianGap([{ gap: 5 }, { gap: -10 }, { gap: 30 }])).toBe(5);
    expect(medianGap([{ gap: 5 }, { gap: -10 }, { gap: 30 }, { gap: -20 }])).toBe(-2.5);
  });

  it('Newey–West: lag 0 is the plain standard error; positive autocorrelation widens it', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8];
    // Plain: population variance 5.25 (divisor n), SE = √(5.25 / 8).
    expect(neweyWestStandardError(xs, 0)).toBeCloseTo(Math.sqrt(5.25 / 8), 12);
    // Lag 1: γ1 = Σ (x_t − 4.5)(x_{t−1} − 4.5) / 8 = 26.25 / 8; weight 1 − 1/2.
    const gamma1 = 26.25 / 8;
    expect(neweyWestStandardError(xs, 1)).toBeCloseTo(Math.sqrt((5.25 + 2 * 0.5 * gamma1) / 8), 12);
    expect(neweyWestStandardError(xs, 3)).toBeGreaterThan(neweyWestStandardError(xs, 0));
  });

  it('summarises a horizon: means, difference, interval and the share of better months', () => {
    const obs = [
      { date: '2020-01-31', undervalued: 0.1, overvalued: 0.05, size: 5 },
      { date: '2020-02-29', undervalued: 0.0, overvalued: 0.02, size: 5 },
      { date: '2020-03-31', undervalued: 0.2, overvalued: 0.1, size: 7 },
    ];
    const s = summariseHorizon(1, obs);
    expect(s.observations).toBe(3);
    expect(s.undervaluedReturn).toBeCloseTo(0.1, 12);
    expect(s.overvaluedReturn).toBeCloseTo(0.17 / 3, 12);
    // Differences 0.05, −0.02, 0.1: mean 0.0433…, better in 2 of 3 months.
    expect(s.difference).toBeCloseTo(0.13 / 3, 12);
    expect(s.hitRate).toBeCloseTo(2 / 3, 12);
    const se = neweyWestStandardError([0.05, -0.02, 0.1], 0);
    expect(s.differenceLow).toBeCloseTo(0.13 / 3 - 1.96 * se, 12);
    expect(s.differenceHigh).toBeCloseTo(0.13 / 3 + 1.96 * se, 12);
    expect(s.averageCompanies).toBeCloseTo(17 / 3, 12);
    expect(summariseHorizon(12, []).difference).toBeNull();
  });
});
