import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { chartsRoutes } from './charts.routes';
import { createCompanyHistory } from './company-history';

/** A company's metric charts; the histories are computed per run on the engine's threads. */
export const chartsModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'readModel' | 'cache' | 'engine'>
> = async (app, { api, database, readModel, cache, engine }) => {
  const history = createCompanyHistory(database.db, engine);
  await api(app, chartsRoutes, { readModel, history, cache });
};
