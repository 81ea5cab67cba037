import { METRIC_CATALOGUE } from '../metrics/catalogue';
import type { MetricId, MetricSnapshot } from '../metrics/metric-id';
import {
  COMPOSITE_WEIGHTS,
  FACTOR_IDS,
  FACTORS,
  type CompositeWeights,
  type FactorId,
} from '../scoring/factors';
import type { CompanyScore } from '../scoring/score-universe';

/**
 * Positive, neutral and negative attributes: one per metric with its number, judged
 * against the metric's rule of thumb (spec §9) when it has one, else against its sector
 * (percentile ≥ 75 positive, ≤ 25 negative), ranked by importance: the weight of the metric in
 * its factor × the factor's weight in the score (momentum and quality count half), × how far
 * the company is from its sector's middle, + a bonus when a rule of thumb is met or failed.
 */
export type AttributeKind = 'positive' | 'neutral' | 'negative';

/**
 * An attribute is its figures, never a sentence (ADR 055): the API writes "Return on invested
 * capital of 32% meets the rule of thumb (…) and is better than 91% of its sector." from them,
 * in the reader's language.
 */
export interface Attribute {
  kind: AttributeKind;
  metric: MetricId;
  factor: FactorId;
  importance: number;
  /** The metric's value the sentence names. */
  value: number;
  /** Its rule of thumb's verdict, when it has one and the value meets or fails it. */
  verdict: 'good' | 'poor' | null;
  /** Its percentile in its sector, and among all companies (0–100). */
  sectorPercentile: number | null;
  universePercentile: number | null;
}

export const ATTRIBUTES_PER_KIND = 6;

/** A metric value as the sentences write it (32%, 14.2, $1.2B). */
export function formatValue(id: MetricId, v: number): string {
  const unit = METRIC_CATALOGUE[id].unit;
  const abs = Math.abs(v);
  switch (unit) {
    case 'percent':
    case 'probability':
      return `${(v * 100).toFixed(abs < 0.1 ? 1 : 0)}%`;
    case 'usd':
      if (abs >= 1e12) return `$${(v / 1e12).toFixed(2)}T`;
      if (abs >= 1e9) return `$${(v / 1e9).toFixed(1)}B`;
      if (abs >= 1e6) return `$${(v / 1e6).toFixed(0)}M`;
      return `$${v.toFixed(0)}`;
    case 'score':
      return v.toFixed(abs < 10 ? 1 : 0);
    default:
      return v.toFixed(abs < 1 ? 2 : abs < 10 ? 1 : 0);
  }
}

/** 'good' | 'poor' | null by the metric's rule of thumb. */
function ruleVerdict(id: MetricId, v: number): 'good' | 'poor' | null {
  const def = METRIC_CATALOGUE[id];
  const rule = def.rulesOfThumb;
  if (!rule) return null;
  if (def.direction === 'lower') {
    if (rule.good !== undefined && v <= rule.good) return 'good';
    if (rule.poor !== undefined && v > rule.poor) return 'poor';
    return null;
  }
  if (rule.good !== undefined && v >= rule.good) return 'good';
  if (rule.poor !== undefined && v < rule.poor) return 'poor';
  return null;
}

/**
 * Readers know P/E and its rule of thumb (spec §9) better than its inverse: attributes speak of
 * P/E where the value factor uses earnings yield.
 */
const SPOKEN_AS: Partial<Record<MetricId, MetricId>> = { earningsYield: 'pe' };

/** Each metric's factor and its share of that factor's metric weights. */
const FACTOR_OF = new Map<MetricId, { factor: FactorId; share: number }>();
for (const f of FACTOR_IDS) {
  const total = FACTORS[f].metrics.reduce((n, m) => n + m.weight, 0);
  for (const m of FACTORS[f].metrics) {
    const id = SPOKEN_AS[m.id] ?? m.id;
    if (!FACTOR_OF.has(id)) FACTOR_OF.set(id, { factor: f, share: m.weight / total });
  }
}

/** A company's attributes, ranked by the weight each metric carries in the run's composite. */
export function companyAttributes(
  snapshot: MetricSnapshot,
  score: CompanyScore,
  compositeWeights: CompositeWeights = COMPOSITE_WEIGHTS,
): Attribute[] {
  const out: Attribute[] = [];
  for (const [id, place] of FACTOR_OF) {
    const weight = place.share * (compositeWeights[place.factor] ?? 0.1);
    const v = snapshot.values[id];
    const pct = score.metricPercentiles[id];
    if (v === null || !pct) continue;
    const sector = pct.sector;
    const verdict = ruleVerdict(id, v);
    let kind: AttributeKind;
    if (verdict === 'good') kind = 'positive';
    else if (verdict === 'poor') kind = 'negative';
    else if (sector !== null && sector >= 75) kind = 'positive';
    else if (sector !== null && sector <= 25) kind = 'negative';
    else kind = 'neutral';

    const distance = Math.abs((sector ?? pct.universe ?? 50) - 50) / 50;
    const importance =
      Math.round((weight * (0.25 + distance) + (verdict ? 0.05 : 0)) * 10_000) / 10_000;
    out.push({
      kind,
      metric: id,
      factor: place.factor,
      importance,
      value: v,
      verdict,
      sectorPercentile: sector,
      universePercentile: pct.universe ?? null,
    });
  }
  const ranked = out.sort(
    (a, b) => b.importance - a.importance || a.metric.localeCompare(b.metric),
  );
  const counts: Record<AttributeKind, number> = { positive: 0, neutral: 0, negative: 0 };
  return ranked.filter((a) => (counts[a.kind] += 1) <= ATTRIBUTES_PER_KIND);
}
