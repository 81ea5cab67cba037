import { clientErrorReport, clientErrorResponse } from '@evident/contracts/client-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { consumeOr429, type LimiterFactory } from '../../http/rate-limiter';
import type { ClientErrorsService } from './client-errors.service';

/** `POST /client-errors`: the web app reports an uncaught error; stored and logged for the team. */
export const clientErrorRoutes: FastifyPluginAsyncZod<{
  clientErrors: ClientErrorsService;
  limiter: LimiterFactory;
}> = async (app, { clientErrors, limiter }) => {
  // A page in an error loop reports a few a second at most: 60 a minute per address.
  const perAddress = limiter({ prefix: 'client-errors-ip', points: 60, duration: 60 });
  app.post(
    '/client-errors',
    {
      bodyLimit: 32 * 1024,
      preHandler: (request) => consumeOr429(perAddress, request.ip),
      schema: { body: clientErrorReport, response: { 201: clientErrorResponse } },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
      const id = await clientErrors.report(request.body, userAgent);
      request.log.warn(
        { clientErrorId: id, page: request.body.page, name: request.body.name },
        'client error reported',
      );
      return reply.code(201).send(ok({ id }));
    },
  );
};
