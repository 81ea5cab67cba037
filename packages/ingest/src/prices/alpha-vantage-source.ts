import pThrottle from 'p-throttle';
import {
  dailyPriceSchema,
  dividendSchema,
  symbolSchema,
  type DailyPrice,
  type Dividend,
} from '../records';
import {
  checkRange,
  inRange,
  PriceConfigError,
  PriceNotFoundError,
  PriceRateLimitError,
  PriceSourceError,
  type DateRange,
  type PriceSource,
} from './price-source';

/**
 * Alpha Vantage TIME_SERIES_DAILY_ADJUSTED
 * (https://www.alphavantage.co/documentation/#dailyadj): raw OHLC and volume per day plus the
 * dividend paid and the split coefficient of that day.
 *
 * Evident's daily prices are split-adjusted but not dividend-adjusted, so the provider's
 * `5. adjusted close` (which also removes dividends) is not used. Instead every raw value is
 * put on today's share basis with the split coefficients: walking from the newest day back,
 * a day's raw price is divided by the product of the coefficients of all *later* days (a
 * coefficient is reported on the first day that trades on the new basis, so it applies to the
 * days before it); volumes are multiplied by the same product and dividends divided by it.
 */

export const ALPHA_VANTAGE_URL = 'https://www.alphavantage.co/query';

export interface AlphaVantageOptions {
  /** From ALPHAVANTAGE_API_KEY. */
  apiKey: string | undefined;
  fetch?: typeof fetch;
  /** The free tier allows 5 per minute (default); premium keys allow more. */
  requestsPerMinute?: number;
}

export interface DailyHistory {
  prices: DailyPrice[];
  dividends: Dividend[];
  /** Days left out because a value was missing or invalid. */
  skipped: { date: string; reason: string }[];
}

export interface AlphaVantageSource extends PriceSource {
  /** Prices and dividends from one request. */
  history(symbol: string, range?: DateRange): Promise<DailyHistory>;
  dividends(symbol: string, range?: DateRange): Promise<Dividend[]>;
}

/** Alpha Vantage writes share classes with a dash (`BRK-B`), Evident with a dot. */
export function alphaVantageSymbol(symbol: string): string {
  return symbol.trim().toUpperCase().replaceAll('.', '-');
}

