import { timingSafeEqual } from 'node:crypto';
import { errorEnvelope, successEnvelope } from '@evident/contracts/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { listOutbox } from './mail.repository';
import { outboxMail, outboxQuery, toOutboxMail } from './outbox';

export const LOCAL_TOKEN_HEADER = 'x-evident-local-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(provided: unknown, expected: string): boolean {
  if (typeof provided !== 'string') return false;
  const a = Buffer.from(provided);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /internal/mail-outbox`: the outbox for `npm run mail:outbox` while this server holds the
 * embedded database. Only from this machine (a loopback address) and only with the token of
 * `DATA_DIR/server.json`; anything else is answered as an unknown route.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Db; localToken: string }> = async (
  app,
  { db, localToken },
) => {
  app.get(
    '/internal/mail-outbox',
    {
      // Not the web app's key: this route has its own secret.
      config: { public: true },
      schema: {
        querystring: outboxQuery,
        response: { 200: successEnvelope(z.array(outboxMail)), 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (
        !LOOPBACK.has(request.ip) ||
        !sameSecret(request.headers[LOCAL_TOKEN_HEADER], localToken)
      ) {
        return reply.code(404).send({ success: false, message: 'Not found' });
      }
      reply.header('cache-control', 'no-store');
      const { limit, all } = request.query;
      const rows = await listOutbox(db, { limit, includeSent: all });
      return ok(rows.map(toOutboxMail));
    },
  );
};
