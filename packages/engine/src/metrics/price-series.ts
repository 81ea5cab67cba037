import { firstAtOrAfter, lastAtOrBefore, minusMonths } from './day-number';
import type { PreparedCompany, SessionSeries } from './prepare';

/**
 * Price-based measures at an as-of date: only closes dated on or before it are read.
 *
 * Daily closes are used when they cover the window (a close within 7 calendar days before each end
 * of the window, i.e. allowing weekends and holidays); otherwise month-end closes (the month of the
 * latest month-end on or before asOf and the months k before it). The daily file starts in 2021, so
 * earlier as-of dates use the monthly history.
 */

/** A daily close further than this before the date it stands for does not cover it. */
const DAILY_COVER_DAYS = 7;
/** The last close (daily or month-end) must be at most this old to price the company. */
export const MAX_PRICE_AGE_DAYS = 35;
const TRADING_DAYS_PER_YEAR = 252;

export interface LastClose {
  close: number;
  day: number;
}

/** Latest close on or before `day` — the later of the daily and the month-end series. */
export function closeAt(prepared: PreparedCompany, day: number): LastClose | null {
  const { daily, monthly } = prepared;
  const i = lastAtOrBefore(daily.days, day);
  let best: LastClose | null = i >= 0 ? { close: daily.closes[i]!, day: daily.days[i]! } : null;
  for (let m = lastAtOrBefore(monthly.days, day); m >= 0; m--) {
    const close = monthly.closes[m]!;
    if (Number.isNaN(close)) continue;
    if (best === null || monthly.days[m]! > best.day) best = { close, day: monthly.days[m]! };
    break;
  }
  if (best === null || day - best.day > MAX_PRICE_AGE_DAYS) return null;
  return best;
}

/** Daily close standing for `day` (within 7 days before it), or NaN. */
function dailyCloseAt(prepared: { readonly daily: SessionSeries }, day: number): number {
  const { days, closes } = prepared.daily;
  const i = lastAtOrBefore(days, day);
  if (i < 0 || day - days[i]! > DAILY_COVER_DAYS) return Number.NaN;
  return closes[i]!;
}

interface MonthAnchor {
  /** Index in the monthly series of the latest month-end on or before asOf (recent enough). */
  index: number;
  month: number;
}

function monthAnchor(prepared: PreparedCompany, asOfDay: number): MonthAnchor | null {
  const { days, months } = prepared.monthly;
  const i = lastAtOrBefore(days, asOfDay);
  if (i < 0 || asOfDay - days[i]! > MAX_PRICE_AGE_DAYS) return null;
  return { index: i, month: months[i]! };
}

/** Index of the monthly row of calendar month `month` (at or before index `from`), or −1. */
function monthIndex(prepared: PreparedCompany, from: number, month: number): number {
  const { months } = prepared.monthly;
  const i = Math.min(from, lastAtOrBefore(months, month));
  return i >= 0 && months[i] === month ? i : -1;
}

/** Ratio of month-end values (close if both known, else total-return close), or NaN. */
function monthlyRatio(prepared: PreparedCompany, later: number, earlier: number): number {
  const { closes, adjCloses } = prepared.monthly;
  const c1 = closes[later]!;
  const c0 = closes[earlier]!;
  if (!Number.isNaN(c1) && !Number.isNaN(c0)) return c1 / c0;
  const a1 = adjCloses[later]!;
  const a0 = adjCloses[earlier]!;
  if (!Number.isNaN(a1) && !Number.isNaN(a0)) return a1 / a0;
  return Number.NaN;
}

/**
 * Return from `fromMonths` calendar months before asOf to `toMonths` months before asOf:
 * momentum3m = (3, 0), momentum6m = (6, 0), momentum12_1 = (12, 1) (Jegadeesh & Titman 1993).
 */
