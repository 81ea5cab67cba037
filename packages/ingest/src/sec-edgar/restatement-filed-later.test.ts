import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FundamentalPeriod } from '../records';
import { mapCompanyFacts } from './company-facts';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/restatement-filed-later.json', import.meta.url), 'utf8'),
) as unknown;

const pick = (p: FundamentalPeriod) => ({
  type: p.periodType,
  end: p.periodEnd,
  filed: p.filed,
  fy: p.fiscalYear,
  revenue: p.revenue,
  netIncome: p.netIncome,
  assets: p.totalAssets,
});

describe('a period restated in a later filing', () => {
  const { periods } = mapCompanyFacts(fixture, 'RSTD');

  it('keeps what was public first and adds each changed version with its own filed date', () => {
    expect(periods.map(pick)).toEqual([
      {
        type: 'FY',
        end: '2021-12-31',
        filed: '2023-03-01',
        fy: 2021,
        revenue: 9000000,
        netIncome: 1000000,
        assets: 45000000,
      },
      // The FY 2023 10-K shows FY 2021 revenue changed (no amendment filed for it).
      {
        type: 'FY',
        end: '2021-12-31',
        filed: '2024-02-28',
        fy: 2021,
        revenue: 9100000,
        netIncome: 1000000,
        assets: 45000000,
      },
      // Two Assets facts in the original 10-K: the one SEC framed (50,000,000) wins over 50,100,000.
      {
        type: 'FY',
        end: '2022-12-31',
        filed: '2023-03-01',
        fy: 2022,
        revenue: 10000000,
        netIncome: 1200000,
        assets: 50000000,
      },
      // The 10-K/A restates revenue; the repeated comparative of 2024-02-28 adds nothing.
      {
        type: 'FY',
        end: '2022-12-31',
        filed: '2023-06-15',
        fy: 2022,
        revenue: 9500000,
        netIncome: 1200000,
        assets: 50000000,
      },
      // The earnings 8-K of 2024-02-01 is ignored: FY 2023 becomes public with the 10-K.
      {
        type: 'FY',
        end: '2023-12-31',
        filed: '2024-02-28',
        fy: 2023,
        revenue: 11000000,
        netIncome: 1500000,
        assets: 55000000,
      },
    ]);
  });

  it('lets an as-of reader see the original figure before the amendment and the restated one after', () => {
    const asOf = (date: string) =>
      periods
        .filter((p) => p.periodEnd === '2022-12-31' && p.filed !== null && p.filed <= date)
        .at(-1)?.revenue;
    expect(asOf('2023-02-28')).toBeUndefined();
    expect(asOf('2023-06-14')).toBe(10000000);
    expect(asOf('2023-06-15')).toBe(9500000);
  });

  it('gives the same answer whatever the order of the facts in the JSON', () => {
    const reversed = structuredClone(fixture) as {
      facts: Record<string, Record<string, { units: Record<string, unknown[]> }>>;
    };
    for (const concept of Object.values(reversed.facts['us-gaap']!)) {
      for (const unit of Object.keys(concept.units)) concept.units[unit]!.reverse();
    }
    expect(mapCompanyFacts(reversed, 'RSTD').periods).toEqual(periods);
  });
});
