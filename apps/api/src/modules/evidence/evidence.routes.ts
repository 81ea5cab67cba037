import { evidenceResponse } from '@evident/contracts/evidence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { EvidenceService } from './evidence.service';

/** `GET /evidence` (public): the latest backtest, method, parameters and caveats. */
export const evidenceRoutes: FastifyPluginAsyncZod<{ evidence: EvidenceService }> = async (
  app,
  { evidence },
) => {
  app.get(
    '/evidence',
    { config: { public: true }, schema: { response: { 200: evidenceResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(await evidence.latest());
    },
  );
};
