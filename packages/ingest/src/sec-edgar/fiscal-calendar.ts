/**
 * A company's fiscal calendar, inferred from the periods of its own XBRL facts.
 *
 * SEC's `fy`/`fp` attributes describe the *filing* a fact came from, not the fact's period (a
 * 10-K for 2023 tags its 2021 comparatives `fy: 2023`), so they cannot place a fact in a fiscal
 * year. The periods themselves can: a 10-Q's year-to-date facts and a 10-K's annual facts all
 * start on the first day of the fiscal year. Quarters are then numbered by how many (nominal)
 * months after the fiscal-year start they end, which works for 52/53-week years and for
 * 12/16-week quarters alike.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date. */
export function toDay(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Length of a duration fact counting both ends (XBRL periods are inclusive). */
export function durationDays(start: string, end: string): number {
  return toDay(end) - toDay(start) + 1;
}

/**
 * The month end nearest to a date, as a month number (year × 12 + month − 1). A 52/53-week year
 * ending 2022-09-24 or 2023-01-01 is "the September 2022" / "the December 2022" year, the way
 * the filer itself names it and the way the bulk format slots records.
 */
export function nominalMonth(day: number): number {
  const d = new Date(day * DAY_MS);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  const endOfThis = Math.round(Date.UTC(year, month + 1, 0) / DAY_MS);
  const endOfPrevious = Math.round(Date.UTC(year, month, 0) / DAY_MS);
  const nearestIsThis = endOfThis - day <= day - endOfPrevious;
  return year * 12 + month - (nearestIsThis ? 0 : 1);
}

/** Period-length bands, in inclusive days. */
export const QUARTER_DAYS = { min: 60, max: 120 } as const;
export const ANNUAL_DAYS = { min: 330, max: 380 } as const;

/**
 * Quarters run 60–120 days: ~3 months (60–110) widened to admit the 16/17-week quarters of
 * retailers on a 12-12-12-16 calendar (Kroger, Costco: up to 119 days). Six-month YTD periods
 * are ≥ 168 days, so the band cannot swallow one.
 */
export const isQuarterLength = (days: number) =>
  days >= QUARTER_DAYS.min && days <= QUARTER_DAYS.max;
export const isAnnualLength = (days: number) => days >= ANNUAL_DAYS.min && days <= ANNUAL_DAYS.max;

/** Dates of one period that differ by up to this many days are the same boundary. */
export const BOUNDARY_TOLERANCE_DAYS = 7;

export interface FiscalYear {
  /** First day (days since epoch). */
  start: number;
  /** Last day; undefined while the year is still running (no annual fact, no successor). */
  end: number | undefined;
  /** Calendar year in which the fiscal year ends (nominal month), the bulk format's rule. */
  fiscalYear: number;
}

export interface DurationPeriod {
  start: string;
  end: string;
}

export class FiscalCalendar {
  private constructor(readonly years: readonly FiscalYear[]) {}

  /**
   * Fiscal-year starts come from annual periods (their start, and their end + 1 day) and from
   * year-to-date periods longer than a quarter but shorter than a year (their start).
   */
  static fromPeriods(periods: readonly DurationPeriod[]): FiscalCalendar {
    const candidates = new Set<number>();
    const annualEnds = new Map<number, Map<number, number>>();
    for (const p of periods) {
      const days = durationDays(p.start, p.end);
      const start = toDay(p.start);
      if (isAnnualLength(days)) {
        candidates.add(start);
        candidates.add(toDay(p.end) + 1);
        const ends = annualEnds.get(start) ?? new Map<number, number>();
        ends.set(toDay(p.end), (ends.get(toDay(p.end)) ?? 0) + 1);
        annualEnds.set(start, ends);
      } else if (days > QUARTER_DAYS.max && days < ANNUAL_DAYS.min) {
        candidates.add(start);
      }
    }
    // Filers differ on whether a period starts on the previous end or the day after; merge.
    const starts: number[] = [];
    for (const day of [...candidates].sort((a, b) => a - b)) {
      const last = starts.at(-1);
      if (last === undefined || day - last > BOUNDARY_TOLERANCE_DAYS) starts.push(day);
    }
    const years = starts.map((start, i): FiscalYear => {
      let end: number | undefined;
      let bestCount = 0;
      for (const [annualStart, ends] of annualEnds) {
        if (Math.abs(annualStart - start) > BOUNDARY_TOLERANCE_DAYS) continue;
        for (const [candidateEnd, count] of ends) {
          if (
            count > bestCount ||
            (count === bestCount && end !== undefined && candidateEnd > end)
          ) {
            end = candidateEnd;
            bestCount = count;
          }
        }
      }
      const next = starts[i + 1];
      if (end === undefined && next !== undefined && isAnnualLength(next - start)) end = next - 1;
      // An unfinished year is labelled by where a year from its start would end.
      const fiscalYear = Math.floor(nominalMonth(end ?? start + 363) / 12);
      return { start, end, fiscalYear };
    });
    return new FiscalCalendar(years);
  }

  /** The fiscal year a duration lies in, or undefined when no known year contains it. */
  yearOf(start: string, end: string): FiscalYear | undefined {
    const s = toDay(start);
    const e = toDay(end);
    let found: FiscalYear | undefined;
    for (const year of this.years) {
      if (year.start <= s + BOUNDARY_TOLERANCE_DAYS) found = year;
      else break;
    }
    if (!found) return undefined;
    if (found.end !== undefined && e > found.end + BOUNDARY_TOLERANCE_DAYS) return undefined;
    return found;
  }

  /** Quarter number (1–4) of a period ending on `end` within `year`. */
  static quarterOf(year: FiscalYear, end: string): 1 | 2 | 3 | 4 {
    const e = toDay(end);
    if (year.end !== undefined && Math.abs(e - year.end) <= BOUNDARY_TOLERANCE_DAYS) return 4;
    const months = nominalMonth(e) - nominalMonth(year.start - 1);
    return Math.min(4, Math.max(1, Math.round(months / 3))) as 1 | 2 | 3 | 4;
  }
}
