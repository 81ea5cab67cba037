import { publicConfigResponse, type PublicConfig } from '@evident/contracts/public-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

/** `GET /config`: the explicit allowlist of settings the browser may see. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: PublicConfig }> = async (
  app,
  { config },
) => {
  app.get(
    '/config',
    { schema: { response: { 200: publicConfigResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(config);
    },
  );
};
