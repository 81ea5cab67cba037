import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FundamentalPeriod } from '../records';
import { mapCompanyFacts } from './company-facts';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/fifty-three-week-year.json', import.meta.url), 'utf8'),
) as unknown;

const pick = (p: FundamentalPeriod) => ({
  type: p.periodType,
  end: p.periodEnd,
  filed: p.filed,
  fy: p.fiscalYear,
  fp: p.fiscalPeriod,
  revenue: p.revenue,
  netIncome: p.netIncome,
  eps: p.epsDiluted,
  assets: p.totalAssets,
});

describe('a 52/53-week fiscal year (Apple, FY 2022 of 364 days, FY 2023 of 371 days)', () => {
  const { periods } = mapCompanyFacts(fixture, 'AAPL');

  it('groups quarters by the fiscal-year start, not calendar months, and labels the year it ends in', () => {
    expect(periods.map(pick)).toEqual([
      {
        type: 'FY',
        end: '2021-09-25',
        filed: '2022-10-28',
        fy: 2021,
        fp: 'FY',
        revenue: 365817000000,
        netIncome: 94680000000,
        eps: null,
        assets: null,
      },
      // Ends in December 2021 but belongs to fiscal 2022 (year starting 2021-09-26).
      {
        type: 'Q',
        end: '2021-12-25',
        filed: '2023-02-03',
        fy: 2022,
        fp: 'Q1',
        revenue: 123945000000,
        netIncome: 34630000000,
        eps: null,
        assets: null,
      },
      {
        type: 'FY',
        end: '2022-09-24',
        filed: '2022-10-28',
        fy: 2022,
        fp: 'FY',
        revenue: 394328000000,
        netIncome: 99803000000,
        eps: 6.11,
        assets: 352755000000,
      },
      // A 98-day first quarter (the 53rd week) is still Q1.
      {
        type: 'Q',
        end: '2022-12-31',
        filed: '2023-02-03',
        fy: 2023,
        fp: 'Q1',
        revenue: 117154000000,
        netIncome: 29998000000,
        eps: 1.88,
        assets: 346747000000,
      },
      // Net income only year-to-date: H1 54,158 M − Q1 29,998 M. Ends 2023-04-01, i.e. the March quarter.
      {
        type: 'Q',
        end: '2023-04-01',
        filed: '2023-05-05',
        fy: 2023,
        fp: 'Q2',
        revenue: 94836000000,
        netIncome: 24160000000,
        eps: 1.52,
        assets: null,
      },
      {
        type: 'Q',
        end: '2023-07-01',
        filed: '2023-08-04',
        fy: 2023,
        fp: 'Q3',
        revenue: 81797000000,
        netIncome: 19881000000,
        eps: 1.26,
        assets: null,
      },
      // Q4 = FY − 9M YTD (383,285 M − 293,787 M; 96,995 M − 74,039 M). EPS is not additive → null.
      {
        type: 'Q',
        end: '2023-09-30',
        filed: '2023-11-03',
        fy: 2023,
        fp: 'Q4',
        revenue: 89498000000,
        netIncome: 22956000000,
        eps: null,
        assets: 352583000000,
      },
      {
        type: 'FY',
        end: '2023-09-30',
        filed: '2023-11-03',
        fy: 2023,
        fp: 'FY',
        revenue: 383285000000,
        netIncome: 96995000000,
        eps: 6.13,
        assets: 352583000000,
      },
    ]);
  });

  it('labels a year ending on 2023-01-01 as fiscal 2022 and the next one, ending 2023-12-30, as 2023', () => {
    const fact = (start: string, end: string, val: number, accn: string, filed: string) => ({
      start,
      end,
      val,
      accn,
      fy: Number(filed.slice(0, 4)) - 1,
      fp: 'FY',
      form: '10-K',
      filed,
    });
    const document = {
      cik: 5555555,
      entityName: 'Saturday Retail Co',
      facts: {
        'us-gaap': {
          Revenues: {
            label: 'Revenues',
            units: {
              USD: [
                // 52 weeks ending the Sunday nearest 31 December: 364 days, then 52 weeks again.
                fact('2022-01-03', '2023-01-01', 700, '0005555555-23-000004', '2023-02-24'),
                fact('2023-01-02', '2023-12-31', 800, '0005555555-24-000004', '2024-02-23'),
              ],
            },
          },
        },
      },
    };
    expect(
      mapCompanyFacts(document, 'SATR').periods.map((p) => [p.periodEnd, p.fiscalYear, p.revenue]),
    ).toEqual([
      ['2023-01-01', 2022, 700],
      ['2023-12-31', 2023, 800],
    ]);
  });
});
