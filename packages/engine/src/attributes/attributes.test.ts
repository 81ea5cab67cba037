import { describe, expect, it } from 'vitest';
import { METRIC_IDS, type MetricSnapshot, type MetricValues } from '../metrics/metric-id';
import type { CompanyScore } from '../scoring/score-universe';
import { companyAttributes } from './attributes';

const values = (v: Partial<MetricValues>): MetricValues =>
  ({ ...Object.fromEntries(METRIC_IDS.map((id) => [id, null])), ...v }) as MetricValues;

function snapshot(v: Partial<MetricValues>): MetricSnapshot {
  return { values: values(v), context: {} as MetricSnapshot['context'] };
}

function score(pcts: CompanyScore['metricPercentiles']): CompanyScore {
  return {
    symbol: 'X',
    factors: {} as CompanyScore['factors'],
    evidentScoreValue: null,
    evidentScorePercentile: null,
    metricPercentiles: pcts,
  };
}

describe('attributes', () => {
  it('gives the number, the rule of thumb’s verdict and the standings, never a sentence', () => {
    const attrs = companyAttributes(
      snapshot({ roic: 0.32 }),
      score({ roic: { universe: 95, sector: 91 } }),
    );
    expect(attrs).toEqual([
      {
        kind: 'positive',
        metric: 'roic',
        factor: 'profitability',
        importance: expect.any(Number),
        // What the API writes the sentence from, in the reader's language (ADR 055).
        value: 0.32,
        verdict: 'good',
        sectorPercentile: 91,
        universePercentile: 95,
      },
    ]);
  });

  it('judges lower-is-better rules (P/E above 20 is expensive) as negative', () => {
    const [attr] = companyAttributes(
      snapshot({ pe: 35 }),
      score({ pe: { universe: 20, sector: 12 } }),
    );
    expect(attr).toEqual({
      kind: 'negative',
      metric: 'pe',
      factor: 'value',
      importance: expect.any(Number),
      value: 35,
      verdict: 'poor',
      sectorPercentile: 12,
      universePercentile: 20,
    });
  });

  it('without a rule, uses the sector: top quartile positive, bottom negative, else neutral', () => {
    const attrs = companyAttributes(
      snapshot({ gpa: 0.6, fcfYield: 0.01, revenueCagr3y: 0.05 }),
      score({
        gpa: { universe: 90, sector: 80 },
        fcfYield: { universe: 10, sector: 20 },
        revenueCagr3y: { universe: 55, sector: 50 },
      }),
    );
    const kinds = Object.fromEntries(attrs.map((a) => [a.metric, a.kind]));
    expect(kinds).toEqual({ gpa: 'positive', fcfYield: 'negative', revenueCagr3y: 'neutral' });
  });

  it('ranks by importance and keeps at most six of each kind', () => {
    const v: Partial<MetricValues> = {};
    const p: CompanyScore['metricPercentiles'] = {};
    for (const id of [
      'gpa',
      'roe',
      'operatingMargin',
      'fcfMargin',
      'croic',
      'earningsYield',
      'fcfYield',
      'bookToMarket',
    ] as const) {
      v[id] = 0.2;
      p[id] = { universe: 99, sector: 99 };
    }
    const attrs = companyAttributes(snapshot(v), score(p));
    expect(attrs.filter((a) => a.kind === 'positive')).toHaveLength(6);
    const importance = attrs.map((a) => a.importance);
    expect([...importance].sort((a, b) => b - a)).toEqual(importance);
  });

  it('says nothing about missing metrics', () => {
    expect(companyAttributes(snapshot({}), score({}))).toEqual([]);
  });
});
