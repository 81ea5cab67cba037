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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../i18n/language';
import { companyOf, currentModel } from './errors';
import { companyDetailOf } from './company-detail.presenter';
import type { ReadModel, ReadModelHolder } from './read-model';

/**
 * Stocks, rankings and daily selections (spec §7), served from the in-memory read model. Each
 * answer is built once per read-model version and parameters, then served from the JSON cache
 * with an ETag (http/cached-json.ts).
 */
export const stocksRoutes: FastifyPluginAsyncZod<{
  readModel: ReadModelHolder;
  cache: JsonCache;
  /**
   * Awaited before a company page is served: meters a signed-in user's analyses and throws the
   * plan-limit 403 (spec §4 paywall). Signed-out visitors are not delayed by it.
   */
  onCompanyView?: (request: FastifyRequest, ticker: string) => Promise<void>;
}> = async (app, { readModel, cache, onCompanyView }) => {
  const tickerSchema = z.object({ ticker: tickerParam });
  const errors = { 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };

  app.get(
    '/stocks',
    {
      ...CACHED_ROUTE,
      schema: { querystring: stockSearchQuery, response: { 200: stockSearchResponse, ...errors } },
    },
    async (request, reply) => {
      const m = currentModel(readModel);
      const { search, limit } = request.query;
      const text = search.trim();
      return cache.send(request, reply, {
        version: m.version,
        key: `search|${limit}|${text.toLowerCase()}`,
        schema: stockSearchResponse,
        build: () =>
          ok(
            text === ''
              ? []
              : m.search(text, limit).map((e) => ({
                  symbol: e.company.symbol,
                  ticker: e.company.ticker,
                  companyName: e.company.name ?? e.company.symbol,
                })),
          ),
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
      const m = currentModel(readModel);
      const tickers = request.query.tickers;
      return cache.send(request, reply, {
        version: m.version,
        key: `batch|${tickers.join(',')}`,
        schema: batchResponse,
        build: () => {
          const companies = [];
          const unknown = [];
          for (const t of tickers) {
            const entry = m.byTicker.get(t);
            if (entry) companies.push(entry.summary);
            else unknown.push(t);
          }
          return ok({ companies, unknown });
        },
      });
    },
  );

  app.get(
    '/stocks/peers/:ticker',
    {
      ...CACHED_ROUTE,
      schema: { params: tickerSchema, response: { 200: peersResponse, ...errors } },
    },
    async (request, reply) => {
      const m = currentModel(readModel);
      const entry = companyOf(m, request.params.ticker);
      return cache.send(request, reply, {
        version: m.version,
        key: `peers|${entry.company.symbol}`,
        schema: peersResponse,
        build: () =>
          ok(
            (entry.score?.peers ?? [])
              .map((s) => m.bySymbol.get(s)?.summary)
              .filter((x) => x !== undefined),
          ),
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
      const m = currentModel(readModel);
      const entry = companyOf(m, request.params.ticker);
      if (onCompanyView && request.headers.authorization) {
        await onCompanyView(request, entry.company.ticker);
      }
      const language = requestLanguage(request);
      return cache.send(request, reply, {
        version: m.version,
        key: `company|${entry.company.symbol}`,
        language,
        schema: companyDetailResponse,
        build: () => ok(companyDetailOf(entry, m.asOf, language)),
      });
    },
  );

  const rankingOf = (m: ReadModel, symbols: readonly string[], limit: number) =>
    ok(
      symbols
        .slice(0, limit)
        .map((s) => m.bySymbol.get(s)?.summary)
        .filter((x) => x !== undefined),
    );
  for (const [path, key] of [
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
        const m = currentModel(readModel);
        const { limit } = request.query;
        return cache.send(request, reply, {
          version: m.version,
          key: `${key}|${limit}`,
          schema: rankingResponse,
          build: () => rankingOf(m, m.rankings[key], limit),
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
      const m = currentModel(readModel);
      const { limit, sort } = request.query;
      return cache.send(request, reply, {
        version: m.version,
        key: `most-active|${sort}|${limit}`,
        schema: rankingResponse,
        build: () =>
          rankingOf(m, sort === 'gainers' ? m.rankings.gainers : m.rankings.mostActive, limit),
      });
    },
  );

  app.get(
    '/companies/coverage',
    { ...CACHED_ROUTE, schema: { response: { 200: coverageResponse, ...errors } } },
    async (request, reply) => {
      const m = currentModel(readModel);
      return cache.send(request, reply, {
        version: m.version,
        key: 'coverage',
        schema: coverageResponse,
        build: () => ok(m.coverage),
      });
    },
  );

  app.get(
    '/daily-selections/current',
    { ...CACHED_ROUTE, schema: { response: { 200: dailySelectionsResponse, ...errors } } },
    async (request, reply) => {
      const m = currentModel(readModel);
      return cache.send(request, reply, {
        version: m.version,
        key: 'daily-selections',
        schema: dailySelectionsResponse,
        build: () =>
          ok(
            m.selections.flatMap((s) => {
              const e = m.bySymbol.get(s.symbol);
              if (!e) return [];
              return [
                {
                  category: s.category,
                  companyId: {
                    ticker: e.company.ticker,
                    companyName: e.summary.companyName,
                    image: e.summary.image,
                  },
                  evidentScorePercentile: s.evidentScorePercentile,
                },
              ];
            }),
          ),
      });
    },
  );
};
