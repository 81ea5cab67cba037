import pThrottle from 'p-throttle';
import { z } from 'zod';
import { fetchWithRetry, type RetryPolicy } from '../http/retrying-fetch';
import {
  dailyPriceSchema,
  dividendSchema,
  isoDateSchema,
  symbolSchema,
  type DailyPrice,
  type Dividend,
} from '../records';
import {
  checkRange,
  PriceConfigError,
  PriceRateLimitError,
  PriceSourceError,
  type DateRange,
} from './price-source';

/**
 * Polygon.io (Massive since 2025-10; same API and keys), the whole-market daily price source of
 * ADR 056:
 * - grouped daily aggregates, `GET /v2/aggs/grouped/locale/us/market/stocks/{date}`: every US
 *   stock's bar for one date in one answer (not paginated);
 * - splits, `GET /v3/reference/splits`, and dividends, `GET /v3/reference/dividends`, for a date
 *   range, paginated with an absolute `next_url`.
 *
 * Bars are asked for unadjusted (`adjusted=false`): a day's bar is stored as it traded, and the
 * refresh applies each split to the stored history on its execution date (`apply-split.ts`),
 * which keeps everything on the latest share basis like the snapshot. Asking for adjusted bars
 * instead would put a backfilled day on the basis of the day of the request, not of that day.
 */

export const POLYGON_URL = 'https://api.polygon.io';

export interface PolygonOptions {
  /** From POLYGON_API_KEY. */
  apiKey: string | undefined;
  fetch?: typeof fetch;
  /** The free plan allows 5 per minute (default); paid plans are unmetered. */
  requestsPerMinute?: number;
  /** Also OTC tickers (`include_otc=true`); off by default, as the snapshot lists none. */
  includeOtc?: boolean;
  retry?: RetryPolicy;
}

export interface RejectedRow {
  /** Position in the answer's `results`. */
  index: number;
  /** The row's ticker, when it had a readable one. */
  ticker: string | null;
  reason: string;
}

export interface MarketDay {
  date: string;
  prices: DailyPrice[];
  /** Rows left out (malformed, or a ticker Evident cannot store); counted, never fatal. */
  rejected: RejectedRow[];
  /** Polygon answered without a single bar: a holiday, or the day is not published yet. */
  empty: boolean;
}

/** `to` new shares for every `from` old ones, effective from `executionDate` on. */
export interface Split {
  /** Polygon's id of the split: what a refresh records to apply each split exactly once. */
  id: string | null;
  symbol: string;
  executionDate: string;
  from: number;
  to: number;
}

export interface CorporateActions<T> {
  items: T[];
  rejected: RejectedRow[];
}

export interface PolygonSource {
  readonly name: 'polygon';
  marketDay(date: string): Promise<MarketDay>;
  splits(range: DateRange): Promise<CorporateActions<Split>>;
  /** Cash dividends in USD, per share as paid (on the basis of their ex-date). */
  dividends(range: DateRange): Promise<CorporateActions<Dividend>>;
}

const groupedSchema = z.object({
  status: z.string(),
  resultsCount: z.number().optional(),
  results: z.array(z.unknown()).optional(),
});

const pageSchema = z.object({
  status: z.string(),
  results: z.array(z.unknown()).optional(),
  next_url: z.string().optional(),
});

const barSchema = z.object({
  T: z.string(),
  o: z.number().nullish(),
  h: z.number().nullish(),
  l: z.number().nullish(),
  c: z.number(),
  v: z.number().nullish(),
});

const splitSchema = z.object({
  id: z.string().optional(),
  ticker: z.string(),
  execution_date: isoDateSchema,
  split_from: z.number().positive(),
  split_to: z.number().positive(),
});

const dividendRowSchema = z.object({
  ticker: z.string(),
  ex_dividend_date: isoDateSchema,
  cash_amount: z.number().positive(),
  currency: z.string().optional(),
  dividend_type: z.string().optional(),
});

/** Cash dividend types: CD regular, SC special; LT/ST (capital gains) are funds' distributions. */
const CASH_DIVIDEND_TYPES = new Set(['CD', 'SC']);

