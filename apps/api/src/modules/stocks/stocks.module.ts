import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { MeterCompany } from '../metering/metering.service';
import { statementsRoutes } from './statements.routes';
import { createStatementsService } from './statements.service';
import { stocksRoutes } from './stocks.routes';
import { createStocksService } from './stocks.service';

/** Companies, rankings, search and the financial statements, read from the read model. */
export const stocksModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'readModel' | 'cache'> & {
    /** Counts a company for the reader of a request, or refuses it (the paywall's 403; ADR 059). */
    meter: MeterCompany;
  }
> = async (app, { api, database, readModel, cache, meter }) => {
  await api(app, stocksRoutes, { stocks: createStocksService(readModel), cache, meter });
  await api(app, statementsRoutes, {
    statements: createStatementsService(database.db),
    readModel,
    cache,
    meter,
  });
};
