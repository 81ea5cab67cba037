import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNDAMENTAL_FIELDS } from '../records';
import { mapCompanyFacts } from './company-facts';

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/missing-concept.json', import.meta.url), 'utf8'),
) as unknown;

describe('a filer without the preferred concepts', () => {
  const { periods, warnings } = mapCompanyFacts(fixture, 'FLBK');

  it('takes revenue from the fallback concept of each period (SalesRevenueNet, then ASC 606)', () => {
    expect(periods.map((p) => [p.periodEnd, p.filed, p.revenue, p.netIncome])).toEqual([
      ['2016-12-31', '2018-02-20', 7500000, 600000],
      ['2017-12-31', '2018-02-20', 8000000, 700000],
      ['2018-12-31', '2019-02-19', 8800000, -750000],
    ]);
  });

  it('adds the debt parts the filer tags without counting current maturities twice', () => {
    // 2017: LongTermDebt (incl. 100,000 current maturities) 2,000,000 + ShortTermBorrowings 150,000.
    // 2018: LongTermDebtNoncurrent 1,800,000 + LongTermDebtCurrent 200,000 + ShortTermBorrowings 50,000.
    // 2016: no debt concept at all → unknown.
    expect(periods.map((p) => p.totalDebt)).toEqual([null, 2150000, 2050000]);
  });

  it('leaves every field without a concept null, never 0', () => {
    const filled = new Set(['revenue', 'netIncome', 'totalDebt']);
    for (const p of periods) {
      for (const field of FUNDAMENTAL_FIELDS) {
        if (!filled.has(field)) expect(p[field], `${p.periodEnd} ${field}`).toBeNull();
      }
    }
    expect(warnings).toEqual([]);
  });
});
