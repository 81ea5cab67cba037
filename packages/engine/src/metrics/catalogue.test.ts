import { describe, expect, it } from 'vitest';
import { METRIC_CATALOGUE } from './catalogue';
import { computeMetrics } from './compute-metrics';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';
import { METRIC_IDS } from './metric-id';

describe('METRIC_CATALOGUE', () => {
  it('defines every metric id, under its own id, and nothing else', () => {
    expect(Object.keys(METRIC_CATALOGUE).sort()).toEqual([...METRIC_IDS].sort());
    for (const id of METRIC_IDS) {
      const def = METRIC_CATALOGUE[id];
      expect(def.id).toBe(id);
      expect(def.name.length).toBeGreaterThan(0);
      expect(def.formula.length).toBeGreaterThan(0);
      expect(def.description.length).toBeGreaterThan(0);
      for (const ref of def.research) {
        expect(ref.citation).toContain(String(ref.year));
        expect(ref.finding.length).toBeGreaterThan(0);
      }
    }
  });

  it('holds about 80 metrics (the spec’s catalogue size)', () => {
    expect(METRIC_IDS.length).toBe(84);
    expect(new Set(METRIC_IDS).size).toBe(METRIC_IDS.length);
  });

  it('holds the rules of thumb of spec §9 exactly', () => {
    expect(METRIC_CATALOGUE.roic.rulesOfThumb).toMatchObject({ good: 0.1, poor: 0.05 });
    expect(METRIC_CATALOGUE.roe.rulesOfThumb).toMatchObject({ good: 0.15, poor: 0.1 });
    expect(METRIC_CATALOGUE.pe.rulesOfThumb).toMatchObject({ good: 10, poor: 20 });
    expect(METRIC_CATALOGUE.sloanRatio.rulesOfThumb).toMatchObject({ poor: 0.1 });
    expect(METRIC_CATALOGUE.sloanRatio.rulesOfThumb?.text).toContain('−10% and 10%');
    expect(METRIC_CATALOGUE.defaultProbability.rulesOfThumb).toMatchObject({ poor: 0.25 });
    expect(METRIC_CATALOGUE.pe.direction).toBe('lower');
    expect(METRIC_CATALOGUE.roic.direction).toBe('higher');
    expect(METRIC_CATALOGUE.defaultProbability.unit).toBe('probability');
    expect(METRIC_CATALOGUE.peg.rulesOfThumb).toMatchObject({ good: 1, poor: 2 });
    expect(METRIC_CATALOGUE.maxDrawdown1y.direction).toBe('lower');
    expect(METRIC_CATALOGUE.dividendPayoutFcf.direction).toBe('neutral');
  });

  it('cites the papers the formulas come from', () => {
    const cites = (id: keyof typeof METRIC_CATALOGUE, author: string): boolean =>
      METRIC_CATALOGUE[id].research.some((r) => r.citation.startsWith(author));
    expect(cites('gpa', 'Novy-Marx')).toBe(true);
    expect(cites('sloanRatio', 'Sloan')).toBe(true);
    expect(cites('piotroskiF', 'Piotroski')).toBe(true);
    expect(cites('altmanZ', 'Altman')).toBe(true);
    expect(cites('netPayoutYield', 'Boudoukh')).toBe(true);
    expect(cites('externalFinancingRatio', 'Bradshaw')).toBe(true);
    expect(cites('momentum12_1', 'Jegadeesh')).toBe(true);
    expect(cites('bookToMarket', 'Fama')).toBe(true);
    expect(cites('pe', 'Basu')).toBe(true);
    expect(cites('assetGrowth1y', 'Cooper')).toBe(true);
    expect(cites('high52wRatio', 'George')).toBe(true);
    expect(cites('volatility1y', 'Ang')).toBe(true);
    expect(cites('evEbit', 'Greenblatt')).toBe(true);
    expect(cites('defaultProbability', 'Campbell')).toBe(true);
    expect(cites('buybackYield', 'Ikenberry')).toBe(true);
    expect(cites('earningsSurprise', 'Bernard')).toBe(true);
    expect(cites('sharesChange1y', 'Pontiff')).toBe(true);
    expect(cites('peg', 'Lynch')).toBe(true);
    expect(cites('evEbitda', 'Loughran')).toBe(true);
    expect(cites('momentum1m', 'Jegadeesh')).toBe(true);
    expect(cites('momentum12m', 'Jegadeesh')).toBe(true);
    expect(cites('cashToAssets', 'Campbell')).toBe(true);
  });

  it('marks the metrics that do not describe financial companies', () => {
    for (const id of [
      'grossMargin',
      'gpa',
      'evEbit',
      'evSales',
      'interestCoverage',
      'netDebtToEquity',
      'debtToEquity',
      'debtToAssets',
      'currentRatio',
      'altmanZ',
      'croic',
      'roic',
      'pfcf',
      'fcfYield',
      'fcfMargin',
      'evEbitda',
      'evFcf',
      'ebitdaMargin',
      'debtToEbitda',
      'cashToAssets',
      'dividendPayoutFcf',
      'freeCashFlowTtm',
    ] as const) {
      expect(METRIC_CATALOGUE[id].appliesToFinancials, id).toBe(false);
    }
    for (const id of [
      'pe',
      'pb',
      'roe',
      'roa',
      'dividendYield',
      'marketCap',
      'peg',
      'equityMultiplier',
      'revenueTtm',
      'maxDrawdown1y',
    ] as const) {
      expect(METRIC_CATALOGUE[id].appliesToFinancials, id).toBe(true);
    }
  });

  it('every metric with appliesToFinancials=false is null for a bank', () => {
    const { values } = computeMetrics(
      richCompany({ sector: 'Finance', industry: 'Savings Institutions' }),
      RICH_AS_OF,
    );
    for (const id of METRIC_IDS) {
      if (!METRIC_CATALOGUE[id].appliesToFinancials) expect(values[id], id).toBeNull();
    }
  });

  it('every metric is computed for a company with every input present', () => {
    const { values } = computeMetrics(richCompany(), RICH_AS_OF);
    const bank = computeMetrics(
      richCompany({ sector: 'Financials', industry: 'Major Banks' }),
      RICH_AS_OF,
    ).values;
    for (const id of METRIC_IDS) {
      const own = METRIC_CATALOGUE[id].financialOnly ? bank : values;
      expect(own[id], id).not.toBeNull();
    }
  });

  it('every financial-only metric is null for an industrial company and applies to financials', () => {
    const { values } = computeMetrics(richCompany(), RICH_AS_OF);
    const only = METRIC_IDS.filter((id) => METRIC_CATALOGUE[id].financialOnly);
    expect(only).toEqual(['insolvencyZ', 'roaVolatility', 'leverageRatio']);
    for (const id of only) {
      expect(values[id], id).toBeNull();
      expect(METRIC_CATALOGUE[id].appliesToFinancials, id).toBe(true);
    }
  });
});
