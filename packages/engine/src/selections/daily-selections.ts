import { quantile } from '../numbers';
import { HIDDEN_GEMS_MAX_MARKET_CAP } from '../universe/investable';

/**
 * Daily selections (spec §9: per category only items with a percentile of at least 90, sorted by
 * score, at most 9). Only companies of the investable universe are selected (ADR 049). The three
 * categories are defined in ADR 004, inside that universe (ADR 049):
 * - top_dogs: the best scores among the largest investable companies (their top quintile by
 *   market cap);
 * - rising_stars: scores that rose at least RISING_MIN_RISE percentile points over 3 months;
 * - hidden_gems: high scores among smaller companies: the small band of the universe (market
 *   value below HIDDEN_GEMS_MAX_MARKET_CAP, $2 billion) outside the S&P 500. ADR 004's "no analyst
 *   target price" is dropped (ADR 049): inside the universe the data has a target for 91 of 99
 *   such companies, so the condition chose the few the provider missed, not the less followed.
 * A company may appear in more than one category.
 */
export const SELECTION_CATEGORIES = ['top_dogs', 'rising_stars', 'hidden_gems'] as const;
export type SelectionCategory = (typeof SELECTION_CATEGORIES)[number];

export const SELECTION_MIN_PERCENTILE = 90;
export const SELECTION_MAX_ITEMS = 9;
export const RISING_MIN_RISE = 10;

export interface SelectionCandidate {
  symbol: string;
  evidentScoreValue: number | null;
  evidentScorePercentile: number | null;
  /** Percentile three months earlier (null when not scored then). */
  percentile3mAgo: number | null;
  marketCap: number | null;
  sp500: boolean;
  /** Whether an analyst target price is known (no longer a selection rule since ADR 049). */
  hasAnalystTarget: boolean;
  /** In the investable universe at the run's date (universe/investable.ts). */
  investable: boolean;
}

export interface SelectionItem {
  category: SelectionCategory;
  rank: number;
  symbol: string;
  evidentScorePercentile: number;
  evidentScoreValue: number;
}

export function dailySelections(candidates: readonly SelectionCandidate[]): SelectionItem[] {
  const scored = candidates.filter(
    (c): c is SelectionCandidate & { evidentScoreValue: number; evidentScorePercentile: number } =>
      c.investable && c.evidentScoreValue !== null && c.evidentScorePercentile !== null,
  );
  const caps = scored
    .map((c) => c.marketCap)
    .filter((x): x is number => x !== null && x > 0)
    .sort((a, b) => a - b);
  const largeFrom = quantile(caps, 0.8);

  const rules: Record<SelectionCategory, (c: (typeof scored)[number]) => boolean> = {
    top_dogs: (c) => largeFrom !== null && c.marketCap !== null && c.marketCap >= largeFrom,
    rising_stars: (c) =>
      c.percentile3mAgo !== null && c.evidentScorePercentile - c.percentile3mAgo >= RISING_MIN_RISE,
    hidden_gems: (c) =>
      c.marketCap !== null && c.marketCap < HIDDEN_GEMS_MAX_MARKET_CAP && !c.sp500,
  };

  const items: SelectionItem[] = [];
  for (const category of SELECTION_CATEGORIES) {
    scored
      .filter((c) => c.evidentScorePercentile >= SELECTION_MIN_PERCENTILE && rules[category](c))
      .sort((a, b) => b.evidentScoreValue - a.evidentScoreValue || a.symbol.localeCompare(b.symbol))
      .slice(0, SELECTION_MAX_ITEMS)
      .forEach((c, i) =>
        items.push({
          category,
          rank: i + 1,
          symbol: c.symbol,
          evidentScorePercentile: c.evidentScorePercentile,
          evidentScoreValue: c.evidentScoreValue,
        }),
      );
  }
  return items;
}
