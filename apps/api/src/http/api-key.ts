import {
  API_KEY_HEADER,
  INVALID_API_KEY_MESSAGE,
  PUBLIC_WEB_API_KEY,
} from '@evident/contracts/api-keys';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route is reachable without an API key (e.g. health). */
    public?: boolean;
  }
}

/** Whether an `x-api-key` header value is one of the accepted keys (see `registerApiKeyCheck`). */
function apiKeyAcceptor(
  keys: readonly string[] | undefined,
): (provided: string | string[] | undefined) => boolean {
  const accepted = new Set(keys && keys.length > 0 ? keys : [PUBLIC_WEB_API_KEY]);
  return (provided) => typeof provided === 'string' && accepted.has(provided);
}

/**
 * Spec §7: every call carries a *public* API key header (the web app's key ships in its bundle).
 * Accepts the keys of `API_KEYS`, or the bundled web app's key when none are configured. A key
 * identifies a client rather than proving a secret, so a hash-set lookup is enough (it runs on
 * every request; a per-request digest cost ~9% of the hot paths' throughput).
 */
export function registerApiKeyCheck(
  app: FastifyInstance,
  keys: readonly string[] | undefined,
): void {
  const accepts = apiKeyAcceptor(keys);
  // Callback-style: runs on every request.
  const checkKey: onRequestHookHandler = (request, reply, done) => {
    if (!accepts(request.headers[API_KEY_HEADER])) {
      reply.code(401).send({ success: false, message: INVALID_API_KEY_MESSAGE });
      return;
    }
    done();
  };
  // Attached to each non-public route when it is declared, so a request does not read its
  // route's options to decide (Fastify builds and freezes a new options object on each read).
  app.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    const own = route.onRequest;
    route.onRequest =
      own === undefined ? [checkKey] : [checkKey, ...(Array.isArray(own) ? own : [own])];
  });
}
