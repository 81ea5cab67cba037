import { dayNumber, minusMonths } from '../metrics/day-number';

/*
 * The investable universe (issue 52 item 4, ADR 049), defined once: the rankings, the daily
 * selections, the screener's presets and "Investable only" switch, the home page's picks and the
 * backtest's investable line all ask `investableFailures`. Point in time: every figure is the
 * one of the as-of date (its close, its market value from that close, the three months of
 * sessions before it, the filings public by then, the score of that date).
 */

export const INVESTABLE_FLOORS = {
  /** Last close in dollars. */
  minPrice: 1,
  /** Market value in dollars. */
  minMarketCap: 300e6,
  /** Median daily traded value (close × volume) over the last three months, in dollars. */
  minMedianDollarVolume: 1e6,
  /** The latest filing used must be at most this many months old. */
  maxFilingAgeMonths: 15,
} as const;

/** The floors in the order a page states them. */
export const INVESTABLE_CHECKS = ['price', 'marketCap', 'liquidity', 'filing', 'score'] as const;
export type InvestableCheck = (typeof INVESTABLE_CHECKS)[number];

/** What the definition reads of a company at one date. */
export interface InvestableFacts {
  /** The last close on or before the date. */
  lastClose: number | null;
  /** Market value from that close. */
  marketCap: number | null;
  /** The typical session's traded value at the date (`liquidityOf`). */
  medianDollarVolume: number | null;
  /** The latest filing date (ISO) among the figures used at the date. */
  latestFiled: string | null;
  /** The composite Evident Score at the date: null when the company has none (rule 2, ADR 047). */
  evidentScoreValue: number | null;
}

export interface InvestableOptions {
  /**
   * 'required' (the product): a company whose liquidity cannot be measured is not investable.
   * 'not-measured' (the backtest before daily volumes exist: the history has month-end closes
   * only): the liquidity floor is left out and the other four decide.
   */
  liquidity?: 'required' | 'not-measured';
}

const atLeast = (x: number | null, floor: number) => x !== null && Number.isFinite(x) && x >= floor;

/**
 * The floors a company misses at `asOf` (ISO date), in INVESTABLE_CHECKS order; empty when it is
 * investable. A missing figure misses its floor: nothing unknown is let in.
 */
export function investableFailures(
  facts: InvestableFacts,
  asOf: string,
  options: InvestableOptions = {},
): InvestableCheck[] {
  const failed: InvestableCheck[] = [];
  const f = INVESTABLE_FLOORS;
  if (!atLeast(facts.lastClose, f.minPrice)) failed.push('price');
  if (!atLeast(facts.marketCap, f.minMarketCap)) failed.push('marketCap');
  if (
    (options.liquidity ?? 'required') === 'required' &&
    !atLeast(facts.medianDollarVolume, f.minMedianDollarVolume)
  ) {
    failed.push('liquidity');
  }
  if (!filedWithin(facts.latestFiled, asOf, f.maxFilingAgeMonths)) failed.push('filing');
  if (facts.evidentScoreValue === null || !Number.isFinite(facts.evidentScoreValue)) {
    failed.push('score');
  }
  return failed;
}

/** Whether a company is in the investable universe at `asOf`. */
export function isInvestable(
  facts: InvestableFacts,
  asOf: string,
  options: InvestableOptions = {},
): boolean {
  return investableFailures(facts, asOf, options).length === 0;
}

/** A filing dated in (asOf − months, asOf]: a filing after the date is not public yet. */
function filedWithin(filed: string | null, asOf: string, months: number): boolean {
  if (filed === null) return false;
  const day = dayNumber(filed);
  const asOfDay = dayNumber(asOf);
  return Number.isFinite(day) && day <= asOfDay && day >= minusMonths(asOfDay, months);
}

// ---- Size bands (issue 52 item 5) ---------------------------------------------------------------

/** Market-value bands of the evidence page, largest first (bounds in dollars, lower inclusive). */
export const SIZE_BANDS = [
  { id: 'large', min: 10e9, max: Infinity },
  { id: 'mid', min: 2e9, max: 10e9 },
  { id: 'small', min: 300e6, max: 2e9 },
  { id: 'micro', min: 0, max: 300e6 },
] as const;
export type SizeBand = (typeof SIZE_BANDS)[number]['id'];

/** The band of a market value, or null when it is missing or not positive. */
export function sizeBandOf(marketCap: number | null): SizeBand | null {
  if (marketCap === null || !Number.isFinite(marketCap) || marketCap <= 0) return null;
  return SIZE_BANDS.find((b) => marketCap >= b.min && marketCap < b.max)!.id;
}

/**
 * The hidden gems' small-company band inside the universe (ADR 049): an investable company worth
 * less than $2 billion (the small band's top), so "hidden" never means a micro-cap.
 */
export const HIDDEN_GEMS_MAX_MARKET_CAP = 2e9;

/**
 * The traded value the liquidity floor reads: the `medianDollarVolume` metric (the median session
 * of the last three months); where the daily sessions do not cover those months, the provider's
 * average volume × last close stands in (`avgDollarVolume` then holds exactly that, its own
 * fallback). Neither: unknown, and the floor is missed.
 */
export function liquidityOf(values: {
  medianDollarVolume?: number | null | undefined;
  avgDollarVolume?: number | null | undefined;
}): number | null {
  return values.medianDollarVolume ?? values.avgDollarVolume ?? null;
}

/** The facts of a scored company as a score run (or a backtest date) computed them. */
export function investableFactsOf(result: {
  snapshot: {
    values: {
      marketCap: number | null;
      medianDollarVolume: number | null;
      avgDollarVolume: number | null;
    };
    context: { lastClose: number | null; latestFiled: string | null };
  };
  score: { evidentScoreValue: number | null };
}): InvestableFacts {
  return {
    lastClose: result.snapshot.context.lastClose,
    marketCap: result.snapshot.values.marketCap,
    medianDollarVolume: liquidityOf(result.snapshot.values),
    latestFiled: result.snapshot.context.latestFiled,
    evidentScoreValue: result.score.evidentScoreValue,
  };
}
