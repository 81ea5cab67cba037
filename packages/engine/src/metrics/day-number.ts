/**
 * Calendar arithmetic on `YYYY-MM-DD` strings without `Date` objects: the metric layer compares
 * hundreds of dates per call, and integers (days since 1970-01-01) are cheaper than strings or
 * Date allocations. Algorithm: Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms"
 * (days_from_civil / civil_from_days).
 */

/** Days since 1970-01-01 of a proleptic Gregorian date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = (((153 * mp + 2) / 5) | 0) + day - 1;
  const doe = yoe * 365 + ((yoe / 4) | 0) - ((yoe / 100) | 0) + doy;
  return era * 146097 + doe - 719468;
}

/** Day number of a `YYYY-MM-DD` string (only the first ten characters are read). */
export function dayNumber(iso: string): number {
  const year =
    (iso.charCodeAt(0) - 48) * 1000 +
    (iso.charCodeAt(1) - 48) * 100 +
    (iso.charCodeAt(2) - 48) * 10 +
    (iso.charCodeAt(3) - 48);
  const month = (iso.charCodeAt(5) - 48) * 10 + (iso.charCodeAt(6) - 48);
  const day = (iso.charCodeAt(8) - 48) * 10 + (iso.charCodeAt(9) - 48);
  return daysFromCivil(year, month, day);
}

/** `{ year, month (1-12), day }` of a day number. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31);
}

/** The same day `months` calendar months earlier, clamped to the month's last day (Mar 31 − 1m = Feb 28/29). */
export function minusMonths(days: number, months: number): number {
  const { year, month, day } = civilFromDays(days);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return daysFromCivil(y, m, Math.min(day, daysInMonth(y, m)));
}

/** `year * 12 + (month - 1)`: consecutive calendar months differ by one. */
export function monthKey(days: number): number {
  const { year, month } = civilFromDays(days);
  return year * 12 + month - 1;
}

/** Index of the last element `<= value` in an ascending array, or −1. */
export function lastAtOrBefore(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Index of the first element `>= value` in an ascending array (length when none). */
export function firstAtOrAfter(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `YYYY-MM-DD` of a day number. */
export function isoFromDays(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
