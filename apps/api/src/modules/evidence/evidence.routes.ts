import { evidenceResponse } from '@evident/contracts/evidence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { latestEvidence } from './evidence.repository';

/** `GET /evidence` (public): the latest backtest, method, parameters and caveats. */
export const evidenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/evidence',
    { config: { public: true }, schema: { response: { 200: evidenceResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(await latestEvidence(db));
    },
  );
};