export function priceReturn(
  prepared: PreparedCompany,
  asOfDay: number,
  fromMonths: number,
  toMonths: number,
): number | null {
  const endDay = toMonths === 0 ? asOfDay : minusMonths(asOfDay, toMonths);
  const startDay = minusMonths(asOfDay, fromMonths);
  const end = dailyCloseAt(prepared, endDay);
  const start = dailyCloseAt(prepared, startDay);
  if (!Number.isNaN(end) && !Number.isNaN(start)) return end / start - 1;
  const anchor = monthAnchor(prepared, asOfDay);
  if (anchor === null) return null;
  const later = monthIndex(prepared, anchor.index, anchor.month - toMonths);
  const earlier = later < 0 ? -1 : monthIndex(prepared, later, anchor.month - fromMonths);
  if (earlier < 0) return null;
  const ratio = monthlyRatio(prepared, later, earlier);
  return Number.isNaN(ratio) ? null : ratio - 1;
}

/** Whether daily closes cover (asOf − 1 year, asOf]. */
function dailyCoversYear(prepared: PreparedCompany, asOfDay: number): boolean {
  return (
    !Number.isNaN(dailyCloseAt(prepared, asOfDay)) &&
    !Number.isNaN(dailyCloseAt(prepared, minusMonths(asOfDay, 12)))
  );
}

/** Last close ÷ highest close of the last 52 weeks (George & Hwang 2004). */
export function high52wRatio(prepared: PreparedCompany, asOfDay: number): number | null {
  if (dailyCoversYear(prepared, asOfDay)) {
    const { days, closes } = prepared.daily;
    const last = lastAtOrBefore(days, asOfDay);
    const first = firstAtOrAfter(days, minusMonths(asOfDay, 12));
    let high = 0;
    for (let i = first; i <= last; i++) if (closes[i]! > high) high = closes[i]!;
    return closes[last]! / high;
  }
  const anchor = monthAnchor(prepared, asOfDay);
  if (anchor === null) return null;
  const { closes, months } = prepared.monthly;
  const last = closes[anchor.index]!;
  if (Number.isNaN(last)) return null;
  let high = 0;
  let count = 0;
  for (let i = anchor.index; i >= 0 && months[i]! >= anchor.month - 11; i--) {
    const c = closes[i]!;
    if (Number.isNaN(c)) continue;
    count++;
    if (c > high) high = c;
  }
  return count >= 10 ? last / high : null;
}

/**
 * Largest peak-to-trough fall of the close over the last year, as a positive fraction (0 = the
 * close never fell below an earlier high of the window): max over t of 1 − close_t ÷ the highest
 * close from the window start to t. Daily closes when they cover the year, else the month-end
 * closes of the last 12 months (at least 10 of them).
 */
export function maxDrawdown(prepared: PreparedCompany, asOfDay: number): number | null {
  let peak = 0;
  let worst = 0;
  if (dailyCoversYear(prepared, asOfDay)) {
    const { days, closes } = prepared.daily;
    const last = lastAtOrBefore(days, asOfDay);
    const first = firstAtOrAfter(days, minusMonths(asOfDay, 12));
    for (let i = first; i <= last; i++) {
      const c = closes[i]!;
      if (c > peak) peak = c;
      else if (peak > 0 && 1 - c / peak > worst) worst = 1 - c / peak;
    }
    return peak > 0 ? worst : null;
  }
  const anchor = monthAnchor(prepared, asOfDay);
  if (anchor === null) return null;
  const { closes, months } = prepared.monthly;
  let start = anchor.index;
  while (start > 0 && months[start - 1]! >= anchor.month - 11) start--;
  let count = 0;
  for (let i = start; i <= anchor.index; i++) {
    const c = closes[i]!;
    if (Number.isNaN(c)) continue;
    count++;
    if (c > peak) peak = c;
    else if (peak > 0 && 1 - c / peak > worst) worst = 1 - c / peak;
  }
  return count >= 10 && peak > 0 ? worst : null;
}

/**
 * Annualised standard deviation of returns over the last year: daily simple returns × √252 when
 * daily closes cover the year (at least 150 returns), else the 12 monthly returns × √12
 * (Ang, Hodrick, Xing & Zhang 2006 use daily returns).
 */
