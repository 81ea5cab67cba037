import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { LoadedAfterHydration } from './loaded-after-hydration';
import { Skeleton } from './skeleton';
import styles from './line-chart.module.css';

export interface ChartLine {
  name: string;
  points: readonly { date: string; value: number }[];
}

export interface LineChartProps {
  /** Accessible name of the chart (what it shows). */
  title: string;
  lines: readonly ChartLine[];
  /** Formats a value for the axis, the tooltip and the text summary. */
  format: (value: number) => string;
  height?: number;
  /** Logarithmic value axis (equity curves). */
  log?: boolean;
  /** A fixed value axis (the score history: 0–100, issue 52); else fitted to the data. */
  range?: readonly [number, number];
}

const Impl = lazy(() => import('./line-chart-impl'));

export const LINE_COLOURS = [
  '#2f5bd3',
  '#1f9d6b',
  '#d9822b',
  '#8a4fd8',
  '#c23b4d',
  '#3d9fb8',
  '#7a8699',
  '#b3a21f',
];

/**
 * A time-series line chart. uPlot is loaded on demand, so pages without charts do not pay for it.
 * Below the plot a sentence states the first and last values of each line for screen readers and
 * for anyone who cannot read the plot.
 */
export function LineChart(props: LineChartProps) {
  const { t } = useTranslation();
  const lines = props.lines.filter((l) => l.points.length > 0);
  if (lines.length === 0) {
    return (
      <p className={styles.empty}>
        {props.title}: {t('notAvailable')}.
      </p>
    );
  }
  const summary = lines
    .map((l) => {
      const first = l.points[0]!;
      const last = l.points.at(-1)!;
      return t('lineChart.line', {
        name: l.name,
        first: props.format(first.value),
        firstDate: formatDate(first.date),
        last: props.format(last.value),
        lastDate: formatDate(last.date),
      });
    })
    .join('; ');
  return (
    <figure className={styles.figure}>
      <LoadedAfterHydration fallback={<Skeleton height={props.height ?? 180} />}>
        <Impl {...props} lines={lines} />
      </LoadedAfterHydration>
      {lines.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {lines.map((l, i) => (
            <li key={l.name}>
              <span
                className={styles.swatch}
                style={{ background: LINE_COLOURS[i % LINE_COLOURS.length] }}
              />
              {l.name}
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption className={styles.caption}>
        <span className={styles.srOnly}>
          {props.title}. {summary}.
        </span>
      </figcaption>
    </figure>
  );
}
