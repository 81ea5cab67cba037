import { figure } from '../../http/figures';
import type { AllRatiosData, ChartData, ChartName, ChartSeries } from '@evident/contracts/charts';
import { METRIC_CATALOGUE } from '@evident/engine/metrics/catalogue';
import { METRIC_IDS } from '@evident/engine/metrics/metric-id';
import { FACTOR_IDS, FACTORS } from '@evident/engine/scoring/factors';
import { ALL_RATIOS_CATEGORIES, METRIC_CHART_SERIES } from './chart-catalogue';
import type { CompanyEntry, ReadModel } from '../../read-model/read-model';
import type { CompanyHistory, MetricHistory, ScoreHistoryRow } from './company-history';

export type MetricChartName = keyof typeof METRIC_CHART_SERIES;

export const isMetricChart = (chart: ChartName): chart is MetricChartName =>
  chart in METRIC_CHART_SERIES;

/** One metric chart: a series per catalogue metric, dates without a value left out. */
export function metricChart(
  ticker: string,
  chart: MetricChartName,
  asOf: string | null,
  history: MetricHistory,
): ChartData {
  const { metrics, multiplier } = METRIC_CHART_SERIES[chart];
  return {
    ticker,
    chart,
    asOf,
    series: metrics.map((id) => ({
      metricId: id,
      name: METRIC_CATALOGUE[id].name,
      unit: METRIC_CATALOGUE[id].unit,
      multiplier,
      points: history.rows.flatMap((r) => {
        const v = r.values[id];
        return v === null ? [] : [{ date: r.date, value: figure(v * multiplier) }];
      }),
    })),
  };
}

const RATIO_IDS = METRIC_IDS.filter((id) =>
  ALL_RATIOS_CATEGORIES.includes(METRIC_CATALOGUE[id].category),
);

/** `all-ratios`: every ratio at each date, and the row at the as-of date. */
export function allRatios(
  ticker: string,
  asOf: string | null,
  history: MetricHistory,
): AllRatiosData {
  const data = history.rows
    .map((r) => ({
      date: r.date,
      values: Object.fromEntries(RATIO_IDS.map((id) => [id, figure(r.values[id] ?? null)])),
    }))
    // A date on which the company had none of these ratios is not a data point.
    .filter((r) => Object.values(r.values).some((v) => v !== null));
  const last = data.at(-1);
  return {
    ticker,
    chart: 'all-ratios',
    asOf,
    metrics: RATIO_IDS.map((id) => ({
      metricId: id,
      name: METRIC_CATALOGUE[id].name,
      unit: METRIC_CATALOGUE[id].unit,
      category: METRIC_CATALOGUE[id].category,
    })),
    data,
    mostRecentData: last !== undefined && last.date === asOf ? last : null,
  };
}

const scoreSeries = (
  metricId: string,
  name: string,
  rows: readonly ScoreHistoryRow[],
  pick: (r: ScoreHistoryRow) => number | null | undefined,
): ChartSeries => ({
  metricId,
  name,
  unit: 'score',
  multiplier: 1,
  points: rows.flatMap((r) => {
    const v = pick(r);
    return v === null || v === undefined ? [] : [{ date: r.asOf, value: v }];
  }),
});

/**
 * Score charts from the run's monthly point-in-time history (score_history), ending with the run's
 * own score at its as-of date when that is not a month end.
 */
export function scoreChart(
  ticker: string,
  chart: 'evidentscoretimeline' | 'all-company-score-five-year',
  asOf: string | null,
  history: readonly ScoreHistoryRow[],
  current: ScoreHistoryRow | null,
): ChartData {
  const rows =
    current !== null && (history.length === 0 || history.at(-1)!.asOf < current.asOf)
      ? [...history, current]
      : history;
  const evident = scoreSeries(
    'evidentScore',
    'Evident Score',
    rows,
    (r) => r.evidentScorePercentile,
  );
  return {
    ticker,
    chart,
    asOf,
    series:
      chart === 'evidentscoretimeline'
        ? [evident]
        : [
            evident,
            ...FACTOR_IDS.map((id) =>
              scoreSeries(id, FACTORS[id].name, rows, (r) => r.factors[id]),
            ),
          ],
  };
}

const EMPTY_HISTORY: MetricHistory = { rows: [] };

/** The latest run's score of a company as one more point of its score history. */
function currentScore(entry: CompanyEntry, asOf: string | null): ScoreHistoryRow | null {
  const s = entry.score;
  if (!s || asOf === null) return null;
  return {
    asOf,
    evidentScoreValue: s.evidentScoreValue,
    evidentScorePercentile: s.evidentScorePercentile,
    factors: Object.fromEntries(
      Object.entries(s.factors).map(([k, f]) => [k, f?.percentile ?? null]),
    ),
  };
}

/** One chart of a company as of the read model's run (spec §7 charts). */
export async function chartOf(
  history: CompanyHistory,
  m: ReadModel,
  entry: CompanyEntry,
  chart: ChartName,
): Promise<ChartData | AllRatiosData> {
  const { ticker, symbol } = entry.company;
  const { runId, asOf } = m;
  if (chart === 'all-ratios' || isMetricChart(chart)) {
    const h =
      runId === null || asOf === null ? EMPTY_HISTORY : await history.metrics(runId, symbol, asOf);
    return chart === 'all-ratios'
      ? allRatios(ticker, asOf, h)
      : metricChart(ticker, chart, asOf, h);
  }
  const rows = runId === null ? [] : await history.scores(runId, symbol);
  return scoreChart(ticker, chart, asOf, rows, currentScore(entry, asOf));
}
