import type { ScreenerFilter } from '@evident/contracts/screener';
import type { FieldDefinition } from './fields';
import { compareValues, type CellValue } from './naive';
import type { ScreenRow } from './screen-row';

/*
 * One field's column over the universe and what is computed from it alone (columns.ts keeps them
 * per field): numbers in a Float64Array (NaN = missing), categories as codes into a dictionary
 * (−1 = missing), booleans as 0/1 (−1 = missing). Bitmaps hold row i at bit i & 31 of word i >>> 5.
 */

export type Column =
  | { kind: 'number'; values: Float64Array }
  | { kind: 'category'; codes: Int32Array; dictionary: string[] }
  | { kind: 'boolean'; values: Int8Array };

/** A filter's bitmaps: the rows it passes and the rows it has a verdict for. */
export interface Bitmaps {
  pass: Uint32Array;
  known: Uint32Array;
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The index of the first of the ascending `sorted` values that is ≥ `x` (its length if none). */
export function firstAtLeast(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of the first of the ascending `sorted` values that is > `x` (its length if none). */
export function firstAbove(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function buildColumn(field: FieldDefinition, rows: readonly ScreenRow[]): Column {
  const n = rows.length;
  if (field.kind === 'number') {
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const v = field.read(rows[i]!);
      values[i] = typeof v === 'number' ? v : Number.NaN;
    }
    return { kind: 'number', values };
  }
  if (field.kind === 'boolean') {
    const values = new Int8Array(n);
    for (let i = 0; i < n; i++) {
      const v = field.read(rows[i]!);
      values[i] = v === null ? -1 : v ? 1 : 0;
    }
    return { kind: 'boolean', values };
  }
  const codes = new Int32Array(n);
  const dictionary: string[] = [];
  const codeOf = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const v = field.read(rows[i]!);
    if (v === null) {
      codes[i] = -1;
      continue;
    }
    const s = String(v);
    let c = codeOf.get(s);
    if (c === undefined) {
      c = dictionary.length;
      dictionary.push(s);
      codeOf.set(s, c);
    }
    codes[i] = c;
  }
  return { kind: 'category', codes, dictionary };
}

/** A row's value, as the API shows it. */
export function cellOf(c: Column, i: number): CellValue {
  if (c.kind === 'number') {
    const v = c.values[i]!;
    return Number.isNaN(v) ? null : v;
  }
  if (c.kind === 'boolean') {
    const v = c.values[i]!;
    return v === -1 ? null : v === 1;
  }
  const code = c.codes[i]!;
  return code === -1 ? null : c.dictionary[code]!;
}

/**
 * A column as numbers that sort as its values do (NaN: missing): a number field's values, a
 * boolean's 0/1, a category's place in its dictionary sorted by `compareValues`. Sorting on them
 * compares two numbers, not two cells.
 */
export function sortKeys(c: Column): Float64Array {
  const size = c.kind === 'category' ? c.codes.length : c.values.length;
  if (c.kind === 'number') return c.values;
  const keys = new Float64Array(size);
  if (c.kind === 'boolean') {
    for (let i = 0; i < size; i++) keys[i] = c.values[i] === -1 ? Number.NaN : c.values[i]!;
    return keys;
  }
  const { dictionary, codes } = c;
  const placeOf = new Float64Array(dictionary.length);
  dictionary
    .map((_, code) => code)
    .sort((a, b) => compareValues(dictionary[a]!, dictionary[b]!))
    .forEach((code, place) => (placeOf[code] = place));
  for (let i = 0; i < size; i++) {
    keys[i] = codes[i] === -1 ? Number.NaN : placeOf[codes[i]!]!;
  }
  return keys;
}

/** Row indices by ascending keys, known values first; ties and missing values by `rank`. */
export function ascendingOrder(keys: Float64Array, rank: Int32Array): Int32Array {
  return Int32Array.from(keys, (_, i) => i).sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    const nx = Number.isNaN(x);
    const ny = Number.isNaN(y);
    if (!nx && !ny) {
      if (x !== y) return x < y ? -1 : 1;
    } else if (!nx) return -1;
    else if (!ny) return 1;
    return rank[a]! - rank[b]!;
  });
}

