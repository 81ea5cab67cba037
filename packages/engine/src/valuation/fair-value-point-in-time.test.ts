import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../metrics/compute-metrics';
import { dayNumber } from '../metrics/day-number';
import {
  company,
  flatPrices,
  monthlyCloses,
  period,
  quarterSeries,
} from '../metrics/fixtures/builders';
import { typicalCompany } from '../metrics/fixtures/typical-company';
import { isPreparedCompany, prepareCompany, type PreparedCompany } from '../metrics/prepare';
import { scoreAsOf } from '../scoring/score-run';
import type { CompanyInput, PeriodInput } from '../types';
import { fairValueOf, type FairValue, type MethodValue } from './fair-value';

/*
 * The fair value as of a date D uses only what was filed and priced by D (ADR 031): periods filed
 * after D, prices after D and an estimate published after D change nothing; the same data before
 * D does change it (so the tests can fail). And each kind of company gets its methods.
 */
const D = '2024-06-30';

/**
 * 52 quarters (31 Mar 2013 … 31 Dec 2025, each filed 30 days after its end): revenue 1000 growing
 * 2% a quarter, a net margin around 10%, free cash flow `fcfMargin` of revenue, 100 shares;
 * month-end closes Jan 2013 … Jun 2026 on a path that grows with revenue and swings ±20%; an
 * analyst estimate published 15 Jan 2025 (after D).
 */
function synthetic(over: Partial<CompanyInput> = {}, fcfMargin = 0.12): CompanyInput {
  const periods = quarterSeries('2025-12-31', 52, (i) => {
    const revenue = 1000 * 1.02 ** i;
    return {
      revenue,
      netIncome: revenue * (0.1 + 0.02 * Math.sin(i)),
      freeCashFlow: revenue * fcfMargin,
      equity: 5000 + 50 * i,
      totalAssets: 12_000 + 100 * i,
      sharesOutstanding: 100,
    };
  });
  return company({
    periods,
    monthlyPrices: monthlyCloses(
      '2026-06-30',
      162,
      (m) => 60 * 1.0066 ** m * (1 + 0.2 * Math.sin(m / 4)),
    ),
    estimate: {
      asOf: '2025-01-15',
      targetPrice: 250,
      epsNextYear: 14,
      forwardPe: 15,
      marketCap: null,
      avgVolume: 10_000,
    },
    ...over,
  });
}

function fairValueAt(input: CompanyInput | PreparedCompany, asOf = D): FairValue {
  const prepared = isPreparedCompany(input) ? input : prepareCompany(input);
  return fairValueOf(prepared, computeMetrics(prepared, asOf), dayNumber(asOf));
}

const figure = (m: MethodValue | undefined) => m?.value ?? null;
const methodOf = (fv: FairValue, method: MethodValue['method']) =>
  fv.methods.find((m) => m.method === method);

/** Scales the money figures of the periods selected (never the share counts). */
function scalePeriods(
  c: CompanyInput,
  pick: (p: PeriodInput) => boolean,
  factor: number,
): PeriodInput[] {
  const scale = (v: number | null) => (v === null ? null : v * factor);
  return c.periods.map((p) =>
    pick(p)
      ? {
          ...p,
          revenue: scale(p.revenue),
          netIncome: scale(p.netIncome),
          freeCashFlow: scale(p.freeCashFlow),
          equity: scale(p.equity),
        }
      : p,
  );
}

/** Everything after D changed: figures filed after D, a restatement of a quarter before D filed
 * after D, a new quarter, closes after D, daily closes after D, and the (later) estimate. */
function futureChanged(c: CompanyInput): CompanyInput {
  const filedAfter = (p: PeriodInput) => p.filed !== null && p.filed > D;
  return company({
    ...c,
    periods: [
      ...scalePeriods(c, filedAfter, 3),
      period('Q', '2024-03-31', {
        filed: '2024-08-15',
        revenue: 50_000,
        netIncome: -40_000,
        freeCashFlow: -30_000,
        equity: 10,
        sharesOutstanding: 100,
      }),
      period('Q', '2026-03-31', {
        revenue: 1,
        netIncome: -1e9,
        freeCashFlow: -1e9,
        equity: -5,
        sharesOutstanding: 100,
      }),
    ],
    monthlyPrices: c.monthlyPrices.map((m) =>
      m.monthEnd > D ? { ...m, close: m.close === null ? null : m.close * 0.25 } : m,
    ),
    dailyPrices: [...c.dailyPrices, ...flatPrices('2024-07-01', '2025-06-30', 7)],
    estimate: c.estimate && { ...c.estimate, epsNextYear: 1000, targetPrice: 1e6 },
  });
}

