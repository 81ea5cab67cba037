import type { Language } from './language';

/**
 * Figures in the server's other languages (issue 23): the locales, Ukrainian plural forms and
 * `Intl` formatters made once per locale and options (their words, "not available" among them,
 * are the catalogues': ADR 055). English texts keep their own, older formatting (their answers
 * are unchanged).
 */
export type OtherLanguage = Exclude<Language, 'en'>;

export const LOCALE: Record<OtherLanguage, string> = { es: 'es-ES', uk: 'uk-UA' };

const ukRules = new Intl.PluralRules('uk-UA');

/** The Ukrainian noun form after a number: 1 компанія, 2 компанії, 5 компаній (21 → one, 12 → many). */
export function ukPlural(n: number, one: string, few: string, many: string): string {
  const form = ukRules.select(Math.abs(Math.trunc(n)));
  return form === 'one' ? one : form === 'few' ? few : many;
}

const formats = new Map<string, Intl.NumberFormat>();
/** A number formatter of the language, made on first use. */
export function numberFormat(language: OtherLanguage, options: Intl.NumberFormatOptions = {}) {
  const key = `${language}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.NumberFormat(LOCALE[language], options)));
  return made;
}

/** A fraction as a percentage with `digits` decimals: 0.123 → "12,3 %" / "12,3%". */
export const percentIn = (x: number, language: OtherLanguage, digits = 1) =>
  numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(x);

/** US dollars with cents, or compact for a million or more. */
export function moneyIn(x: number, language: OtherLanguage): string {
  const compact = Math.abs(x) >= 1e6;
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    ...(compact
      ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }).format(x);
}

/** A date (YYYY-MM-DD) in the language: "30 sept 2025", "30 вер. 2025 р.". */
export function dateIn(iso: string, language: OtherLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
