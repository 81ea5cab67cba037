import {
  ANNUAL_DAYS,
  BOUNDARY_TOLERANCE_DAYS,
  FiscalCalendar,
  QUARTER_DAYS,
  fromDay,
  isQuarterLength,
  toDay,
  type FiscalYear,
} from './fiscal-calendar';
import type { Series } from './fact-series';

/* The periods a company reports: its fiscal years and their quarters, from the facts' durations. */

export type PeriodKind =
  | { type: 'Q'; year: FiscalYear | undefined; quarter: 1 | 2 | 3 | 4 | undefined }
  | { type: 'FY'; year: FiscalYear };

export interface PeriodSlot {
  kind: PeriodKind;
  end: string;
  /** For quarters: the ends of Q1..Q4 of the same fiscal year (index 0 = Q1), where known. */
  quarterEnds: (string | undefined)[];
}

/**
 * The periods to report: per fiscal year its four quarters (ends taken from the facts) and the
 * year itself; quarters outside any known fiscal year are kept, unlabelled, when a 3-month fact
 * gives them directly.
 */
export function enumerateSlots(
  calendar: FiscalCalendar,
  flows: readonly (Series & { start: string })[],
): PeriodSlot[] {
  const endsByYear = new Map<FiscalYear, Map<1 | 2 | 3 | 4, Map<string, number>>>();
  const orphanEnds = new Set<string>();
  for (const s of flows) {
    // Shorter than a quarter (a month, a stub) or longer than a year: no reported period.
    if (s.days < QUARTER_DAYS.min || s.days > ANNUAL_DAYS.max) continue;
    const year = calendar.yearOf(s.start, s.end);
    if (!year) {
      if (isQuarterLength(s.days)) orphanEnds.add(s.end);
      continue;
    }
    if (!isQuarterLength(s.days) && !isCumulative(year, s.start)) continue;
    const quarter = FiscalCalendar.quarterOf(year, s.end);
    const byQuarter = endsByYear.get(year) ?? new Map<1 | 2 | 3 | 4, Map<string, number>>();
    const counts = byQuarter.get(quarter) ?? new Map<string, number>();
    counts.set(s.end, (counts.get(s.end) ?? 0) + 1);
    byQuarter.set(quarter, counts);
    endsByYear.set(year, byQuarter);
  }

  const slots: PeriodSlot[] = [];
  for (const year of calendar.years) {
    const byQuarter = endsByYear.get(year);
    const quarterEnds: (string | undefined)[] = [1, 2, 3, 4].map((q) => {
      const counts = byQuarter?.get(q as 1 | 2 | 3 | 4);
      if (!counts) return undefined;
      // Off-by-a-few-days ends of one quarter: the end most facts use, the later on a tie.
      return [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]![0];
    });
    if (year.end !== undefined) quarterEnds[3] = fromDay(year.end);
    quarterEnds.forEach((end, i) => {
      if (end !== undefined) {
        slots.push({
          kind: { type: 'Q', year, quarter: (i + 1) as 1 | 2 | 3 | 4 },
          end,
          quarterEnds,
        });
      }
    });
    if (year.end !== undefined) {
      slots.push({ kind: { type: 'FY', year }, end: fromDay(year.end), quarterEnds });
    }
  }
  const labelled = new Set(slots.filter((s) => s.kind.type === 'Q').map((s) => s.end));
  for (const end of [...orphanEnds].sort()) {
    if (labelled.has(end)) continue;
    slots.push({ kind: { type: 'Q', year: undefined, quarter: undefined }, end, quarterEnds: [] });
  }
  return slots;
}

export function isCumulative(year: FiscalYear, start: string): boolean {
  return Math.abs(toDay(start) - year.start) <= BOUNDARY_TOLERANCE_DAYS;
}