export function createAlphaVantageSource(options: AlphaVantageOptions): AlphaVantageSource {
  const apiKey = options.apiKey?.trim() ?? '';
  if (apiKey === '') {
    throw new PriceConfigError(
      'ALPHAVANTAGE_API_KEY is required for the Alpha Vantage price source: get a key at https://www.alphavantage.co/support/#api-key',
    );
  }
  const requestsPerMinute = options.requestsPerMinute ?? 5;
  if (!Number.isInteger(requestsPerMinute) || requestsPerMinute <= 0) {
    throw new PriceConfigError(
      `requestsPerMinute must be a positive integer, got ${requestsPerMinute}`,
    );
  }
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const throttled = pThrottle({ limit: requestsPerMinute, interval: 60_000, strict: true })(
    (url: string) => fetchImpl(url, { headers: { Accept: 'application/json' } }),
  );

  async function history(symbol: string, rangeInput?: DateRange): Promise<DailyHistory> {
    const range = checkRange(rangeInput);
    const evidentSymbol = symbolSchema.parse(symbol.trim().toUpperCase());
    const url =
      `${ALPHA_VANTAGE_URL}?function=TIME_SERIES_DAILY_ADJUSTED` +
      `&symbol=${encodeURIComponent(alphaVantageSymbol(evidentSymbol))}` +
      `&outputsize=full&apikey=${encodeURIComponent(apiKey)}`;
    let response: Response;
    try {
      response = await throttled(url);
    } catch (error) {
      throw new PriceSourceError(`Alpha Vantage request failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (response.status === 429) {
      throw new PriceRateLimitError(`Alpha Vantage answered HTTP 429 for ${evidentSymbol}`);
    }
    if (!response.ok) {
      throw new PriceSourceError(
        `Alpha Vantage answered HTTP ${response.status} for ${evidentSymbol}`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new PriceSourceError(`Alpha Vantage did not answer JSON for ${evidentSymbol}`, {
        cause: error,
      });
    }
    const parsed = parseDailyAdjusted(body, evidentSymbol);
    return {
      prices: parsed.prices.filter((p) => inRange(p.date, range)),
      dividends: parsed.dividends.filter((d) => inRange(d.exDate, range)),
      skipped: parsed.skipped,
    };
  }

  return {
    name: 'alpha_vantage',
    history,
    daily: async (symbol, range) => (await history(symbol, range)).prices,
    dividends: async (symbol, range) => (await history(symbol, range)).dividends,
  };
}

const FIELDS = {
  open: '1. open',
  high: '2. high',
  low: '3. low',
  close: '4. close',
  volume: '6. volume',
  dividend: '7. dividend amount',
  split: '8. split coefficient',
} as const;

/**
 * Parses one answer. Alpha Vantage reports its errors with HTTP 200: `Note` (per-minute or
 * per-day quota), `Information` (quota or premium-only endpoint) and `Error Message` (unknown
 * symbol / invalid call).
 */
export function parseDailyAdjusted(body: unknown, symbol: string): DailyHistory {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PriceSourceError(`Alpha Vantage answer for ${symbol} is not a JSON object`);
  }
  const answer = body as Record<string, unknown>;
  if (typeof answer['Note'] === 'string') throw new PriceRateLimitError(answer['Note']);
  if (typeof answer['Information'] === 'string') {
    throw new PriceRateLimitError(answer['Information']);
  }
  if (typeof answer['Error Message'] === 'string') {
    throw new PriceNotFoundError(symbol, `Alpha Vantage: ${answer['Error Message']}`);
  }
  const series = answer['Time Series (Daily)'];
  if (typeof series !== 'object' || series === null || Array.isArray(series)) {
    throw new PriceSourceError(
      `Alpha Vantage answer for ${symbol} has no "Time Series (Daily)" (keys: ${Object.keys(answer).join(', ')})`,
    );
  }

  const days = Object.entries(series as Record<string, unknown>).sort(([a], [b]) =>
    b.localeCompare(a),
  );
  const prices: DailyPrice[] = [];
  const dividends: Dividend[] = [];
  const skipped: DailyHistory['skipped'] = [];
  // Product of the split coefficients of the days after the current one (newest first).
  let factor = 1;
  for (const [date, raw] of days) {
    const day = (raw ?? {}) as Record<string, unknown>;
    const value = (key: keyof typeof FIELDS) => {
      const cell = day[FIELDS[key]];
      return typeof cell === 'string' && cell.trim() !== '' ? Number(cell) : null;
    };
    const split = value('split') ?? 1;
    if (!Number.isFinite(split) || split <= 0) {
      // Every older price depends on it; guessing would shift the whole history.
      throw new PriceSourceError(
        `Alpha Vantage answer for ${symbol}: invalid split coefficient on ${date}`,
      );
    }
    const price = (key: 'open' | 'high' | 'low' | 'close') => {
      const v = value(key);
      return v === null ? null : round(v / factor, 6);
    };
    const volume = value('volume');
    const candidate = {
      symbol,
      date,
      open: price('open'),
      high: price('high'),
      low: price('low'),
      close: price('close'),
      volume: volume === null ? null : Math.round(volume * factor),
    };
    const checked = dailyPriceSchema.safeParse(candidate);
    if (checked.success) prices.push(checked.data);
    else {
      skipped.push({
        date,
        reason: checked.error.issues
          .map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
          .join('; '),
      });
    }
    const dividend = value('dividend');
    if (dividend !== null && dividend > 0) {
      const record = dividendSchema.safeParse({
        symbol,
        exDate: date,
        amount: round(dividend / factor, 6),
      });
      if (record.success) dividends.push(record.data);
    }
    factor *= split;
  }
  prices.reverse();
  dividends.reverse();
  return { prices, dividends, skipped };
}

/** Division leaves binary noise (187.25000000000003); six decimals keep every real digit. */
function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
