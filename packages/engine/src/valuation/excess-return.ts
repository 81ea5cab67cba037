import type { Unavailable } from './own-history';
import { round2 } from '../numbers';
import {
  DISCOUNT_RATE,
  DISCOUNT_RATE_HIGH,
  DISCOUNT_RATE_LOW,
  TERMINAL_GROWTH,
} from './parameters';

export interface ExcessReturnValue {
  method: 'excessReturn';
  value: number;
  low: number;
  high: number;
  bookValuePerShare: number;
  /** Return on equity: the latest twelve months, one and two years before, and their mean used. */
  roe: { now: number; yearAgo: number | null; twoYearsAgo: number | null };
  roeUsed: number;
  growth: number;
  discountRate: number;
}

export interface ExcessReturnInput {
  bookValuePerShare: number | null;
  roe: { now: number | null; yearAgo: number | null; twoYearsAgo: number | null };
}

/** Justified price-to-book of a firm earning `roe` forever, growing at g, discounted at r. */
export function justifiedPriceToBook(roe: number, rate: number): number {
  return (roe - TERMINAL_GROWTH) / (rate - TERMINAL_GROWTH);
}

/**
 * Excess return on equity (ADR 031), for banks, insurers, brokers and asset managers, whose cash
 * flows are their balance sheet: book value per share × (ROE − g) ÷ (r − g), the steady-state
 * residual income model; ROE is the mean over the last three years (two at least).
 */
export function excessReturnValue(input: ExcessReturnInput): ExcessReturnValue | Unavailable {
  const bvps = input.bookValuePerShare;
  if (bvps === null || !(bvps > 0)) {
    return { method: 'excessReturn', value: null, reason: { code: 'noBookValue' } };
  }
  const { now, yearAgo, twoYearsAgo } = input.roe;
  if (now === null) {
    return {
      method: 'excessReturn',
      value: null,
      reason: { code: 'noRoe' },
    };
  }
  const years = [now, yearAgo, twoYearsAgo].filter((v): v is number => v !== null);
  if (years.length < 2) {
    return {
      method: 'excessReturn',
      value: null,
      reason: { code: 'fewRoeYears' },
    };
  }
  const roe = years.reduce((a, b) => a + b, 0) / years.length;
  if (!(roe > TERMINAL_GROWTH)) {
    return {
      method: 'excessReturn',
      value: null,
      reason: { code: 'roeBelowGrowth', roe, growth: TERMINAL_GROWTH },
    };
  }
  return {
    method: 'excessReturn',
    value: round2(bvps * justifiedPriceToBook(roe, DISCOUNT_RATE)),
    low: round2(bvps * justifiedPriceToBook(roe, DISCOUNT_RATE_HIGH)),
    high: round2(bvps * justifiedPriceToBook(roe, DISCOUNT_RATE_LOW)),
    bookValuePerShare: bvps,
    roe: { now, yearAgo, twoYearsAgo },
    roeUsed: roe,
    growth: TERMINAL_GROWTH,
    discountRate: DISCOUNT_RATE,
  };
}
