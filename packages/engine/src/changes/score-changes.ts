import { METRIC_CATALOGUE } from '../metrics/catalogue';
import type { MetricId } from '../metrics/metric-id';
import { compositeValue, factorValue } from '../scoring/composite';
import {
  COMPOSITE_WEIGHTS,
  FACTOR_IDS,
  FACTORS,
  IN_SCORE,
  type CompositeWeights,
  type FactorId,
} from '../scoring/factors';

/*
 * "What changed" between two score runs of one company (issue 22, ADR 026): the shown score and
 * its band before and after, the factors whose standing moved, and the metrics that moved the
 * score most, each with what caused it (a new filing, the share price, other companies' figures).
 *
 * A metric's effect is measured one at a time: the composite the company would have had in the
 * earlier run had only that metric's universe percentile been the later one, minus the composite
 * it had (the same formula as scoring, coverage rules included). Effects need not add up to the
 * whole change: metrics interact through the weights of the factors present.
 */

/** One side of the comparison: what a stored run holds for the company. */
export interface ChangeSide {
  asOf: string;
  /** The Evident Score percentile (the shown score, before rounding). */
  scorePercentile: number | null;
  /** The composite (weighted mean of factor values) the percentile ranks. */
  scoreValue: number | null;
  factors: Partial<
    Record<
      FactorId,
      {
        value: number | null;
        percentile: number | null;
        coverage: { present: number; applicable: number };
      }
    >
  >;
  metrics: Partial<Record<MetricId, number | null>>;
  metricPercentiles: Partial<Record<MetricId, { universe: number | null; sector: number | null }>>;
  lastClose: number | null;
  /** The newest filing the run used. */
  latestFiled: string | null;
  /** The run's composite weights (default: the fixed ones; ADR 032's rule since it exists). */
  compositeWeights?: CompositeWeights;
}

/**
 * What moved a metric: the reason's code (ADR 055). The API writes the sentence from it and the
 * reason's figures (and the change's filing and price); the engine writes none.
 */
export const CHANGE_CAUSES = [
  'filing',
  'price',
  'filing-and-price',
  'peers',
  'now-available',
  'no-longer-available',
  'other',
] as const;
export type ChangeCause = (typeof CHANGE_CAUSES)[number];

export interface ChangeReason {
  metric: MetricId;
  name: string;
  factor: FactorId;
  before: number | null;
  after: number | null;
  percentileBefore: number | null;
  percentileAfter: number | null;
  /** The composite points this metric alone moved (+ raised the score). */
  effect: number;
  cause: ChangeCause;
}

export interface FactorChange {
  factor: FactorId;
  name: string;
  percentileBefore: number | null;
  percentileAfter: number | null;
  statusBefore: string;
  statusAfter: string;
}

export interface ScoreChange {
  since: string;
  asOf: string;
  scoreBefore: number | null;
  scoreAfter: number | null;
  bandBefore: string | null;
  bandAfter: string | null;
  /** Both runs scored the company and its band differs (what a band alert is sent for). */
  bandChanged: boolean;
  /** Factors whose shown standing (rounded percentile or word) moved. */
  factors: FactorChange[];
  /**
   * The metrics that moved the score most: those that pushed it the way it moved first, each group
   * largest effect first.
   */
  reasons: ChangeReason[];
  /** The newest filing used, when a newer one came in. */
  filing: { before: string | null; after: string } | null;
  /** The last close, when it moved. */
  price: { before: number | null; after: number; change: number | null } | null;
  /**
   * The runs weighed the factors differently (the walk-forward rule learnt from newer data, ADR
   * 032): the composite points that change alone moved, with the earlier run's figures.
   */
  weights: { effect: number } | null;
}

/** Reasons kept per company (mails show the first three). */
export const MAX_REASONS = 5;
/** A metric moving the composite by less than this is not a reason. */
export const MIN_EFFECT = 0.05;

