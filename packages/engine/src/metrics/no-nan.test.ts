import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompanyInput, PeriodInput, PeriodType } from '../types';
import { computeMetrics } from './compute-metrics';
import { dayNumber, isoFromDays } from './day-number';
import { company } from './fixtures/builders';
import { METRIC_IDS } from './metric-id';

const nasty = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 4, arbitrary: fc.double({ min: -1e12, max: 1e12, noNaN: true }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      1e300,
      -1e300,
      1e-300,
      -1e-300,
      5e-324,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
    ),
  },
);
const positiveOrNasty = fc.oneof(
  fc.double({ min: 0.01, max: 1e4, noNaN: true }),
  fc.constantFrom(0, -1, 1e300, 1e-300),
);
const dayIn = (from: string, to: string) =>
  fc.integer({ min: dayNumber(from), max: dayNumber(to) });

const periodArb: fc.Arbitrary<PeriodInput> = fc
  .record({
    type: fc.constantFrom<PeriodType>('Q', 'Q', 'Q', 'FY', 'TTM'),
    end: dayIn('2018-01-01', '2026-07-02'),
    lag: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null, freq: 10 }),
    values: fc.array(nasty, { minLength: 23, maxLength: 23 }),
  })
  .map(({ type, end, lag, values }) => {
    const v = (i: number): number | null => values[i] ?? null;
    return {
      periodType: type,
      periodEnd: isoFromDays(end),
      filed: lag === null ? null : isoFromDays(end + lag),
      fiscalYear: null,
      fiscalPeriod: null,
      revenue: v(0),
      grossProfit: v(1),
      operatingIncome: v(2),
      netIncome: v(3),
      epsDiluted: v(4),
      sharesOutstanding: v(5),
      totalAssets: v(6),
      currentAssets: v(7),
      currentLiabilities: v(8),
      totalLiabilities: v(9),
      equity: v(10),
      cash: v(11),
      totalDebt: v(12),
      interestExpense: v(13),
      operatingCashFlow: v(14),
      capex: v(15),
      freeCashFlow: v(16),
      depreciation: v(17),
      dividendsPaid: v(18),
      shareRepurchases: v(19),
      stockIssued: v(20),
      debtIssued: v(21),
      debtRepaid: v(22),
    };
  });

/** Regular quarters (so that TTM, growth and CAGR paths are exercised) with nasty figures. */
const quarterlyArb: fc.Arbitrary<PeriodInput[]> = fc
  .array(fc.array(nasty, { minLength: 23, maxLength: 23 }), { minLength: 0, maxLength: 28 })
  .chain((rows) =>
    periodArb.map((template) =>
      rows.map((values, i) => {
        const end = dayNumber('2019-03-31') + Math.round(i * 91.3);
        const p: PeriodInput = {
          ...template,
          periodType: 'Q',
          periodEnd: isoFromDays(end),
          filed: isoFromDays(end + 30),
        };
        const keys = Object.keys(p).filter(
          (k) => !['periodType', 'periodEnd', 'filed', 'fiscalYear', 'fiscalPeriod'].includes(k),
        );
        keys.forEach(
          (k, j) => ((p as unknown as Record<string, number | null>)[k] = values[j] ?? null),
        );
        return p;
      }),
    ),
  );

const companyArb: fc.Arbitrary<CompanyInput> = fc
  .record({
    periods: fc.array(periodArb, { maxLength: 30 }),
    quarters: quarterlyArb,
    daily: fc.array(
      fc.record({ day: dayIn('2019-01-01', '2026-07-02'), close: positiveOrNasty, volume: nasty }),
      { maxLength: 300 },
    ),
    dailyRun: fc.array(positiveOrNasty, { maxLength: 400 }),
    monthly: fc.array(
      fc.record({ month: fc.integer({ min: 0, max: 120 }), close: nasty, adj: nasty }),
      { maxLength: 80 },
    ),
    dividends: fc.array(
      fc.record({ day: dayIn('2019-01-01', '2026-07-02'), amount: fc.double({ noNaN: true }) }),
      { maxLength: 12 },
    ),
    surprises: fc.array(fc.record({ day: dayIn('2019-01-01', '2026-07-02'), pct: nasty }), {
      maxLength: 12,
    }),
    estimate: fc.option(
      fc.record({
        day: dayIn('2019-01-01', '2026-07-02'),
        a: nasty,
        b: nasty,
        c: nasty,
        d: nasty,
        e: nasty,
      }),
      { nil: null },
    ),
    sector: fc.constantFrom('Technology', 'Finance', null),
  })
  .map((r) => {
    const runStart = dayNumber('2024-01-01');
    const daily = [
      ...r.daily.map((d) => ({ date: isoFromDays(d.day), close: d.close, volume: d.volume })),
      ...r.dailyRun.map((close, i) => ({ date: isoFromDays(runStart + i), close, volume: 1000 })),
    ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return company({
      sector: r.sector,
      periods: [...r.periods, ...r.quarters],
      dailyPrices: daily,
      monthlyPrices: [...new Map(r.monthly.map((m) => [m.month, m])).values()]
        .sort((a, b) => a.month - b.month)
        .map((m) => ({
          monthEnd: isoFromDays(dayNumber('2016-01-31') + Math.round(m.month * 30.44)),
          close: m.close,
          adjClose: m.adj,
        })),
      dividends: r.dividends
        .map((d) => ({ exDate: isoFromDays(d.day), amount: d.amount }))
        .sort((a, b) => (a.exDate < b.exDate ? -1 : 1)),
      earningsSurprises: r.surprises
        .map((s) => ({ date: isoFromDays(s.day), surprisePct: s.pct }))
        .sort((a, b) => (a.date < b.date ? -1 : 1)),
      estimate:
        r.estimate === null
          ? null
          : {
              asOf: isoFromDays(r.estimate.day),
              marketCap: r.estimate.a,
              targetPrice: r.estimate.b,
              epsNextYear: r.estimate.c,
              forwardPe: r.estimate.d,
              avgVolume: r.estimate.e,
            },
    });
  });

function expectNullOrFinite(value: unknown, label: string): void {
  if (value === null) return;
  expect(typeof value, label).toBe('number');
  expect(Number.isFinite(value), `${label} = ${String(value)}`).toBe(true);
}

describe('no NaN, no Infinity', () => {
  it('every metric of a random company with nulls, zeros, negatives and huge values is null or finite', () => {
    fc.assert(
      fc.property(companyArb, dayIn('2019-06-01', '2026-12-31'), (c, asOf) => {
        const { values, context } = computeMetrics(c, isoFromDays(asOf));
        for (const id of METRIC_IDS) expectNullOrFinite(values[id], id);
        expect(Object.keys(values).sort()).toEqual([...METRIC_IDS].sort());
        const { ttm, balance } = context;
        for (const [k, v] of Object.entries({
          ...ttm,
          ...balance,
          lastClose: context.lastClose,
          shares: context.sharesOutstanding,
        })) {
          if (k === 'basis' || k === 'periodEnd') continue;
          expectNullOrFinite(v, `context.${k}`);
        }
        const p = values.defaultProbability;
        if (p !== null) expect(p >= 0 && p <= 1).toBe(true);
        const f = values.piotroskiF;
        if (f !== null) expect(f >= 0 && f <= 9).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
