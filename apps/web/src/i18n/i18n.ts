/**
 * The app's i18next instance (ADR 033). English is in the first load (the server renders it, and
 * most visitors read it): the shell's texts here, each feature's with the code that shows them
 * (`i18n/en/<namespace>.ts`, imported by that code). Spanish and Ukrainian are fetched whole when
 * chosen, one chunk each.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './messages/en';
import common from './messages/en/common.json';
import shell from './messages/en/shell.json';
import { LANGUAGE_KEY, localeOf, resolveLanguage, type Language, type Locale } from './languages';

/** Every namespace (messages.test.ts checks the list against the message files). */
export const NAMESPACES = [
  'common',
  'shell',
  'home',
  'stock',
  'screener',
  'lists',
  'account',
  'evidence',
  'info',
  'privacy',
  'consent',
  'share',
] as const satisfies readonly (keyof Messages)[];

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es', 'uk'],
  resources: { en: { common, shell } },
  ns: NAMESPACES,
  defaultNS: 'common',
  // React escapes what it renders; i18next must not escape it a second time.
  interpolation: { escapeValue: false },
  // English is here already: the first render (the server's too) has its texts.
  initAsync: false,
  react: { useSuspense: false },
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./messages/es'),
  uk: () => import('./messages/uk'),
};

let locale: Locale = 'en-US';
const listeners = new Set<() => void>();

/** The locale numbers, money and dates are formatted in. */
export const currentLocale = (): Locale => locale;
export const currentLanguage = (): Language => i18n.language as Language;

/** Calls `listener` after each language change; answers the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** Spec §9: display options are kept one year. */
export const LANGUAGE_KEPT_MS = 365 * 86_400_000;

/** The chosen language, unless its year has passed (then it is forgotten). */
function storedLanguage(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(LANGUAGE_KEY);
    if (raw === null) return null;
    const { language, until } = JSON.parse(raw) as { language?: unknown; until?: unknown };
    if (typeof language === 'string' && typeof until === 'number' && until > now) return language;
    localStorage.removeItem(LANGUAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

/** The language and locale to start in: the stored choice, else the browser's (issue 23). */
export function startingLanguage(): { language: Language; locale: Locale } {
  const language = resolveLanguage(storedLanguage(), browserLanguages());
  return { language, locale: localeOf(language, browserLanguages()) };
}

/**
 * Shows the interface in `language`: fetches its texts (English is loaded already), switches
 * i18next, the format locale and the page's `lang`. `remember`: keep the choice (the chooser).
 */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}) {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const { default: messages } = await loaders[language]();
    for (const ns of NAMESPACES) i18n.addResourceBundle(language, ns, messages[ns], true, true);
  }
  if (options.remember) {
    try {
      localStorage.setItem(
        LANGUAGE_KEY,
        JSON.stringify({ language, until: Date.now() + LANGUAGE_KEPT_MS }),
      );
    } catch {
      // Storage refused (private mode): the choice lasts for this visit.
    }
  }
  locale = localeOf(language, browserLanguages());
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  await i18n.changeLanguage(language);
  for (const listener of listeners) listener();
}

/** A text outside React (formatters, errors): `t('common:notAvailable')`. */
export const t = i18n.t.bind(i18n);