/**
 * Metrics whose value moves with the share price (market value in a ratio, or price history):
 * a change of theirs without a new filing is the price's doing.
 */
const PRICE_BASED: ReadonlySet<MetricId> = new Set<MetricId>([
  ...(Object.values(METRIC_CATALOGUE)
    .filter((d) => d.category === 'valuation' || d.category === 'momentum')
    .map((d) => d.id) as MetricId[]),
  'dividendYield',
  'buybackYield',
  'debtPaydownYield',
  'netPayoutYield',
  'shareholderYield',
  'altmanZ',
  'defaultProbability',
  'marketCap',
  'enterpriseValue',
]);

// The bands of the shown score (contracts/score-bands.ts; the engine cannot import contracts).
const BANDS: [number, string][] = [
  [90, 'Excellent'],
  [70, 'Good'],
  [50, 'Fair'],
  [20, 'Weak'],
  [0, 'Poor'],
];
const bandOf = (score: number | null): string | null =>
  score === null ? null : (BANDS.find(([min]) => score >= min)?.[1] ?? 'Poor');
const statusOf = (percentile: number | null): string => bandOf(percentile) ?? 'Insufficient data';
const shown = (x: number | null | undefined): number | null =>
  x === null || x === undefined ? null : Math.round(x);

/** The composite from metric percentiles, by the scoring formula (scoring/composite.ts). */
const composite = (
  percentileOf: (id: MetricId) => number | null,
  applicable: (f: FactorId) => number,
  weights: CompositeWeights,
): number | null =>
  compositeValue((f) => factorValue(f, percentileOf, applicable(f)).value, weights);

const weightsOf = (side: ChangeSide) => side.compositeWeights ?? COMPOSITE_WEIGHTS;
const sameWeights = (a: CompositeWeights, b: CompositeWeights) =>
  FACTOR_IDS.every((f) => Math.abs((a[f] ?? 0) - (b[f] ?? 0)) < 1e-12);

const universe = (side: ChangeSide) => (id: MetricId) =>
  side.metricPercentiles[id]?.universe ?? null;
const applicableOf = (side: ChangeSide) => (f: FactorId) =>
  side.factors[f]?.coverage.applicable ?? FACTORS[f].metrics.length;

/**
 * The composite points a metric moved on its own (see the header). `base` is the earlier run's
 * composite, and `end` the later one's, each computed once per company.
 */
function effectOf(
  id: MetricId,
  before: ChangeSide,
  after: ChangeSide,
  base: number | null,
  end: number | null,
): number | null {
  const from = universe(before);
  const to = universe(after);
  if (from(id) === to(id)) return 0;
  if (base !== null) {
    const swapped = composite(
      (m) => (m === id ? to(m) : from(m)),
      applicableOf(before),
      weightsOf(before),
    );
    return swapped === null ? null : swapped - base;
  }
  // Not scored before: measured backwards from the later run instead.
  if (end === null) return null;
  const undone = composite(
    (m) => (m === id ? from(m) : to(m)),
    applicableOf(after),
    weightsOf(after),
  );
  return undone === null ? null : end - undone;
}

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

function causeOf(
  id: MetricId,
  before: number | null,
  after: number | null,
  filingChanged: boolean,
  priceChanged: boolean,
): ChangeCause {
  if (before === null && after !== null) return 'now-available';
  if (before !== null && after === null) return 'no-longer-available';
  if (before === null || after === null || same(before, after)) return 'peers';
  const priceBased = PRICE_BASED.has(id);
  if (priceBased && priceChanged) return filingChanged ? 'filing-and-price' : 'price';
  if (filingChanged) return 'filing';
  return 'other';
}

/**
 * What changed for one company from the `before` run to the `after` run; null when nothing a
 * reader sees changed (the shown score, its band and every factor's word are the same).
 */
