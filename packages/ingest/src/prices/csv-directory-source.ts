import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse/sync';
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
 * Prices from a bulk-format directory (data/market-snapshot/README.md): `prices-daily.csv.gz`
 * (`ticker,date,open,high,low,close,volume`, open/high/low may be empty) and
 * `prices-monthly.csv.gz` (`ticker,month_end,close,adj_close`).
 *
 * The daily file is ~4.7 M rows (47 MB gzip), too much to hold parsed in memory. The first read
 * of a file streams it once and remembers, per ticker, the line of its last row; every read then
 * streams from the top, stops right after that line, and hands only the symbol's lines to
 * csv-parse (running csv-parse over millions of other tickers' rows made one lookup ~14 s; a
 * ticker-prefix check per line is ~10× cheaper). An unknown symbol is answered without reading.
 * Memory stays at one entry per ticker.
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
  /** Ticker → line number of its last row. */
  lastLine: Map<string, number>;
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
    const lastLine = new Map<string, number>();
    let columns: Map<string, number> | undefined;
    await scanLines(path, (line, lineNo) => {
      if (columns === undefined) {
        columns = readHeader(key, path, line);
        return true;
      }
      const ticker = tickerOf(line);
      if (ticker) lastLine.set(ticker, lineNo);
      return true;
    });
    if (!columns) throw new PriceSourceError(`${path} is empty (no header row)`);
    if (columns.get('ticker') !== 0) {
      // The per-line prefix check relies on it; the bulk format always writes ticker first.
      throw new PriceSourceError(`${path}: ticker must be the first column`);
    }
    return { columns, lastLine };
  }

  async function read<T>(
    key: FileKey,
    symbol: string,
    rangeInput: DateRange | undefined,
    toRecord: (cell: (name: string) => string, ticker: string) => unknown,
    schema: z.ZodType<T>,
    dateOf: (row: T) => string,
  ): Promise<CsvRead<T>> {
    const range = checkRange(rangeInput);
    const wanted = symbol.trim().toUpperCase();
    const index = await indexOf(key);
    const last = index.lastLine.get(wanted);
    if (last === undefined) {
      throw new PriceNotFoundError(wanted, `${SNAPSHOT_FILES[key].file} has no rows for ${wanted}`);
    }
    const path = await pathOf(key);
    const matches: { line: string; lineNo: number }[] = [];
    let header = true;
    await scanLines(path, (line, lineNo) => {
      if (header) {
        header = false;
        return true;
      }
      if (tickerOf(line) === wanted) matches.push({ line, lineNo });
      return lineNo < last;
    });

    const rows: T[] = [];
    const skipped: SkippedRow[] = [];
    for (const { line, lineNo } of matches) {
      let record: string[];
      try {
        record = (parse(line, { relax_column_count: true }) as string[][])[0] ?? [];
      } catch (error) {
        skipped.push({ line: lineNo, reason: (error as Error).message });
        continue;
      }
      const cell = (name: string) => {
        const at = index.columns.get(name);
        return at === undefined ? '' : (record[at] ?? '').trim();
      };
      const parsed = schema.safeParse(toRecord(cell, wanted));
      if (parsed.success) {
        if (inRange(dateOf(parsed.data), range)) rows.push(parsed.data);
      } else {
        skipped.push({
          line: lineNo,
          reason: parsed.error.issues
            .map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
            .join('; '),
        });
      }
    }
    rows.sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
    return { rows, skipped };
  }

  const readDaily = (symbol: string, range?: DateRange) =>
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

  const readMonthly = (symbol: string, range?: DateRange) =>
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

/** The first field of a line; tickers never contain commas, so no CSV parsing is needed. */
function tickerOf(line: string): string {
  const comma = line.indexOf(',');
  const first = (comma === -1 ? line : line.slice(0, comma)).trim();
  return first.startsWith('"') && first.endsWith('"') ? first.slice(1, -1).trim() : first;
}

function readHeader(key: FileKey, path: string, line: string): Map<string, number> {
  try {
    const header = (parse(line, { bom: true }) as string[][])[0] ?? [];
    return checkHeader(key, header);
  } catch (error) {
    throw new PriceSourceError(`${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Streams a gzip text file line by line (1-based numbers, empty lines skipped, `\r\n` allowed).
 * The visitor returns false to stop; the file is then closed without reading the rest.
 */
async function scanLines(
  path: string,
  visit: (line: string, lineNo: number) => boolean,
): Promise<void> {
  const source = createReadStream(path);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let lineNo = 0;
  const emit = (raw: string) => {
    lineNo++;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    return line.trim() === ''
      ? true
      : visit(lineNo === 1 ? line.replace(/^\uFEFF/, '') : line, lineNo);
  };
  try {
    let stopped = false;
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const text = rest + decoder.write(chunk);
      let start = 0;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
        const line = text.slice(start, nl);
        start = nl + 1;
        if (!emit(line)) {
          stopped = true;
          break;
        }
      }
      if (stopped) break;
      rest = text.slice(start);
    }
    if (!stopped) {
      const tail = rest + decoder.end();
      if (tail !== '') emit(tail);
    }
  } catch (error) {
    if (error instanceof PriceSourceError) throw error;
    throw new PriceSourceError(`cannot read ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
