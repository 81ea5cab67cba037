import { clientErrorReport, clientErrorResponse } from '@evident/contracts/client-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { ClientErrorsService } from './client-errors.service';

/** `POST /client-errors`: the web app reports an uncaught error; stored and logged for the team. */
export const clientErrorRoutes: FastifyPluginAsyncZod<{
  clientErrors: ClientErrorsService;
}> = async (app, { clientErrors }) => {
  app.post(
    '/client-errors',
    {
      bodyLimit: 32 * 1024,
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
