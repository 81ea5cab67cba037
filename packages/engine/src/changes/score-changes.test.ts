import { describe, expect, it } from 'vitest';
import type { MetricId } from '../metrics/metric-id';
import type { FactorId } from '../scoring/factors';
import { scoreChangeOf, type ChangeSide } from './score-changes';

/*
 * A two-run fixture worked by hand. Each core factor has the metrics listed (others missing), so
 * the composite is easy to follow:
 *   before: value (60+40)/2 = 50, growth 50, profitability (1.5·80+60)/2.5 = 72, health 50,
 *           payout 50 → 0.25·50 + 0.15·50 + 0.35·72 + 0.1·50 + 0.15·50 = 57.7
 * Between the runs a filing (Aug 1 → Oct 30) and a price move ($120 → $100):
 *   fcfYield 3% → 5% (percentile 40 → 80): value 50 → 70, composite +0.25·20 = +5.00
 *   roic 15% → 9% (60 → 30): profitability 72 → 60, composite −0.35·12 = −4.20
 *   dividendYield stays 2% (50 → 40, others moved): payout 50 → 45, composite −0.15·5 = −0.75
 *   interestCoverage n/a → 12 (→ 70): health (50+50+70)/3 = 56.67, composite +0.1·6.67 = +0.67
 */
type Pcts = Partial<Record<MetricId, number | null>>;

function side(
  asOf: string,
  opts: {
    score: number | null;
    factors: Partial<Record<FactorId, number | null>>;
    values: Partial<Record<MetricId, number | null>>;
    pcts: Pcts;
    lastClose: number | null;
    latestFiled: string | null;
  },
): ChangeSide {
  const applicable: Partial<Record<FactorId, number>> = { health: 3 };
  return {
    asOf,
    scorePercentile: opts.score,
    scoreValue: null,
    factors: Object.fromEntries(
      Object.entries(opts.factors).map(([f, p]) => [
        f,
        {
          value: p,
          percentile: p,
          coverage: { present: 2, applicable: applicable[f as FactorId] ?? 2 },
        },
      ]),
    ),
    metrics: opts.values,
    metricPercentiles: Object.fromEntries(
      Object.entries(opts.pcts).map(([id, p]) => [id, { universe: p, sector: p }]),
    ),
    lastClose: opts.lastClose,
    latestFiled: opts.latestFiled,
  };
}

const basePcts: Pcts = {
  earningsYield: 60,
  fcfYield: 40,
  revenueCagr3y: 50,
  epsCagr3y: 50,
  gpa: 80,
  roic: 60,
  piotroskiF: 50,
  altmanZ: 50,
  dividendYield: 50,
  buybackYield: 50,
};
const baseFactors = {
  value: 50,
  growth: 50,
  profitability: 72,
  health: 50,
  shareholderRetribution: 50,
};
const before = side('2026-09-30', {
  score: 48.6,
  factors: baseFactors,
  values: { earningsYield: 0.05, fcfYield: 0.03, roic: 0.15, dividendYield: 0.02 },
  pcts: basePcts,
  lastClose: 120,
  latestFiled: '2026-08-01',
});
const after = side('2026-10-30', {
  score: 51.2,
  factors: { ...baseFactors, value: 70, profitability: 60 },
  values: {
    earningsYield: 0.05,
    fcfYield: 0.05,
    roic: 0.09,
    dividendYield: 0.02,
    interestCoverage: 12,
  },
  pcts: { ...basePcts, fcfYield: 80, roic: 30, dividendYield: 40, interestCoverage: 70 },
  lastClose: 100,
  latestFiled: '2026-10-30',
});

