import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, LANGUAGE_KEPT_MS, setLanguage, startingLanguage } from './i18n';
import { LANGUAGE_KEY } from './languages';

afterEach(async () => {
  vi.useRealTimers();
  await setLanguage('en');
});

describe('the chosen language (issue 23)', () => {
  it('is remembered for a year, then the browser’s language is used again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T00:00:00Z'), toFake: ['Date'] });
    await setLanguage('uk', { remember: true });
    expect(currentLanguage()).toBe('uk');
    expect(document.documentElement.lang).toBe('uk-UA');
    expect(startingLanguage()).toEqual({ language: 'uk', locale: 'uk-UA' });
    vi.setSystemTime(Date.now() + LANGUAGE_KEPT_MS - 1000);
    expect(startingLanguage().language).toBe('uk');
    vi.setSystemTime(Date.now() + 2000);
    expect(startingLanguage().language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem(LANGUAGE_KEY, 'not json');
    expect(startingLanguage().language).toBe('en');
  });
});
