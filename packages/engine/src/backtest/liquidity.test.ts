import { describe, expect, it } from 'vitest';
import { sessionSeries } from '../metrics/prepare';
import type { CompanyResult } from '../scoring/score-run';
import { weekdayPrices } from '../metrics/fixtures/builders';
import { backtestLiquidity, liquidityFloorFrom } from './liquidity';

/**
 * The backtest's liquidity floor (ADR 049, amended), worked by hand. The data's daily sessions
 * start on Tuesday 2021-07-06. Every company closes at $10; "thin" trades 50,000 shares a day
 * ($500,000, under the $1 million floor) until October and 1,000,000 a day ($10 million) from
 * November; "liquid" trades 200,000 a day ($2 million) throughout.
 */

const at10 = () => 10;
const sessions = new Map([
  [
    'THIN',
    sessionSeries([
      ...weekdayPrices('2021-07-06', '2021-10-31', at10, 50_000),
      ...weekdayPrices('2021-11-01', '2021-12-31', at10, 1_000_000),
    ]),
  ],
  ['LIQUID', sessionSeries(weekdayPrices('2021-07-06', '2021-12-31', at10, 200_000))],
]);

/**
 * A company the four other floors let in at every date below: $10, $1 billion, filed in August
 * 2021, scored. Its stand-in traded value (the provider's average volume × close, a figure of
 * today) is $5 million: it must not decide in the past.
 */
const scored = (symbol: string) =>
  ({
    symbol,
    score: { evidentScoreValue: 60 },
    snapshot: {
      values: { marketCap: 1e9, medianDollarVolume: null, avgDollarVolume: 5e6 },
      context: { lastClose: 10, latestFiled: '2021-08-16' },
    },
  }) as unknown as CompanyResult;

describe('the liquidity floor in the backtest (ADR 049)', () => {
  const liquidity = backtestLiquidity(sessions);

  it('applies from the first month end whose three months the sessions cover', () => {
    // 2021-09-30 − 3 months = 2021-06-30, before the first session: not covered.
    // 2021-10-31 − 3 months = 2021-07-31, after it, and the last session (Friday 10-29) is
    // within the week: covered.
    expect(liquidity.covers('2021-09-30')).toBe(false);
    expect(liquidity.covers('2021-10-31')).toBe(true);
    expect(
      liquidityFloorFrom(liquidity, [
        '2021-07-31',
        '2021-08-31',
        '2021-09-30',
        '2021-10-31',
        '2021-11-30',
      ]),
    ).toBe('2021-10-31');
    // After the sessions end (a week past the last one) the floor cannot be measured.
    expect(liquidity.covers('2022-01-31')).toBe(false);
  });

  it('a company under the floor is out where the sessions cover the date, in where they do not', () => {
    // Not covered: price, market value, filing and score decide; both are in.
    expect(liquidity.investable(scored('THIN'), '2021-09-30')).toBe(true);
    expect(liquidity.investable(scored('LIQUID'), '2021-09-30')).toBe(true);
    // Covered: the median session of 2021-08-01..10-29 is $500,000 for THIN (out) and $2 million
    // for LIQUID (in). THIN's busy November is after the date and is not read.
    expect(liquidity.investable(scored('THIN'), '2021-10-31')).toBe(false);
    expect(liquidity.investable(scored('LIQUID'), '2021-10-31')).toBe(true);
    // At 2021-12-31 THIN's window (October to December) holds 21 sessions at $500,000 and 45 at
    // $10 million: its median is $10 million, and it is in.
    expect(liquidity.investable(scored('THIN'), '2021-12-31')).toBe(true);
  });

  it('a company without sessions of its own misses the floor where it applies', () => {
    expect(liquidity.investable(scored('NONE'), '2021-09-30')).toBe(true);
    expect(liquidity.investable(scored('NONE'), '2021-10-31')).toBe(false);
  });

  it('without sessions the floor never applies', () => {
    const none = backtestLiquidity(undefined);
    expect(none.covers('2021-10-31')).toBe(false);
    expect(none.investable(scored('THIN'), '2021-10-31')).toBe(true);
    expect(liquidityFloorFrom(none, ['2021-10-31'])).toBeNull();
  });
});
