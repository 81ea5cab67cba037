import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMetric,
  formatPercent,
  formatPoints,
  formatUsd,
  NOT_AVAILABLE,
} from './format';

describe('figure formatting', () => {
  it('says "not available" for missing values, never 0', () => {
    for (const x of [null, undefined, Number.NaN, Infinity]) {
      expect(formatPercent(x)).toBe(NOT_AVAILABLE);
      expect(formatUsd(x)).toBe(NOT_AVAILABLE);
      expect(formatMetric(x, 'times')).toBe(NOT_AVAILABLE);
    }
    expect(formatDate(null)).toBe(NOT_AVAILABLE);
    expect(formatPercent(0)).toBe('0.0%');
  });
  it('formats fractions, points, dollars and dates', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0.012, { sign: true })).toBe('+1.2%');
    expect(formatPercent(-0.012, { sign: true })).toBe('-1.2%');
    expect(formatPoints(12.345)).toBe('12.3%');
    expect(formatUsd(3.4e12)).toBe('$3.4T');
    expect(formatUsd(-2.5e9)).toBe('−$2.5B');
    expect(formatUsd(187.5)).toBe('$187.50');
    expect(formatMetric(23.456, 'times')).toBe('23.5x');
    expect(formatDate('2026-07-02')).toBe('Jul 2, 2026');
  });
});
