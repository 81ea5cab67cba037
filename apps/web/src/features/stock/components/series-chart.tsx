import type { ChartName } from '@evident/contracts/charts';
import { useQuery } from '@tanstack/react-query';
import { LineChart } from '@/components/line-chart';
import { Skeleton } from '@/components/skeleton';
import { formatMetric, formatPoints } from '@/lib/format';
import { chartQuery } from '../api/stock-queries';
import styles from './stock-page.module.css';

/** One `/charts/{ticker}/{chart}` answer drawn as lines (one per series). */
export function SeriesChart({
  ticker,
  chart,
  title,
  height = 160,
}: {
  ticker: string;
  chart: Exclude<ChartName, 'all-ratios'>;
  title: string;
  height?: number;
}) {
  const q = useQuery(chartQuery(ticker, chart));
  return (
    <div className={styles.chart}>
      <h4 className={styles.chartTitle}>{title}</h4>
      {q.isPending ? (
        <Skeleton height={height} />
      ) : q.isError ? (
        <p className={styles.muted}>This chart could not be loaded.</p>
      ) : (
        <LineChart
          title={title}
          height={height}
          lines={q.data.series.map((s) => ({ name: s.name, points: s.points }))}
          format={(v) => {
            const unit = q.data.series[0]?.unit ?? 'ratio';
            const multiplier = q.data.series[0]?.multiplier ?? 1;
            return multiplier === 100 ? formatPoints(v) : formatMetric(v, unit);
          }}
        />
      )}
    </div>
  );
}
