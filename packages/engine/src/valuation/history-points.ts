import { Calculation } from '../metrics/calculation';
import { civilFromDays, daysFromCivil, isoFromDays } from '../metrics/day-number';
import { resolveFigures } from '../metrics/figures';
import type { PreparedCompany } from '../metrics/prepare';
import { divide, positive } from '../metrics/ratios';

/**
 * The company's own valuation history (ADR 031): at each calendar quarter end, what the market
 * paid for its trailing figures, computed point in time — only what was filed by that date and the
 * close of that date, with the same figure rules as every metric (period-view.ts, figures.ts). A
 * point at date t uses nothing after t, so a series built once serves every later as-of date
 * (the backtest's month ends), and is memoised per prepared company.
 */
export interface HistoryPoint {
  day: number;
  /** Close on or before the date (at most 35 days old, else no point). */
  price: number | null;
  /** Shares on the price's basis. */
  shares: number | null;
  revenue: number | null;
  netIncome: number | null;
  freeCashFlow: number | null;
  equity: number | null;
  pe: number | null;
  ps: number | null;
  pfcf: number | null;
  pb: number | null;
}

const memo = new WeakMap<PreparedCompany, Map<number, HistoryPoint>>();

function pointAt(prepared: PreparedCompany, day: number): HistoryPoint {
  const c = new Calculation(prepared, isoFromDays(day));
  const f = resolveFigures(c);
  const fresh = f.last !== null && day - f.last.day <= 35;
  const cap = fresh ? f.marketCap : null;
  return {
    day,
    price: fresh ? f.price : null,
    shares: f.shares,
    revenue: f.rev,
    netIncome: f.ni,
    freeCashFlow: f.fcfValue,
    equity: f.equity,
    pe: positive(f.ni) ? divide(cap, f.ni) : null,
    ps: positive(f.rev) ? divide(cap, f.rev) : null,
    pfcf: positive(f.fcfValue) ? divide(cap, f.fcfValue) : null,
    pb: positive(f.equity) ? divide(cap, f.equity) : null,
  };
}

/** The point at `day` (any day: the as-of date itself, or a quarter end), memoised. */
export function historyPoint(prepared: PreparedCompany, day: number): HistoryPoint {
  let points = memo.get(prepared);
  if (!points) {
    points = new Map();
    memo.set(prepared, points);
  }
  let point = points.get(day);
  if (!point) {
    point = pointAt(prepared, day);
    points.set(day, point);
  }
  return point;
}

/** Calendar quarter ends (31 Mar, 30 Jun, 30 Sep, 31 Dec) after `fromDay` up to `toDay`, oldest first. */
export function quarterEnds(fromDay: number, toDay: number): number[] {
  const out: number[] = [];
  const { year } = civilFromDays(fromDay);
  for (let y = year; ; y++) {
    for (const m of [3, 6, 9, 12]) {
      // Day 0 of the next month is the last day of month m.
      const end = daysFromCivil(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - 1;
      if (end > toDay) return out;
      if (end > fromDay) out.push(end);
    }
  }
}

/** The quarter-end points of the `years` years up to `asOfDay` (the as-of date excluded). */
export function historyPoints(
  prepared: PreparedCompany,
  asOfDay: number,
  years: number,
): HistoryPoint[] {
  return quarterEnds(asOfDay - Math.round(years * 365.25), asOfDay - 1).map((day) =>
    historyPoint(prepared, day),
  );
}
