import { z } from 'zod';
import { symbolSchema, type Exchange } from '../records';
import { SecEdgarFormatError } from './errors';

/**
 * SEC's `company_tickers_exchange.json` (https://www.sec.gov/files/company_tickers_exchange.json):
 * `{"fields":["cik","name","ticker","exchange"],"data":[[320193,"Apple Inc.","AAPL","Nasdaq"],…]}`.
 * It is the only SEC list that maps tickers to CIKs *and* exchanges.
 */
export interface UniverseItem {
  symbol: string;
  name: string;
  /** The CIK as digits without leading zeros (as `companies.csv` stores it). */
  cik: string;
  exchange: Exchange;
}

export interface UniverseRejection {
  /** Position of the row in `data`. */
  index: number;
  reason: string;
}

export interface UniverseResult {
  items: UniverseItem[];
  rejected: UniverseRejection[];
}

const REQUIRED_FIELDS = ['cik', 'name', 'ticker', 'exchange'] as const;

const documentSchema = z.object({
  fields: z.array(z.string()),
  data: z.array(z.unknown()),
});

/**
 * SEC's exchange names → Evident's. SEC still writes the old names of NYSE American for some
 * issuers, so all three spellings map to NYSEAMERICAN; OTC, Cboe and missing values are OTHER,
 * the bucket the bulk format uses for everything that is not one of the three listing exchanges.
 */
const EXCHANGE_BY_SEC_NAME: ReadonlyMap<string, Exchange> = new Map([
  ['nasdaq', 'NASDAQ'],
  ['nyse', 'NYSE'],
  ['nyse american', 'NYSEAMERICAN'],
  ['nyse mkt', 'NYSEAMERICAN'],
  ['amex', 'NYSEAMERICAN'],
]);

export function exchangeFromSec(value: string | null | undefined): Exchange {
  const mapped = value ? EXCHANGE_BY_SEC_NAME.get(value.trim().toLowerCase()) : undefined;
  return mapped ?? 'OTHER';
}

/** SEC writes share classes with a dash (`BRK-B`); Evident, like the exchanges, with a dot. */
export function symbolFromSec(ticker: string): string {
  return ticker.trim().toUpperCase().replaceAll('-', '.');
}

/**
 * Parses the document. One malformed row is rejected with its reason and never stops the rest;
 * a document without the expected `fields`/`data` shape throws {@link SecEdgarFormatError}.
 */
export function parseCompanyTickersExchange(document: unknown): UniverseResult {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) {
    throw new SecEdgarFormatError(
      `company_tickers_exchange.json: expected {"fields": [...], "data": [...]}: ${parsed.error.message}`,
    );
  }
  const { fields, data } = parsed.data;
  const missing = REQUIRED_FIELDS.filter((f) => !fields.includes(f));
  if (missing.length > 0) {
    throw new SecEdgarFormatError(
      `company_tickers_exchange.json: fields lack ${missing.join(', ')} (got ${fields.join(', ')})`,
    );
  }
  const at = Object.fromEntries(REQUIRED_FIELDS.map((f) => [f, fields.indexOf(f)])) as Record<
    (typeof REQUIRED_FIELDS)[number],
    number
  >;

  const items: UniverseItem[] = [];
  const rejected: UniverseRejection[] = [];
  const seen = new Map<string, number>();
  data.forEach((row, index) => {
    const result = parseRow(row, at, fields.length);
    if (typeof result === 'string') {
      rejected.push({ index, reason: result });
      return;
    }
    const first = seen.get(result.symbol);
    if (first !== undefined) {
      // SEC lists one ticker once; a repeat would give one symbol two CIKs, so keep the first.
      rejected.push({ index, reason: `duplicate ticker ${result.symbol} (first at ${first})` });
      return;
    }
    seen.set(result.symbol, index);
    items.push(result);
  });
  return { items, rejected };
}

function parseRow(
  row: unknown,
  at: Record<(typeof REQUIRED_FIELDS)[number], number>,
  width: number,
): UniverseItem | string {
  if (!Array.isArray(row)) return 'row is not an array';
  if (row.length !== width) return `row has ${row.length} values, expected ${width}`;
  const cikRaw: unknown = row[at.cik];
  const name: unknown = row[at.name];
  const ticker: unknown = row[at.ticker];
  const exchange: unknown = row[at.exchange];

  let cik: string;
  if (typeof cikRaw === 'number' && Number.isSafeInteger(cikRaw) && cikRaw > 0) {
    cik = String(cikRaw);
  } else if (typeof cikRaw === 'string' && /^\d{1,10}$/.test(cikRaw.trim()) && Number(cikRaw) > 0) {
    cik = String(Number(cikRaw.trim()));
  } else {
    return `cik ${JSON.stringify(cikRaw)} is not a positive integer`;
  }
  if (cik.length > 10) return `cik ${cik} has more than 10 digits`;
  if (typeof name !== 'string' || name.trim() === '') return 'name is missing';
  if (typeof ticker !== 'string') return `ticker ${JSON.stringify(ticker)} is not a string`;
  const symbol = symbolSchema.safeParse(symbolFromSec(ticker));
  if (!symbol.success) {
    return `ticker ${JSON.stringify(ticker)}: ${symbol.error.issues.map((i) => i.message).join('; ')}`;
  }
  if (exchange !== null && typeof exchange !== 'string') {
    return `exchange ${JSON.stringify(exchange)} is neither a string nor null`;
  }
  return { symbol: symbol.data, name: name.trim(), cik, exchange: exchangeFromSec(exchange) };
}
