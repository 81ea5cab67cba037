import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import type { z } from 'zod';
import {
  dailyPriceSchema,
  monthlyPriceSchema,
  type DailyPrice,
  type MonthlyPrice,
} from '../records';
import { checkHeader, SNAPSHOT_FILES } from '../snapshot/format';
import {
  checkRange,
  inRange,
  PriceConfigError,
  PriceNotFoundError,
  PriceSourceError,
  type DateRange,
  type PriceSource,
} from './price-source';

/**
 * Prices from a bulk-format directory (shared/market-data/README.md): `prices-daily.csv.gz`
 * (`ticker,date,open,high,low,close,volume`, open/high/low may be empty) and
 * `prices-monthly.csv.gz` (`ticker,month_end,close,adj_close`).
 *
 * The daily file is ~4.7 M rows (47 MB gzip), too much to hold parsed in memory. The first read
 * of a file streams it once and remembers, per ticker, the number of its last row; every read
 * then streams from the top and stops right after that row, and an unknown symbol is answered
 * without reading at all. Memory stays at one entry per ticker.
 */

export interface SkippedRow {
  /** 1-based line in the CSV (the header is line 1). */
  line: number;
  reason: string;
}

export interface CsvRead<T> {
  rows: T[];
  /** Rows of the symbol that failed validation and were left out. */
  skipped: SkippedRow[];
}

export interface CsvDirectorySource extends PriceSource {
  monthly(symbol: string, range?: DateRange): Promise<MonthlyPrice[]>;
  readDaily(symbol: string, range?: DateRange): Promise<CsvRead<DailyPrice>>;
  readMonthly(symbol: string, range?: DateRange): Promise<CsvRead<MonthlyPrice>>;
}

type FileKey = 'pricesDaily' | 'pricesMonthly';

interface FileIndex {
  columns: Map<string, number>;
  /** Ticker → row number (0-based, header excluded) of its last row. */
  lastRow: Map<string, number>;
}

export function createCsvDirectorySource(options: { directory: string }): CsvDirectorySource {
  const { directory } = options;
  const indexes = new Map<FileKey, Promise<FileIndex>>();

  async function pathOf(key: FileKey): Promise<string> {
    const dirStat = await stat(directory).catch(() => undefined);
    if (!dirStat?.isDirectory()) {
      throw new PriceConfigError(
        `price directory ${directory} does not exist or is not a directory`,
      );
    }
    const path = join(directory, SNAPSHOT_FILES[key].file);
    const fileStat = await stat(path).catch(() => undefined);
    if (!fileStat?.isFile()) throw new PriceConfigError(`price file ${path} not found`);
    return path;
  }

  function indexOf(key: FileKey): Promise<FileIndex> {
    let index = indexes.get(key);
    if (!index) {
      index = buildIndex(key);
      indexes.set(key, index);
      // A failed build (file missing today) may succeed later.
      index.catch(() => indexes.delete(key));
    }
    return index;
  }

  async function buildIndex(key: FileKey): Promise<FileIndex> {
    const path = await pathOf(key);
    const lastRow = new Map<string, number>();
    let columns: Map<string, number> | undefined;
    let tickerAt = 0;
    await scan(path, (record, row) => {
      if (row < 0) {
        columns = readHeader(key, path, record);
        tickerAt = columns.get('ticker')!;
        return true;
      }
      const ticker = record[tickerAt]?.trim();
      if (ticker) lastRow.set(ticker, row);
      return true;
    });
    if (!columns) throw new PriceSourceError(`${path} is empty (no header row)`);
    return { columns, lastRow };
  }

  async function read<T>(
    key: FileKey,
    symbol: string,
    rangeInput: DateRange | undefined,
    toRecord: (cells: (name: string) => string, ticker: string) => unknown,
    schema: z.ZodType<T>,
    dateOf: (row: T) => string,
  ): Promise<CsvRead<T>> {
    const range = checkRange(rangeInput);
    const wanted = symbol.trim().toUpperCase();
    const index = await indexOf(key);
    const last = index.lastRow.get(wanted);
    if (last === undefined) {
      throw new PriceNotFoundError(wanted, `${SNAPSHOT_FILES[key].file} has no rows for ${wanted}`);
    }
    const path = await pathOf(key);
    const tickerAt = index.columns.get('ticker')!;
    const rows: T[] = [];
    const skipped: SkippedRow[] = [];
    await scan(path, (record, row) => {
      if (row < 0) return true;
      if (record[tickerAt]?.trim() !== wanted) return row < last;
      const cells = (name: string) => {
        const at = index.columns.get(name);
        return at === undefined ? '' : (record[at] ?? '').trim();
      };
      const parsed = schema.safeParse(toRecord(cells, wanted));
      if (parsed.success) {
        if (inRange(dateOf(parsed.data), range)) rows.push(parsed.data);
      } else {
        skipped.push({
          line: row + 2,
          reason: parsed.error.issues
            .map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
            .join('; '),
        });
      }
      return row < last;
    });
    rows.sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
    return { rows, skipped };
  }

  const readDaily = async (symbol: string, range?: DateRange) =>
    read<DailyPrice>(
      'pricesDaily',
      symbol,
      range,
      (cell, ticker) => ({
        symbol: ticker,
        date: cell('date'),
        open: numberOrNull(cell('open')),
        high: numberOrNull(cell('high')),
        low: numberOrNull(cell('low')),
        close: numberOrNull(cell('close')),
        volume: numberOrNull(cell('volume')),
      }),
      dailyPriceSchema,
      (p) => p.date,
    );

  const readMonthly = async (symbol: string, range?: DateRange) =>
    read<MonthlyPrice>(
      'pricesMonthly',
      symbol,
      range,
      (cell, ticker) => ({
        symbol: ticker,
        monthEnd: cell('month_end'),
        close: numberOrNull(cell('close')),
        adjClose: numberOrNull(cell('adj_close')),
      }),
      monthlyPriceSchema,
      (p) => p.monthEnd,
    );

  return {
    name: 'csv_directory',
    readDaily,
    readMonthly,
    daily: async (symbol, range) => (await readDaily(symbol, range)).rows,
    monthly: async (symbol, range) => (await readMonthly(symbol, range)).rows,
  };
}

/** Empty = unknown (bulk-format rule); anything else must be a number, or the row is invalid. */
function numberOrNull(cell: string): number | null {
  return cell === '' ? null : Number(cell);
}

function readHeader(key: FileKey, path: string, header: string[]): Map<string, number> {
  try {
    return checkHeader(key, header);
  } catch (error) {
    throw new PriceSourceError(`${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Streams a gzip CSV record by record; `row` is −1 for the header, then 0, 1, …. The visitor
 * returns false to stop reading (the streams are closed without reading the rest).
 */
async function scan(
  path: string,
  visit: (record: string[], row: number) => boolean,
): Promise<void> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  pipeline(createReadStream(path), createGunzip(), parser, () => {
    // Errors surface through the parser's async iterator below; a deliberate early stop
    // (ERR_STREAM_PREMATURE_CLOSE) is not an error.
  });
  let row = -1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!visit(record, row)) break;
      row++;
    }
  } catch (error) {
    if (error instanceof PriceSourceError) throw error;
    throw new PriceSourceError(`cannot read ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
