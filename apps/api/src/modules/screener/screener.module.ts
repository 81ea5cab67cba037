import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { screenerRoutes } from './screener.routes';
import { createScreenerService } from './screener.service';

/** The screener; its index is built as each read model loads, ahead of the first screen. */
export const screenerModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'readModel'> & {
    /** How many results the user's plan shows (billing). */
    limitOf: (userId: number) => Promise<number>;
  }
> = async (app, { api, database, readModel, limitOf }) => {
  const screener = createScreenerService({ db: database.db, readModel, limitOf });
  readModel.onLoad((model) => {
    screener.warm(model).catch((err: unknown) => app.log.error({ err }, 'screener warm-up failed'));
  });
  await api(app, screenerRoutes, { screener });
};
