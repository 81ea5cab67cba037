import {
  API_KEY_HEADER,
  INVALID_API_KEY_MESSAGE,
  PUBLIC_WEB_API_KEY,
} from '@evident/contracts/api-keys';
import { PAID_TIERS, type PaidTier } from '@evident/contracts/plans';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route is reachable without an API key (e.g. health). */
    public?: boolean;
  }
}

/**
 * The accepted keys of `API_KEYS` (or the bundled web app's key when none are configured), each
 * with the paid plan it was issued for (`key:pro`; issue 56, ADR 059), or null: a key without a
 * plan reads like a visitor (metered by the client's cookie or address).
 */
export function apiKeyPlans(
  keys: readonly string[] | undefined,
): ReadonlyMap<string, PaidTier | null> {
  const plans = new Map<string, PaidTier | null>();
  for (const entry of keys && keys.length > 0 ? keys : [PUBLIC_WEB_API_KEY]) {
    const at = entry.lastIndexOf(':');
    const tier = at < 0 ? null : entry.slice(at + 1);
    if (tier !== null && (PAID_TIERS as readonly string[]).includes(tier)) {
      plans.set(entry.slice(0, at), tier as PaidTier);
    } else {
      plans.set(entry, null);
    }
  }
  // The web app's key is public (it ships in the bundle): never a paid plan.
  if (plans.has(PUBLIC_WEB_API_KEY)) plans.set(PUBLIC_WEB_API_KEY, null);
  return plans;
}

/** Whether an `x-api-key` header value is one of the accepted keys (see `registerApiKeyCheck`). */
function apiKeyAcceptor(
  keys: readonly string[] | undefined,
): (provided: string | string[] | undefined) => boolean {
  const accepted = apiKeyPlans(keys);
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
