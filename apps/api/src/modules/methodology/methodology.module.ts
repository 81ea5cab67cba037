import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { VERSION } from '../../version';
import { methodologyRoutes } from './methodology.routes';

/** `GET /api/v1/methodology`: how the served scores are made. */
export const methodologyModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'readModel' | 'cache'>
> = async (app, { api, readModel, cache }) => {
  await api(app, methodologyRoutes, { cache, version: VERSION, readModel });
};
