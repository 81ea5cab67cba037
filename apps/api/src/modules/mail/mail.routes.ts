import { errorEnvelope, successEnvelope } from '@evident/contracts/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { localOnly } from '../../http/local-only';
import type { MailService } from './mail.service';
import { outboxMail, outboxQuery } from './outbox';

/**
 * `GET /internal/mail-outbox`: the outbox for `npm run mail:outbox` while this server holds the
 * embedded database (local tools only, see `localOnly`).
 */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService; localToken: string }> = async (
  app,
  { mail, localToken },
) => {
  app.get(
    '/internal/mail-outbox',
    {
      // Not the web app's key: this route has its own secret.
      config: { public: true },
      onRequest: localOnly(localToken),
      schema: {
        querystring: outboxQuery,
        response: { 200: successEnvelope(z.array(outboxMail)), 404: errorEnvelope },
      },
    },
    async (request) => {
      const { limit, all } = request.query;
      return ok(await mail.outbox({ limit, includeSent: all }));
    },
  );
};
