import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fundamentalPeriodSchema, type FundamentalPeriod } from '../records';
import { mapCompanyFacts } from './company-facts';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/ytd-cash-flows.json', import.meta.url), 'utf8'),
) as unknown;

const pick = (p: FundamentalPeriod) => ({
  type: p.periodType,
  end: p.periodEnd,
  filed: p.filed,
  fy: p.fiscalYear,
  fp: p.fiscalPeriod,
  ocf: p.operatingCashFlow,
  capex: p.capex,
  fcf: p.freeCashFlow,
});

describe('10-Qs that report cash flows only year-to-date', () => {
  const { periods, warnings } = mapCompanyFacts(fixture, 'YTDX');

  it('turns 6- and 9-month values into discrete quarters and derives Q4 from the 10-K', () => {
    expect(periods.map(pick)).toEqual([
      // Prior-year comparatives become public with the current year's 10-Qs.
      {
        type: 'Q',
        end: '2022-03-31',
        filed: '2023-05-05',
        fy: 2022,
        fp: 'Q1',
        ocf: 180000,
        capex: 40000,
        fcf: 140000,
      },
      // H1 2022 400,000 − Q1 180,000; capex 90,000 − 40,000.
      {
        type: 'Q',
        end: '2022-06-30',
        filed: '2023-08-04',
        fy: 2022,
        fp: 'Q2',
        ocf: 220000,
        capex: 50000,
        fcf: 170000,
      },
      // 9M 2022 690,000 − H1 400,000; no 9-month capex for 2022 was ever filed → null, not 0.
      {
        type: 'Q',
        end: '2022-09-30',
        filed: '2023-11-03',
        fy: 2022,
        fp: 'Q3',
        ocf: 290000,
        capex: null,
        fcf: null,
      },
      // FY 1,000,000 − 9M 690,000, public only once the 9-month comparative was filed.
      {
        type: 'Q',
        end: '2022-12-31',
        filed: '2023-11-03',
        fy: 2022,
        fp: 'Q4',
        ocf: 310000,
        capex: null,
        fcf: null,
      },
      {
        type: 'FY',
        end: '2022-12-31',
        filed: '2023-02-20',
        fy: 2022,
        fp: 'FY',
        ocf: 1000000,
        capex: 300000,
        fcf: 700000,
      },
      {
        type: 'Q',
        end: '2023-03-31',
        filed: '2023-05-05',
        fy: 2023,
        fp: 'Q1',
        ocf: 200000,
        capex: 50000,
        fcf: 150000,
      },
      // H1 450,000 − Q1 200,000; capex 120,000 − 50,000.
      {
        type: 'Q',
        end: '2023-06-30',
        filed: '2023-08-04',
        fy: 2023,
        fp: 'Q2',
        ocf: 250000,
        capex: 70000,
        fcf: 180000,
      },
      // OCF: 9M 720,000 − H1 450,000. Capex: the Q3 10-Q gave the 3-month value directly.
      {
        type: 'Q',
        end: '2023-09-30',
        filed: '2023-11-03',
        fy: 2023,
        fp: 'Q3',
        ocf: 270000,
        capex: 80000,
        fcf: 190000,
      },
      // OCF: FY 1,010,000 − 9M 720,000. Capex: no 9M figure, so FY 290,000 − (50,000 + 70,000 + 80,000).
      {
        type: 'Q',
        end: '2023-12-31',
        filed: '2024-02-16',
        fy: 2023,
        fp: 'Q4',
        ocf: 290000,
        capex: 90000,
        fcf: 200000,
      },
      {
        type: 'FY',
        end: '2023-12-31',
        filed: '2024-02-16',
        fy: 2023,
        fp: 'FY',
        ocf: 1010000,
        capex: 290000,
        fcf: 720000,
      },
    ]);
  });

  it('adds nothing for the identical FY 2022 comparative in the FY 2023 10-K', () => {
    expect(
      periods.filter((p) => p.periodType === 'FY' && p.periodEnd === '2022-12-31'),
    ).toHaveLength(1);
  });

  it('emits only schema-valid sec_edgar records with untouched fields left null', () => {
    for (const p of periods) {
      expect(fundamentalPeriodSchema.parse(p)).toEqual(p);
      expect(p.source).toBe('sec_edgar');
      expect(p.symbol).toBe('YTDX');
      expect(p.revenue).toBeNull();
      expect(p.totalAssets).toBeNull();
    }
    expect(warnings).toEqual([]);
  });
});
