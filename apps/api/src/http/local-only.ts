import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Header carrying the secret of `DATA_DIR/server.json` (local tools: mail outbox, score run). */
export const LOCAL_TOKEN_HEADER = 'x-evident-local-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(provided: unknown, expected: string): boolean {
  if (typeof provided !== 'string') return false;
  const a = Buffer.from(provided);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * An onRequest hook for the local tools' routes (before validation, so a stranger learns nothing): only from this machine (a loopback address) and only
 * with the token of `DATA_DIR/server.json`; anything else is answered as an unknown route.
 */
export function localOnly(localToken: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!LOOPBACK.has(request.ip) || !sameSecret(request.headers[LOCAL_TOKEN_HEADER], localToken)) {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    reply.header('cache-control', 'no-store');
  };
}
