import { describe, expect, it } from 'vitest';
import { monthEnd, period, weekdayPrices } from '../metrics/fixtures/builders';
import { sessionSeries } from '../metrics/prepare';
import { mulberry32, typicalCompany } from '../metrics/fixtures/typical-company';
import { runBacktest } from './backtest';

describe('information coefficients and the walk-forward composite (issue 25, ADR 032)', () => {
  const base = Array.from({ length: 36 }, (_, k) => ({
    ...typicalCompany(k + 1),
    symbol: `T${k}`,
    ticker: `NYSE:T${k}`,
  }));
  const benchmark = Array.from({ length: 200 }, (_, i) => ({
    monthEnd: monthEnd('2008-01-31', i),
    adjClose: 100 * 1.005 ** i,
  }));
  const options = {
    start: '2011-01-31',
    end: '2017-12-31',
    costPerTurnover: 0.001,
    benchmark,
    inSampleEnd: '2014-12-31',
    membership: Object.fromEntries(
      base.map((c) => [c.symbol, [{ start: '2000-01-01', end: null }]]),
    ),
  };
  const before = runBacktest(base, options);

  it('measures every factor metric, factor and score at 1, 12 and 36 months in both universes', () => {
    const ic = before.informationCoefficients!;
    expect(ic.horizons).toEqual([1, 12, 36]);
    expect(ic.universes.map((u) => u.universe)).toEqual([
      'sp500',
      'all',
      'investable',
      'large',
      'mid',
      'small',
      'micro',
    ]);
    const sp = ic.universes[0]!;
    const value = sp.signals.find((x) => x.id === 'value')!;
    // 84 month ends from 2011-01 to 2017-12, 83 rebalances; the 1-month IC at each of them.
    expect(value.horizons[0]!.months).toBe(83);
    expect(value.horizons[0]!.inSample.months + value.horizons[0]!.later.months).toBe(83);
    // A 36-month return needs the benchmark 36 months on (it ends in 2024-08).
    expect(value.horizons[2]!.months).toBe(83);
    expect(sp.signals.some((x) => x.kind === 'metric' && x.factor === 'value')).toBe(true);
    expect(ic.series12).toHaveLength(83);
    expect(Object.keys(ic.series12[0]!.ics)).toContain('walkForwardScore');
  });

  it('measures the investable universe and the size bands at each date (ADR 049)', () => {
    const ic = before.informationCoefficients!;
    const n = (u: string) => ic.universes.find((x) => x.universe === u)!.averageCompanies!;
    // The bands partition the companies scored at each date by that date's market value.
    const bands = n('large') + n('mid') + n('small') + n('micro');
    expect(bands).toBeGreaterThan(0);
    expect(bands).toBeLessThanOrEqual(n('all'));
    expect(n('investable')).toBeLessThanOrEqual(n('all'));
    // Investable companies are worth at least $300 million: never more than the three upper bands.
    expect(n('investable')).toBeLessThanOrEqual(n('large') + n('mid') + n('small') + 1e-9);
    // Each measured universe has the score's 12- and 36-month ICs with a Newey–West t.
    for (const u of ic.universes) {
      const score = u.signals.find((x) => x.id === 'evidentScore')!;
      expect(score.horizons.map((h) => h.horizon)).toEqual([1, 12, 36]);
      if (u.averageCompanies! >= 30) {
        const h12 = score.horizons[1]!;
        expect(h12.months).toBeGreaterThan(0);
        if (h12.tStat !== null) expect(h12.tStat).toBeCloseTo(h12.meanIc! / h12.standardError!, 9);
      }
    }
  });

  it('applies the liquidity floor from the date daily sessions cover, point in time (ADR 049)', () => {
    // Sessions from Monday 2015-03-02: half the companies trade one share a day, half a billion.
    const sessions = new Map(
      base.map((c, k) => [
        c.symbol,
        sessionSeries(weekdayPrices('2015-03-02', '2017-12-29', () => 50, k < 18 ? 1 : 1e9)),
      ]),
    );
    const start = '2014-12-31';
    const end = '2016-12-31';
    const without = runBacktest(base, { ...options, start, end });
    const withSessions = runBacktest(base, { ...options, start, end, sessions });
    // 2015-05-31 − 3 months = 2015-02-28, before the first session; 2015-06-30 − 3 months is after.
    expect(without.liquidityFloorFrom).toBeNull();
    expect(withSessions.liquidityFloorFrom).toBe('2015-06-30');
    const n = (r: typeof without, u: string) =>
      r.informationCoefficients!.universes.find((x) => x.universe === u)!.averageCompanies!;
    expect(n(without, 'investable')).toBeGreaterThan(0);
    // The thin half leaves the investable universe at the 18 covered dates of the 24.
    expect(n(withSessions, 'investable')).toBeLessThan(n(without, 'investable'));
    // The other universes are not the floor's.
    expect(n(withSessions, 'all')).toBe(n(without, 'all'));
    expect(n(withSessions, 'small')).toBe(n(without, 'small'));
  });

  it('scores with walk-forward weights from the 48th month on, and keeps the fixed line beside', () => {
    const wf = before.walkForward!;
    // The first rebalance with 36 closed months of 12-month ICs: 2011-01 + 35 + 12 months.
    expect(wf.start).toBe('2014-12-31');
    expect(wf.weights[0]!.asOf).toBe('2014-12-31');
    expect(wf.weights[0]!.months).toBe(36);
    expect(wf.buckets.map((b) => b.id)).toEqual(['90+', '70-89', '50-69', '20-49', '<20']);
    expect(wf.deciles).toHaveLength(10);
    expect(wf.buckets[0]!.all.from).toBe('2014-12-31');
    expect(wf.fixedSameDates.buckets[0]!.all.from).toBe('2014-12-31');
    expect(wf.fixedSameDates.buckets[0]!.all.months).toBe(wf.buckets[0]!.all.months);
    // The same companies are bought by one line or the other, every month.
    const held = (gs: typeof wf.deciles) => gs.reduce((n, g) => n + g.averageHoldings, 0);
    expect(held(wf.deciles)).toBeCloseTo(held(wf.fixedSameDates.deciles), 6);
    expect(wf.latest!.asOf).toBe('2017-12-31');
    // Every member had prices: nobody is missing.
    expect(before.survivorship!.every((y) => y.members === 36 && y.withoutPrice === 0)).toBe(true);
    expect(before.survivorship!.map((y) => y.year)).toEqual([
      2011, 2012, 2013, 2014, 2015, 2016, 2017,
    ]);
  });

  it('weights at a date never change when prices or filings after that date change (property)', () => {
    const random = mulberry32(77);
    for (const cut of ['2015-06-30', '2016-03-31']) {
      const changed = base.map((c) => ({
        ...c,
        monthlyPrices: c.monthlyPrices.map((p) =>
          p.monthEnd > cut
            ? {
                ...p,
                adjClose: p.adjClose! * (0.3 + 1.4 * random()),
                close: p.close! * (0.3 + 1.4 * random()),
              }
            : p,
        ),
        periods: [
          ...c.periods,
          period('Q', '2015-03-31', {
            revenue: 1e12 * random(),
            netIncome: 1e11 * (random() - 0.5),
            totalAssets: 1e12,
            equity: 9e11,
            sharesOutstanding: 1e8,
            filed: '2016-12-15',
          }),
        ],
      }));
      const after = runBacktest(changed, options);
      const known = (r: typeof before) => r.walkForward!.weights.filter((w) => w.asOf <= cut);
      expect(known(after).length).toBeGreaterThan(0);
      expect(known(after)).toEqual(known(before));
      expect(after.walkForward!.weights).not.toEqual(before.walkForward!.weights);
    }
    // Each run measures seven IC universes (ADR 049): seconds on a loaded machine.
  }, 60_000);

  it('counts members of each year without a price in the data', () => {
    const gone = base.slice(0, 34);
    const r = runBacktest(gone, {
      ...options,
      end: '2012-12-31',
      membership: {
        ...options.membership,
        // A member of 2012 only, never priced (not in the data).
        NOPRICE: [{ start: '2012-03-01', end: '2012-09-01' }],
      },
    });
    expect(r.survivorship).toEqual([
      { year: 2011, members: 36, withoutPrice: 2 },
      { year: 2012, members: 37, withoutPrice: 3 },
    ]);
  });
});
