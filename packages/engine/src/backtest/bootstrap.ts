import { quantile } from '../numbers';
import { mulberry32 } from '../random';

/*
 * Moving-block bootstrap by month (issue 25, ADR 032 section 3): a series of monthly observations
 * is resampled in blocks of consecutive months (so the dependence within a block is kept), and a
 * statistic's 95% interval is the 2.5th–97.5th percentile of its resampled values. Seeded: the
 * same data gives the same interval.
 */

export const BOOTSTRAP = { resamples: 2_000, seed: 32, level: 0.95 } as const;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The interval of `statistic` over resamples of `n` months in blocks of `blockLength` (at most
 * `n`); `statistic` gets the resampled month indices. Null with no months.
 */
export function blockBootstrapInterval(
  n: number,
  blockLength: number,
  statistic: (indices: Int32Array) => number,
  options: { resamples?: number; seed?: number; level?: number } = {},
): Interval | null {
  if (n === 0) return null;
  const resamples = options.resamples ?? BOOTSTRAP.resamples;
  const level = options.level ?? BOOTSTRAP.level;
  const random = mulberry32(options.seed ?? BOOTSTRAP.seed);
  const length = Math.max(1, Math.min(blockLength, n));
  const starts = n - length + 1;
  const indices = new Int32Array(n);
  const values: number[] = [];
  for (let r = 0; r < resamples; r++) {
    for (let filled = 0; filled < n;) {
      const start = Math.floor(random() * starts);
      for (let k = 0; k < length && filled < n; k++) indices[filled++] = start + k;
    }
    const v = statistic(indices);
    if (Number.isFinite(v)) values.push(v);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  return {
    low: quantile(values, (1 - level) / 2)!,
    high: quantile(values, 1 - (1 - level) / 2)!,
  };
}

/** Compound annual growth of monthly returns taken at `indices`. */
export function cagrAt(returns: readonly number[], indices: Int32Array): number {
  let value = 1;
  for (const i of indices) value *= 1 + returns[i]!;
  return value > 0 ? value ** (12 / indices.length) - 1 : -1;
}
