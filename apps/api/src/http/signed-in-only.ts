import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a signed-in user's bearer token (the OpenAPI document says so). */
    signedIn?: boolean;
  }
}

/** Marks every route the plugin declares from now on as signed-in only (its `config.signedIn`). */
export function markSignedIn(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, signedIn: true };
  });
}

/**
 * The hooks of a plugin whose every route is for signed-in users (lists, screener): the bearer
 * token checked before anything else, answers never stored by caches, and a body-less write
 * validated as an empty object (so the contract's own message says what is missing).
 */
export function signedInOnly(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  markSignedIn(app);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'DELETE') request.body ??= {};
    done();
  });
}
