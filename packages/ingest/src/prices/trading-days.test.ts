import { describe, expect, it } from 'vitest';
import { closedReason, isTradingDay, nyseHolidays, tradingDaysToFetch } from './trading-days';

// NYSE's published holiday calendars: NYSE Group's announcements of 2024-11-08 (2025–2027) and
// 2025-12-23 (2026–2028; no New Year's Day holiday in 2028, a Saturday), and 2022 as listed by
// TheStreet's market-holidays page.
const PUBLISHED: Record<number, string[]> = {
  2022: [
    '2022-01-17',
    '2022-02-21',
    '2022-04-15',
    '2022-05-30',
    '2022-06-20',
    '2022-07-04',
    '2022-09-05',
    '2022-11-24',
    '2022-12-26',
  ],
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-04-18',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-03-26',
    '2027-05-31',
    '2027-06-18',
    '2027-07-05',
    '2027-09-06',
    '2027-11-25',
    '2027-12-24',
  ],
  2028: [
    '2028-01-17',
    '2028-02-21',
    '2028-04-14',
    '2028-05-29',
    '2028-06-19',
    '2028-07-04',
    '2028-09-04',
    '2028-11-23',
    '2028-12-25',
  ],
};

describe('NYSE holidays', () => {
  it.each(Object.entries(PUBLISHED))('match the published calendar of %s', (year, dates) => {
    expect([...nyseHolidays(Number(year)).keys()].sort()).toEqual(dates);
  });

  it('keeps the market open on the Friday before a New Year’s Day that falls on a Saturday', () => {
    expect(isTradingDay('2021-12-31')).toBe(true);
    expect(nyseHolidays(2022).has('2021-12-31')).toBe(false);
  });

  it('has no Juneteenth before 2022', () => {
    expect(isTradingDay('2021-06-18')).toBe(true);
  });

  it('knows unscheduled closings and weekends', () => {
    expect(closedReason('2025-01-09')).toBe('National day of mourning, President Carter');
    expect(closedReason('2012-10-30')).toBe('Hurricane Sandy');
    expect(closedReason('2026-07-04')).toBe('weekend');
    expect(closedReason('2026-07-03')).toBe('Independence Day');
    expect(closedReason('2026-07-06')).toBeNull();
  });
});

describe('missed days to backfill', () => {
  it('is the next trading day after the snapshot, across the holiday weekend', () => {
    expect(tradingDaysToFetch('2026-07-02', '2026-07-06')).toEqual(['2026-07-06']);
  });

  it('is nothing when the stored data is current, or the range is empty', () => {
    expect(tradingDaysToFetch('2026-07-06', '2026-07-06')).toEqual([]);
    expect(tradingDaysToFetch('2026-07-06', '2026-07-05')).toEqual([]);
  });

  it('lists every trading day of a longer gap, oldest first', () => {
    expect(tradingDaysToFetch('2024-12-31', '2025-01-10')).toEqual([
      '2025-01-02',
      '2025-01-03',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-10',
    ]);
    // A year has about 250 trading days.
    expect(tradingDaysToFetch('2025-12-31', '2026-12-31')).toHaveLength(251);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => tradingDaysToFetch('2026-7-2', '2026-07-06')).toThrow(RangeError);
  });
});
