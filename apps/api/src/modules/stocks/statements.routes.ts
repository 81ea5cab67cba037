import { errorEnvelope } from '@evident/contracts/envelope';
import {
  COMPANY_NOT_FOUND,
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
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
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
}> = async (app, { db, readModel }) => {
  const params = z.object({ ticker: tickerParam });
  const errors = { 400: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };
  const symbolOf = (ticker: string): string => {
    const entry = readModel.get()?.byTicker.get(ticker);
    if (!entry) throw new AppError('COMPANY_NOT_FOUND', 404, COMPANY_NOT_FOUND);
    return entry.company.symbol;
  };

  for (const statement of Object.keys(STATEMENT_FIELDS) as StatementKind[]) {
    app.get(
      `/stocks/:ticker/${statement}`,
      {
        schema: {
          params,
          querystring: statementQuery,
          response: { 200: statementResponse, ...errors },
        },
      },
      async (request) => {
        const symbol = symbolOf(request.params.ticker);
        const rows = await statementPeriods(
          db,
          symbol,
          request.query.period === 'annual' ? 'FY' : 'Q',
        );
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
    );
  }

  app.get(
    '/stocks/:ticker/time-series-daily-adjusted',
    { schema: { params, response: { 200: dailySeriesResponse, ...errors } } },
    async (request) => {
      const symbol = symbolOf(request.params.ticker);
      return ok({ ticker: request.params.ticker, items: await dailySeries(db, symbol) });
    },
  );

  app.get(
    '/stocks/:ticker/prices',
    {
      schema: {
        params,
        querystring: priceRangeQuery,
        response: { 200: pricesResponse, ...errors },
      },
    },
    async (request) => {
      const symbol = symbolOf(request.params.ticker);
      const last = await latestPriceDate(db, symbol);
      const items = last
        ? (
            await dailySeries(db, symbol, monthsBefore(last, RANGE_MONTHS[request.query.range]))
          ).map((p) => ({
            date: p.date,
            close: p.close,
          }))
        : [];
      return ok({ ticker: request.params.ticker, range: request.query.range, items });
    },
  );
};
