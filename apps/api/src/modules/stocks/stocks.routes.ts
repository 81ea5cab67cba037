import { errorEnvelope } from '@evident/contracts/envelope';
import {
  batchQuery,
  batchResponse,
  companyDetailResponse,
  coverageResponse,
  dailySelectionsResponse,
  mostActiveQuery,
  peersResponse,
  rankingQuery,
  rankingResponse,
  stockSearchQuery,
  stockSearchResponse,
  tickerParam,
} from '@evident/contracts/stocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../i18n/language';
import type { MeterCompany } from '../metering/metering.service';
import type { StocksService } from './stocks.service';

/**
 * Stocks, rankings and daily selections (spec §7), built by the stocks service from the
 * in-memory read model. Each answer is built once per read-model version and parameters, then
 * served from the JSON cache with an ETag (http/cached-json.ts).
 */
export const stocksRoutes: FastifyPluginAsyncZod<{
  stocks: StocksService;
  cache: JsonCache;
  /**
   * Awaited before a company's analysis or peers are served: counts the company for the reader
   * (account, paid key or visitor) or throws the paywall's 403 (spec §4; ADR 059).
   */
  meter: MeterCompany;
}> = async (app, { stocks, cache, meter }) => {
  const tickerSchema = z.object({ ticker: tickerParam });
  const errors = { 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };

  app.get(
    '/stocks',
    {
      ...CACHED_ROUTE,
      schema: { querystring: stockSearchQuery, response: { 200: stockSearchResponse, ...errors } },
    },
    async (request, reply) => {
      const m = stocks.current();
      const { search, limit } = request.query;
      const text = search.trim();
      return cache.send(request, reply, {
        version: m.version,
        key: `search|${limit}|${text.toLowerCase()}`,
        schema: stockSearchResponse,
        build: () => ok(stocks.search(m, text, limit)),
      });
    },
  );

  app.get(
    '/stocks/batch/companies',
    {
      ...CACHED_ROUTE,
      schema: { querystring: batchQuery, response: { 200: batchResponse, ...errors } },
    },
    async (request, reply) => {
      const m = stocks.current();
      const tickers = request.query.tickers;
      return cache.send(request, reply, {
        version: m.version,
        key: `batch|${tickers.join(',')}`,
        schema: batchResponse,
        build: () => ok(stocks.batch(m, tickers)),
      });
    },
  );

  app.get(
    '/stocks/peers/:ticker',
    {
      ...CACHED_ROUTE,
      schema: {
        params: tickerSchema,
        response: { 200: peersResponse, ...errors, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      const m = stocks.current();
      const entry = stocks.company(m, request.params.ticker);
      await meter(request, reply, entry.company.ticker);
      return cache.send(request, reply, {
        version: m.version,
        key: `peers|${entry.company.symbol}`,
        schema: peersResponse,
        build: () => ok(stocks.peers(m, entry)),
      });
    },
  );

  app.get(
    '/stocks/:ticker',
    {
      ...CACHED_ROUTE,
      schema: {
        params: tickerSchema,
        response: { 200: companyDetailResponse, ...errors, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      const m = stocks.current();
      const entry = stocks.company(m, request.params.ticker);
      await meter(request, reply, entry.company.ticker);
      const language = requestLanguage(request);
      return cache.send(request, reply, {
        version: m.version,
        key: `company|${entry.company.symbol}`,
        language,
        schema: companyDetailResponse,
        build: () => ok(stocks.detail(m, entry, language)),
      });
    },
  );

  for (const [path, ranking] of [
    ['/companies/rankings/top-sp', 'topSp'],
    ['/companies/rankings/top-nasdaq', 'topNasdaq'],
  ] as const) {
    app.get(
      path,
      {
        ...CACHED_ROUTE,
        schema: { querystring: rankingQuery, response: { 200: rankingResponse, ...errors } },
      },
      async (request, reply) => {
        const m = stocks.current();
        const { limit } = request.query;
        return cache.send(request, reply, {
          version: m.version,
          key: `${ranking}|${limit}`,
          schema: rankingResponse,
          build: () => ok(stocks.ranking(m, ranking, limit)),
        });
      },
    );
  }
  app.get(
    '/companies/rankings/most-active',
    {
      ...CACHED_ROUTE,
      schema: { querystring: mostActiveQuery, response: { 200: rankingResponse, ...errors } },
    },
    async (request, reply) => {
      const m = stocks.current();
      const { limit, sort } = request.query;
      return cache.send(request, reply, {
        version: m.version,
        key: `most-active|${sort}|${limit}`,
        schema: rankingResponse,
        build: () => ok(stocks.ranking(m, sort === 'gainers' ? 'gainers' : 'mostActive', limit)),
      });
    },
  );

  app.get(
    '/companies/coverage',
    { ...CACHED_ROUTE, schema: { response: { 200: coverageResponse, ...errors } } },
    async (request, reply) => {
      const m = stocks.current();
      return cache.send(request, reply, {
        version: m.version,
        key: 'coverage',
        schema: coverageResponse,
        build: () => ok(stocks.coverage(m)),
      });
    },
  );

  app.get(
    '/daily-selections/current',
    { ...CACHED_ROUTE, schema: { response: { 200: dailySelectionsResponse, ...errors } } },
    async (request, reply) => {
      const m = stocks.current();
      return cache.send(request, reply, {
        version: m.version,
        key: 'daily-selections',
        schema: dailySelectionsResponse,
        build: () => ok(stocks.dailySelections(m)),
      });
    },
  );
};
