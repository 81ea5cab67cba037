import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { MeterCompany } from '../metering/metering.service';
import { chartsRoutes } from './charts.routes';
import { createCompanyHistory } from './company-history';

/** A company's metric charts; the histories are computed per run on the engine's threads. */
export const chartsModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'readModel' | 'cache' | 'engine'> & {
    /** Counts a company for the reader of a request, or refuses it (the paywall's 403; ADR 059). */
    meter: MeterCompany;
  }
> = async (app, { api, database, readModel, cache, engine, meter }) => {
  const history = createCompanyHistory(database.db, engine);
  await api(app, chartsRoutes, { readModel, history, cache, meter });
};