export function createPolygonSource(options: PolygonOptions): PolygonSource {
  const apiKey = options.apiKey?.trim() ?? '';
  if (apiKey === '') {
    throw new PriceConfigError(
      'POLYGON_API_KEY is required for the Polygon price source: get a key at https://polygon.io/dashboard/signup',
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
    // The key goes in a header, so it never appears in a URL, a log line or a recording.
    (url: string) =>
      fetchImpl(url, {
        headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
      }),
  );

  async function getJson(url: string): Promise<unknown> {
    const response = await fetchWithRetry(() => throttled(url), options.retry).catch(
      (error: unknown) => {
        throw new PriceSourceError(`Polygon request failed: ${(error as Error).message}`, {
          cause: error,
        });
      },
    );
    const path = new URL(url).pathname;
    if (response.status === 429) {
      throw new PriceRateLimitError(`Polygon answered HTTP 429 for ${path} after retries`);
    }
    if (response.status === 401 || response.status === 403) {
      // NOT_AUTHORIZED: a bad key, or a date or endpoint the plan does not include.
      throw new PriceConfigError(
        `Polygon refused ${path} (HTTP ${response.status}): ${(await response.text()).slice(0, 300)}`,
      );
    }
    if (!response.ok) {
      throw new PriceSourceError(`Polygon answered HTTP ${response.status} for ${path}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new PriceSourceError(`Polygon did not answer JSON for ${path}`, { cause: error });
    }
  }

  /** Every page of a `/v3/reference/*` list, following `next_url` on Polygon's own host only. */
  async function allPages(first: string): Promise<unknown[]> {
    const rows: unknown[] = [];
    const origin = new URL(first).origin;
    let url: string | undefined = first;
    for (let page = 0; url !== undefined; page += 1) {
      if (page >= 1000) throw new PriceSourceError(`Polygon pagination did not end at ${first}`);
      const parsed = pageSchema.safeParse(await getJson(url));
      if (!parsed.success) {
        throw new PriceSourceError(`Polygon list answer has no results/status: ${url}`);
      }
      rows.push(...(parsed.data.results ?? []));
      const next: string | undefined = parsed.data.next_url;
      if (next !== undefined && new URL(next).origin !== origin) {
        throw new PriceSourceError(`Polygon next_url leaves ${origin}: ${next}`);
      }
      url = next;
    }
    return rows;
  }

  function rangeQuery(field: string, rangeInput: DateRange): string {
    const range = checkRange(rangeInput);
    if (range.from === undefined || range.to === undefined) {
      throw new RangeError('a corporate-action range needs both from and to');
    }
    return `${field}.gte=${range.from}&${field}.lte=${range.to}&limit=1000&order=asc&sort=${field}`;
  }

  return {
    name: 'polygon',
    async marketDay(date) {
      if (!isoDateSchema.safeParse(date).success) {
        throw new RangeError(`date must be a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
      }
      const url =
        `${POLYGON_URL}/v2/aggs/grouped/locale/us/market/stocks/${date}` +
        `?adjusted=false&include_otc=${options.includeOtc === true}`;
      return parseGroupedDaily(await getJson(url), date);
    },
    async splits(range) {
      const rows = await allPages(
        `${POLYGON_URL}/v3/reference/splits?${rangeQuery('execution_date', range)}`,
      );
      return parseSplits(rows);
    },
    async dividends(range) {
      const rows = await allPages(
        `${POLYGON_URL}/v3/reference/dividends?${rangeQuery('ex_dividend_date', range)}`,
      );
      return parseDividends(rows);
    },
  };
}

function describe(issues: z.core.$ZodIssue[]): string {
  return issues.map((i) => `${i.path.map(String).join('.') || 'row'}: ${i.message}`).join('; ');
}

function tickerOf(row: unknown, field: string): string | null {
  const value =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : null;
  return typeof value === 'string' ? value : null;
}

/** One grouped-daily answer → the day's bars; a malformed row is counted, never fatal. */
export function parseGroupedDaily(body: unknown, date: string): MarketDay {
  const parsed = groupedSchema.safeParse(body);
  if (!parsed.success) {
    throw new PriceSourceError(
      `Polygon grouped daily for ${date}: ${describe(parsed.error.issues)}`,
    );
  }
  const rows = parsed.data.results ?? [];
  const prices: DailyPrice[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((row, index) => {
    const bar = barSchema.safeParse(row);
    if (!bar.success) {
      rejected.push({ index, ticker: tickerOf(row, 'T'), reason: describe(bar.error.issues) });
      return;
    }
    const { T, o, h, l, c, v } = bar.data;
    const candidate = {
      symbol: T,
      date,
      open: o ?? null,
      high: h ?? null,
      low: l ?? null,
      close: c,
      volume: v ?? null,
    };
    const price = dailyPriceSchema.safeParse(candidate);
    if (price.success) prices.push(price.data);
    else rejected.push({ index, ticker: T, reason: describe(price.error.issues) });
  });
  return { date, prices, rejected, empty: rows.length === 0 };
}

export function parseSplits(rows: unknown[]): CorporateActions<Split> {
  const items: Split[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((row, index) => {
    const split = splitSchema.safeParse(row);
    const symbol = split.success ? symbolSchema.safeParse(split.data.ticker) : undefined;
    if (!split.success || !symbol?.success) {
      const issues = !split.success ? split.error.issues : (symbol?.error?.issues ?? []);
      rejected.push({ index, ticker: tickerOf(row, 'ticker'), reason: describe(issues) });
      return;
    }
    items.push({
      id: split.data.id ?? null,
      symbol: symbol.data,
      executionDate: split.data.execution_date,
      from: split.data.split_from,
      to: split.data.split_to,
    });
  });
  return { items, rejected };
}

export function parseDividends(rows: unknown[]): CorporateActions<Dividend> {
  const items: Dividend[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((row, index) => {
    const parsed = dividendRowSchema.safeParse(row);
    if (!parsed.success) {
      rejected.push({
        index,
        ticker: tickerOf(row, 'ticker'),
        reason: describe(parsed.error.issues),
      });
      return;
    }
    const { ticker, ex_dividend_date, cash_amount, currency, dividend_type } = parsed.data;
    if (currency !== undefined && currency !== 'USD') {
      rejected.push({ index, ticker, reason: `currency ${currency} is not USD` });
      return;
    }
    if (dividend_type !== undefined && !CASH_DIVIDEND_TYPES.has(dividend_type)) {
      rejected.push({
        index,
        ticker,
        reason: `dividend_type ${dividend_type} is not a cash dividend`,
      });
      return;
    }
    const dividend = dividendSchema.safeParse({
      symbol: ticker,
      exDate: ex_dividend_date,
      amount: cash_amount,
    });
    if (dividend.success) items.push(dividend.data);
    else rejected.push({ index, ticker, reason: describe(dividend.error.issues) });
  });
  return { items, rejected };
}
