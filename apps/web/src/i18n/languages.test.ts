import { describe, expect, it } from 'vitest';
import { localeOf, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('keeps the stored choice over the browser', () => {
    expect(resolveLanguage('uk', ['es-ES', 'en-US'])).toBe('uk');
  });
  it('takes the first browser language the product speaks, else English', () => {
    expect(resolveLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(resolveLanguage(null, ['uk'])).toBe('uk');
    expect(resolveLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(resolveLanguage(null, [])).toBe('en');
  });
  it('ignores a stored value that is not a language', () => {
    expect(resolveLanguage('klingon', ['en-GB'])).toBe('en');
  });
});

describe('localeOf', () => {
  it('is en-US by default and en-GB when the browser asks for British English', () => {
    expect(localeOf('en', [])).toBe('en-US');
    expect(localeOf('en', ['en-US', 'en-GB'])).toBe('en-US');
    expect(localeOf('en', ['fr', 'en-GB'])).toBe('en-GB');
    expect(localeOf('en', ['en_gb'])).toBe('en-GB');
    expect(localeOf('en', ['en-AU'])).toBe('en-US');
  });
  it('formats Spanish and Ukrainian in their own locales', () => {
    expect(localeOf('es', ['en-GB'])).toBe('es-ES');
    expect(localeOf('uk', [])).toBe('uk-UA');
  });
});
