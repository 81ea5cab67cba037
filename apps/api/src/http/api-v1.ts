import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerApiKeyCheck } from './api-key';

/** Where the API is served (spec §7). */
export const API_PREFIX = '/api/v1';

/**
 * Registers a module's API routes under `/api/v1`, behind the API key check (CONVENTIONS.md
 * habit 5: the prefix and the key check are written here and only here). A module's page routes
 * (forms, unsubscribe, the payments sandbox) are registered beside it, at the root.
 */
export type ApiMount = <Options extends Record<string, unknown>>(
  app: FastifyInstance,
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
) => Promise<void>;

/** The mount of an app whose accepted keys are `keys` (`API_KEYS`, or the web app's key). */
export function apiMount(keys: readonly string[] | undefined): ApiMount {
  return async (app, routes, options) => {
    await app.register(
      async (api) => {
        registerApiKeyCheck(api, keys);
        await api.register(routes, options);
      },
      { prefix: API_PREFIX },
    );
  };
}
