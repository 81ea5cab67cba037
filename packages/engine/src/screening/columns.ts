import type { ScreenerFilter } from '@evident/contracts/screener';
import {
  ascendingOrder,
  booleanBits,
  buildColumn,
  categoryBits,
  cellOf,
  descendingOrder,
  firstAbove,
  firstAtLeast,
  histogramOf,
  optionsOf,
  popcount,
  presenceBits,
  sortKeys,
  type Bitmaps,
  type Column,
} from './column-arrays';
import { DEFAULT_SORT, SCREENER_FIELDS, type FieldDefinition } from './fields';
import {
  isInvestableGate,
  rankCount,
  type CellValue,
  type ScreenQuery,
  type Verdict,
} from './naive';
import type { ScreenRow } from './screen-row';

/*
 * The screener on column arrays (issue 20 item 3, ADR 021). Each field is one typed array over
 * the universe: numbers in a Float64Array (NaN = missing), categories as codes into a dictionary
 * (−1 = missing), booleans as 0/1 (−1 = missing). A filter turns into two bitmaps — the rows it
 * passes and the rows it has a verdict for — and filters combine word by word. Sort orders and
 * rank thresholds are computed once per field and kept with the index (one index per read-model
 * version). The results equal `runScreenNaive` row for row (columns.test.ts).
 */

export interface ScreenRun {
  /** Matching rows. */
  total: number;
  excludedMissing: number;
  /** Row indices of the page asked for, in sort order. */
  indices: number[];
}

export interface FieldStats {
  known: number;
  histogram: { min: number; max: number; counts: number[] } | null;
  options: { value: string; count: number }[] | null;
}

export class ScreenIndex {
  readonly size: number;
  readonly rows: readonly ScreenRow[];
  private readonly words: number;
  /** Each field's column, built on first use (`prepare` builds them ahead of use). */
  private readonly columns = new Map<string, Column>();
  private readonly fields = new Map<string, FieldDefinition>();
  private readonly orders = new Map<string, Int32Array>();
  private readonly sortedKnown = new Map<string, Float64Array>();
  private readonly knownBits = new Map<string, Uint32Array>();
  private readonly sectorSorted = new Map<string, Float64Array[]>();
  private readonly bySymbol = new Map<string, number>();
  private symbolRanks: Int32Array | undefined;
  private readonly sectorCodes: Int32Array;
  private readonly sectorCount: number;
  /** Bits set for every row (the last word masked). */
  private readonly all: Uint32Array;

  constructor(rows: readonly ScreenRow[], fields: readonly FieldDefinition[] = SCREENER_FIELDS) {
    this.rows = rows;
    this.size = rows.length;
    this.words = Math.ceil(this.size / 32);
    this.all = new Uint32Array(this.words).fill(0xffffffff);
    if (this.size % 32 !== 0) this.all[this.words - 1] = (1 << (this.size % 32)) - 1;
    rows.forEach((r, i) => this.bySymbol.set(r.symbol, i));
    for (const field of fields) this.fields.set(field.id, field);
    const sector = this.fields.has('sector') ? this.column('sector') : undefined;
    if (sector?.kind !== 'category') throw new Error('the screener needs the sector field');
    this.sectorCodes = sector.codes;
    this.sectorCount = sector.dictionary.length;
  }

  private column(id: string): Column {
    let c = this.columns.get(id);
    if (!c) {
      const field = this.fields.get(id);
      if (!field) throw new Error(`unknown screener field ${id}`);
      c = buildColumn(field, this.rows);
      this.columns.set(id, c);
    }
    return c;
  }

  indexOf(symbol: string): number | undefined {
    return this.bySymbol.get(symbol);
  }

  /** A row's value of a field, as the API shows it. */
  /** A row's value of a field, as the API shows it. */
  value(i: number, id: string): CellValue {
    return cellOf(this.column(id), i);
  }

  /** The known values of a number field, ascending (kept). */
  private sortedValues(id: string, values: Float64Array): Float64Array {
    let s = this.sortedKnown.get(id);
    if (!s) {
      // The values of the ascending order's first rows (the known ones, missing values last):
      // no second sort, and each position is that of the same row in the order.
      const asc = this.order(id, 'asc');
      let known = 0;
      while (known < asc.length && !Number.isNaN(values[asc[known]!]!)) known++;
      s = Float64Array.from(asc.subarray(0, known), (row) => values[row]!);
      this.sortedKnown.set(id, s);
    }
    return s;
  }

