import type { StockSearchResult } from '@evident/contracts/stocks';

/** Spec §5/§9: the hero box shows the first 5 unique symbols, the header up to 6. */
export const HERO_RESULTS = 5;
export const HEADER_RESULTS = 6;
/** Spec §9 debounce: 700 ms in the search box, 500 ms in the header. */
export const HERO_DEBOUNCE_MS = 700;
export const HEADER_DEBOUNCE_MS = 500;

/** Results de-duplicated by symbol (first occurrence kept), at most `max`. */
export function uniqueBySymbol(results: readonly StockSearchResult[], max: number) {
  const seen = new Set<string>();
  const out: StockSearchResult[] = [];
  for (const r of results) {
    if (seen.has(r.symbol)) continue;
    seen.add(r.symbol);
    out.push(r);
    if (out.length === max) break;
  }
  return out;
}

/** The term sent to the API: trimmed; empty means "send nothing". */
export const searchTerm = (input: string) => input.trim();
