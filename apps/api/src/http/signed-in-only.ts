import type { FastifyInstance } from 'fastify';

/**
 * The hooks of a plugin whose every route is for signed-in users (lists, screener): the bearer
 * token checked before anything else, answers never stored by caches, and a body-less write
 * validated as an empty object (so the contract's own message says what is missing).
 */
export function signedInOnly(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'DELETE') request.body ??= {};
    done();
  });
}