/**
 * The descending order from the ascending one: its runs of equal values taken from the last to
 * the first (each run still in symbol order), missing values still last.
 */
export function descendingOrder(asc: Int32Array, keys: Float64Array): Int32Array {
  const desc = new Int32Array(asc.length);
  let known = 0;
  while (known < asc.length && !Number.isNaN(keys[asc[known]!]!)) known++;
  let w = 0;
  for (let end = known; end > 0;) {
    let start = end - 1;
    while (start > 0 && keys[asc[start - 1]!] === keys[asc[start]!]) start--;
    for (let j = start; j < end; j++) desc[w++] = asc[j]!;
    end = start;
  }
  for (let j = known; j < asc.length; j++) desc[w++] = asc[j]!;
  return desc;
}

/** The rows with a value (`want` true) or without one, as bits. */
export function presenceBits(c: Column, want: boolean, words: number): Uint32Array {
  const pass = new Uint32Array(words);
  const n = c.kind === 'category' ? c.codes.length : c.values.length;
  for (let i = 0; i < n; i++) {
    const has =
      c.kind === 'number'
        ? !Number.isNaN(c.values[i]!)
        : c.kind === 'boolean'
          ? c.values[i] !== -1
          : c.codes[i] !== -1;
    if (has === want) pass[i >>> 5]! |= 1 << (i & 31);
  }
  return pass;
}

/** A category filter (`in`) on its column. */
export function categoryBits(
  c: Extract<Column, { kind: 'category' }>,
  f: ScreenerFilter,
  words: number,
): Bitmaps {
  if (f.op !== 'in') throw new Error(`${f.op} on a category field`);
  const pass = new Uint32Array(words);
  const known = new Uint32Array(words);
  const wanted = new Set(f.values);
  const hit = new Uint8Array(c.dictionary.length);
  c.dictionary.forEach((d, k) => (hit[k] = wanted.has(d) ? 1 : 0));
  const codes = c.codes;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (code === -1) continue;
    const bit = 1 << (i & 31);
    known[i >>> 5]! |= bit;
    if (hit[code] === 1) pass[i >>> 5]! |= bit;
  }
  return { pass, known };
}

/** A boolean filter (`is`) on its column. */
export function booleanBits(
  c: Extract<Column, { kind: 'boolean' }>,
  f: ScreenerFilter,
  words: number,
): Bitmaps {
  if (f.op !== 'is') throw new Error(`${f.op} on a boolean field`);
  const pass = new Uint32Array(words);
  const known = new Uint32Array(words);
  const want = f.value ? 1 : 0;
  for (let i = 0; i < c.values.length; i++) {
    const v = c.values[i]!;
    if (v === -1) continue;
    const bit = 1 << (i & 31);
    known[i >>> 5]! |= bit;
    if (v === want) pass[i >>> 5]! |= bit;
  }
  return { pass, known };
}

const HISTOGRAM_BINS = 24;

/** The histogram of a number field's known values (ascending) between its 1st and 99th percentiles. */
export function histogramOf(sorted: Float64Array): { min: number; max: number; counts: number[] } {
  const known = sorted.length;
  const min = sorted[Math.floor((known - 1) * 0.01)]!;
  const max = sorted[Math.ceil((known - 1) * 0.99)]!;
  const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
  const width = (max - min) / HISTOGRAM_BINS;
  for (const x of sorted) {
    const b = width > 0 ? Math.floor((x - min) / width) : 0;
    counts[Math.max(0, Math.min(HISTOGRAM_BINS - 1, b))]!++;
  }
  return { min, max, counts };
}

/** A category's or boolean's values with their counts, the most common first. */
export function optionsOf(c: Column): {
  known: number;
  options: { value: string; count: number }[];
} {
  const counts = new Map<string, number>();
  let known = 0;
  const n = c.kind === 'category' ? c.codes.length : c.values.length;
  for (let i = 0; i < n; i++) {
    const v = cellOf(c, i);
    if (v === null) continue;
    known++;
    const key = String(v);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const options = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return { known, options };
}
