import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('languageOf (accept-language)', () => {
  it('reads the web app’s locales', () => {
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('es-ES')).toBe('es');
    expect(languageOf('uk-UA')).toBe('uk');
  });
  it('takes the most preferred language the product speaks, English otherwise', () => {
    expect(languageOf('fr-FR,fr;q=0.9,uk;q=0.8,en;q=0.7')).toBe('uk');
    expect(languageOf('en;q=0.5, es;q=0.9')).toBe('es');
    expect(languageOf('de, fr')).toBe('en');
    expect(languageOf('uk;q=0, en')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
  });
});
