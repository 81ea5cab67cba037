import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random';
import { crossSectionIcs, icLag, summariseIcs } from './information-coefficients';

/** Standard normal draws (Box–Muller) from a seeded generator. */
function normal(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Spearman by the book: pairs with both finite, average ranks of each side among those pairs. */
function spearmanByTheBook(xs: readonly number[], ys: readonly number[]): number {
  const pairs = xs.flatMap((x, i) =>
    Number.isFinite(x) && Number.isFinite(ys[i]!) ? [[x, ys[i]!] as const] : [],
  );
  const rank = (values: readonly number[]) =>
    values.map((v) => {
      const below = values.filter((w) => w < v).length;
      const equal = values.filter((w) => w === v).length;
      return below + (equal + 1) / 2;
    });
  const rx = rank(pairs.map((p) => p[0]));
  const ry = rank(pairs.map((p) => p[1]));
  const mx = rx.reduce((a, b) => a + b, 0) / rx.length;
  const my = ry.reduce((a, b) => a + b, 0) / ry.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  rx.forEach((x, i) => {
    sxy += (x - mx) * (ry[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('cross-sectional information coefficients', () => {
  it('is 1 for a signal equal to the future returns, −1 for its opposite, null when too few', () => {
    const random = mulberry32(7);
    const returns = Float64Array.from({ length: 200 }, () => random() - 0.5);
    const same = Float64Array.from(returns, (r) => r * 3 + 1);
    const opposite = Float64Array.from(returns, (r) => -r);
    const ics = crossSectionIcs([same, opposite], [returns]);
    expect(ics[0]![0]).toBeCloseTo(1, 12);
    expect(ics[1]![0]).toBeCloseTo(-1, 12);
    const few = Float64Array.from(returns, (r, i) => (i < 29 ? r : Number.NaN));
    expect(crossSectionIcs([few], [returns])[0]![0]).toBeNull();
    expect(crossSectionIcs([few], [returns], 29)[0]![0]).toBeCloseTo(1, 12);
  });

  it('matches Spearman by the book with ties and missing values on either side', () => {
    const random = mulberry32(11);
    for (let trial = 0; trial < 20; trial++) {
      const n = 80 + trial;
      // Coarse values: many ties; NaN holes on both sides, in different places.
      const signal = Float64Array.from({ length: n }, () =>
        random() < 0.15 ? Number.NaN : Math.round(random() * 8),
      );
      const ret12 = Float64Array.from({ length: n }, (_, i) =>
        random() < 0.2 ? Number.NaN : Math.round((signal[i]! || 0) + random() * 10) / 4,
      );
      const ret1 = Float64Array.from({ length: n }, () => (random() < 0.1 ? Number.NaN : random()));
      const [ics] = crossSectionIcs([signal], [ret1, ret12]);
      expect(ics![0]).toBeCloseTo(spearmanByTheBook([...signal], [...ret1]), 12);
      expect(ics![1]).toBeCloseTo(spearmanByTheBook([...signal], [...ret12]), 12);
    }
  });

  it('is about 0 for noise, and its t-statistic is wrong about 5% of the time at 95%', () => {
    // 400 studies of 120 months × 100 companies, signal independent of the 1-month returns: the
    // t-statistic should exceed 1.96 in absolute value about 5% of the time, and the standard
    // error should be about that of a mean of 120 draws of variance 1 / (n − 1).
    const random = mulberry32(2024);
    const gauss = normal(random);
    let rejections = 0;
    const means: number[] = [];
    const errors: number[] = [];
    const studies = 400;
    const companies = 100;
    for (let study = 0; study < studies; study++) {
      const series = Array.from({ length: 120 }, (_, m) => {
        const signal = Float64Array.from({ length: companies }, gauss);
        const returns = Float64Array.from({ length: companies }, gauss);
        return {
          date: `20${String(10 + Math.floor(m / 12)).padStart(2, '0')}-${String((m % 12) + 1).padStart(2, '0')}-28`,
          ic: crossSectionIcs([signal], [returns])[0]![0]!,
        };
      });
      const s = summariseIcs(series, 1, '2014-12-31');
      means.push(s.meanIc!);
      errors.push(s.standardError!);
      if (Math.abs(s.tStat!) > 1.96) rejections++;
      expect(s.months).toBe(120);
      expect(s.inSample.months + s.later.months).toBe(120);
      expect(s.inSample.months).toBe(60);
    }
    const grandMean = means.reduce((a, b) => a + b, 0) / studies;
    expect(Math.abs(grandMean)).toBeLessThan(0.003);
    const expectedSe = Math.sqrt(1 / (companies - 1) / 120);
    const meanSe = errors.reduce((a, b) => a + b, 0) / studies;
    expect(meanSe / expectedSe).toBeGreaterThan(0.85);
    expect(meanSe / expectedSe).toBeLessThan(1.1);
    expect(rejections / studies).toBeGreaterThan(0.02);
    expect(rejections / studies).toBeLessThan(0.1);
  });

  it('finds a weak real signal: IC near its true value with a t-statistic that says so', () => {
    // Returns = 0.1 × signal + noise: the rank correlation is about 0.1 (0.095 for normals).
    const random = mulberry32(5);
    const gauss = normal(random);
    const series = Array.from({ length: 150 }, (_, m) => {
      const signal = Float64Array.from({ length: 400 }, gauss);
      const returns = Float64Array.from(signal, (s) => 0.1 * s + gauss());
      return {
        date: `m${String(m).padStart(3, '0')}`,
        ic: crossSectionIcs([signal], [returns])[0]![0]!,
      };
    });
    const s = summariseIcs(series, 1, 'm074');
    expect(s.meanIc!).toBeGreaterThan(0.08);
    expect(s.meanIc!).toBeLessThan(0.11);
    expect(s.tStat!).toBeGreaterThan(10);
    expect(s.positiveShare!).toBeGreaterThan(0.9);
  });

  it('widens the standard error for overlapping windows (lag = horizon − 1)', () => {
    // A 12-month return is the sum of 12 monthly ones: consecutive months' ICs share 11 of them.
    const random = mulberry32(99);
    const gauss = normal(random);
    const companies = 60;
    const months = 240;
    const monthly = Array.from({ length: months + 12 }, () =>
      Float64Array.from({ length: companies }, gauss),
    );
    const signal = Float64Array.from({ length: companies }, gauss);
    const series = Array.from({ length: months }, (_, m) => {
      const ret = new Float64Array(companies);
      for (let k = 0; k < 12; k++)
        for (let i = 0; i < companies; i++) ret[i] = ret[i]! + monthly[m + k]![i]!;
      return {
        date: `m${String(m).padStart(3, '0')}`,
        ic: crossSectionIcs([signal], [ret])[0]![0]!,
      };
    });
    expect(icLag(12)).toBe(11);
    expect(icLag(1)).toBe(1);
    const overlapping = summariseIcs(series, 12, 'm119');
    const naive = summariseIcs(series, 2, 'm119'); // lag 1: ignores most of the overlap
    expect(overlapping.standardError!).toBeGreaterThan(1.8 * naive.standardError!);
  });

  it('summarises nothing as nothing', () => {
    const s = summariseIcs([{ date: '2012-01-31', ic: null }], 12, '2018-12-31');
    expect(s).toMatchObject({ months: 0, meanIc: null, tStat: null, positiveShare: null });
  });
});