describe('what changed between two score runs', () => {
  it('ranks the metrics by the score points each moved on its own (the way the score moved first), with their causes', () => {
    const change = scoreChangeOf(before, after)!;
    expect(change).toMatchObject({
      since: '2026-09-30',
      asOf: '2026-10-30',
      scoreBefore: 49,
      scoreAfter: 51,
      bandBefore: 'Weak',
      bandAfter: 'Fair',
      bandChanged: true,
      filing: { before: '2026-08-01', after: '2026-10-30' },
      price: { before: 120, after: 100, change: -0.1667 },
      weights: null,
    });
    expect(change.reasons.map((r) => [r.metric, r.effect, r.cause])).toEqual([
      // The score rose: what raised it first.
      ['fcfYield', 5, 'filing-and-price'],
      ['interestCoverage', 0.67, 'now-available'],
      ['roic', -4.2, 'filing'],
      ['dividendYield', -0.75, 'peers'],
    ]);
    // The figures the API writes the sentences from (apps/api change-texts.test.ts).
    expect(
      change.reasons.map((r) => [r.before, r.after, r.percentileBefore, r.percentileAfter]),
    ).toEqual([
      [0.03, 0.05, expect.any(Number), expect.any(Number)],
      [null, 12, null, expect.any(Number)],
      [0.15, 0.09, expect.any(Number), expect.any(Number)],
      [0.02, 0.02, 50, 40],
    ]);
    expect(change.factors).toEqual([
      {
        factor: 'value',
        name: 'Value',
        percentileBefore: 50,
        percentileAfter: 70,
        statusBefore: 'Fair',
        statusAfter: 'Good',
      },
      {
        factor: 'profitability',
        name: 'Profitability',
        percentileBefore: 72,
        percentileAfter: 60,
        statusBefore: 'Good',
        statusAfter: 'Fair',
      },
    ]);
  });

  it('says a price move alone caused a price-based metric to move, and nothing for a flat one', () => {
    const priceOnly = { ...after, latestFiled: before.latestFiled };
    const change = scoreChangeOf(before, priceOnly)!;
    expect(change.filing).toBeNull();
    const byMetric = Object.fromEntries(change.reasons.map((r) => [r.metric, r.cause]));
    expect(byMetric).toMatchObject({ fcfYield: 'price', roic: 'other' });
    expect(change.price).toEqual({ before: 120, after: 100, change: -0.1667 });
  });

  it('keeps the figures unrounded, so a small move can be written with more digits', () => {
    const nudged = {
      ...after,
      metrics: { ...after.metrics, fcfYield: 0.0304 },
    };
    const reason = scoreChangeOf(before, nudged)!.reasons.find((r) => r.metric === 'fcfYield')!;
    expect([reason.before, reason.after, reason.cause]).toEqual([0.03, 0.0304, 'filing-and-price']);
  });

  it('is null when the shown score, its band and every factor word stay the same', () => {
    const later = { ...before, asOf: '2026-10-30', scorePercentile: 48.9 };
    expect(scoreChangeOf(before, later)).toBeNull();
  });

  it('keeps no band change for a company scored for the first time, and measures it backwards', () => {
    const unscored = { ...before, scorePercentile: null, factors: {}, metricPercentiles: {} };
    const change = scoreChangeOf(unscored, after)!;
    expect(change).toMatchObject({ scoreBefore: null, scoreAfter: 51, bandChanged: false });
    // Every metric now present is a reason; each measured by taking it away from the later run.
    expect(
      change.reasons.every(
        (r) =>
          r.cause === 'now-available' ||
          r.cause === 'filing-and-price' ||
          r.cause === 'filing' ||
          r.cause === 'peers',
      ),
    ).toBe(true);
    expect(change.reasons.length).toBe(5);
  });

  it('measures a change of the factor weights apart from the metrics (ADR 032)', () => {
    // The later run weighs by the walk-forward rule: value 0.40, the other four 0.15 each. The
    // earlier figures under those weights: 0.4·50 + 0.15·(50 + 72 + 50 + 50) = 53.3, 4.4 below
    // the earlier composite of 57.7. The metrics' effects stay measured with the earlier weights.
    const reweighed = {
      ...after,
      compositeWeights: {
        value: 0.4,
        growth: 0.15,
        profitability: 0.15,
        health: 0.15,
        shareholderRetribution: 0.15,
      },
    };
    const change = scoreChangeOf(before, reweighed)!;
    expect(change.weights).toEqual({ effect: -4.4 });
    expect(change.reasons.map((r) => [r.metric, r.effect])).toEqual(
      scoreChangeOf(before, after)!.reasons.map((r) => [r.metric, r.effect]),
    );
    // The same weights written out are no change of weights.
    const fixed = {
      value: 0.25,
      profitability: 0.35,
      shareholderRetribution: 0.15,
      health: 0.1,
      growth: 0.15,
    };
    expect(scoreChangeOf(before, { ...after, compositeWeights: fixed })!.weights).toBeNull();
  });
});
