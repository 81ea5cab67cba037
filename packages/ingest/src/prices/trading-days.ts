import { isoDateSchema } from '../records';

/**
 * NYSE trading days, for "missed days are backfilled": which dates a refresh must still fetch.
 *
 * No npm package was fit to use (ADR 056): `nyse-holidays` (1.2.0, last release 2024-12) knows
 * the rules but not the unscheduled closings (e.g. the national day of mourning of 2025-01-09),
 * and works on local-time `Date`s. So the rules are here, with their source:
 * - NYSE Rule 7.2 and NYSE's "Holidays & Trading Hours" page
 *   (https://www.nyse.com/markets/hours-calendars): New Year's Day, Martin Luther King Jr. Day
 *   (3rd Monday of January), Washington's Birthday (3rd Monday of February), Good Friday,
 *   Memorial Day (last Monday of May), Juneteenth (since 2022), Independence Day, Labor Day
 *   (1st Monday of September), Thanksgiving (4th Thursday of November), Christmas.
 * - A holiday on a Saturday closes the Friday before, on a Sunday the Monday after; except New
 *   Year's Day on a Saturday, which closes nothing (the Friday is the last day of the year's
 *   accounting period; NYSE did not close on 2021-12-31).
 * - Unscheduled full-day closings since 2000 (NYSE's list of market closings):
 *   {@link SPECIAL_CLOSINGS}. A new one must be added here when NYSE announces it.
 */

export const SPECIAL_CLOSINGS: ReadonlyMap<string, string> = new Map([
  ['2001-09-11', 'September 11 attacks'],
  ['2001-09-12', 'September 11 attacks'],
  ['2001-09-13', 'September 11 attacks'],
  ['2001-09-14', 'September 11 attacks'],
  ['2004-06-11', 'National day of mourning, President Reagan'],
  ['2007-01-02', 'National day of mourning, President Ford'],
  ['2012-10-29', 'Hurricane Sandy'],
  ['2012-10-30', 'Hurricane Sandy'],
  ['2018-12-05', 'National day of mourning, President George H. W. Bush'],
  ['2025-01-09', 'National day of mourning, President Carter'],
]);

const DAY_MS = 86_400_000;

function utc(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The n-th (1-based) given weekday (0 Sunday … 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = utc(year, month, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + (offset + (n - 1) * 7) * DAY_MS;
}

function lastWeekday(year: number, month: number, weekday: number): number {
  const last = utc(year, month + 1, 0);
  const offset = (new Date(last).getUTCDay() - weekday + 7) % 7;
  return last - offset * DAY_MS;
}

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus, "Astronomical Algorithms"). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** A fixed-date holiday moved off the weekend (Saturday → Friday, Sunday → Monday). */
function observed(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return ms - DAY_MS;
  if (weekday === 0) return ms + DAY_MS;
  return ms;
}

/** The NYSE's scheduled full-day holidays of a year, as ISO date → name. */
export function nyseHolidays(year: number): Map<string, string> {
  const holidays = new Map<string, string>();
  const add = (ms: number, name: string) => holidays.set(iso(ms), name);
  const newYear = utc(year, 1, 1);
  if (new Date(newYear).getUTCDay() !== 6) add(observed(newYear), "New Year's Day");
  add(nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day');
  add(nthWeekday(year, 2, 1, 3), "Washington's Birthday");
  add(easter(year) - 2 * DAY_MS, 'Good Friday');
  add(lastWeekday(year, 5, 1), 'Memorial Day');
  if (year >= 2022) add(observed(utc(year, 6, 19)), 'Juneteenth');
  add(observed(utc(year, 7, 4)), 'Independence Day');
  add(nthWeekday(year, 9, 1, 1), 'Labor Day');
  add(nthWeekday(year, 11, 4, 4), 'Thanksgiving Day');
  add(observed(utc(year, 12, 25)), 'Christmas Day');
  return holidays;
}

const holidayCache = new Map<number, Map<string, string>>();

/** Why the NYSE is closed on a date, or null when it trades. */
export function closedReason(date: string): string | null {
  const ms = parse(date);
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 0 || weekday === 6) return 'weekend';
  const year = new Date(ms).getUTCFullYear();
  let holidays = holidayCache.get(year);
  if (holidays === undefined) {
    holidays = nyseHolidays(year);
    holidayCache.set(year, holidays);
  }
  return holidays.get(date) ?? SPECIAL_CLOSINGS.get(date) ?? null;
}

export function isTradingDay(date: string): boolean {
  return closedReason(date) === null;
}

/**
 * The trading days after `lastStored` up to and including `through`, oldest first: what a
 * refresh has to fetch to be current again (none when it is). `through` is the latest day whose
 * close is published (the caller decides, e.g. yesterday before the evening publication).
 */
export function tradingDaysToFetch(lastStored: string, through: string): string[] {
  const days: string[] = [];
  for (let ms = parse(lastStored) + DAY_MS; ms <= parse(through); ms += DAY_MS) {
    const date = iso(ms);
    if (isTradingDay(date)) days.push(date);
  }
  return days;
}

function parse(date: string): number {
  if (!isoDateSchema.safeParse(date).success) {
    throw new RangeError(`expected a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  }
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The latest trading day whose whole-market close is published at `now`: today's from 23:00 UTC
 * on (the close is 20:00 or 21:00 UTC; Polygon publishes the grouped bars within the hour after
 * it), else the trading day before today.
 */
export function latestCompletedTradingDay(now: Date): string {
  let ms = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (now.getUTCHours() < 23) ms -= DAY_MS;
  for (;;) {
    const date = iso(ms);
    if (isTradingDay(date)) return date;
    ms -= DAY_MS;
  }
}