  /** Per sector code, the known values of a number field, ascending (kept). */
  private sectorValues(id: string, values: Float64Array): Float64Array[] {
    let s = this.sectorSorted.get(id);
    if (!s) {
      const lists: number[][] = Array.from({ length: this.sectorCount }, () => []);
      for (let i = 0; i < this.size; i++) {
        const code = this.sectorCodes[i]!;
        const v = values[i]!;
        if (code !== -1 && !Number.isNaN(v)) lists[code]!.push(v);
      }
      s = lists.map((l) => Float64Array.from(l).sort());
      this.sectorSorted.set(id, s);
    }
    return s;
  }

  /** Each row's place in symbol order: the tie-break of every sort order (made on first use). */
  private symbolRank(): Int32Array {
    if (!this.symbolRanks) {
      const rows = this.rows;
      const bySymbol = Int32Array.from(rows, (_, i) => i).sort((a, b) => {
        const sa = rows[a]!.symbol;
        const sb = rows[b]!.symbol;
        return sa < sb ? -1 : sa > sb ? 1 : 0;
      });
      const rank = new Int32Array(this.size);
      bySymbol.forEach((row, r) => (rank[row] = r));
      this.symbolRanks = rank;
    }
    return this.symbolRanks;
  }

  /**
   * Row indices sorted by a field: known values first, in the order asked for; ties and missing
   * values by symbol. One sort per field: the descending order is made from the ascending one.
   */
  private order(field: string, order: 'asc' | 'desc'): Int32Array {
    const kept = this.orders.get(`${field} ${order}`);
    if (kept) return kept;
    const keys = sortKeys(this.column(field));
    let asc = this.orders.get(`${field} asc`);
    if (!asc) {
      asc = ascendingOrder(keys, this.symbolRank());
      this.orders.set(`${field} asc`, asc);
    }
    if (order === 'asc') return asc;
    const desc = descendingOrder(asc, keys);
    this.orders.set(`${field} desc`, desc);
    return desc;
  }

  /** One filter's bitmaps: the rows it passes and the rows it has a verdict for. */
  private evaluate(f: ScreenerFilter): Bitmaps {
    const c = this.column(f.field);
    if (f.op === 'known' || f.op === 'unknown') {
      return { pass: presenceBits(c, f.op === 'known', this.words), known: this.all };
    }
    if (c.kind === 'category') return categoryBits(c, f, this.words);
    if (c.kind === 'boolean') return booleanBits(c, f, this.words);
    const pass = new Uint32Array(this.words);
    const v = c.values;
    let lo = -Infinity;
    let hi = Infinity;
    switch (f.op) {
      case 'gte':
        lo = f.value;
        break;
      case 'lte':
        hi = f.value;
        break;
      case 'between':
        lo = f.min;
        hi = f.max;
        break;
      case 'top':
      case 'bottom': {
        const top = f.op === 'top';
        if (f.scope === 'sector') return this.sectorRank(f.field, v, f.percent, top);
        const sorted = this.sortedValues(f.field, v);
        if (sorted.length === 0) return { pass, known: this.knownRows(f.field, v) };
        const k = rankCount(f.percent, sorted.length);
        if (top) lo = sorted[sorted.length - k]!;
        else hi = sorted[k - 1]!;
        break;
      }
      default:
        throw new Error(`${f.op} on a number field`);
    }
    // A bound that is not a number passes nothing (as `x >= NaN` never holds).
    if (Number.isNaN(lo) || Number.isNaN(hi)) return { pass, known: this.knownRows(f.field, v) };
    // The field's known values ascending are the values of the first rows of its ascending
    // order, so the rows with lo ≤ x ≤ hi are one run of that order: set their bits only.
    const sorted = this.sortedValues(f.field, v);
    const asc = this.order(f.field, 'asc');
    const to = firstAbove(sorted, hi);
    for (let j = firstAtLeast(sorted, lo); j < to; j++) {
      const i = asc[j]!;
      pass[i >>> 5]! |= 1 << (i & 31);
    }
    return { pass, known: this.knownRows(f.field, v) };
  }

  /** The rows with a value of a number field, as bits (kept: every filter on it has the same). */
  private knownRows(id: string, values: Float64Array): Uint32Array {
    let known = this.knownBits.get(id);
    if (!known) {
      known = new Uint32Array(this.words);
      for (let i = 0; i < this.size; i++) {
        if (!Number.isNaN(values[i]!)) known[i >>> 5]! |= 1 << (i & 31);
      }
      this.knownBits.set(id, known);
    }
    return known;
  }

