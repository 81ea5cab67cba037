import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { VERSION } from '../../version';
import { configuredSources } from '../../read-model/source-health.repository';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** `GET /api/v1/health`: the database, the served run, the data job running now. */
export const healthModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'env' | 'activity' | 'readModel' | 'cache'> & {
    /** How long a probe is reused (ms). */
    healthCacheMs?: number | undefined;
  }
> = async (app, { api, database, env, activity, readModel, cache, healthCacheMs }) => {
  const health = createHealthService({
    database,
    version: VERSION,
    activity,
    servedVersion: () => readModel.version(),
    liveSources: {
      filings: Boolean(env.SEC_USER_AGENT),
      prices: Boolean(env.POLYGON_API_KEY || env.ALPHAVANTAGE_API_KEY),
    },
    sources: configuredSources(env),
    ...(healthCacheMs === undefined ? {} : { cacheMs: healthCacheMs }),
  });
  await api(app, healthRoutes, { health, cache });
};
