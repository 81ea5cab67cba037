import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateFormat } from '@/lib/format';
import { LINE_COLOURS, type LineChartProps } from './line-chart';

const dayMs = 86_400_000;
const toSeconds = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

/** Aligns the lines on the union of their dates (uPlot's data shape); gaps stay null. */
export function alignLines(lines: LineChartProps['lines']): uPlot.AlignedData {
  const dates = [...new Set(lines.flatMap((l) => l.points.map((p) => p.date)))].sort();
  const index = new Map(dates.map((d, i) => [d, i]));
  const ys = lines.map((l) => {
    const y: (number | null)[] = new Array(dates.length).fill(null);
    for (const p of l.points) y[index.get(p.date)!] = p.value;
    return y;
  });
  return [dates.map(toSeconds), ...ys] as uPlot.AlignedData;
}

export default function LineChartImpl({
  title,
  lines,
  format,
  height = 180,
  log,
  range,
}: LineChartProps) {
  const min = range?.[0];
  const max = range?.[1];
  const ref = useRef<HTMLDivElement>(null);
  // The month names of the axis are in the interface's language: drawn again when it changes.
  const { language } = useTranslation().i18n;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const data = alignLines(lines);
    const span = ((data[0].at(-1) ?? 0) - (data[0][0] ?? 0)) * 1000;
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true },
        y: log
          ? { distr: 3 }
          : min !== undefined && max !== undefined
            ? { range: (): uPlot.Range.MinMax => [min, max] }
            : {},
      },
      axes: [
        {
          stroke: '#6b7686',
          grid: { stroke: '#eef1f5' },
          ticks: { show: false },
          // Years for long spans, months for short ones.
          values: (_u, splits) =>
            splits.map((s) => {
              const d = new Date(s * 1000);
              return span > 2 * 365 * dayMs
                ? String(d.getUTCFullYear())
                : dateFormat({ month: 'short' }).format(d);
            }),
        },
        {
          stroke: '#6b7686',
          grid: { stroke: '#eef1f5' },
          ticks: { show: false },
          // As wide as its longest label ("14,00 US$" is wider than "$14.00"): uPlot's measured
          // size, as in its own examples; at least the 64 px the English labels had.
          size: (self, values, axisIdx, cycle) => {
            const axis = self.axes[axisIdx]!;
            if (cycle > 1) return (axis as { _size?: number })._size ?? 64;
            const longest = (values ?? []).reduce((a, v) => (v.length > a.length ? v : a), '');
            self.ctx.font = axis.font?.[0] ?? '12px system-ui';
            const text = self.ctx.measureText(longest).width / devicePixelRatio;
            return Math.max(64, Math.ceil(text + (axis.gap ?? 5) + 12));
          },
          // Log scales can hand over empty splits.
          values: (_u, splits) => splits.map((v) => (Number.isFinite(v) ? format(v) : '')),
        },
      ],
      series: [
        {},
        ...lines.map((l, i) => ({
          label: l.name,
          stroke: LINE_COLOURS[i % LINE_COLOURS.length],
          width: 2,
          spanGaps: true,
          points: { show: l.points.length < 3 },
          value: (_u: uPlot, v: number | null) =>
            v === null || !Number.isFinite(v) ? '–' : format(v),
        })),
      ],
    };
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(200, el.clientWidth), height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [lines, format, height, log, language, min, max]);
  // The plot's height is kept from the first paint: uPlot draws in an effect, after the browser
  // has laid the page out once, and an empty box there moved everything below it (CLS 0.32).
  return <div ref={ref} role="img" aria-label={title} style={{ minHeight: height }} />;
}