export function volatility(prepared: PreparedCompany, asOfDay: number, months = 12): number | null {
  const startDay = minusMonths(asOfDay, months);
  if (
    !Number.isNaN(dailyCloseAt(prepared, asOfDay)) &&
    !Number.isNaN(dailyCloseAt(prepared, startDay))
  ) {
    const { days, retSum, retSq } = prepared.daily;
    const b = lastAtOrBefore(days, asOfDay);
    const a = Math.max(0, lastAtOrBefore(days, startDay));
    const n = b - a;
    const minReturns = Math.floor(((months * TRADING_DAYS_PER_YEAR) / 12) * 0.6);
    if (n >= Math.max(minReturns, 2)) {
      const s1 = retSum[b]! - retSum[a]!;
      const s2 = retSq[b]! - retSq[a]!;
      const mean = s1 / n;
      const variance = Math.max(0, (s2 - n * mean * mean) / (n - 1));
      return Math.sqrt(variance * TRADING_DAYS_PER_YEAR);
    }
  }
  const anchor = monthAnchor(prepared, asOfDay);
  if (anchor === null || months < 3) return null;
  let sum = 0;
  let sumSq = 0;
  let later = anchor.index;
  for (let k = 1; k <= months; k++) {
    const earlier = monthIndex(prepared, later, anchor.month - k);
    if (earlier < 0) return null;
    const ratio = monthlyRatio(prepared, later, earlier);
    if (Number.isNaN(ratio)) return null;
    const r = ratio - 1;
    sum += r;
    sumSq += r * r;
    later = earlier;
  }
  const mean = sum / months;
  const variance = Math.max(0, (sumSq - months * mean * mean) / (months - 1));
  return Math.sqrt(variance * 12);
}

/**
 * The daily sessions of the three months to `asOfDay`, as positions [a, b) into the prefix sums
 * of `prepared.daily`; null without daily closes at both ends of the window.
 */
function threeMonthSessions(
  prepared: { readonly daily: SessionSeries },
  asOfDay: number,
): { a: number; b: number } | null {
  const startDay = minusMonths(asOfDay, 3);
  if (
    Number.isNaN(dailyCloseAt(prepared, asOfDay)) ||
    Number.isNaN(dailyCloseAt(prepared, startDay))
  ) {
    return null;
  }
  const { days } = prepared.daily;
  return { a: firstAtOrAfter(days, startDay + 1), b: lastAtOrBefore(days, asOfDay) + 1 };
}

/** Mean daily close × volume over the last three months (at least 20 days with a volume). */
export function averageDollarVolume(prepared: PreparedCompany, asOfDay: number): number | null {
  const window = threeMonthSessions(prepared, asOfDay);
  if (window === null) return null;
  const { a, b } = window;
  const { dollarVolume, volumeDays } = prepared.daily;
  const count = volumeDays[b]! - volumeDays[a]!;
  if (count < 20) return null;
  return (dollarVolume[b]! - dollarVolume[a]!) / count;
}

/**
 * Median daily close × volume over the last three months (at least 20 sessions with a volume);
 * null without daily prices covering the window. A median is not moved by a few days of very heavy
 * trading, so it says what a typical session trades (the investable universe's liquidity floor).
 */
