/**
 * Number formatting for figures, in the interface's locale (issue 23: en-US, en-GB, es-ES, uk-UA)
 * through `Intl`. Every formatter answers "not available" (in the interface's language) for a
 * missing value — never 0 — as the product's data rule requires.
 */
import { currentLocale, t } from '@/i18n/i18n';

/** "not available" in the interface's language. */
export const notAvailable = (): string => t('notAvailable');

type Maybe = number | null | undefined;
const missing = (x: Maybe): x is null | undefined =>
  x === null || x === undefined || !Number.isFinite(x);

/**
 * An `Intl` formatter per locale and options, made on first use: making one is costly, and the
 * app's start waits for none.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = currentLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, made);
  }
  return made;
}

const fixed = (digits: number): Intl.NumberFormatOptions => ({
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/** A fraction as a percentage: 0.1234 → "12.3%" (`sign` adds "+" to positive values). */
export function formatPercent(x: Maybe, options: { digits?: number; sign?: boolean } = {}): string {
  if (missing(x)) return notAvailable();
  return numberFormat({
    style: 'percent',
    ...fixed(options.digits ?? 1),
    signDisplay: options.sign ? 'exceptZero' : 'auto',
  }).format(x);
}

/** Percentage points already multiplied by 100: 12.34 → "12.3%". */
export const formatPoints = (x: Maybe, digits = 1) =>
  missing(x) ? notAvailable() : formatPercent(x / 100, { digits });

/** A plain number with `digits` decimals in the locale's separators: 1234.5 → "1,234.50". */
export const formatNumber = (x: Maybe, digits = 0) =>
  missing(x) ? notAvailable() : numberFormat(fixed(digits)).format(x);

/** US dollars, compact for large amounts: 3.4e12 → "$3.4T", 187.5 → "$187.50". */
export function formatUsd(x: Maybe): string {
  if (missing(x)) return notAvailable();
  const amount = Math.abs(x);
  const text =
    amount >= 100_000
      ? numberFormat({
          style: 'currency',
          currency: 'USD',
          notation: 'compact',
          // Stated: without it, Node's ICU keeps the currency's digits ("$380.0B") where the
          // browser's drops them ("$380B"), and a server-rendered page would not match its hydration.
          minimumFractionDigits: 0,
          maximumFractionDigits: 1,
        }).format(amount)
      : numberFormat({ style: 'currency', currency: 'USD', ...fixed(2) }).format(amount);
  return x < 0 ? `−${text}` : text;
}

/**
 * An amount in `currency` (an ISO code), never compacted: 19 → "$19.00" (es "19,00 US$");
 * `whole` leaves out the cents: 384 → "$384".
 */
export function formatMoney(x: Maybe, currency = 'USD', options: { whole?: boolean } = {}): string {
  if (missing(x)) return notAvailable();
  return numberFormat({ style: 'currency', currency, ...(options.whole ? fixed(0) : {}) }).format(
    x,
  );
}

/** A multiple: 23.456 → "23.5x". */
export const formatTimes = (x: Maybe, digits = 1) =>
  missing(x) ? notAvailable() : `${formatNumber(x, digits)}x`;

/** A plain ratio: 0.456 → "0.46". */
export const formatRatio = (x: Maybe, digits = 2) => formatNumber(x, digits);

export const formatInteger = (x: Maybe) =>
  missing(x) ? notAvailable() : formatNumber(Math.round(x), 0);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A date formatter in the interface's locale (UTC: the product's dates are calendar days). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = dateFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    dateFormats.set(key, made);
  }
  return made;
}

/** An ISO date (YYYY-MM-DD) as "Jul 2, 2026" (en-GB "2 Jul 2026", es "2 jul 2026"). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return notAvailable();
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? notAvailable()
    : dateFormat({ year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/** A value in a catalogue unit (engine metric catalogue). */
export function formatMetric(
  x: Maybe,
  unit: 'ratio' | 'percent' | 'times' | 'usd' | 'score' | 'probability',
): string {
  switch (unit) {
    case 'percent':
    case 'probability':
      return formatPercent(x);
    case 'times':
      return formatTimes(x);
    case 'usd':
      return formatUsd(x);
    case 'score':
      return formatNumber(x, 0);
    default:
      return formatRatio(x);
  }
}
