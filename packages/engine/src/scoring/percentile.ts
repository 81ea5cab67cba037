/**
 * Direction-aware percentile ranks (issue 4 §3).
 *
 * Each finite value gets the mid-rank percentile among the finite values: the lowest value 0,
 * the highest 100, equal values the same percentile (the average of the ranks they span).
 * Missing inputs (null, undefined, NaN, ±Infinity) are excluded and get `null`, never 0.
 * With direction `lower` (lower is better, e.g. P/E) the scale is reversed so that 100 is best.
 */
export type Direction = 'higher' | 'lower';

export function percentileRanks(
  values: readonly (number | null | undefined)[],
  direction: Direction = 'higher',
): (number | null)[] {
  const present: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === 'number' && Number.isFinite(v)) present.push(i);
  }
  const out: (number | null)[] = new Array<number | null>(values.length).fill(null);
  const n = present.length;
  if (n === 0) return out;
  if (n === 1) {
    out[present[0]!] = 50;
    return out;
  }
  const sorted = present.sort((a, b) => (values[a] as number) - (values[b] as number));
  let start = 0;
  while (start < n) {
    let end = start;
    const v = values[sorted[start]!] as number;
    while (end + 1 < n && values[sorted[end + 1]!] === v) end++;
    const midRank = (start + end) / 2;
    const p = (midRank / (n - 1)) * 100;
    const directed = direction === 'higher' ? p : 100 - p;
    for (let k = start; k <= end; k++) out[sorted[k]!] = directed;
    start = end + 1;
  }
  return out;
}