describe('fair value point in time', () => {
  const base = fairValueAt(synthetic());

  it('has a figure from both methods as of D', () => {
    expect(base.kind).toBe('company');
    expect(base.methods.map((m) => m.method)).toEqual(['ownHistory', 'cashFlow']);
    expect(figure(methodOf(base, 'ownHistory'))).not.toBeNull();
    expect(figure(methodOf(base, 'cashFlow'))).not.toBeNull();
    expect(base.fairValue).not.toBeNull();
    expect(base.reason).toBeNull();
    // The estimate of 15 Jan 2025 is not seen on 30 Jun 2024.
    expect(methodOf(base, 'cashFlow')).toMatchObject({ analystGrowth: null });
  });

  it('is unchanged by periods filed, prices dated and estimates published after D', () => {
    const changed = futureChanged(synthetic());
    expect(fairValueAt(changed)).toEqual(base);
    // The same through scoreAsOf, which computes it for each member by default.
    const other = { ...synthetic(), symbol: 'OTHER', ticker: 'NASDAQ:OTHER' };
    const before = scoreAsOf([synthetic(), other], D).find((r) => r.symbol === 'TEST')!;
    const after = scoreAsOf([changed, futureChanged(other)], D).find((r) => r.symbol === 'TEST')!;
    expect(before.fairValue).toEqual(base);
    expect(after.fairValue).toEqual(before.fairValue);
    expect(scoreAsOf([synthetic()], D, { fairValue: false })[0]!.fairValue).toBeNull();
    // Or for the companies a predicate names only.
    const some = scoreAsOf([synthetic(), other], D, { fairValue: (s) => s === 'OTHER' });
    expect(some.find((r) => r.symbol === 'TEST')!.fairValue).toBeNull();
    expect(some.find((r) => r.symbol === 'OTHER')!.fairValue).toEqual(base);
  });

  it('changes when the future data were not in the future (the test can fail)', () => {
    // The same changes seen from a year later move the figure.
    const later = '2025-06-30';
    expect(fairValueAt(futureChanged(synthetic()), later)).not.toEqual(
      fairValueAt(synthetic(), later),
    );
  });

  it('changes when prices before D change', () => {
    const c = synthetic();
    // Closes of 2019 up by half: the own-history medians move.
    const changed = {
      ...c,
      monthlyPrices: c.monthlyPrices.map((m) =>
        m.monthEnd.startsWith('2019') ? { ...m, close: m.close! * 1.5 } : m,
      ),
    };
    const fv = fairValueAt(changed);
    expect(figure(methodOf(fv, 'ownHistory'))).not.toBe(figure(methodOf(base, 'ownHistory')));
    expect(fv.fairValue).not.toBe(base.fairValue);
  });

  it('changes when periods filed before D change', () => {
    const c = synthetic();
    // Free cash flow of the quarters of 2020 – 2022 halved: the twelve months to 30 Jun 2020,
    // 2021, 2022 and 2023 hold halved quarters, so four of the five yearly margins fall below
    // 12% and the median with them. (Halving 2022 alone moves only two of five: the median
    // holds, by design.)
    const changed = {
      ...c,
      periods: c.periods.map((p) =>
        p.periodEnd >= '2020' && p.periodEnd < '2023'
          ? { ...p, freeCashFlow: p.freeCashFlow! / 2 }
          : p,
      ),
    };
    const fv = fairValueAt(changed);
    expect(figure(methodOf(fv, 'cashFlow'))).not.toBe(figure(methodOf(base, 'cashFlow')));
    expect(fv.fairValue).not.toBe(base.fairValue);
  });

  it('uses an estimate published before D', () => {
    const fv = fairValueAt(
      synthetic({ estimate: { ...synthetic().estimate!, asOf: '2024-05-15' } }),
    );
    expect(methodOf(fv, 'cashFlow')).toMatchObject({ analystGrowth: expect.any(Number) });
    expect(figure(methodOf(fv, 'cashFlow'))).not.toBe(figure(methodOf(base, 'cashFlow')));
  });

  it('gives the same figure for D after a later date was computed on the same prepared company', () => {
    // History points are memoised per prepared company: computing 2025-09-30 first (whose
    // window holds points after D) must not leak into D.
    const prepared = prepareCompany(synthetic());
    const later = fairValueAt(prepared, '2025-09-30');
    expect(later).not.toEqual(base);
    expect(fairValueAt(prepared, D)).toEqual(base);
  });
});

