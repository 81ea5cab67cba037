/**
 * The fixed parameters of the fair value (ADR 031). They were set before any result on the data
 * was looked at, from standard practice, and are shown to users beside each figure. Changing one
 * changes every company's fair value: raise METHOD_VERSION with it.
 */

/** Discount rate: a long-run cost of equity for the US market (≈ 4% risk-free + 5% premium). */
export const DISCOUNT_RATE = 0.09;
/** The range's discount rates: the central rate ± one point. */
export const DISCOUNT_RATE_LOW = 0.08;
export const DISCOUNT_RATE_HIGH = 0.1;
/** Terminal growth: at most long-run nominal GDP growth less a margin. */
export const TERMINAL_GROWTH = 0.025;
/** First-stage growth is held within these bounds. */
export const GROWTH_CAP = 0.15;
export const GROWTH_FLOOR = -0.05;
/** Years of first-stage growth, then years fading linearly to the terminal growth. */
export const STAGE_ONE_YEARS = 5;
export const FADE_YEARS = 5;
/**
 * The starting free cash flow is today's revenue per share × the median free cash flow margin of
 * the last five years (twelve-month windows a year apart), of which at least this many are known.
 */
export const MARGIN_YEARS = 5;
export const MIN_MARGIN_YEARS = 3;
/**
 * Own history is used only when the latest share count filed is on today's basis: within this
 * factor of today's count (a larger gap is a class or unit change the data does not explain).
 */
export const SHARE_BASIS_TOLERANCE = 1.5;

/** Own history: the window, the least span it must cover, and the least number of points. */
export const HISTORY_YEARS = 10;
export const MIN_HISTORY_YEARS = 5;
export const MIN_HISTORY_POINTS = 12;
/**
 * Growth adjustment of own-history multiples: the ratio of five years of the latest three-year
 * growth to five years of the growth over the history window, held within these bounds.
 */
export const ADJUSTMENT_YEARS = 5;
export const ADJUSTMENT_MIN = 0.75;
export const ADJUSTMENT_MAX = 1.25;

/** When two methods' figures differ by more than this factor, no fair value is published. */
export const MAX_DISAGREEMENT = 2;
