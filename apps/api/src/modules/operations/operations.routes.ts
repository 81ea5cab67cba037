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

const megabytes = z.number().nonnegative();
const memoryAnswer = successEnvelope(
  z.object({
    /** Resident set of the process. */
    rssMb: megabytes,
    /** Live JavaScript objects (after a full collection when `collected`). */
    heapUsedMb: megabytes,
    heapTotalMb: megabytes,
    /** Memory outside the JavaScript heap: buffers, the embedded database's WebAssembly memory. */
    externalMb: megabytes,
    arrayBuffersMb: megabytes,
    /** A full garbage collection ran first (the server was started with `--expose-gc`). */
    collected: z.boolean(),
  }),
);

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * The local tools' routes (this machine with the token only, see `localOnly`).
 * `POST /internal/score-run`: `npm run score` while this server holds the embedded database, and
 * the benchmark of the API during a score run. The run goes on in the background; `GET /health`
 * reports its progress.
 */
export const operationsRoutes: FastifyPluginAsyncZod<{
  /** The server's job runner (absent in tests that build the app without one). */
  jobs?: LocalJobs;
  localToken: string;
}> = async (app, { jobs, localToken }) => {
  if (jobs) {
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
  }

  /**
   * `GET /internal/memory`: the process's memory, for `npm run bench -- load` (is it flat under
   * load?). With `--expose-gc` a full collection runs first, so the heap figure is what is live.
   */
  app.get(
    '/internal/memory',
    {
      config: { public: true },
      onRequest: localOnly(localToken),
      schema: { response: { 200: memoryAnswer, 404: errorEnvelope } },
    },
    async () => {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const m = process.memoryUsage();
      return ok({
        rssMb: mb(m.rss),
        heapUsedMb: mb(m.heapUsed),
        heapTotalMb: mb(m.heapTotal),
        externalMb: mb(m.external),
        arrayBuffersMb: mb(m.arrayBuffers),
        collected: gc !== undefined,
      });
    },
  );
};
