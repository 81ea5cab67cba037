import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { METRIC_IDS, type MetricId, type MetricValues } from '../metrics/metric-id';
import { scoreDataOf } from './composite';
import { FACTOR_IDS, FACTORS, type FactorId } from './factors';
import { scoreUniverse, type ScoringInput } from './score-universe';

const empty = (): MetricValues =>
  Object.fromEntries(METRIC_IDS.map((id) => [id, null])) as MetricValues;

function company(
  symbol: string,
  values: Partial<MetricValues>,
  extra: Partial<ScoringInput> = {},
): ScoringInput {
  return {
    symbol,
    sector: 'Technology',
    values: { ...empty(), ...values },
    notApplicable: new Set(),
    ...extra,
  };
}

/** Every metric of every factor, set so that `quality` (0–1) is better the higher it is. */
function graded(symbol: string, quality: number, sector = 'Technology'): ScoringInput {
  const values: Partial<MetricValues> = {};
  for (const f of FACTOR_IDS) {
    for (const fm of FACTORS[f].metrics)
      values[fm.id] = fm.direction === 'higher' ? quality : 1 - quality;
  }
  return company(symbol, values, { sector });
}

const ALL: MetricId[] = [...METRIC_IDS];

describe('scoreUniverse', () => {
  it('orders companies that are better on every metric first, on every factor', () => {
    const scores = scoreUniverse([graded('LOW', 0.1), graded('MID', 0.5), graded('TOP', 0.9)], ALL);
    const [low, mid, top] = scores;
    expect(top!.evidentScoreValue).toBe(100);
    expect(mid!.evidentScoreValue).toBe(50);
    expect(low!.evidentScoreValue).toBe(0);
    expect([low, mid, top].map((s) => s!.evidentScorePercentile)).toEqual([0, 50, 100]);
    for (const f of FACTOR_IDS) expect(top!.factors[f].percentile).toBe(100);
  });

  it('ranks lower-is-better metrics in reverse (EV/EBIT, default probability)', () => {
    const scores = scoreUniverse(
      [
        company('CHEAP', { evEbit: 5, defaultProbability: 0.01 }),
        company('DEAR', { evEbit: 40, defaultProbability: 0.4 }),
      ],
      ALL,
    );
    expect(scores[0]!.metricPercentiles.evEbit).toEqual({ universe: 100, sector: 100 });
    expect(scores[1]!.metricPercentiles.defaultProbability).toEqual({ universe: 0, sector: 0 });
  });

  it('marks a factor "insufficient data" below the coverage rule, and the composite below 4 factors', () => {
    const thin = company('THIN', { earningsYield: 0.05 }); // 1 of 5 value metrics
    const scores = scoreUniverse([thin, graded('A', 0.3), graded('B', 0.7)], ALL);
    expect(scores[0]!.factors.value).toEqual({
      value: null,
      percentile: null,
      coverage: { present: 1, applicable: 5 },
    });
    expect(scores[0]!.evidentScoreValue).toBeNull();
    expect(scores[0]!.evidentScorePercentile).toBeNull();
    // The others are ranked among themselves only.
    expect(scores[2]!.evidentScorePercentile).toBe(100);
  });

  it('scores a company with 4 of the 5 core factors and not one with 3 (ADR 047), by hand', () => {
    // A and B have every metric (quality 0.3 and 0.7); C has value, growth, profitability and
    // health at 0.5 (no payout); D has only value, profitability and health, at 1.0 (the best).
    const only = (symbol: string, quality: number, factors: FactorId[]) => {
      const values: Partial<MetricValues> = {};
      for (const f of factors)
        for (const fm of FACTORS[f].metrics)
          values[fm.id] = fm.direction === 'higher' ? quality : 1 - quality;
      return company(symbol, values);
    };
    const c = only('C', 0.5, ['value', 'growth', 'profitability', 'health']);
    const d = only('D', 1, ['value', 'profitability', 'health']);
    const [a, b, sc, sd] = scoreUniverse([graded('A', 0.3), graded('B', 0.7), c, d], ALL);
    // Value, profitability, health: 4 companies, A < C < B < D → every metric 0, 33.33, 66.67,
    // 100. Growth: A < C < B → 0, 50, 100. Payout: A < B → 0, 100.
    expect(sc!.factors.value.value).toBe(33.33);
    expect(sc!.factors.growth.value).toBe(50);
    // B = 0.25×66.67 + 0.35×66.67 + 0.10×66.67 + 0.15×100 + 0.15×100 = 46.669 + 30 = 76.67.
    expect(b!.evidentScoreValue).toBe(76.67);
    // C (no payout, weights renormalised over 0.85):
    // (0.25×33.33 + 0.35×33.33 + 0.10×33.33 + 0.15×50) ÷ 0.85 = 30.831 ÷ 0.85 = 36.27.
    expect(sc!.evidentScoreValue).toBe(36.27);
    // D: three factors (it is best on each of them) → no Evident Score; with 3 it would be 100.
    expect(sd!.factors.value.value).toBe(100);
    expect(sd!.evidentScoreValue).toBeNull();
    expect(sd!.evidentScorePercentile).toBeNull();
    // Percentiles among the scored companies only: A 0, C 50, B 100.
    expect([a, sc, b].map((s) => s!.evidentScorePercentile)).toEqual([0, 50, 100]);
  });

  it('scoreDataOf names what each core factor misses (ADR 047)', () => {
    const values: Partial<Record<MetricId, number>> = {};
    for (const f of ['value', 'profitability', 'health'] as const)
      for (const fm of FACTORS[f].metrics) values[fm.id] = 1;
    values.revenueCagr3y = 0.1; // growth: 1 of 5 present, 2 needed
    const data = scoreDataOf((id) => values[id] !== undefined, new Set());
    expect(data.enough).toBe(false);
    expect(data.factorsPresent).toBe(3);
    expect(data.factorsNeeded).toBe(4);
    const growth = data.factors.find((f) => f.factor === 'growth')!;
    expect(growth).toMatchObject({ present: 1, applicable: 5, needed: 2, enough: false });
    expect(growth.missing).toEqual(['epsCagr3y', 'fcfCagr3y', 'revenueGrowth1y', 'epsGrowth1y']);
    const payout = data.factors.find((f) => f.factor === 'shareholderRetribution')!;
    expect(payout).toMatchObject({ present: 0, needed: 2, enough: false });
    // Profitability: 7 applicable → needs ceil(7/3) = 3; health: 9 here (no sector rule) → 3.
    expect(data.factors.find((f) => f.factor === 'profitability')!.needed).toBe(3);
    values.epsCagr3y = 0.2;
    expect(scoreDataOf((id) => values[id] !== undefined, new Set()).enough).toBe(true);
  });

  it('leaves metrics that do not apply (a bank) out of coverage instead of scoring them', () => {
    const notApplicable = new Set<MetricId>(['evEbit', 'fcfYield', 'salesToPrice']);
    const bank = company(
      'BANK',
      { earningsYield: 0.1, bookToMarket: 1.2, evEbit: 3 },
      { notApplicable, sector: 'Finance' },
    );
    const scores = scoreUniverse([bank, graded('A', 0.2), graded('B', 0.8)], ALL);
    expect(scores[0]!.factors.value.coverage).toEqual({ present: 2, applicable: 2 });
    expect(scores[0]!.factors.value.value).not.toBeNull();
    // Its EV/EBIT of 3 (would be the best) is not ranked at all.
    expect(scores[0]!.metricPercentiles.evEbit).toBeUndefined();
  });

  it('ranks within the sector separately from the universe', () => {
    const scores = scoreUniverse(
      [
        company('T1', { roe: 0.1 }, { sector: 'Technology' }),
        company('T2', { roe: 0.3 }, { sector: 'Technology' }),
        company('U1', { roe: 0.05 }, { sector: 'Utilities' }),
        company('U2', { roe: 0.08 }, { sector: 'Utilities' }),
      ],
      ALL,
    );
    expect(scores[3]!.metricPercentiles.roe).toEqual({ universe: 33.33, sector: 100 });
    expect(scores[0]!.metricPercentiles.roe).toEqual({ universe: 66.67, sector: 0 });
  });

  it('property: every score is null or a finite number within 0–100', () => {
    const value = fc.oneof(fc.constant(null), fc.double({ min: -1e12, max: 1e12, noNaN: true }));
    const input = fc.array(
      fc.record({
        quality: fc.dictionary(fc.constantFrom(...ALL), value),
        sector: fc.constantFrom('A', 'B', null),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(input, (list) => {
        const scores = scoreUniverse(
          list.map((c, i) => company(`S${i}`, c.quality, { sector: c.sector })),
          ALL,
        );
        for (const s of scores) {
          const numbers = [
            s.evidentScoreValue,
            s.evidentScorePercentile,
            ...FACTOR_IDS.flatMap((f) => [s.factors[f].value, s.factors[f].percentile]),
            ...Object.values(s.metricPercentiles).flatMap((p) => [p!.universe, p!.sector]),
          ];
          for (const x of numbers) {
            if (x === null) continue;
            expect(Number.isFinite(x)).toBe(true);
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(100);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the composite uses only the five core factors, weighted as the ADR says', () => {
    // A company best on momentum and quality but worst elsewhere is not lifted by them.
    const a = graded('A', 0.1);
    const b = graded('B', 0.9);
    for (const fm of [...FACTORS.momentum.metrics, ...FACTORS.earningsQuality.metrics]) {
      a.values[fm.id] = fm.direction === 'higher' ? 1 : 0;
      b.values[fm.id] = fm.direction === 'higher' ? 0 : 1;
    }
    const [sa, sb] = scoreUniverse([a, b], ALL);
    expect(sa!.factors.momentum.percentile).toBe(100);
    expect(sa!.evidentScoreValue).toBe(0);
    expect(sb!.evidentScoreValue).toBe(100);
  });

  it('property: `detail: false` gives the same factors and Evident Score, without metric percentiles', () => {
    const value = fc.oneof(fc.constant(null), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    const input = fc.array(
      fc.record({
        values: fc.dictionary(fc.constantFrom(...ALL), value),
        sector: fc.constantFrom('A', 'B', null),
        bank: fc.boolean(),
      }),
      { minLength: 1, maxLength: 40 },
    );
    const notForBanks = new Set<MetricId>(['evEbit', 'grossMargin', 'fcfYield']);
    fc.assert(
      fc.property(input, (list) => {
        const companies = list.map((c, i) =>
          company(`S${i}`, c.values, {
            sector: c.sector,
            notApplicable: c.bank ? notForBanks : new Set(),
          }),
        );
        const full = scoreUniverse(companies, ALL);
        const scoresOnly = scoreUniverse(companies, ALL, undefined, undefined, { detail: false });
        expect(scoresOnly.map(({ metricPercentiles: _m, ...s }) => s)).toEqual(
          full.map(({ metricPercentiles: _m, ...s }) => s),
        );
        for (const s of scoresOnly) expect(s.metricPercentiles).toEqual({});
      }),
      { numRuns: 200 },
    );
  });
});
