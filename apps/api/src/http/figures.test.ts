import { describe, expect, it } from 'vitest';
import { figure } from './figures';

describe('figure (six significant digits)', () => {
  it('rounds fractions to six significant digits', () => {
    expect(figure(38.487641899521975)).toBe(38.4876);
    expect(figure(0.004358399098017163)).toBe(0.0043584);
    expect(figure(-68.98123456)).toBe(-68.9812);
    expect(figure(1234567.891)).toBe(1234570);
  });

  it('keeps integers, null and zero as they are', () => {
    expect(figure(4532959000000)).toBe(4532959000000);
    expect(figure(0)).toBe(0);
    expect(figure(null)).toBeNull();
  });

  it('is idempotent, so a figure rounded twice reads the same', () => {
    const x = 0.7702812628246468;
    expect(figure(figure(x))).toBe(figure(x));
  });
});
