import { LIST_MESSAGES, MAX_COST, MAX_IMPORT_ROWS, MAX_SHARES } from '@evident/contracts/lists';
import { parse } from 'csv-parse/sync';

/*
 * Reading a portfolio's CSV (issue 21): ticker, shares, cost, with or without a header, any of
 * the usual column names. Pure, so that it runs in the engine's worker thread (issue 56).
 */

export interface CsvHolding {
  line: number;
  ticker: string;
  shares: number | null;
  averageCost: number | null;
  /** Why the row cannot be used, when it cannot. */
  problem: string | null;
}

const HEADERS = {
  ticker: ['ticker', 'symbol', 'stock', 'code'],
  shares: ['shares', 'quantity', 'qty', 'units', 'amount'],
  cost: [
    'cost',
    'average cost',
    'avg cost',
    'average price',
    'avg price',
    'price',
    'cost basis per share',
    'averagecost',
  ],
} as const;

/** A number as people type it in a spreadsheet: "1,234.50", "$87", "" (empty → null). */
function amount(text: string | undefined, max: number, message: string): number | null | Error {
  const t = (text ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  if (t === '') return null;
  const n = Number(t);
  if (!Number.isFinite(n) || n < 0 || n > max) return new Error(message);
  return n;
}

/** The rows of an uploaded CSV, each with its problem if any (no company lookup here). */
export function readHoldingsCsv(csv: string): CsvHolding[] | Error {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      delimiter: [',', ';', '\t'],
      // One record past the most a file may hold (with its header) tells it is too long: the
      // rest is never parsed.
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch (error) {
    return new Error(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) return new Error(LIST_MESSAGES.importEmpty);
  const first = records[0]!.map((c) => c.toLowerCase());
  const find = (names: readonly string[]) => first.findIndex((c) => names.includes(c));
  const hasHeader = find(HEADERS.ticker) >= 0;
  const col = hasHeader
    ? { ticker: find(HEADERS.ticker), shares: find(HEADERS.shares), cost: find(HEADERS.cost) }
    : { ticker: 0, shares: 1, cost: 2 };
  const body = hasHeader ? records.slice(1) : records;
  if (body.length === 0) return new Error(LIST_MESSAGES.importEmpty);
  if (body.length > MAX_IMPORT_ROWS)
    return new Error(LIST_MESSAGES.importTooLarge(MAX_IMPORT_ROWS));
  return body.map((r, k) => {
    const line = k + 1 + (hasHeader ? 1 : 0);
    const ticker = (r[col.ticker] ?? '').trim().toUpperCase();
    const shares =
      col.shares < 0 ? null : amount(r[col.shares], MAX_SHARES, LIST_MESSAGES.badShares);
    const cost = col.cost < 0 ? null : amount(r[col.cost], MAX_COST, LIST_MESSAGES.badCost);
    const problem =
      ticker === ''
        ? LIST_MESSAGES.importNoTicker
        : shares instanceof Error
          ? shares.message
          : cost instanceof Error
            ? cost.message
            : null;
    return {
      line,
      ticker,
      shares: shares instanceof Error ? null : shares,
      averageCost: cost instanceof Error ? null : cost,
      problem,
    };
  });
}
