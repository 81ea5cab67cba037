import { errorEnvelope } from '@evident/contracts/envelope';
import {
  dailySeriesResponse,
  priceRangeQuery,
  pricesResponse,
  statementQuery,
  statementResponse,
  tickerParam,
} from '@evident/contracts/stocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { companyOf, currentModel } from './errors';
import type { ReadModelHolder } from './read-model';
import {
  dailySeries,
  latestPriceDate,
  STATEMENT_FIELDS,
  statementPeriods,
  type StatementKind,
} from './statements.repository';

const RANGE_MONTHS = { '6m': 6, '1y': 12, '5y': 60 } as const;

function monthsBefore(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** Financial statements and price series of one company (spec §7 stocks calls). */
export const statementsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  readModel: ReadModelHolder;
  cache: JsonCache;
}> = async (app, { db, readModel, cache }) => {
  const params = z.object({ ticker: tickerParam });
  const errors = { 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };
  /** The company and the read-model version (which changes with every import and score run). */
  const lookup = (ticker: string) => {
    const m = currentModel(readModel);
    return { version: m.version, symbol: companyOf(m, ticker).company.symbol };
  };

  for (const statement of Object.keys(STATEMENT_FIELDS) as StatementKind[]) {
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
        const { version, symbol } = lookup(request.params.ticker);
        const { period } = request.query;
        return cache.send(request, reply, {
          version,
          key: `${statement}|${symbol}|${period}`,
          schema: statementResponse,
          build: async () => {
            const rows = await statementPeriods(db, symbol, period === 'annual' ? 'FY' : 'Q');
            const fields = STATEMENT_FIELDS[statement];
            return ok({
              ticker: request.params.ticker,
              statement,
              period: request.query.period,
              currency: 'USD' as const,
              items: rows
                // A period with none of this statement's figures is left out.
                .filter((r) => fields.some((f) => r[f] !== null))
                .map((r) => ({
                  periodEnd: r.periodEnd,
                  fiscalYear: r.fiscalYear,
                  fiscalPeriod: r.fiscalPeriod,
                  filed: r.filed,
                  source: r.source,
                  values: Object.fromEntries(fields.map((f) => [f, r[f]])),
                })),
            });
          },
        });
      },
    );
  }

  app.get(
    '/stocks/:ticker/time-series-daily-adjusted',
    { ...CACHED_ROUTE, schema: { params, response: { 200: dailySeriesResponse, ...errors } } },
    async (request, reply) => {
      const { version, symbol } = lookup(request.params.ticker);
      return cache.send(request, reply, {
        version,
        key: `daily|${symbol}`,
        schema: dailySeriesResponse,
        build: async () =>
          ok({ ticker: request.params.ticker, items: await dailySeries(db, symbol) }),
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
      const { version, symbol } = lookup(request.params.ticker);
      const { range } = request.query;
      return cache.send(request, reply, {
        version,
        key: `prices|${symbol}|${range}`,
        schema: pricesResponse,
        build: async () => {
          const last = await latestPriceDate(db, symbol);
          const items = last
            ? (await dailySeries(db, symbol, monthsBefore(last, RANGE_MONTHS[range]))).map((p) => ({
                date: p.date,
                close: p.close,
              }))
            : [];
          return ok({ ticker: request.params.ticker, range, items });
        },
      });
    },
  );
};
