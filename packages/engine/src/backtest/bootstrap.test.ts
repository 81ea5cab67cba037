import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random';
import { blockBootstrapInterval, cagrAt } from './bootstrap';

function normal(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const meanAt = (xs: readonly number[]) => (idx: Int32Array) => {
  let s = 0;
  for (const i of idx) s += xs[i]!;
  return s / idx.length;
};

describe('moving-block bootstrap intervals', () => {
  it('covers a known mean at about the stated rate (independent months)', () => {
    const random = mulberry32(3);
    const gauss = normal(random);
    let covered = 0;
    const trials = 300;
    for (let t = 0; t < trials; t++) {
      const xs = Array.from({ length: 180 }, () => 0.01 + 0.04 * gauss());
      const ci = blockBootstrapInterval(xs.length, 12, meanAt(xs), { resamples: 500, seed: t })!;
      if (ci.low <= 0.01 && 0.01 <= ci.high) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.9);
    expect(covered / trials).toBeLessThan(0.99);
  });

  it('covers a known mean of dependent months when blocks keep the dependence', () => {
    // AR(1) with φ = 0.6: one-month blocks pretend the months are independent and under-cover.
    const random = mulberry32(8);
    const gauss = normal(random);
    let coveredBlocks = 0;
    let coveredSingles = 0;
    const trials = 300;
    for (let t = 0; t < trials; t++) {
      let e = 0;
      const xs = Array.from({ length: 240 }, () => {
        e = 0.6 * e + gauss();
        return 0.5 + e;
      });
      const blocks = blockBootstrapInterval(xs.length, 12, meanAt(xs), {
        resamples: 400,
        seed: t,
      })!;
      const singles = blockBootstrapInterval(xs.length, 1, meanAt(xs), {
        resamples: 400,
        seed: t,
      })!;
      if (blocks.low <= 0.5 && 0.5 <= blocks.high) coveredBlocks++;
      if (singles.low <= 0.5 && 0.5 <= singles.high) coveredSingles++;
    }
    expect(coveredBlocks / trials).toBeGreaterThan(0.88);
    expect(coveredSingles / trials).toBeLessThan(0.85);
  });

  it('is reproducible, and answers null without months', () => {
    const xs = Array.from({ length: 60 }, (_, i) => Math.sin(i) / 100);
    const a = blockBootstrapInterval(60, 12, (idx) => cagrAt(xs, idx));
    const b = blockBootstrapInterval(60, 12, (idx) => cagrAt(xs, idx));
    expect(a).toEqual(b);
    expect(a!.low).toBeLessThan(a!.high);
    expect(blockBootstrapInterval(0, 12, () => 1)).toBeNull();
    // Blocks longer than the series are the series.
    expect(blockBootstrapInterval(5, 12, meanAt([1, 2, 3, 4, 5]))).toEqual({ low: 3, high: 3 });
  });
});
