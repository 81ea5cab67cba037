import { describe, expect, it } from 'vitest';
import { historyDates } from './company-history';

describe('historyDates', () => {
  it('lists the quarter ends of the last ten years, then the as-of date', () => {
    const dates = historyDates('2026-07-02');
    expect(dates[0]).toBe('2016-09-30');
    expect(dates.at(-2)).toBe('2026-06-30');
    expect(dates.at(-1)).toBe('2026-07-02');
    expect(dates).toHaveLength(41);
  });
  it('does not repeat an as-of date that is a quarter end', () => {
    const dates = historyDates('2026-06-30', 1);
    expect(dates).toEqual(['2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30']);
  });
});
