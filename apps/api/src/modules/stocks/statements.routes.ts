import { errorEnvelope } from '@evident/contracts/envelope';
import {
  dailySeriesResponse,
  priceRangeQuery,
  pricesResponse,
  statementQuery,
  statementResponse,
  tickerParam,
} from '@evident/contracts/stocks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { companyOf, currentModel } from '../../read-model/errors';
import type { ReadModelHolder } from '../../read-model/read-model';
import type { MeterCompany } from '../metering/metering.service';
import { STATEMENT_KINDS, type StatementsService } from './statements.service';

/** Financial statements and price series of one company (spec §7 stocks calls). */
export const statementsRoutes: FastifyPluginAsyncZod<{
  statements: StatementsService;
  readModel: ReadModelHolder;
  cache: JsonCache;
  /** Counts the company for the reader, or refuses it (the paywall's 403; ADR 059). */
  meter: MeterCompany;
}> = async (app, { statements, readModel, cache, meter }) => {
  const params = z.object({ ticker: tickerParam });
  const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };
  /**
   * The company and the read-model version (which changes with every import and score run), once
   * the reader's meter has counted the company.
   */
  const lookup = async (request: FastifyRequest, reply: FastifyReply, ticker: string) => {
    const m = currentModel(readModel);
    const { company } = companyOf(m, ticker);
    await meter(request, reply, company.ticker);
    return { version: m.version, symbol: company.symbol };
  };

  for (const statement of STATEMENT_KINDS) {
    app.get(
      `/stocks/:ticker/${statement}`,
      {
        ...CACHED_ROUTE,
        schema: {
          params,
          querystring: statementQuery,
          response: { 200: statementResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { version, symbol } = await lookup(request, reply, request.params.ticker);
        const { period } = request.query;
        return cache.send(request, reply, {
          version,
          key: `${statement}|${symbol}|${period}`,
          schema: statementResponse,
          build: async () =>
            ok({
              ticker: request.params.ticker,
              statement,
              period,
              currency: 'USD' as const,
              items: await statements.statement(symbol, statement, period),
            }),
        });
      },
    );
  }

  app.get(
    '/stocks/:ticker/time-series-daily-adjusted',
    { ...CACHED_ROUTE, schema: { params, response: { 200: dailySeriesResponse, ...errors } } },
    async (request, reply) => {
      const { version, symbol } = await lookup(request, reply, request.params.ticker);
      return cache.send(request, reply, {
        version,
        key: `daily|${symbol}`,
        schema: dailySeriesResponse,
        build: async () =>
          ok({ ticker: request.params.ticker, items: await statements.dailySeries(symbol) }),
      });
    },
  );

  app.get(
    '/stocks/:ticker/prices',
    {
      ...CACHED_ROUTE,
      schema: {
        params,
        querystring: priceRangeQuery,
        response: { 200: pricesResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { version, symbol } = await lookup(request, reply, request.params.ticker);
      const { range } = request.query;
      return cache.send(request, reply, {
        version,
        key: `prices|${symbol}|${range}`,
        schema: pricesResponse,
        build: async () =>
          ok({
            ticker: request.params.ticker,
            range,
            items: await statements.prices(symbol, range),
          }),
      });
    },
  );
};