export function medianDollarVolume(
  prepared: { readonly daily: SessionSeries },
  asOfDay: number,
): number | null {
  const window = threeMonthSessions(prepared, asOfDay);
  if (window === null) return null;
  const { a, b } = window;
  const { dollarVolume, volumeDays } = prepared.daily;
  const values: number[] = [];
  // Each session's traded value is the step of the prefix sums where a volume is known.
  for (let i = a; i < b; i++) {
    if (volumeDays[i + 1]! - volumeDays[i]! === 1)
      values.push(dollarVolume[i + 1]! - dollarVolume[i]!);
  }
  if (values.length < 20) return null;
  values.sort((x, y) => x - y);
  const mid = values.length >> 1;
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/** The latest daily session on or before a date, with its move and its traded value. */
export interface Session {
  day: number;
  close: number;
  /** Close of the session before, or null when it is missing or too old to compare. */
  previousClose: number | null;
  /** close / previousClose − 1, or null. */
  change1d: number | null;
  /** Close × volume of that session, or null without a volume. */
  dollarVolume: number | null;
}

/** The last daily session within 7 days before `asOfDay` (month-end closes are not sessions). */
export function lastSession(prepared: PreparedCompany, asOfDay: number): Session | null {
  const { days, closes, dollarVolume, volumeDays } = prepared.daily;
  const i = lastAtOrBefore(days, asOfDay);
  if (i < 0 || asOfDay - days[i]! > DAILY_COVER_DAYS) return null;
  const close = closes[i]!;
  const previousClose =
    i > 0 && days[i]! - days[i - 1]! <= DAILY_COVER_DAYS && closes[i - 1]! > 0
      ? closes[i - 1]!
      : null;
  return {
    day: days[i]!,
    close,
    previousClose,
    change1d: previousClose === null ? null : close / previousClose - 1,
    dollarVolume:
      volumeDays[i + 1]! - volumeDays[i]! === 1 ? dollarVolume[i + 1]! - dollarVolume[i]! : null,
  };
}

/** Sum of dividends per share with an ex-date in (asOf − 12 months, asOf], or null when none. */
export function dividendsPerShare12m(prepared: PreparedCompany, asOfDay: number): number | null {
  const { dividendDays, dividendCum } = prepared;
  const b = lastAtOrBefore(dividendDays, asOfDay) + 1;
  const a = firstAtOrAfter(dividendDays, minusMonths(asOfDay, 12) + 1);
  if (b <= a) return null;
  return dividendCum[b]! - dividendCum[a]!;
}

/** Mean surprise of the last four announcements (dated within 15 months) as a fraction. */
export function meanEarningsSurprise(prepared: PreparedCompany, asOfDay: number): number | null {
  const { surpriseDays, surprisePct } = prepared;
  const oldest = minusMonths(asOfDay, 15);
  let sum = 0;
  let count = 0;
  for (
    let i = lastAtOrBefore(surpriseDays, asOfDay);
    i >= 0 && count < 4 && surpriseDays[i]! >= oldest;
    i--
  ) {
    const pct = surprisePct[i]!;
    if (Number.isNaN(pct)) continue;
    sum += pct;
    count++;
  }
  return count === 0 ? null : sum / count / 100;
}

/** How old the last total-return month may be for an implied dividend yield. */
const IMPLIED_YIELD_MAX_AGE_DAYS = 120;

/**
 * Dividend yield implied by the month-end total-return series (dividends reinvested) against the
 * price series over the last 12 months: (TR end / TR start) ÷ (price end / price start) − 1.
 * Used when no dividend record is recent: the snapshot's dividend amounts stop in 2021 while its
 * total-return series run to 2026 (data/market-snapshot/README.md). Null when either series is
 * missing at either end, when the window ends more than 120 days before `asOf`, or when the
 * result is implausible (below −0.5% — e.g. spin-off factors in one series — or above 25%);
 * small negatives from rounding count as 0.
 */
export function impliedDividendYield12m(prepared: PreparedCompany, asOfDay: number): number | null {
  const { days, months, closes, adjCloses } = prepared.monthly;
  let e = lastAtOrBefore(days, asOfDay);
  while (e >= 0 && !(Number.isFinite(closes[e]!) && Number.isFinite(adjCloses[e]!))) e--;
  if (e < 0 || asOfDay - days[e]! > IMPLIED_YIELD_MAX_AGE_DAYS) return null;
  const startMonth = months[e]! - 12;
  let s = e;
  while (s >= 0 && months[s]! > startMonth) s--;
  if (s < 0 || months[s] !== startMonth) return null;
  const c0 = closes[s]!;
  const a0 = adjCloses[s]!;
  if (!(c0 > 0) || !(a0 > 0) || !(closes[e]! > 0) || !(adjCloses[e]! > 0)) return null;
  const y = adjCloses[e]! / a0 / (closes[e]! / c0) - 1;
  if (!Number.isFinite(y) || y < -0.005 || y > 0.25) return null;
  return Math.max(0, y);
}
