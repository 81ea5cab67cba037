import type { Unavailable } from './own-history';
import { median, round2 } from '../numbers';
import {
  DISCOUNT_RATE,
  DISCOUNT_RATE_HIGH,
  DISCOUNT_RATE_LOW,
  FADE_YEARS,
  GROWTH_CAP,
  GROWTH_FLOOR,
  MIN_MARGIN_YEARS,
  STAGE_ONE_YEARS,
  TERMINAL_GROWTH,
} from './parameters';

export interface CashFlowValue {
  method: 'cashFlow';
  value: number;
  low: number;
  high: number;
  /** Trailing revenue per share today. */
  revenuePerShare: number;
  /**
   * Free cash flow margins: the latest twelve months, then the twelve months to the quarter end
   * one, two, three and four years before (null where not known), and their median used.
   */
  margins: (number | null)[];
  normalMargin: number;
  /** Starting free cash flow per share: revenue per share × the median margin. */
  start: number;
  /** First-stage growth used, and where it came from (before the cap). */
  growth: number;
  historyGrowth: number | null;
  analystGrowth: number | null;
  terminalGrowth: number;
  discountRate: number;
  /** Shown, not subtracted: free cash flow is after interest (ADR 031). */
  netDebtPerShare: number | null;
}

export interface CashFlowInput {
  revenuePerShare: number | null;
  /** Latest twelve months first, then one to four years before. */
  margins: (number | null)[];
  /** Revenue growth a year over five years (else three). */
  historyGrowth: number | null;
  /** Consensus next-year EPS ÷ trailing EPS − 1, when both are positive. */
  analystGrowth: number | null;
  netDebtPerShare: number | null;
}

/**
 * Present value per share of free cash flow in two stages: `growth` for five years, fading in a
 * straight line to the terminal growth over the next five, then a perpetuity at the terminal
 * growth (Gordon), all discounted at `rate`.
 */
export function presentValue(start: number, growth: number, rate: number): number {
  let cash = start;
  let value = 0;
  const years = STAGE_ONE_YEARS + FADE_YEARS;
  for (let t = 1; t <= years; t++) {
    const g =
      t <= STAGE_ONE_YEARS
        ? growth
        : growth + ((TERMINAL_GROWTH - growth) * (t - STAGE_ONE_YEARS)) / FADE_YEARS;
    cash *= 1 + g;
    value += cash / (1 + rate) ** t;
  }
  const terminal = (cash * (1 + TERMINAL_GROWTH)) / (rate - TERMINAL_GROWTH);
  return value + terminal / (1 + rate) ** years;
}

/**
 * Two-stage discounted free cash flow per share (ADR 031). Free cash flow is operating cash flow
 * less capital expenditure, after interest: the equity's cash, discounted at a cost of equity,
 * so net debt is not subtracted again. The start is normalised: today's revenue per share × the
 * median free cash flow margin of the last five years (three at least), so one unusual year (a
 * tax deposit, a settlement) neither sinks nor lifts it. First-stage growth is the mean of the
 * revenue growth shown (five years, else three) and the analysts' next-year EPS growth, where
 * present, held within −5% and 15%.
 */
export function cashFlowValue(input: CashFlowInput): CashFlowValue | Unavailable {
  const rps = input.revenuePerShare;
  if (rps === null || !(rps > 0)) {
    return { method: 'cashFlow', value: null, reason: { code: 'noRevenue' } };
  }
  const known = input.margins.filter((m): m is number => m !== null && Number.isFinite(m));
  if (input.margins[0] === null || known.length < MIN_MARGIN_YEARS) {
    return {
      method: 'cashFlow',
      value: null,
      reason: { code: 'fewCashFlowYears', years: MIN_MARGIN_YEARS },
    };
  }
  const normalMargin = median(known);
  const start = rps * normalMargin;
  if (!(start > 0)) {
    return {
      method: 'cashFlow',
      value: null,
      reason: { code: 'negativeCashFlow' },
    };
  }
  const sources = [input.historyGrowth, input.analystGrowth].filter(
    (g): g is number => g !== null && Number.isFinite(g),
  );
  if (sources.length === 0) {
    return { method: 'cashFlow', value: null, reason: { code: 'noGrowthHistory' } };
  }
  const raw = sources.reduce((a, b) => a + b, 0) / sources.length;
  const growth = Math.min(GROWTH_CAP, Math.max(GROWTH_FLOOR, raw));
  return {
    method: 'cashFlow',
    value: round2(presentValue(start, growth, DISCOUNT_RATE)),
    low: round2(presentValue(start, growth, DISCOUNT_RATE_HIGH)),
    high: round2(presentValue(start, growth, DISCOUNT_RATE_LOW)),
    revenuePerShare: rps,
    margins: input.margins,
    normalMargin,
    start,
    growth,
    historyGrowth: input.historyGrowth,
    analystGrowth: input.analystGrowth,
    terminalGrowth: TERMINAL_GROWTH,
    discountRate: DISCOUNT_RATE,
    netDebtPerShare: input.netDebtPerShare,
  };
}
