import { describe, expect, it } from 'vitest';
import { METRIC_CATALOGUE } from './catalogue';
import { computeMetrics } from './compute-metrics';
import { RICH_AS_OF, richCompany } from './fixtures/rich-company';
import { METRIC_IDS } from './metric-id';

describe('a bank', () => {
  const industrial = computeMetrics(richCompany(), RICH_AS_OF);
  const bank = computeMetrics(
    richCompany({ sector: 'Finance', industry: 'Major Banks' }),
    RICH_AS_OF,
  );

  it('is flagged as financial', () => {
    expect(bank.context.isFinancial).toBe(true);
    expect(industrial.context.isFinancial).toBe(false);
  });

  it('gets null for every metric that does not apply to financials (computed for the same figures otherwise)', () => {
    for (const id of METRIC_IDS) {
      if (METRIC_CATALOGUE[id].appliesToFinancials) continue;
      expect(industrial.values[id], id).not.toBeNull();
      expect(bank.values[id], id).toBeNull();
    }
    for (const id of [
      'grossMargin',
      'gpa',
      'evEbit',
      'evSales',
      'interestCoverage',
      'altmanZ',
      'roic',
      'croic',
      'currentRatio',
      'netDebtToEquity',
    ] as const) {
      expect(bank.values[id], id).toBeNull();
    }
  });

  it('keeps the metrics that do apply, with the same values', () => {
    for (const id of METRIC_IDS) {
      const def = METRIC_CATALOGUE[id];
      if (!def.appliesToFinancials || def.financialOnly) continue;
      expect(bank.values[id], id).toBe(industrial.values[id]);
    }
    expect(bank.values.roe).toBe(572 / 6300);
    expect(bank.values.pb).not.toBeNull();
  });
});
