import { describe, expect, it } from 'vitest';
import { company, monthEnd, period } from '../metrics/fixtures/builders';
import { mulberry32, typicalCompany } from '../metrics/fixtures/typical-company';
import type { CompanyInput } from '../types';
import { runBacktest, type Scorer } from './backtest';

const START = '2010-01-31';
const END = '2016-12-31';
const MONTHS = Array.from({ length: 7 * 12 + 40 }, (_, i) => monthEnd(START, i));

/**
 * 200 synthetic stocks with random monthly returns (dividend-adjusted closes); the benchmark is
 * their equal-weight index, so a random score should land near it.
 */
function universe(seed = 7) {
  const random = mulberry32(seed);
  const returns = new Map<string, number[]>();
  const companies: CompanyInput[] = [];
  for (let k = 0; k < 200; k++) {
    const symbol = `S${k}`;
    let adj = 100;
    const rs = MONTHS.map(() => 0.01 + 0.08 * (random() - 0.5));
    returns.set(symbol, rs);
    const monthlyPrices = MONTHS.map((m, i) => {
      if (i > 0) adj *= 1 + rs[i - 1]!;
      return { monthEnd: m, close: 50, adjClose: adj };
    });
    companies.push(company({ symbol, ticker: `NYSE:${symbol}`, monthlyPrices }));
  }
  const benchmark = [] as { monthEnd: string; adjClose: number }[];
  let b = 100;
  MONTHS.forEach((m, i) => {
    if (i > 0) b *= 1 + [...returns.values()].reduce((a, rs) => a + rs[i - 1]!, 0) / returns.size;
    benchmark.push({ monthEnd: m, adjClose: b });
  });
  return { companies, returns, benchmark };
}

/** A score that knows next month's return: percentile = its rank among all stocks. */
const perfectScorer =
  (returns: Map<string, number[]>): Scorer =>
  (asOf) => {
    const i = MONTHS.indexOf(asOf);
    const ranked = [...returns].sort((a, b) => a[1][i]! - b[1][i]!);
    return new Map(ranked.map(([s], r) => [s, (100 * (r + 0.5)) / ranked.length]));
  };

const randomScorer = (seed: number): Scorer => {
  const random = mulberry32(seed);
  return () => new Map(Array.from({ length: 200 }, (_, k) => [`S${k}`, 100 * random()]));
};

