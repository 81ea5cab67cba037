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
  it('writes the number, the rule of thumb and the sector comparison', () => {
    const attrs = companyAttributes(
      snapshot({ roic: 0.32 }),
      score({ roic: { universe: 95, sector: 91 } }),
    );
    expect(attrs).toEqual([
      {
        kind: 'positive',
        metric: 'roic',
        factor: 'profitability',
        text: 'Return on invested capital of 32% meets the rule of thumb (above 10% is good, below 5% is poor) and is better than 91% of its sector.',
        importance: expect.any(Number),
        // What another language needs to write the sentence anew (issue 23).
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
    expect(attr).toMatchObject({
      kind: 'negative',
      text: 'Price / earnings of 35 fails the rule of thumb (below 10 is cheap, above 20 is expensive) and is worse than 88% of its sector.',
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

  it('keeps two decimals for small ratios', () => {
    const [attr] = companyAttributes(
      snapshot({ bookToMarket: 0.024 }),
      score({ bookToMarket: { universe: 2, sector: 1 } }),
    );
    expect(attr!.text).toBe('Book-to-market of 0.02 is worse than 99% of its sector.');
  });

  it('says nothing about missing metrics', () => {
    expect(companyAttributes(snapshot({}), score({}))).toEqual([]);
  });
});
