import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentileRanks } from './percentile';

const maybeNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(Number.POSITIVE_INFINITY),
);

describe('percentileRanks', () => {
  it('ranks from 0 (lowest) to 100 (highest)', () => {
    expect(percentileRanks([30, 10, 20])).toEqual([100, 0, 50]);
  });

  it('reverses the scale when lower is better', () => {
    expect(percentileRanks([30, 10, 20], 'lower')).toEqual([0, 100, 50]);
  });

  it('gives ties the same percentile', () => {
    expect(percentileRanks([1, 2, 2, 3])).toEqual([0, 50, 50, 100]);
  });

  it('excludes missing values instead of scoring them as zero', () => {
    expect(percentileRanks([null, 5, Number.NaN, 1, undefined, Number.NEGATIVE_INFINITY])).toEqual([
      null,
      100,
      null,
      0,
      null,
      null,
    ]);
  });

  it('puts a lone value in the middle', () => {
    expect(percentileRanks([null, 7])).toEqual([null, 50]);
  });

  it('property: bounded 0–100, finite, null exactly for missing inputs', () => {
    fc.assert(
      fc.property(fc.array(maybeNumber), fc.constantFrom('higher', 'lower'), (values, dir) => {
        const ranks = percentileRanks(values, dir as 'higher' | 'lower');
        ranks.forEach((r, i) => {
          const v = values[i];
          const missing = typeof v !== 'number' || !Number.isFinite(v);
          if (missing) expect(r).toBeNull();
          else {
            expect(r).not.toBeNull();
            expect(Number.isFinite(r)).toBe(true);
            expect(r!).toBeGreaterThanOrEqual(0);
            expect(r!).toBeLessThanOrEqual(100);
          }
        });
      }),
    );
  });

  it('property: monotonic in the value and respects direction; ties equal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 2 }), (values) => {
        const up = percentileRanks(values, 'higher');
        const down = percentileRanks(values, 'lower');
        for (let i = 0; i < values.length; i++) {
          for (let j = 0; j < values.length; j++) {
            const a = values[i]!;
            const b = values[j]!;
            if (a < b) {
              expect(up[i]!).toBeLessThan(up[j]!);
              expect(down[i]!).toBeGreaterThan(down[j]!);
            }
            if (a === b) expect(up[i]).toBe(up[j]);
          }
        }
      }),
    );
  });
});
