import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { factorName, statusWord } from './score-words';

afterEach(async () => {
  await setLanguage('en');
});

describe('score words', () => {
  it('names factors by id, contract key or English name, and bands by their label', async () => {
    expect(factorName('ShareholderRetribution')).toBe('Shareholder payout');
    await setLanguage('es');
    expect(factorName('ShareholderRetribution')).toBe('Retribución al accionista');
    expect(factorName('Shareholder payout')).toBe('Retribución al accionista');
    expect(factorName('earningsQuality')).toBe('Calidad de los beneficios');
    expect(statusWord('Good')).toBe('Bueno');
    expect(statusWord('Insufficient data')).toBe('Datos insuficientes');
    await setLanguage('uk');
    expect(factorName('Value')).toBe('Вартість');
    expect(statusWord('Excellent')).toBe('Відмінний');
    expect(statusWord('something else')).toBe('something else');
  });
});
