import {
  allRatiosResponse,
  chartParams,
  chartResponse,
  type ChartName,
} from '@evident/contracts/charts';
import { errorEnvelope } from '@evident/contracts/envelope';
import { tickerParam } from '@evident/contracts/stocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { companyOf, currentModel } from '../stocks/errors';
import type { CompanyEntry, ReadModel, ReadModelHolder } from '../stocks/read-model';
import type { CompanyHistory, ScoreHistoryRow } from './company-history';
import { allRatios, isMetricChart, metricChart, scoreChart } from './charts.service';

const EMPTY_HISTORY = { rows: [] };

function currentScore(entry: CompanyEntry, asOf: string | null): ScoreHistoryRow | null {
  const s = entry.score;
  if (!s || asOf === null) return null;
  const factors = s.factors as Record<string, { percentile: number | null } | undefined>;
  return {
    asOf,
    evidentScoreValue: s.evidentScoreValue,
    evidentScorePercentile: s.evidentScorePercentile,
    factors: Object.fromEntries(
      Object.entries(factors).map(([k, f]) => [k, f?.percentile ?? null]),
    ),
  };
}

/** `GET /charts/{ticker}/{chart}` (spec §7): dated series with units and catalogue metric ids. */
export const chartsRoutes: FastifyPluginAsyncZod<{
  readModel: ReadModelHolder;
  history: CompanyHistory;
  cache: JsonCache;
}> = async (app, { readModel, history, cache }) => {
  const params = z.object({ ticker: tickerParam }).extend(chartParams.shape);
  const errors = { 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };

  const build = async (m: ReadModel, entry: CompanyEntry, chart: ChartName) => {
    const { ticker, symbol } = entry.company;
    const runId = m.runId;
    const asOf = m.asOf;
    if (chart === 'all-ratios') {
      const h =
        runId === null || asOf === null
          ? EMPTY_HISTORY
          : await history.metrics(runId, symbol, asOf);
      return ok(allRatios(ticker, asOf, h));
    }
    if (isMetricChart(chart)) {
      const h =
        runId === null || asOf === null
          ? EMPTY_HISTORY
          : await history.metrics(runId, symbol, asOf);
      return ok(metricChart(ticker, chart, asOf, h));
    }
    const rows = runId === null ? [] : await history.scores(runId, symbol);
    return ok(scoreChart(ticker, chart, asOf, rows, currentScore(entry, asOf)));
  };

  app.get(
    '/charts/:ticker/:chart',
    {
      ...CACHED_ROUTE,
      schema: {
        params,
        response: { 200: z.union([chartResponse, allRatiosResponse]), ...errors },
      },
    },
    async (request, reply) => {
      const m = currentModel(readModel);
      const entry = companyOf(m, request.params.ticker);
      const { chart } = request.params;
      return cache.send(request, reply, {
        version: m.version,
        key: `charts|${entry.company.symbol}|${chart}`,
        schema: chart === 'all-ratios' ? allRatiosResponse : chartResponse,
        build: () => build(m, entry, chart),
      });
    },
  );
};
