import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random';
import type { FactorId } from '../scoring/factors';
import { CORE_FACTORS, walkForwardWeights } from './walk-forward';

/** Month ends from 2011-01 on: index 0 → 2011-01-31 (day 28 is enough for the month). */
const monthEnd = (i: number) =>
  `${2011 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-28`;

type Series = { date: string; ics: Partial<Record<FactorId, number | null>> }[];

function randomSeries(seed: number, months: number): Series {
  const random = mulberry32(seed);
  return Array.from({ length: months }, (_, i) => ({
    date: monthEnd(i),
    ics: Object.fromEntries(
      [...CORE_FACTORS, 'momentum' as FactorId].map((f) => [
        f,
        random() < 0.05 ? null : (random() - 0.45) * 0.2,
      ]),
    ),
  }));
}

describe('walk-forward weights', () => {
  it('weighs the five core factors from the mean IC, negatives at 0, halfway to equal', () => {
    const ics = {
      value: 0.04,
      profitability: 0.02,
      growth: 0.02,
      health: -0.01,
      shareholderRetribution: 0,
    };
    const series = Array.from({ length: 40 }, (_, i) => ({ date: monthEnd(i), ics }));
    // The 40th formation month (index 39) closes 12 months later.
    const w = walkForwardWeights(series, monthEnd(39 + 12))!;
    expect(w.months).toBe(40);
    expect(w.weights.value).toBeCloseTo(0.35, 12);
    expect(w.weights.profitability).toBeCloseTo(0.225, 12);
    expect(w.weights.growth).toBeCloseTo(0.225, 12);
    expect(w.weights.health).toBeCloseTo(0.1, 12);
    expect(w.weights.shareholderRetribution).toBeCloseTo(0.1, 12);
    expect(w.weights.momentum).toBeUndefined();
    expect(w.meanIcs.health).toBeCloseTo(-0.01, 12);
    // Every factor unhelpful: equal weights.
    const bad = series.map((s) => ({
      ...s,
      ics: { ...s.ics, value: -0.1, profitability: -0.1, growth: -0.1 },
    }));
    const eq = walkForwardWeights(bad, monthEnd(51))!;
    for (const f of CORE_FACTORS) expect(eq.weights[f]).toBeCloseTo(0.2, 12);
  });

  it('needs 36 closed months (t + 12 ≤ now) with every core factor measured', () => {
    const series = randomSeries(1, 200).map((s) => ({
      ...s,
      ics: Object.fromEntries(CORE_FACTORS.map((f) => [f, 0.01])),
    }));
    // Formation months 0…35 are closed at month 47: 36 of them.
    expect(walkForwardWeights(series, monthEnd(46))).toBeNull();
    expect(walkForwardWeights(series, monthEnd(47))!.months).toBe(36);
    // A month missing one factor's IC does not count.
    const holed = series.map((s, i) => (i === 3 ? { ...s, ics: { ...s.ics, health: null } } : s));
    expect(walkForwardWeights(holed, monthEnd(47))).toBeNull();
    // The window holds the latest 60 closed months at most.
    const late = walkForwardWeights(series, monthEnd(150))!;
    expect(late.months).toBe(60);
    expect(late.from).toBe(monthEnd(150 - 12 - 59));
    expect(late.to).toBe(monthEnd(150 - 12));
  });

  it('never changes at a date when anything not known by then changes (property)', () => {
    const random = mulberry32(42);
    for (let trial = 0; trial < 300; trial++) {
      const series = randomSeries(1000 + trial, 190);
      const d = 40 + Math.floor(random() * 150);
      const before = walkForwardWeights(series, monthEnd(d));
      // Rewrite every IC whose 12-month window had not closed by d (and every later month).
      const changed = series.map((s, i) =>
        i > d - 12
          ? { ...s, ics: Object.fromEntries(Object.keys(s.ics).map((f) => [f, random() - 0.5])) }
          : s,
      );
      // …and add months beyond the data, in a shuffled order.
      const extended = [...changed, ...randomSeries(trial, 230).slice(190)].sort(
        () => random() - 0.5,
      );
      expect(walkForwardWeights(extended, monthEnd(d))).toEqual(before);
      if (before) {
        const sum = CORE_FACTORS.reduce((a, f) => a + before.weights[f]!, 0);
        expect(sum).toBeCloseTo(1, 12);
        for (const f of CORE_FACTORS)
          expect(before.weights[f]!).toBeGreaterThanOrEqual(0.1 - 1e-12);
      }
    }
  });
});