export function scoreChangeOf(before: ChangeSide, after: ChangeSide): ScoreChange | null {
  const scoreBefore = shown(before.scorePercentile);
  const scoreAfter = shown(after.scorePercentile);
  const bandBefore = bandOf(scoreBefore);
  const bandAfter = bandOf(scoreAfter);

  const factors: FactorChange[] = [];
  let wordChanged = false;
  for (const f of FACTOR_IDS) {
    const pb = before.factors[f]?.percentile ?? null;
    const pa = after.factors[f]?.percentile ?? null;
    const statusBefore = statusOf(pb);
    const statusAfter = statusOf(pa);
    if (statusBefore !== statusAfter) wordChanged = true;
    if (shown(pb) !== shown(pa) || statusBefore !== statusAfter) {
      factors.push({
        factor: f,
        name: FACTORS[f].name,
        percentileBefore: shown(pb),
        percentileAfter: shown(pa),
        statusBefore,
        statusAfter,
      });
    }
  }
  if (scoreBefore === scoreAfter && bandBefore === bandAfter && !wordChanged) return null;

  const filingChanged =
    after.latestFiled !== null &&
    (before.latestFiled === null || after.latestFiled > before.latestFiled);
  const priceChanged =
    after.lastClose !== null &&
    (before.lastClose === null || !same(before.lastClose, after.lastClose));

  const base = composite(universe(before), applicableOf(before), weightsOf(before));
  const end =
    base === null ? composite(universe(after), applicableOf(after), weightsOf(after)) : null;
  // The weights' own effect: the earlier figures under the later run's weights.
  const reweighed =
    base === null || sameWeights(weightsOf(before), weightsOf(after))
      ? null
      : composite(universe(before), applicableOf(before), weightsOf(after));
  const weightsEffect = reweighed === null || base === null ? null : reweighed - base;
  const reasons: ChangeReason[] = [];
  for (const f of FACTOR_IDS) {
    if (!IN_SCORE.has(f)) continue;
    for (const { id } of FACTORS[f].metrics) {
      const effect = effectOf(id, before, after, base, end);
      if (effect === null || Math.abs(effect) < MIN_EFFECT) continue;
      const b = before.metrics[id] ?? null;
      const a = after.metrics[id] ?? null;
      reasons.push({
        metric: id,
        name: METRIC_CATALOGUE[id].name,
        factor: f,
        before: b,
        after: a,
        percentileBefore: shown(universe(before)(id)),
        percentileAfter: shown(universe(after)(id)),
        effect: Math.round(effect * 100) / 100,
        cause: causeOf(id, b, a, filingChanged, priceChanged),
      });
    }
  }
  // What pushed the score the way it moved comes first, the largest effect first; what pushed
  // against it follows.
  const way = Math.sign((scoreAfter ?? 0) - (scoreBefore ?? 0));
  const against = (r: ChangeReason) => (way !== 0 && Math.sign(r.effect) !== way ? 1 : 0);
  reasons.sort(
    (x, y) =>
      against(x) - against(y) ||
      Math.abs(y.effect) - Math.abs(x.effect) ||
      x.metric.localeCompare(y.metric),
  );

  return {
    since: before.asOf,
    asOf: after.asOf,
    scoreBefore,
    scoreAfter,
    bandBefore,
    bandAfter,
    bandChanged: bandBefore !== null && bandAfter !== null && bandBefore !== bandAfter,
    factors,
    reasons: reasons.slice(0, MAX_REASONS),
    filing: filingChanged ? { before: before.latestFiled, after: after.latestFiled! } : null,
    weights:
      weightsEffect === null || Math.abs(weightsEffect) < MIN_EFFECT
        ? null
        : { effect: Math.round(weightsEffect * 100) / 100 },
    price: priceChanged
      ? {
          before: before.lastClose,
          after: after.lastClose!,
          change:
            before.lastClose !== null && before.lastClose !== 0
              ? Math.round((after.lastClose! / before.lastClose - 1) * 10_000) / 10_000
              : null,
        }
      : null,
  };
}