describe('the methods of each kind of company', () => {
  it('values a company with negative free cash flow on its own history alone', () => {
    const fv = fairValueAt(synthetic({}, -0.05));
    expect(fv.kind).toBe('company');
    expect(fv.methods.map((m) => m.method)).toEqual(['ownHistory', 'cashFlow']);
    expect(methodOf(fv, 'cashFlow')).toEqual({
      method: 'cashFlow',
      value: null,
      reason: { code: 'negativeCashFlow' },
    });
    const history = methodOf(fv, 'ownHistory');
    // P/FCF has no positive history and no positive value today: P/E and P/S remain.
    expect(history).toMatchObject({
      estimates: [{ multiple: 'pe' }, { multiple: 'ps' }],
    });
    expect(fv.fairValue).toBe(figure(history));
    expect(fv.low).toBe((history as { low: number }).low);
  });

  /**
   * A bank with flat figures: each quarter net income 30 on equity 1000, 100 shares; closes
   * swinging around 15. ROE = 4 × 30 ÷ 1000 = 12% now, a year and two years before.
   */
  function bank(industry: string): CompanyInput {
    return company({
      sector: 'Finance',
      industry,
      periods: quarterSeries('2025-12-31', 52, () => ({
        revenue: 300,
        netIncome: 30,
        freeCashFlow: 60,
        equity: 1000,
        totalAssets: 10_000,
        sharesOutstanding: 100,
      })),
      monthlyPrices: monthlyCloses('2026-06-30', 162, (m) => 15 * (1 + 0.2 * Math.sin(m / 4))),
    });
  }

  it('values a bank on own history and excess return, never on cash flow', () => {
    const fv = fairValueAt(bank('Major Banks'));
    expect(fv.kind).toBe('financial');
    expect(fv.methods.map((m) => m.method)).toEqual(['ownHistory', 'excessReturn']);
    // Book value per share 1000 ÷ 100 = 10, ROE 12%:
    // value 10 × (0.12 − 0.025) ÷ (0.09 − 0.025) = 10 × 0.095 ÷ 0.065 = 14.6154 → 14.62
    // low   10 × 0.095 ÷ 0.075 = 12.6667 → 12.67;  high  10 × 0.095 ÷ 0.055 = 17.2727 → 17.27
    const excess = methodOf(fv, 'excessReturn');
    expect(excess).toMatchObject({
      value: 14.62,
      low: 12.67,
      high: 17.27,
      bookValuePerShare: 10,
    });
    const roe = excess as { roe: Record<string, number>; roeUsed: number };
    expect(roe.roe.now).toBeCloseTo(0.12, 12);
    expect(roe.roe.yearAgo).toBeCloseTo(0.12, 12);
    expect(roe.roe.twoYearsAgo).toBeCloseTo(0.12, 12);
    expect(roe.roeUsed).toBeCloseTo(0.12, 12);
    // Own history on P/E and P/B only.
    expect(methodOf(fv, 'ownHistory')).toMatchObject({
      estimates: [{ multiple: 'pe' }, { multiple: 'pb' }],
    });
    expect(fv.fairValue).not.toBeNull();
  });

  it('values a REIT on own history only, and a blank check not at all', () => {
    const reit = fairValueAt(bank('Real Estate Investment Trusts'));
    expect(reit.kind).toBe('reit');
    expect(methodOf(reit, 'ownHistory')).toMatchObject({
      estimates: [{ multiple: 'ps' }, { multiple: 'pb' }],
    });
    expect(methodOf(reit, 'cashFlow')).toEqual({
      method: 'cashFlow',
      value: null,
      reason: { code: 'reitNeedsFfo' },
    });
    expect(methodOf(reit, 'excessReturn')).toBeUndefined();
    expect(reit.fairValue).toBe(figure(methodOf(reit, 'ownHistory')));
    const spac = fairValueAt(bank('Blank Checks'));
    expect(spac).toEqual({
      fairValue: null,
      low: null,
      high: null,
      percentageDifference: null,
      kind: 'blank-check',
      methods: [],
      reason: { code: 'blankCheck' },
    });
  });
});

/*
 * Found while writing these tests (reported, not fixed; this test fails): a share count restated
 * after D moves the fair value at D. prepare.ts `priceBasis` reads the latest version of every
 * report, including versions filed after D, to find splits (splitFactor: a jump of at least 1.45×
 * within 5% of a split ratio). Here the restated count is 1.4446× the quarter before (no split) but
 * 1.4538× the fiscal year of the same end (a 3-for-2 split), so every report before it is put on a
 * 2/3 basis: the market caps of the own-history points before D fall by a third, while today's
 * multiples do not move. (computeMetrics itself is affected at dates before the restatement
 * too: P/E on 2025-04-30 goes from 1.769 to 1.179.) This is the failure that
 * scoring/no-look-ahead-score.test.ts shows with `extra` (seed 7 of typicalCompany).
 */
describe('a share count restated after D', () => {
  // The one documented exception (prepare.ts `priceBasis`): reports filed after D are read for
  // their split scale only, since the closes are adjusted for every later split. A restated count
  // that is not split-like must leave the fair value at D as it was.
  it('does not change the fair value at D when it is not a split', () => {
    const asOf = '2025-06-30';
    const c = typicalCompany(7);
    const march = c.periods.find((p) => p.periodType === 'Q' && p.periodEnd === '2025-03-31')!;
    // The quarter of 31 Mar 2025 (filed 5 May 2025 with 68,328,181 shares) restated on 15 Jul
    // 2025 with every figure the same but 1.2× the shares (no split ratio within 5%).
    expect(march.filed).toBe('2025-05-05');
    expect(Math.round(march.sharesOutstanding!)).toBe(68_328_181);
    const restated = company({
      ...c,
      periods: [
        ...c.periods,
        { ...march, filed: '2025-07-15', sharesOutstanding: march.sharesOutstanding! * 1.2 },
      ],
    });
    expect(fairValueAt(restated, asOf)).toEqual(fairValueAt(c, asOf));
  });
});
