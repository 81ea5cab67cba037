import type { ChartName } from '@evident/contracts/charts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart } from '@/components/line-chart';
import { Skeleton } from '@/components/skeleton';
import { useInView } from '@/hooks/use-in-view';
import { formatMetric, formatPoints } from '@/lib/format';
import { chartQuery } from '../api/stock-queries';
import styles from './stock-page.module.css';
import '@/i18n/en/stock';

/**
 * A chart's box: the same height whatever it holds (placeholder, plot, "not available"), so
 * nothing below it moves when it loads; its data is fetched only when it nears the viewport.
 */
export function ChartBox({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  children: (visible: boolean) => ReactNode;
}) {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.chart}>
      <h4 className={styles.chartTitle}>{title}</h4>
      <div className={styles.chartBody} style={{ height: height + 28 }}>
        {inView ? children(true) : <Skeleton height={height} />}
      </div>
    </div>
  );
}

/** The score history's axis: the score's whole scale, 0–100 (issue 52), whatever the data. */
export const SCORE_RANGE = [0, 100] as const;

/** One `/charts/{ticker}/{chart}` answer drawn as lines (one per series). */
export function SeriesChart(props: {
  ticker: string;
  chart: Exclude<ChartName, 'all-ratios'>;
  title: string;
  height?: number;
}) {
  const height = props.height ?? 160;
  return (
    <ChartBox title={props.title} height={height}>
      {() => <SeriesChartData {...props} height={height} />}
    </ChartBox>
  );
}

function SeriesChartData({
  ticker,
  chart,
  title,
  height,
}: {
  ticker: string;
  chart: Exclude<ChartName, 'all-ratios'>;
  title: string;
  height: number;
}) {
  const { t } = useTranslation('stock');
  const q = useQuery(chartQuery(ticker, chart));
  // Kept across re-renders: new lines or a new formatter rebuild the chart (empty for a frame).
  const data = q.data;
  const lines = useMemo(
    () => data?.series.map((s) => ({ name: s.name, points: s.points })) ?? [],
    [data],
  );
  const format = useCallback(
    (v: number) => {
      const unit = data?.series[0]?.unit ?? 'ratio';
      const multiplier = data?.series[0]?.multiplier ?? 1;
      return multiplier === 100 ? formatPoints(v) : formatMetric(v, unit);
    },
    [data],
  );
  return (
    <>
      {q.isPending ? (
        <Skeleton height={height} />
      ) : q.isError ? (
        <p className={styles.muted}>{t('charts.failed')}</p>
      ) : (
        <LineChart
          title={title}
          height={height}
          lines={lines}
          format={format}
          {...(chart === 'evidentscoretimeline' ? { range: SCORE_RANGE } : {})}
        />
      )}
    </>
  );
}
