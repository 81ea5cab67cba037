import { dayNumber, lastAtOrBefore, minusMonths } from '../metrics/day-number';
import type { SessionSeries } from '../metrics/prepare';
import { medianDollarVolume } from '../metrics/price-series';
import type { CompanyResult } from '../scoring/score-run';
import { investableFactsOf, isInvestable } from '../universe/investable';

/*
 * The investable universe's liquidity floor in the backtest (ADR 049, amended): the scores of the
 * backtest read month-end closes, which carry no volumes, so the daily sessions are passed in on
 * their own (`BacktestOptions.sessions`). At a rebalance date where the data's sessions cover the
 * three months before it, every company must have a median daily traded value of at least $1
 * million over those months, measured from its own sessions up to that date (the product's
 * `medianDollarVolume`); a company without such sessions misses the floor, as in today's lists.
 * At an earlier date the floor cannot be measured and the four other floors decide alone.
 */

/** A session further than this before a date does not stand for it (as `price-series.ts`). */
const SESSION_COVER_DAYS = 7;

export interface BacktestLiquidity {
  /** Whether the liquidity floor applies at `date` (ISO): the sessions cover its three months. */
  covers(date: string): boolean;
  /** Whether a company scored at `date` is in the investable universe then. */
  investable(result: CompanyResult, date: string): boolean;
}

/**
 * The liquidity floor over `sessions` (by symbol), point in time: whether a date is covered is read
 * from the sessions dated on or before it only — a session at least three months before it, and
 * one within the week before it (the data has not ended).
 */
export function backtestLiquidity(
  sessions: ReadonlyMap<string, SessionSeries> | undefined,
): BacktestLiquidity {
  // Every session day of the data, once: a few thousand at most.
  const daySet = new Set<number>();
  for (const s of sessions?.values() ?? []) for (const d of s.days) daySet.add(d);
  const days = Int32Array.from([...daySet].sort((a, b) => a - b));
  const coversDay = (asOfDay: number) => {
    const last = lastAtOrBefore(days, asOfDay);
    return (
      last >= 0 &&
      asOfDay - days[last]! <= SESSION_COVER_DAYS &&
      days[0]! <= minusMonths(asOfDay, 3)
    );
  };
  return {
    covers: (date) => coversDay(dayNumber(date)),
    investable(result, date) {
      const facts = investableFactsOf(result);
      const asOfDay = dayNumber(date);
      if (!coversDay(asOfDay)) return isInvestable(facts, date, { liquidity: 'not-measured' });
      // Only the company's own sessions to the date: the scores' stand-in (the provider's
      // average volume, a figure of today) is not point in time.
      const own = sessions?.get(result.symbol);
      const median = own ? medianDollarVolume({ daily: own }, asOfDay) : null;
      return isInvestable({ ...facts, medianDollarVolume: median }, date);
    },
  };
}

/** The first of `dates` at which the liquidity floor applies, or null when it never does. */
export function liquidityFloorFrom(
  liquidity: BacktestLiquidity,
  dates: readonly string[],
): string | null {
  return dates.find((d) => liquidity.covers(d)) ?? null;
}
