import { describe, expect, it } from 'vitest';
import { dayNumber, isoFromDays, minusMonths, monthKey } from './day-number';

describe('day numbers', () => {
  it('counts days since 1970-01-01 like Date.UTC', () => {
    for (const iso of [
      '1970-01-01',
      '1999-12-31',
      '2000-02-29',
      '2024-02-29',
      '2026-07-02',
      '1901-03-01',
    ]) {
      expect(dayNumber(iso), iso).toBe(
        Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000,
      );
    }
  });

  it('round-trips every day from 1990 to 2040', () => {
    for (let d = dayNumber('1990-01-01'); d <= dayNumber('2040-12-31'); d++) {
      expect(dayNumber(isoFromDays(d))).toBe(d);
    }
  });

  it('subtracts calendar months, clamping to the month end', () => {
    expect(isoFromDays(minusMonths(dayNumber('2024-05-31'), 3))).toBe('2024-02-29');
    expect(isoFromDays(minusMonths(dayNumber('2024-03-31'), 1))).toBe('2024-02-29');
    expect(isoFromDays(minusMonths(dayNumber('2024-01-15'), 12))).toBe('2023-01-15');
    expect(isoFromDays(minusMonths(dayNumber('2024-01-15'), 13))).toBe('2022-12-15');
    expect(monthKey(dayNumber('2024-01-15')) - monthKey(dayNumber('2023-12-31'))).toBe(1);
  });
});
