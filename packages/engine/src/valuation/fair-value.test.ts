import { describe, expect, it } from 'vitest';
import { fairValue, sectorMedians, type Multiples } from './fair-value';

const mult = (
  pe: number | null,
  pfcf: number | null,
  ps: number | null,
  pb: number | null,
): Multiples => ({
  pe,
  pfcf,
  ps,
  pb,
});

describe('fair value by sector multiples', () => {
  const sector = [10, 12, 14, 16, 18].map((pe) => ({
    sector: 'Tech',
    multiples: mult(pe, pe * 2, pe / 5, pe / 4),
  }));
  const medians = sectorMedians([
    ...sector,
    { sector: 'Tech', multiples: mult(-5, null, 0, null) },
  ]);

  it('takes sector medians over positive values only, with enough companies', () => {
    expect(medians.get('Tech')).toEqual({ pe: 14, pfcf: 28, ps: 2.8, pb: 3.5 });
    expect(sectorMedians(sector.slice(0, 4)).get('Tech')).toEqual({});
  });

  it('values a company at the median of its multiple-implied prices', () => {
    // Twice as expensive as the sector on every multiple: fair value is half the price.
    const fv = fairValue(100, mult(28, 56, 5.6, 7), medians.get('Tech'));
    expect(fv).toEqual({
      fairValue: 50,
      percentageDifference: -50,
      estimates: { pe: 50, pfcf: 50, ps: 50, pb: 50 },
    });
  });

  it('skips negative multiples and needs two estimates', () => {
    expect(fairValue(100, mult(-3, 14, null, null), medians.get('Tech'))).toEqual({
      fairValue: null,
      percentageDifference: null,
      estimates: { pfcf: 200 },
    });
    const two = fairValue(100, mult(7, 14, null, null), medians.get('Tech'));
    expect(two.fairValue).toBe(200);
    expect(two.percentageDifference).toBe(100);
  });

  it('has no fair value without a price or sector medians', () => {
    expect(fairValue(null, mult(10, 10, 1, 1), medians.get('Tech')).fairValue).toBeNull();
    expect(fairValue(100, mult(10, 10, 1, 1), undefined).fairValue).toBeNull();
  });
});
