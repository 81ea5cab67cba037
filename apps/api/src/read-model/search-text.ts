/*
 * How typed text and names compare in the search (issue 17): normalized, compacted, sorted runs
 * by prefix, and one typo forgiven. Used by the search index (`search-index.ts`).
 */

/**
 * Lower case, accents removed (é → e), apostrophes dropped (McDonald's → mcdonalds), every other
 * punctuation mark a space: how names and queries compare.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The normalized text with its spaces removed: "JP Morgan" and "JPMorgan" both give "jpmorgan". */
export const compact = (normalized: string) => normalized.replace(/ /g, '');

/** Index of the first of the sorted texts that is not below `text`. */
export function lowerBound(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index after the last of the sorted texts that starts with `prefix` (texts are a-z and 0-9). */
export const prefixEnd = (sorted: readonly string[], prefix: string) =>
  lowerBound(sorted, `${prefix}{`);

/** `x` from `fx` on equals `y` from `fy` on, over `n` letters (no allocation: runs per word). */
function sameRun(x: string, fx: number, y: string, fy: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (x.charCodeAt(fx + k) !== y.charCodeAt(fy + k)) return false;
  return true;
}

/**
 * True when `a` and the first `bLength` letters of `b` differ by at most one edit: a letter
 * inserted, deleted or changed, or two neighbours swapped ("nvidai" / "nvidia").
 */
export function withinOneEdit(a: string, b: string, bLength = b.length): boolean {
  const n = a.length;
  const m = Math.min(bLength, b.length);
  if (Math.abs(n - m) > 1) return false;
  let i = 0;
  while (i < n && i < m && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i >= n - 1 && i >= m - 1) return true; // equal, or one trailing letter apart
  if (n === m) {
    return (
      sameRun(a, i + 1, b, i + 1, n - i - 1) || // changed
      (a.charCodeAt(i) === b.charCodeAt(i + 1) &&
        a.charCodeAt(i + 1) === b.charCodeAt(i) &&
        sameRun(a, i + 2, b, i + 2, n - i - 2)) // swapped
    );
  }
  return n > m
    ? sameRun(a, i + 1, b, i, m - i) // a letter too many in a
    : sameRun(a, i, b, i + 1, n - i); // a letter missing from a
}

/**
 * True when `typed` is one edit away from some start of `word` ("microsft" / "microsoft",
 * "berkshir" / "berkshire"), an exact start included: `withinOneEdit` against the word's first
 * n - 1, n and n + 1 letters, in one pass (this runs for every word with the typed first letter).
 */
export function startsWithOneTypo(typed: string, word: string): boolean {
  const n = typed.length;
  const m = word.length;
  if (m < n - 1) return false;
  let i = 0;
  while (i < n && i < m && typed.charCodeAt(i) === word.charCodeAt(i)) i++;
  if (i >= n - 1) return true; // a start of the word, or but for the last letter
  const rest = n - i - 1;
  return (
    sameRun(typed, i + 1, word, i, rest) || // a letter too many in typed
    (m >= n && sameRun(typed, i + 1, word, i + 1, rest)) || // changed
    (m > n && sameRun(typed, i, word, i + 1, rest + 1)) || // a letter missing from typed
    (m >= n &&
      typed.charCodeAt(i) === word.charCodeAt(i + 1) &&
      typed.charCodeAt(i + 1) === word.charCodeAt(i) &&
      sameRun(typed, i + 2, word, i + 2, rest - 1)) // two letters swapped
  );
}
