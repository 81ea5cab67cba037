import { isoDateSchema, type DailyPrice } from '../records';

/** Inclusive ISO date bounds; either may be left open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * What the import job needs from a daily price provider. Prices are split-adjusted and not
 * dividend-adjusted (the bulk format's `prices-daily.csv.gz` convention), oldest first.
 */
export interface PriceSource {
  readonly name: string;
  daily(symbol: string, range?: DateRange): Promise<DailyPrice[]>;
}

export class PriceSourceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PriceSourceError';
  }
}

/** The provider refused for quota reasons; retry later (or upgrade the key). */
export class PriceRateLimitError extends PriceSourceError {
  constructor(message: string) {
    super(message);
    this.name = 'PriceRateLimitError';
  }
}

/** The provider does not know the symbol. */
export class PriceNotFoundError extends PriceSourceError {
  constructor(
    readonly symbol: string,
    message = `no prices for ${symbol}`,
  ) {
    super(message);
    this.name = 'PriceNotFoundError';
  }
}

/** The source cannot work as configured (no API key, no data directory …). */
export class PriceConfigError extends PriceSourceError {
  constructor(message: string) {
    super(message);
    this.name = 'PriceConfigError';
  }
}

/** Checks a range once, so a typo in a date fails loudly instead of filtering everything out. */
export function checkRange(range: DateRange | undefined): DateRange {
  for (const bound of ['from', 'to'] as const) {
    const value = range?.[bound];
    if (value !== undefined && !isoDateSchema.safeParse(value).success) {
      throw new RangeError(
        `range.${bound} must be a YYYY-MM-DD date, got ${JSON.stringify(value)}`,
      );
    }
  }
  return range ?? {};
}

export function inRange(date: string, range: DateRange): boolean {
  return (
    (range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to)
  );
}
