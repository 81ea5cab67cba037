/**
 * The interface languages (issue 23, spec §1/§2): English (en-US by default, en-GB when the
 * browser asks for British English), Español and Українська. The choice is kept in local storage
 * (a display option the user asked for: necessary, not subject to consent) and sent to the API as
 * `accept-language`, so the texts the server writes follow it too.
 */
export const LANGUAGES = ['es', 'en', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as the language chooser lists them (spec §2). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  uk: 'Українська',
};

/** The formats of numbers, money and dates: a locale per language, en-GB from the browser. */
export type Locale = 'en-US' | 'en-GB' | 'es-ES' | 'uk-UA';

/** Local storage key of the chosen language (spec §3 local storage keys). */
export const LANGUAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The language to show: the one chosen before, else the first of the browser's languages the
 * product speaks, else English.
 */
export function resolveLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const code = primary(tag);
    if (isLanguage(code)) return code;
  }
  return 'en';
}

/**
 * The locale whose formats the interface uses: en-GB when English is shown and the browser's
 * first English is British (spec §1), en-US for any other English, Spain's Spanish, Ukraine's
 * Ukrainian.
 */
export function localeOf(language: Language, browser: readonly string[]): Locale {
  if (language === 'es') return 'es-ES';
  if (language === 'uk') return 'uk-UA';
  const english = browser.find((tag) => primary(tag) === 'en');
  return english?.toLowerCase().replace('_', '-') === 'en-gb' ? 'en-GB' : 'en-US';
}
