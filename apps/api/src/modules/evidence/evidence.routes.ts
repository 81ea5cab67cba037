import { evidenceResponse } from '@evident/contracts/evidence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import { latestEvidence } from '../../jobs/backtest/backtest-job';

/** `GET /evidence` (public): the latest backtest, method, parameters and caveats. */
export const evidenceRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/evidence',
    { config: { public: true }, schema: { response: { 200: evidenceResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(await latestEvidence(database));
    },
  );
};
