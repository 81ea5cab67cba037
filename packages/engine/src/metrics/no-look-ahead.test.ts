import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompanyInput, PeriodInput } from '../types';
import { computeMetrics } from './compute-metrics';
import { dayNumber, isoFromDays } from './day-number';
import { addDays, company, period } from './fixtures/builders';
import { mulberry32, typicalCompany } from './fixtures/typical-company';
import { prepareCompany } from './prepare';

const NUMERIC_FIELDS = [
  'revenue',
  'grossProfit',
  'operatingIncome',
  'netIncome',
  'epsDiluted',
  'sharesOutstanding',
  'totalAssets',
  'currentAssets',
  'currentLiabilities',
  'totalLiabilities',
  'equity',
  'cash',
  'totalDebt',
  'interestExpense',
  'operatingCashFlow',
  'capex',
  'freeCashFlow',
  'depreciation',
  'dividendsPaid',
  'shareRepurchases',
  'stockIssued',
  'debtIssued',
  'debtRepaid',
] as const satisfies readonly (keyof PeriodInput)[];

/** Changes every figure, price, dividend, surprise and estimate dated after `asOf`. */
function mutateFuture(base: CompanyInput, asOf: string, seed: number): CompanyInput {
  const random = mulberry32(seed);
  const wild = (): number | null => {
    const r = random();
    if (r < 0.15) return null;
    if (r < 0.25) return 0;
    return (random() - 0.3) * 10 ** Math.floor(random() * 12);
  };
  const future = (p: PeriodInput): boolean => p.filed === null || p.filed > asOf;
  // Future share counts keep their split scale: reports filed later are read for one thing only,
  // the splits that put past counts on the adjusted-price basis (prepare.ts `priceBasis`; the
  // split-basis tests cover it). Changes of up to ±5% (issuance, buybacks) are made.
  const periods = base.periods.map((p) => {
    if (!future(p)) return p;
    const copy: PeriodInput = { ...p };
    for (const field of NUMERIC_FIELDS) {
      copy[field] =
        field === 'sharesOutstanding'
          ? p.sharesOutstanding === null
            ? null
            : p.sharesOutstanding * (0.95 + 0.1 * random())
          : wild();
    }
    return copy;
  });
  // A restatement of a visible period, filed after asOf, and a brand-new future quarter.
  const visible = base.periods.filter((p) => !future(p));
  const target = visible[Math.floor(random() * visible.length)];
  if (target) {
    periods.push({
      ...target,
      filed: addDays(asOf, 1 + Math.floor(random() * 300)),
      netIncome: wild(),
      revenue: wild(),
    });
  }
  periods.push(
    period('Q', addDays(asOf, 10), {
      filed: addDays(asOf, 40),
      revenue: wild(),
      netIncome: wild(),
      sharesOutstanding: null,
    }),
  );
  return company({
    ...base,
    periods,
    dailyPrices: base.dailyPrices.map((p) =>
      p.date > asOf ? { ...p, close: p.close * (0.2 + 3 * random()), volume: wild() } : p,
    ),
    monthlyPrices: base.monthlyPrices.map((m) =>
      m.monthEnd > asOf ? { ...m, close: 1 + 100 * random(), adjClose: wild() } : m,
    ),
    dividends: [
      ...base.dividends.map((d) => (d.exDate > asOf ? { ...d, amount: 10 * random() } : d)),
      { exDate: addDays(asOf, 3), amount: 5 },
    ],
    earningsSurprises: [
      ...base.earningsSurprises.map((s) => (s.date > asOf ? { ...s, surprisePct: wild() } : s)),
      { date: addDays(asOf, 1), surprisePct: 99 },
    ],
    estimate:
      base.estimate && base.estimate.asOf > asOf
        ? {
            ...base.estimate,
            marketCap: wild(),
            targetPrice: wild(),
            epsNextYear: wild(),
            forwardPe: wild(),
            avgVolume: wild(),
          }
        : base.estimate,
  });
}

describe('no look-ahead', () => {
  const base = typicalCompany(3);
  const prepared = prepareCompany(base);
  const asOfDates = fc
    .integer({ min: dayNumber('2004-01-01'), max: dayNumber('2026-08-31') })
    .map(isoFromDays);

  it('changing anything filed or dated after asOf changes no metric as of asOf', () => {
    fc.assert(
      fc.property(asOfDates, fc.integer(), (asOf, seed) => {
        const before = computeMetrics(prepared, asOf);
        const after = computeMetrics(mutateFuture(base, asOf, seed), asOf);
        expect(after).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  it('holds around the snapshot date, where the TTM row and the estimate appear', () => {
    for (const asOf of ['2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03']) {
      const before = computeMetrics(prepared, asOf);
      const after = computeMetrics(mutateFuture(base, asOf, 42), asOf);
      expect(after, asOf).toEqual(before);
    }
    // …and the estimate is used from its date on: market cap follows it on 2026-07-02.
    const day = computeMetrics(prepared, '2026-07-02');
    expect(day.values.marketCap).toBeCloseTo(base.estimate!.marketCap!, 3);
  });

  it('gives the same result for the raw and the prepared company', () => {
    for (const asOf of ['2012-06-30', '2023-03-31', '2026-07-02']) {
      expect(computeMetrics(base, asOf)).toEqual(computeMetrics(prepared, asOf));
    }
  });
});
