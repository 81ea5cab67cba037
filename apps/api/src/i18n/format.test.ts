import { describe, expect, it } from 'vitest';
import { moneyIn, percentIn, ukPlural } from './format';

describe('figures in the other languages', () => {
  it('chooses the Ukrainian form after a number', () => {
    const f = (n: number) => ukPlural(n, 'компанія', 'компанії', 'компаній');
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 111].map(f)).toEqual([
      'компанія',
      'компанії',
      'компанії',
      'компаній',
      'компаній',
      'компаній',
      'компанія',
      'компанії',
      'компаній',
      'компаній',
    ]);
  });
  it('writes percentages and money as the language does', () => {
    expect(percentIn(0.123, 'es')).toBe('12,3\u00a0%');
    expect(percentIn(0.123, 'uk')).toBe('12,3%');
    expect(moneyIn(187.5, 'es')).toBe('187,50\u00a0US$');
  });
});
