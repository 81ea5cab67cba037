import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../metrics/compute-metrics';
import { company, weekdayPrices } from '../metrics/fixtures/builders';
import {
  investableFactsOf,
  investableFailures,
  isInvestable,
  liquidityOf,
  sizeBandOf,
  type InvestableFacts,
} from './investable';

// A company that clears every floor on 2025-06-30 by a margin.
const ok: InvestableFacts = {
  lastClose: 25,
  marketCap: 1.2e9,
  medianDollarVolume: 4e6,
  latestFiled: '2025-05-01',
  evidentScoreValue: 61.5,
};
const AS_OF = '2025-06-30';

describe('the investable universe (ADR 049)', () => {
  it('lets in a company that clears every floor', () => {
    expect(investableFailures(ok, AS_OF)).toEqual([]);
    expect(isInvestable(ok, AS_OF)).toBe(true);
  });

  it('price: at least $1 (exactly $1 passes, $0.99 and a missing close do not)', () => {
    expect(investableFailures({ ...ok, lastClose: 1 }, AS_OF)).toEqual([]);
    expect(investableFailures({ ...ok, lastClose: 0.99 }, AS_OF)).toEqual(['price']);
    expect(investableFailures({ ...ok, lastClose: null }, AS_OF)).toEqual(['price']);
  });

  it('market value: at least $300 million', () => {
    expect(investableFailures({ ...ok, marketCap: 300e6 }, AS_OF)).toEqual([]);
    expect(investableFailures({ ...ok, marketCap: 299.9e6 }, AS_OF)).toEqual(['marketCap']);
    expect(investableFailures({ ...ok, marketCap: null }, AS_OF)).toEqual(['marketCap']);
  });

  it('liquidity: a median traded value of $1 million a day; unknown fails unless not measured', () => {
    expect(investableFailures({ ...ok, medianDollarVolume: 1e6 }, AS_OF)).toEqual([]);
    expect(investableFailures({ ...ok, medianDollarVolume: 999_999 }, AS_OF)).toEqual([
      'liquidity',
    ]);
    expect(investableFailures({ ...ok, medianDollarVolume: null }, AS_OF)).toEqual(['liquidity']);
    // The backtest's months before daily volumes exist: the other four floors decide.
    expect(
      investableFailures({ ...ok, medianDollarVolume: null }, AS_OF, { liquidity: 'not-measured' }),
    ).toEqual([]);
  });

  it('filing: one in the 15 months up to the date, none after it', () => {
    // 15 months before 2025-06-30 is 2024-03-30.
    expect(investableFailures({ ...ok, latestFiled: '2024-03-30' }, AS_OF)).toEqual([]);
    expect(investableFailures({ ...ok, latestFiled: '2024-03-29' }, AS_OF)).toEqual(['filing']);
    expect(investableFailures({ ...ok, latestFiled: null }, AS_OF)).toEqual(['filing']);
    // A filing dated after the as-of date was not public then.
    expect(investableFailures({ ...ok, latestFiled: '2025-07-01' }, AS_OF)).toEqual(['filing']);
  });

  it('score: a company without an Evident Score is not investable', () => {
    expect(investableFailures({ ...ok, evidentScoreValue: null }, AS_OF)).toEqual(['score']);
  });

  it('names every floor missed, in the order the pages state them', () => {
    expect(
      investableFailures(
        {
          lastClose: 0.72,
          marketCap: 8e6,
          medianDollarVolume: 2e5,
          latestFiled: '2023-01-01',
          evidentScoreValue: null,
        },
        AS_OF,
      ),
    ).toEqual(['price', 'marketCap', 'liquidity', 'filing', 'score']);
  });

  it('is point in time: the same company is in at one date and out at another, from that date’s prices', () => {
    // $20 until 2025-03-31, then $0.50 (a collapse); 200,000 shares traded every weekday.
    const prices = weekdayPrices(
      '2024-09-02',
      '2025-09-30',
      (date) => (date <= '2025-03-31' ? 20 : 0.5),
      200_000,
    );
    const input = company({
      dailyPrices: prices,
      estimate: null,
    });
    const at = (asOf: string) => {
      const { values, context } = computeMetrics(input, asOf);
      return { values, context };
    };
    const march = at('2025-03-31');
    const september = at('2025-09-30');
    // Median traded value: 20 × 200,000 = $4 million a day in the three months to March;
    // 0.5 × 200,000 = $100,000 in the three months to September.
    expect(march.values.medianDollarVolume).toBe(4e6);
    expect(september.values.medianDollarVolume).toBe(1e5);
    const facts = (m: typeof march, asOf: string) =>
      investableFailures(
        investableFactsOf({
          snapshot: {
            // The market value as a score run computes it from that date's close (20 M shares).
            values: { ...m.values, marketCap: (m.context.lastClose ?? 0) * 20e6 },
            context: { ...m.context, latestFiled: '2025-02-15' },
          },
          score: { evidentScoreValue: 55 },
        }),
        asOf,
      );
    // March: $20 × 20 M shares = $400 M, $4 M a day, filed 6 weeks before: investable.
    expect(facts(march, '2025-03-31')).toEqual([]);
    // September: $0.50, $10 M, $100,000 a day: out on price, size and liquidity.
    expect(facts(september, '2025-09-30')).toEqual(['price', 'marketCap', 'liquidity']);
  });

  it('the median traded value is a median: a few very heavy sessions do not move it', () => {
    let i = 0;
    const prices = weekdayPrices('2025-01-01', '2025-06-30', () => 10, 50_000).map((p) => ({
      ...p,
      // Every tenth session trades 1,000 times more.
      volume: i++ % 10 === 0 ? 50_000_000 : 50_000,
    }));
    const { values } = computeMetrics(
      company({ dailyPrices: prices, estimate: null }),
      '2025-06-30',
    );
    expect(values.medianDollarVolume).toBe(500_000);
    // The mean is pulled far above the $1 million floor by those few sessions.
    expect(values.avgDollarVolume!).toBeGreaterThan(1e7);
  });

  it('has no median with fewer than 20 sessions with a volume', () => {
    const prices = weekdayPrices('2025-01-01', '2025-06-30', () => 10, null);
    const { values } = computeMetrics(
      company({ dailyPrices: prices, estimate: null }),
      '2025-06-30',
    );
    expect(values.medianDollarVolume).toBeNull();
  });
});

describe('the liquidity the floor reads', () => {
  it('is the median session, else the provider’s average stand-in, else unknown', () => {
    expect(liquidityOf({ medianDollarVolume: 2e6, avgDollarVolume: 9e6 })).toBe(2e6);
    expect(liquidityOf({ medianDollarVolume: null, avgDollarVolume: 9e6 })).toBe(9e6);
    expect(liquidityOf({ medianDollarVolume: null, avgDollarVolume: null })).toBeNull();
  });
});

describe('size bands', () => {
  it('large ≥ $10 billion, mid $2–10 billion, small $300 million–$2 billion, micro below', () => {
    expect(sizeBandOf(10e9)).toBe('large');
    expect(sizeBandOf(9.99e9)).toBe('mid');
    expect(sizeBandOf(2e9)).toBe('mid');
    expect(sizeBandOf(1.99e9)).toBe('small');
    expect(sizeBandOf(300e6)).toBe('small');
    expect(sizeBandOf(299e6)).toBe('micro');
    expect(sizeBandOf(1)).toBe('micro');
    expect(sizeBandOf(0)).toBeNull();
    expect(sizeBandOf(null)).toBeNull();
  });
});
