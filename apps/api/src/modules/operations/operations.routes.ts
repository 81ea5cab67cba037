import { errorEnvelope, successEnvelope } from '@evident/contracts/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { localOnly } from '../../http/local-only';

/** What the server's job runner offers the local tools (start-server.ts provides it). */
export interface LocalJobs {
  /** Starts a new score run in the background; `busy` while another data job runs. */
  rescore(): 'started' | 'busy';
}

const rescoreAnswer = successEnvelope(z.object({ started: z.literal(true) }));

/**
 * `POST /internal/score-run`: `npm run score` while this server holds the embedded database, and
 * the benchmark of the API during a score run (local tools only, see `localOnly`). The run goes
 * on in the background; `GET /health` reports its progress.
 */
export const operationsRoutes: FastifyPluginAsyncZod<{
  jobs: LocalJobs;
  localToken: string;
}> = async (app, { jobs, localToken }) => {
  app.post(
    '/internal/score-run',
    {
      config: { public: true },
      onRequest: localOnly(localToken),
      schema: { response: { 202: rescoreAnswer, 404: errorEnvelope, 409: errorEnvelope } },
    },
    async (_request, reply) => {
      if (jobs.rescore() === 'busy') {
        throw new AppError('BUSY', 409, 'A data job is running; try again when it has finished.');
      }
      return reply.code(202).send(ok({ started: true as const }));
    },
  );
};
