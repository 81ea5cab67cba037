import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { checkHeader, SNAPSHOT_FILES, SnapshotHeaderError, type SnapshotFileKey } from './format';
import { parseRow, recordKey, RowError, type SnapshotRecord } from './parse-row';

export type SnapshotRow<K extends SnapshotFileKey> =
  | { ok: true; line: number; record: SnapshotRecord[K] }
  | { ok: false; line: number; reason: string };

export interface ReadOptions {
  /** Symbols of companies.csv; rows of other files with another symbol are rejected. */
  knownSymbols?: ReadonlySet<string>;
  /** Called as compressed bytes are read (for progress bars). */
  onBytes?: (bytesRead: number, totalBytes: number) => void;
}

export class SnapshotFileError extends Error {}

export function snapshotFilePath(dir: string, key: SnapshotFileKey): string {
  return path.join(dir, SNAPSHOT_FILES[key].file);
}

function openCsv(file: string, onBytes?: ReadOptions['onBytes']) {
  if (!existsSync(file))
    throw new SnapshotFileError(`${path.basename(file)}: file not found in ${path.dirname(file)}`);
  const total = statSync(file).size;
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      read += chunk.length;
      onBytes?.(read, total);
      done(null, chunk);
    },
  });
  const raw = createReadStream(file, { highWaterMark: 1 << 20 }).pipe(counter);
  const text = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  // relax_column_count: a short or long row is reported per line instead of aborting the file.
  // No `info` (it doubles parse time): the format has no quoted line breaks, so record n is
  // line n + 1 and blank lines count as (short) rows.
  return text.pipe(parse({ bom: true, relax_column_count: true }));
}

/** Reads only the header row and checks it (refusal happens before any row is written). */
export async function readHeader(dir: string, key: SnapshotFileKey): Promise<Map<string, number>> {
  const file = snapshotFilePath(dir, key);
  const parser = openCsv(file);
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      return checkHeader(key, record);
    }
    throw new SnapshotHeaderError(SNAPSHOT_FILES[key].file, ['(the file is empty: no header row)']);
  } finally {
    parser.destroy();
  }
}

/**
 * Streams one snapshot file: every data row comes out either as a validated record or as a
 * rejection with its line number and reason (bad values, unknown ticker, duplicate key, wrong
 * number of cells). A missing required column throws SnapshotHeaderError before any row.
 */
export async function* readSnapshotFile<K extends SnapshotFileKey>(
  dir: string,
  key: K,
  options: ReadOptions = {},
): AsyncGenerator<SnapshotRow<K>> {
  const file = snapshotFilePath(dir, key);
  const parser = openCsv(file, options.onBytes);
  let index: Map<string, number> | null = null;
  let width = 0;
  // symbol → (rest of the key → first line), see recordKey.
  const seen = new Map<string, Map<string | number, number>>();
  const convert = parseRow[key];
  const keyOf = recordKey[key] as (r: SnapshotRecord[K]) => string | number;

  let line = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    line += 1;
    if (index === null) {
      index = checkHeader(key, cells);
      width = cells.length;
      continue;
    }
    if (cells.length !== width) {
      yield { ok: false, line, reason: `expected ${width} cells, found ${cells.length}` };
      continue;
    }
    const columns = index;
    const get = (column: string) => {
      const i = columns.get(column);
      return i === undefined ? '' : (cells[i] ?? '');
    };
    let record: SnapshotRecord[K];
    try {
      record = convert(get) as SnapshotRecord[K];
    } catch (error) {
      if (error instanceof RowError) {
        yield { ok: false, line, reason: error.message };
        continue;
      }
      throw error;
    }
    const symbol = (record as { symbol: string }).symbol;
    if (options.knownSymbols && key !== 'companies' && !options.knownSymbols.has(symbol)) {
      yield { ok: false, line, reason: `unknown ticker ${symbol} (not in companies.csv)` };
      continue;
    }
    let bySymbol = seen.get(symbol);
    if (!bySymbol) {
      bySymbol = new Map();
      seen.set(symbol, bySymbol);
    }
    const k = keyOf(record);
    const first = bySymbol.get(k);
    if (first !== undefined) {
      yield { ok: false, line, reason: `duplicate of line ${first}` };
      continue;
    }
    bySymbol.set(k, line);
    yield { ok: true, line, record };
  }
  if (index === null) {
    throw new SnapshotHeaderError(SNAPSHOT_FILES[key].file, ['(the file is empty: no header row)']);
  }
}
