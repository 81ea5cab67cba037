import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { clientErrorRoutes } from './client-errors.routes';
import { createClientErrorsService } from './client-errors.service';

/** The web app's error reports (`POST /api/v1/client-errors`). */
export const clientErrorsModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'limiter'>
> = async (app, { api, database, limiter }) => {
  await api(app, clientErrorRoutes, {
    clientErrors: createClientErrorsService(database.db),
    limiter,
  });
};
