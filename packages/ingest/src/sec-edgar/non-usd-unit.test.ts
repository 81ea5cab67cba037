import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapCompanyFacts } from './company-facts';
import { SecEdgarFormatError } from './errors';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/non-usd-unit.json', import.meta.url), 'utf8'),
) as unknown;

describe('facts reported in a currency other than USD', () => {
  const { periods, warnings } = mapCompanyFacts(fixture, 'EURO');

  it('does not convert them: the fields stay null, the share count (unit shares) is kept', () => {
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({
      periodType: 'FY',
      periodEnd: '2023-12-31',
      filed: '2024-03-15',
      fiscalYear: 2023,
      revenue: null,
      netIncome: null,
      epsDiluted: null,
      capex: null,
      freeCashFlow: null,
      sharesOutstanding: 200000,
    });
  });

  it('reports one warning per field, concept and foreign unit, plus the malformed fact', () => {
    expect(warnings).toEqual([
      {
        field: 'revenue',
        concept: 'Revenues',
        unit: 'EUR',
        reason: 'reported in EUR, expected USD; not converted',
      },
      {
        field: 'netIncome',
        concept: 'NetIncomeLoss',
        unit: 'EUR',
        reason: 'reported in EUR, expected USD; not converted',
      },
      {
        field: 'epsDiluted',
        concept: 'EarningsPerShareDiluted',
        unit: 'EUR/shares',
        reason: 'reported in EUR/shares, expected USD/shares; not converted',
      },
      {
        field: 'sharesOutstanding',
        concept: 'WeightedAverageNumberOfDilutedSharesOutstanding',
        unit: 'shares',
        reason: '1 malformed fact(s) skipped',
      },
      {
        field: 'capex',
        concept: 'PaymentsToAcquirePropertyPlantAndEquipment',
        unit: 'JPY',
        reason: 'reported in JPY, expected USD; not converted',
      },
    ]);
  });

  it('maps an IFRS-only filer to no periods with a warning, and refuses a document of another shape', () => {
    const ifrs = { cik: 6666666, entityName: 'IFRS plc', facts: { 'ifrs-full': {}, dei: {} } };
    expect(mapCompanyFacts(ifrs, 'IFRS')).toEqual({
      periods: [],
      warnings: [
        {
          field: null,
          concept: null,
          unit: null,
          reason: 'no us-gaap facts (taxonomies: ifrs-full, dei); IFRS filers are not mapped',
        },
      ],
    });
    expect(() => mapCompanyFacts({ cik: 1, facts: [] }, 'BAD')).toThrow(SecEdgarFormatError);
    expect(() => mapCompanyFacts('<html>Request Rate Threshold Exceeded</html>', 'BAD')).toThrow(
      SecEdgarFormatError,
    );
  });
});
