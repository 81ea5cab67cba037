import { errorEnvelope } from '@evident/contracts/envelope';
import { healthResponse } from '@evident/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        response: {
          200: healthResponse,
          503: errorEnvelope.extend({ data: healthResponse.shape.data }),
        },
      },
    },
    async (_request, reply) => {
      const data = await health.check();
      reply.header('cache-control', 'no-store');
      if (data.status !== 'ok') {
        return reply
          .code(503)
          .send({ success: false, message: 'Service degraded: database unreachable', data });
      }
      return ok(data);
    },
  );
};
