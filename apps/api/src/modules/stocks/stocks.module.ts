import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { statementsRoutes } from './statements.routes';
import { createStatementsService } from './statements.service';
import { stocksRoutes } from './stocks.routes';
import { createStocksService } from './stocks.service';

/** Companies, rankings, search and the financial statements, read from the read model. */
export const stocksModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'readModel' | 'cache'> & {
    /** Counts a signed-in user's company page toward the month's analyses, or refuses it (403). */
    recordAnalysis: (userId: number, ticker: string) => Promise<unknown>;
  }
> = async (app, { api, database, readModel, cache, recordAnalysis }) => {
  await api(app, stocksRoutes, {
    stocks: createStocksService(readModel),
    cache,
    // A bad token on this public route is treated as signed out.
    onCompanyView: async (request, ticker) => {
      const userId = await app.optionalUser(request);
      if (userId !== null) await recordAnalysis(userId, ticker);
    },
  });
  await api(app, statementsRoutes, {
    statements: createStatementsService(database.db),
    readModel,
    cache,
  });
};