describe('backtest (issue 8)', () => {
  it('a score that perfectly orders future returns puts the top bucket first, in order', () => {
    const { companies, returns, benchmark } = universe();
    const r = runBacktest(companies, {
      start: START,
      end: END,
      costPerTurnover: 0,
      benchmark,
      scorer: perfectScorer(returns),
    });
    const cagr = r.buckets.map((b) => b.all.cagr!);
    expect(cagr).toEqual([...cagr].sort((a, b) => b - a));
    expect(cagr[0]!).toBeGreaterThan(r.benchmark.all.cagr! + 0.2);
    const deciles = r.deciles.map((d) => d.all.cagr!);
    expect(deciles).toEqual([...deciles].sort((a, b) => a - b));
    expect(r.buckets[0]!.averageHoldings).toBeCloseTo(20, 0);
  });

  it('a random score gives buckets close to the benchmark', () => {
    const { companies, benchmark } = universe();
    const r = runBacktest(companies, {
      start: START,
      end: END,
      costPerTurnover: 0,
      benchmark,
      scorer: randomScorer(3),
    });
    for (const b of r.buckets.slice(1, 4)) {
      expect(Math.abs(b.all.cagr! - r.benchmark.all.cagr!)).toBeLessThan(0.03);
    }
    // Hit rate near one half against an index of the same stocks.
    const mid = r.buckets[2]!;
    expect(mid.hitRate!).toBeGreaterThan(0.35);
    expect(mid.hitRate!).toBeLessThan(0.65);
  });

  it('costs reduce each month by the turnover times the cost', () => {
    const { companies, benchmark } = universe();
    const free = runBacktest(companies, {
      start: START,
      end: END,
      costPerTurnover: 0,
      benchmark,
      scorer: randomScorer(5),
    });
    const paid = runBacktest(companies, {
      start: START,
      end: END,
      costPerTurnover: 0.002,
      benchmark,
      scorer: randomScorer(5),
    });
    const b0 = free.buckets[2]!;
    const b1 = paid.buckets[2]!;
    // Monthly returns from the equity curves.
    const monthly = (eq: { value: number }[]) =>
      eq.slice(1).map((e, i) => e.value / eq[i]!.value - 1);
    const diffs = monthly(b0.equity).map((r, i) => r - monthly(b1.equity)[i]!);
    expect(diffs[0]).toBeCloseTo(0.5 * 0.002, 12); // the first month buys everything: turnover ½
    expect(b1.turnover!).toBeGreaterThan(0.5);
    const meanDiff = diffs.slice(1).reduce((a, b) => a + b, 0) / (diffs.length - 1);
    expect(meanDiff).toBeCloseTo(b1.turnover! * 0.002, 12);
  });

  it('uses dividend-adjusted closes: returns differ from price-only by the dividends', () => {
    // Price flat at 50; 1% of dividends reinvested each month (adjClose grows 1%).
    const monthlyPrices = MONTHS.map((m, i) => ({
      monthEnd: m,
      close: 50,
      adjClose: 100 * 1.01 ** i,
    }));
    const c = company({ symbol: 'DIV', ticker: 'NYSE:DIV', monthlyPrices });
    const benchmark = MONTHS.map((m) => ({ monthEnd: m, adjClose: 100 }));
    const r = runBacktest([c], {
      start: START,
      end: END,
      costPerTurnover: 0,
      benchmark,
      scorer: () => new Map([['DIV', 95]]),
    });
    expect(r.buckets[0]!.all.cagr!).toBeCloseTo(1.01 ** 12 - 1, 10);
  });

  it('closes a holding with no price at the next rebalance at its last price, and counts it', () => {
    const monthlyPrices = MONTHS.slice(0, 10).map((m, i) => ({
      monthEnd: m,
      close: 10,
      adjClose: 10 + i,
    }));
    const c = company({ symbol: 'GONE', ticker: 'NYSE:GONE', monthlyPrices });
    const benchmark = MONTHS.map((m) => ({ monthEnd: m, adjClose: 100 }));
    const r = runBacktest([c], {
      start: START,
      end: '2011-06-30',
      costPerTurnover: 0,
      benchmark,
      scorer: () => new Map([['GONE', 95]]),
    });
    expect(r.missingPrices).toBe(1);
    // The survivorship bounds (ADR 032): that month booked at −50% and −100% instead of 0%.
    const top = r.buckets[0]!;
    const months = top.all.months;
    const value = (1 + top.all.cagr!) ** (months / 12);
    expect(top.cagrIfMissingLost50!).toBeCloseTo((value * 0.5) ** (12 / months) - 1, 10);
    expect(top.cagrIfMissingLost100).toBe(-1);
    // Not silently dropped: it was held, then the bucket is empty (0%).
    expect(
      r.portfolios.filter((p) => p.bucket === '90+' && p.symbols.includes('GONE')),
    ).toHaveLength(10);
  });

  it('reports the in-sample and held-out periods separately', () => {
    const { companies, benchmark, returns } = universe();
    const r = runBacktest(companies, {
      start: START,
      end: END,
      costPerTurnover: 0,
      benchmark,
      scorer: perfectScorer(returns),
      inSampleEnd: '2013-12-31',
    });
    const top = r.buckets[0]!;
    expect(top.inSample.to).toBe('2013-12-31');
    expect(top.heldOut.from).toBe('2013-12-31');
    expect(top.inSample.months + top.heldOut.months).toBe(top.all.months);
  });

  it('no look-ahead: a figure filed after a rebalance date does not change that date’s portfolio', () => {
    const base = Array.from({ length: 12 }, (_, k) => ({
      ...typicalCompany(k + 1),
      symbol: `T${k}`,
      ticker: `NYSE:T${k}`,
    }));
    const benchmark = MONTHS.map((m, i) => ({ monthEnd: m, adjClose: 100 + i }));
    const options = { start: '2012-01-31', end: '2012-12-31', costPerTurnover: 0, benchmark };
    const before = runBacktest(base, options);
    // A restatement filed on 2012-07-15 of an early 2012 quarter, with absurdly good figures.
    const changed = base.map((c, k) =>
      k === 0
        ? {
            ...c,
            periods: [
              ...c.periods,
              period('Q', '2012-03-31', {
                revenue: 1e12,
                netIncome: 5e11,
                freeCashFlow: 5e11,
                totalAssets: 1e12,
                equity: 9e11,
                sharesOutstanding: 1e8,
                filed: '2012-07-15',
              }),
            ],
          }
        : c,
    );
    const after = runBacktest(changed, options);
    const upTo = (r: typeof before, d: string) => r.portfolios.filter((p) => p.date <= d);
    expect(upTo(after, '2012-06-30')).toEqual(upTo(before, '2012-06-30'));
    expect(after.portfolios).not.toEqual(before.portfolios);
  });

  it('a screen held as a portfolio: the Evident Score 90+ screen buys what the 90+ bucket buys', () => {
    const base = Array.from({ length: 30 }, (_, k) => ({
      ...typicalCompany(k + 1),
      symbol: `T${k}`,
      ticker: `NYSE:T${k}`,
    }));
    const benchmark = MONTHS.map((m, i) => ({ monthEnd: m, adjClose: 100 + i }));
    // Half the companies are eligible: the screen on 'eligible' buys only those, on 'all' any.
    const eligible = (symbol: string) => Number(symbol.slice(1)) % 2 === 0;
    const r = runBacktest(base, {
      start: '2012-01-31',
      end: '2013-12-31',
      costPerTurnover: 0.001,
      benchmark,
      eligible,
      screens: [
        {
          id: 'top',
          label: 'Top',
          query: { filters: [{ field: 'evidentScore', op: 'gte', value: 90 }] },
          universe: 'eligible',
        },
        {
          id: 'top-all',
          label: 'Top, all',
          query: { filters: [{ field: 'evidentScore', op: 'gte', value: 90 }] },
          universe: 'all',
        },
        {
          id: 'members',
          label: 'Not members',
          query: { filters: [{ field: 'sp500', op: 'is', value: false }] },
          universe: 'all',
        },
      ],
    });
    const bucket = r.buckets.find((b) => b.id === '90+')!;
    expect(bucket.averageHoldings).toBeGreaterThan(0);
    const [top, topAll, nonMembers] = r.screens;
    expect(top!.all).toEqual(bucket.all);
    expect(top!.averageHoldings).toBe(bucket.averageHoldings);
    expect(top!.yearly).toEqual(bucket.yearly);
    expect(topAll!.averageHoldings).toBeGreaterThan(top!.averageHoldings);
    // The sp500 field is the membership at each date (here: eligibility).
    expect(nonMembers!.averageHoldings).toBe(15);
  });

  it('tests the fair value at each date: undervalued fifth against overvalued fifth (issue 24)', () => {
    // Without cash flows the fair value is the own-history figure alone (P/E and P/S), which
    // these synthetic companies always have; with them, their toy multiples make the two
    // methods disagree by more than 2× and no figure is published.
    const base = Array.from({ length: 30 }, (_, k) => {
      const c = typicalCompany(k + 1);
      return {
        ...c,
        symbol: `T${k}`,
        ticker: `NYSE:T${k}`,
        periods: c.periods.map((p) => ({
          ...p,
          operatingCashFlow: null,
          capex: null,
          freeCashFlow: null,
        })),
      };
    });
    const benchmark = MONTHS.map((m, i) => ({ monthEnd: m, adjClose: 100 + i }));
    const options = { start: '2015-01-31', end: '2016-12-31', costPerTurnover: 0, benchmark };
    const r = runBacktest(base, options);
    const fv = r.fairValue!;
    expect(fv.horizons.map((h) => h.months)).toEqual([12, 36]);
    // Every one of the 30 companies has a fair value at each of the 24 dates (23 rebalances).
    expect(fv.rankedDates).toBe(23);
    expect(fv.averageRanked).toBe(30);
    expect(fv.latest).toMatchObject({ date: '2016-11-30', companies: 30 });
    const year = fv.horizons[0]!;
    expect(year.observations).toBe(23);
    expect(year.averageCompanies).toBe(6);
    expect(year.difference).toBeCloseTo(year.undervaluedReturn! - year.overvaluedReturn!, 12);
    expect(year.differenceLow!).toBeLessThan(year.difference!);
    // Only the eligible companies are ranked; a replaced score has no fair values to test.
    const half = runBacktest(base, { ...options, eligible: (s) => Number(s.slice(1)) < 15 });
    expect(half.fairValue!.rankedDates).toBe(0);
    expect(half.fairValue!.latest).toBeNull();
    expect(runBacktest(base, { ...options, scorer: () => new Map() }).fairValue).toBeNull();
  });

  it('puts a 95% interval around each CAGR and 3-year hit rate (block bootstrap by month)', () => {
    const { companies, benchmark, returns } = universe();
    const r = runBacktest(companies, {
      start: START,
      end: END,
      costPerTurnover: 0,
      benchmark,
      scorer: perfectScorer(returns),
    });
    for (const g of [...r.buckets, ...r.deciles]) {
      expect(g.cagrInterval!.low).toBeLessThanOrEqual(g.all.cagr!);
      expect(g.cagrInterval!.high).toBeGreaterThanOrEqual(g.all.cagr!);
      expect(g.hitRateInterval!.low).toBeLessThanOrEqual(g.hitRate! + 1e-12);
      expect(g.hitRateInterval!.high).toBeGreaterThanOrEqual(g.hitRate! - 1e-12);
    }
    // A replaced score has no ICs and no walk-forward line (they need the engine's factors).
    expect(r.informationCoefficients).toBeNull();
    expect(r.walkForward).toBeNull();
  });
});
