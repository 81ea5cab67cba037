import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import {
  formatDate,
  formatMetric,
  formatPercent,
  formatPoints,
  formatTimes,
  formatUsd,
  notAvailable,
} from './format';

describe('figure formatting', () => {
  it('says "not available" for missing values, never 0', () => {
    expect(notAvailable()).toBe('not available');
    for (const x of [null, undefined, Number.NaN, Infinity]) {
      expect(formatPercent(x)).toBe('not available');
      expect(formatUsd(x)).toBe('not available');
      expect(formatMetric(x, 'times')).toBe('not available');
    }
    expect(formatDate(null)).toBe('not available');
    expect(formatPercent(0)).toBe('0.0%');
  });
  it('formats fractions, points, dollars and dates', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0.012, { sign: true })).toBe('+1.2%');
    expect(formatPercent(-0.012, { sign: true })).toBe('-1.2%');
    expect(formatPoints(12.345)).toBe('12.3%');
    expect(formatUsd(3.4e12)).toBe('$3.4T');
    // No trailing ".0" (Node and the browser agree: a rendered page hydrates unchanged).
    expect(formatUsd(380e9)).toBe('$380B');
    expect(formatUsd(-2.5e9)).toBe('−$2.5B');
    expect(formatUsd(187.5)).toBe('$187.50');
    expect(formatMetric(23.456, 'times')).toBe('23.5x');
    expect(formatDate('2026-07-02')).toBe('Jul 2, 2026');
  });
});

describe('figures in the chosen locale', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('writes British dates for an en-GB browser', async () => {
    vi.stubGlobal('navigator', { languages: ['en-GB'], language: 'en-GB' });
    await setLanguage('en');
    expect(formatDate('2026-07-02')).toBe('2 Jul 2026');
    expect(formatPercent(0.1234)).toBe('12.3%');
  });

  it('writes Spanish and Ukrainian separators, and "not available" in the language', async () => {
    await setLanguage('es');
    expect(formatTimes(23.456)).toBe('23,5x');
    // Intl puts a no-break space between the amount and the currency.
    expect(formatUsd(187.5)).toBe('187,50\u00a0US$');
    expect(formatDate('2026-07-02')).toMatch(/^2 jul 2026$/);
    expect(notAvailable()).toBe('no disponible');
    await setLanguage('uk');
    expect(formatPercent(0.1234)).toBe('12,3%');
    expect(formatDate(null)).toBe('немає даних');
  });
});
