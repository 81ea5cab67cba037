import { errorEnvelope } from '@evident/contracts/envelope';
import { healthResponse } from '@evident/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{
  health: HealthService;
  cache: JsonCache;
}> = async (app, { health, cache }) => {
  app.get(
    '/health',
    {
      ...CACHED_ROUTE,
      config: { public: true },
      schema: {
        response: {
          200: healthResponse,
          503: errorEnvelope.extend({ data: healthResponse.shape.data }),
        },
      },
    },
    async (request, reply) => {
      const { data, version } = await health.check();
      if (data.status !== 'ok') {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ success: false, message: 'Service degraded: database unreachable', data });
      }
      // Serialized once per version of the answer (it changes at least every second); never
      // kept by a client or a shared cache (`no-store`).
      return cache.send(request, reply, {
        version,
        key: 'health',
        schema: healthResponse,
        build: () => ok(data),
        private: true,
      });
    },
  );
};
