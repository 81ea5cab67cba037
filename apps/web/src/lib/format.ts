/**
 * Number formatting for figures (en-US). Every formatter answers "not available" for a missing
 * value — never 0 — as the product's data rule requires.
 */
export const NOT_AVAILABLE = 'not available';

type Maybe = number | null | undefined;
const missing = (x: Maybe): x is null | undefined =>
  x === null || x === undefined || !Number.isFinite(x);

/** A fraction as a percentage: 0.1234 → "12.3%" (`sign` adds "+" to positive values). */
export function formatPercent(x: Maybe, options: { digits?: number; sign?: boolean } = {}): string {
  if (missing(x)) return NOT_AVAILABLE;
  const digits = options.digits ?? 1;
  const text = `${(x * 100).toFixed(digits)}%`;
  return options.sign && x > 0 ? `+${text}` : text;
}

/** Percentage points already multiplied by 100: 12.34 → "12.3%". */
export const formatPoints = (x: Maybe, digits = 1) =>
  missing(x) ? NOT_AVAILABLE : `${x.toFixed(digits)}%`;

/** An `Intl` formatter made on first use: making one is costly, and the app's start waits for none. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const compact = lazily(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
);

/** US dollars, compact for large amounts: 3.4e12 → "$3.4T", 187.5 → "$187.50". */
export function formatUsd(x: Maybe): string {
  if (missing(x)) return NOT_AVAILABLE;
  if (Math.abs(x) >= 100_000) return `${x < 0 ? '−' : ''}$${compact().format(Math.abs(x))}`;
  return `${x < 0 ? '−' : ''}$${Math.abs(x).toFixed(2)}`;
}

/** A multiple: 23.456 → "23.5x". */
export const formatTimes = (x: Maybe, digits = 1) =>
  missing(x) ? NOT_AVAILABLE : `${x.toFixed(digits)}x`;

/** A plain ratio: 0.456 → "0.46". */
export const formatRatio = (x: Maybe, digits = 2) =>
  missing(x) ? NOT_AVAILABLE : x.toFixed(digits);

export const formatInteger = (x: Maybe) =>
  missing(x) ? NOT_AVAILABLE : new Intl.NumberFormat('en-US').format(Math.round(x));

const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** An ISO date (YYYY-MM-DD) as "Jul 2, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return NOT_AVAILABLE;
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? NOT_AVAILABLE : dateFormat().format(d);
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
      return missing(x) ? NOT_AVAILABLE : x.toFixed(0);
    default:
      return formatRatio(x);
  }
}
