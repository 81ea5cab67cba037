import { errorEnvelope } from '@evident/contracts/envelope';
import {
  batchQuery,
  batchResponse,
  COMPANY_NOT_FOUND,
  companyDetailResponse,
  dailySelectionsResponse,
  peersResponse,
  rankingQuery,
  rankingResponse,
  stockSearchQuery,
  stockSearchResponse,
  tickerParam,
} from '@evident/contracts/stocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { companyDetailOf, type ReadModel, type ReadModelHolder } from './read-model';

const notFound = () => new AppError('COMPANY_NOT_FOUND', 404, COMPANY_NOT_FOUND);
const notReady = () =>
  new AppError('DATA_NOT_READY', 503, 'Market data is still loading; try again in a minute.');

/** Stocks, rankings and daily selections (spec §7), served from the in-memory read model. */
export const stocksRoutes: FastifyPluginAsyncZod<{ readModel: ReadModelHolder }> = async (
  app,
  { readModel },
) => {
  const model = (): ReadModel => {
    const m = readModel.get();
    if (!m) throw notReady();
    return m;
  };
  const tickerSchema = z.object({ ticker: tickerParam });
  const errors = { 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };

  app.get(
    '/stocks',
    {
      schema: { querystring: stockSearchQuery, response: { 200: stockSearchResponse, ...errors } },
    },
    async (request) => {
      const { search, limit } = request.query;
      if (search.trim() === '') return ok([]);
      return ok(
        model()
          .search(search, limit)
          .map((e) => ({
            symbol: e.company.symbol,
            ticker: e.company.ticker,
            companyName: e.company.name ?? e.company.symbol,
          })),
      );
    },
  );

  app.get(
    '/stocks/batch/companies',
    { schema: { querystring: batchQuery, response: { 200: batchResponse, ...errors } } },
    async (request) => {
      const m = model();
      const companies = [];
      const unknown = [];
      for (const t of request.query.tickers) {
        const entry = m.byTicker.get(t);
        if (entry) companies.push(entry.summary);
        else unknown.push(t);
      }
      return ok({ companies, unknown });
    },
  );

  app.get(
    '/stocks/peers/:ticker',
    { schema: { params: tickerSchema, response: { 200: peersResponse, ...errors } } },
    async (request) => {
      const m = model();
      const entry = m.byTicker.get(request.params.ticker);
      if (!entry) throw notFound();
      const peers = (entry.score?.peers ?? [])
        .map((s) => m.bySymbol.get(s)?.summary)
        .filter((x) => x !== undefined);
      return ok(peers);
    },
  );

  app.get(
    '/stocks/:ticker',
    { schema: { params: tickerSchema, response: { 200: companyDetailResponse, ...errors } } },
    async (request) => {
      const m = model();
      const entry = m.byTicker.get(request.params.ticker);
      if (!entry) throw notFound();
      return ok(companyDetailOf(entry, m.asOf));
    },
  );

  const ranking =
    (key: 'topSp' | 'topNasdaq' | 'mostActive') =>
    async (request: { query: { limit: number } }) => {
      const m = model();
      return ok(
        m.rankings[key]
          .slice(0, request.query.limit)
          .map((s) => m.bySymbol.get(s)?.summary)
          .filter((x) => x !== undefined),
      );
    };
  const rankingSchema = {
    schema: { querystring: rankingQuery, response: { 200: rankingResponse, ...errors } },
  };
  app.get('/companies/rankings/top-sp', rankingSchema, ranking('topSp'));
  app.get('/companies/rankings/top-nasdaq', rankingSchema, ranking('topNasdaq'));
  app.get('/companies/rankings/most-active', rankingSchema, ranking('mostActive'));

  app.get(
    '/daily-selections/current',
    { schema: { response: { 200: dailySelectionsResponse, ...errors } } },
    async () => {
      const m = model();
      return ok(
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
      );
    },
  );
};
