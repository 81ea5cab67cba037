import { allRatiosResponse, chartParams, chartResponse } from '@evident/contracts/charts';
import { errorEnvelope } from '@evident/contracts/envelope';
import { tickerParam } from '@evident/contracts/stocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { companyOf, currentModel } from '../../read-model/errors';
import type { ReadModelHolder } from '../../read-model/read-model';
import type { CompanyHistory } from './company-history';
import type { MeterCompany } from '../metering/metering.service';
import { chartOf } from './charts.service';

/** `GET /charts/{ticker}/{chart}` (spec §7): dated series with units and catalogue metric ids. */
export const chartsRoutes: FastifyPluginAsyncZod<{
  readModel: ReadModelHolder;
  history: CompanyHistory;
  cache: JsonCache;
  /** Counts the company for the reader, or refuses it (the paywall's 403; ADR 059). */
  meter: MeterCompany;
}> = async (app, { readModel, history, cache, meter }) => {
  const params = z.object({ ticker: tickerParam }).extend(chartParams.shape);
  const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };

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
      await meter(request, reply, entry.company.ticker);
      return cache.send(request, reply, {
        version: m.version,
        key: `charts|${entry.company.symbol}|${chart}`,
        schema: chart === 'all-ratios' ? allRatiosResponse : chartResponse,
        build: async () => ok(await chartOf(history, m, entry, chart)),
      });
    },
  );
};
