import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';

/** Page-view analytics; with `localToken`, the local tools' report too. */
export const analyticsModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'limiter'> & { localToken?: string | undefined }
> = async (app, { api, database, limiter, localToken }) => {
  await api(app, analyticsRoutes, {
    analytics: createAnalyticsService(database.db),
    limiter,
    ...(localToken ? { localToken } : {}),
  });
};
