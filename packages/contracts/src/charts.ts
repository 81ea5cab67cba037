import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The chart names of spec §7 (`GET /charts/{ticker}/{chart}`); `evidentscoretimeline` is the
 * spec's product-named score timeline. */
export const METRIC_CHARTS = [
  'net-debt-to-equity',
  'interest-coverage',
  'sloan-ratio',
  'external-financing-ratio',
  'roic',
  'roe',
  'gross-profits-to-assets',
  'price-to-cashflow',
  'price-to-earnings',
  'price-to-sales',
  'net-payout-yield',
  'fcf-ltm',
  'revenue-ltm',
  'netincome-ltm',
  'shareholder-retribution',
] as const;
export const SCORE_CHARTS = ['evidentscoretimeline', 'all-company-score-five-year'] as const;
export const CHART_NAMES = [...METRIC_CHARTS, 'all-ratios', ...SCORE_CHARTS] as const;
export type ChartName = (typeof CHART_NAMES)[number];

export const chartParams = z.object({
  chart: z.enum(CHART_NAMES, {
    error: `chart must be one of: ${CHART_NAMES.join(', ')}`,
  }),
});

/** Units as in the engine's metric catalogue, plus the score (0–100). */
export const chartUnit = z.enum(['ratio', 'percent', 'times', 'usd', 'score', 'probability']);

export const chartPoint = z.object({ date: z.string(), value: z.number() });

export const chartSeries = z.object({
  /** Catalogue metric id (e.g. `roic`), `evidentScore`, or a factor id (e.g. `growth`). */
  metricId: z.string(),
  name: z.string(),
  unit: chartUnit,
  /**
   * Values are the metric × this factor: 1 for most series; 100 where the spec asks for percent
   * points (shareholder-retribution). Percent-unit values with multiplier 1 are fractions.
   */
  multiplier: z.number(),
  /** Oldest first; dates without data are left out, so a company without data has no points. */
  points: z.array(chartPoint),
});
export type ChartSeries = z.infer<typeof chartSeries>;

export const chartData = z.object({
  ticker: z.string(),
  chart: z.enum(CHART_NAMES),
  /** Date of the score run the series end at (null before the first run). */
  asOf: z.string().nullable(),
  series: z.array(chartSeries),
});
export type ChartData = z.infer<typeof chartData>;
export const chartResponse = successEnvelope(chartData);

const ratioRow = z.object({
  date: z.string(),
  values: z.record(z.string(), z.number().nullable()),
});
export const allRatiosData = z.object({
  ticker: z.string(),
  chart: z.literal('all-ratios'),
  asOf: z.string().nullable(),
  metrics: z.array(
    z.object({ metricId: z.string(), name: z.string(), unit: chartUnit, category: z.string() }),
  ),
  /** Quarter ends (oldest first) and the as-of date; null = not available on that date. */
  data: z.array(ratioRow),
  /** The row at the as-of date (the values the score used), null without data. */
  mostRecentData: ratioRow.nullable(),
});
export type AllRatiosData = z.infer<typeof allRatiosData>;
export const allRatiosResponse = successEnvelope(allRatiosData);