  private sectorRank(
    field: string,
    v: Float64Array,
    percent: number,
    top: boolean,
  ): { pass: Uint32Array; known: Uint32Array } {
    const pass = new Uint32Array(this.words);
    const known = new Uint32Array(this.words);
    const thresholds = this.sectorValues(field, v).map((sorted) => {
      if (sorted.length === 0) return Number.NaN;
      const k = rankCount(percent, sorted.length);
      return top ? sorted[sorted.length - k]! : sorted[k - 1]!;
    });
    const codes = this.sectorCodes;
    for (let i = 0; i < this.size; i++) {
      const x = v[i]!;
      const code = codes[i]!;
      if (Number.isNaN(x) || code === -1) continue;
      const bit = 1 << (i & 31);
      known[i >>> 5]! |= bit;
      const t = thresholds[code]!;
      if (top ? x >= t : x <= t) pass[i >>> 5]! |= bit;
    }
    return { pass, known };
  }

  /** Computes and keeps what screens on a field need: its column, sort orders and sorted values. */
  prepare(id: string): void {
    const c = this.column(id);
    this.order(id, 'asc');
    this.order(id, 'desc');
    if (c.kind === 'number') {
      this.sortedValues(id, c.values);
      this.sectorValues(id, c.values);
    }
  }

  /** A screen's bitmaps: the matching rows, and the rows whose missing values left them open. */
  private combine(query: ScreenQuery): { matched: Uint32Array; open: Uint32Array } {
    const w = this.words;
    // The investable switch (ADR 049) narrows the screen even when its other filters are ORed.
    const gates = query.isOr ? query.filters.filter(isInvestableGate) : [];
    const filters =
      gates.length > 0 ? query.filters.filter((f) => !isInvestableGate(f)) : query.filters;
    const isOr = (query.isOr ?? false) && filters.length > 0;
    const matched = new Uint32Array(w);
    // AND: rows with no failing filter; OR: rows with some missing verdict.
    const open = new Uint32Array(w);
    if (isOr) {
      for (const f of filters) {
        const { pass, known } = this.evaluate(f);
        for (let k = 0; k < w; k++) {
          matched[k]! |= pass[k]!;
          open[k]! |= ~known[k]! & this.all[k]!;
        }
      }
      for (const f of gates) {
        const { pass, known } = this.evaluate(f);
        for (let k = 0; k < w; k++) {
          matched[k]! &= pass[k]!;
          open[k]! &= pass[k]! | ~known[k]!;
        }
      }
    } else {
      matched.set(this.all);
      open.set(this.all);
      for (const f of query.filters) {
        const { pass, known } = this.evaluate(f);
        for (let k = 0; k < w; k++) {
          matched[k]! &= pass[k]!;
          open[k]! &= pass[k]! | ~known[k]!;
        }
      }
    }
    return { matched, open };
  }

  /** Runs a screen; `offset` and `limit` choose the page of sorted matches. */
  run(query: ScreenQuery, offset: number, limit: number): ScreenRun {
    const { matched, open } = this.combine(query);
    let total = 0;
    let excludedMissing = 0;
    for (let k = 0; k < this.words; k++) {
      total += popcount(matched[k]!);
      excludedMissing += popcount(open[k]! & ~matched[k]!);
    }
    const indices: number[] = [];
    if (limit > 0 && offset < total) {
      const sort = query.sortingBy ?? DEFAULT_SORT;
      const order = this.order(sort.field, sort.order);
      let seen = 0;
      for (let j = 0; j < order.length && indices.length < limit; j++) {
        const i = order[j]!;
        if ((matched[i >>> 5]! & (1 << (i & 31))) === 0) continue;
        if (seen++ >= offset) indices.push(i);
      }
    }
    return { total, excludedMissing, indices };
  }

  /** Every matching row in row order, unsorted: what a backtest holds. */
  matches(query: ScreenQuery): number[] {
    const { matched } = this.combine(query);
    const out: number[] = [];
    for (let k = 0; k < this.words; k++) {
      let word = matched[k]!;
      while (word !== 0) {
        const low = word & -word;
        out.push(k * 32 + 31 - Math.clz32(low));
        word = (word ^ low) >>> 0;
      }
    }
    return out;
  }

  /** Each filter's verdict on one row ("Why isn't X here?"). */
  explain(i: number, filters: readonly ScreenerFilter[]): Verdict[] {
    return filters.map((f) => {
      const { pass, known } = this.evaluate(f);
      const bit = 1 << (i & 31);
      if ((known[i >>> 5]! & bit) === 0) return null;
      return (pass[i >>> 5]! & bit) !== 0;
    });
  }

  /** How a field is distributed over the universe (the filter builder's histogram or options). */
  /** How a field is distributed over the universe (the filter builder's histogram or options). */
  stats(id: string): FieldStats {
    const c = this.column(id);
    if (c.kind === 'number') {
      const sorted = this.sortedValues(id, c.values);
      const known = sorted.length;
      if (known === 0) return { known, histogram: null, options: null };
      return { known, histogram: histogramOf(sorted), options: null };
    }
    return { ...optionsOf(c), histogram: null };
  }
}
