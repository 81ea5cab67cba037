import type { ScreenerField, ScreenerFilter } from '@evident/contracts/screener';
import styles from './screener.module.css';

/**
 * A field's distribution over today's universe as small bars, with the bars the filter keeps
 * drawn in the brand colour (issue 20: "a small histogram of each field's distribution and the cut
 * drawn on it"). Values beyond the 1st–99th percentiles fall in the end bars. For a top or bottom
 * N%, the cut is drawn where that share of the companies lies.
 */
export function Histogram({
  histogram,
  filter,
}: {
  histogram: NonNullable<ScreenerField['histogram']>;
  filter: ScreenerFilter;
}) {
  const { min, max, counts } = histogram;
  const peak = Math.max(1, ...counts);
  const width = (max - min) / counts.length;
  const total = counts.reduce((a, b) => a + b, 0);
  const kept = keptBars(filter, counts, min, width, total);
  return (
    <svg
      className={styles.histogram}
      viewBox={`0 0 ${counts.length * 4} 24`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="histogram"
    >
      {counts.map((c, i) => {
        const h = c === 0 ? 0 : Math.max(1, (c / peak) * 24);
        return (
          <rect
            key={i}
            x={i * 4 + 0.3}
            y={24 - h}
            width={3.4}
            height={h}
            className={kept[i] ? styles.barKept : styles.bar}
          />
        );
      })}
    </svg>
  );
}

function keptBars(
  f: ScreenerFilter,
  counts: readonly number[],
  min: number,
  width: number,
  total: number,
): boolean[] {
  const lo = (i: number) => min + i * width;
  const hi = (i: number) => min + (i + 1) * width;
  switch (f.op) {
    case 'gte':
      return counts.map((_, i) => hi(i) > f.value);
    case 'lte':
      return counts.map((_, i) => lo(i) <= f.value);
    case 'between':
      return counts.map((_, i) => hi(i) > f.min && lo(i) <= f.max);
    case 'top':
    case 'bottom': {
      const want = (f.percent / 100) * total;
      const order = counts.map((_, i) => i);
      if (f.op === 'top') order.reverse();
      const out = counts.map(() => false);
      let seen = 0;
      for (const i of order) {
        if (seen >= want) break;
        out[i] = true;
        seen += counts[i]!;
      }
      return out;
    }
    case 'unknown':
      return counts.map(() => false);
    default:
      return counts.map(() => true);
  }
}
