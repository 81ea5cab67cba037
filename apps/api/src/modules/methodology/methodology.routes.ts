import { methodologyResponse } from '@evident/contracts/methodology';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { methodology } from './methodology.service';

/** `GET /methodology`: changes only with the product version (it is code, not data). */
export const methodologyRoutes: FastifyPluginAsyncZod<{
  cache: JsonCache;
  version: string;
}> = async (app, { cache, version }) => {
  app.get(
    '/methodology',
    { ...CACHED_ROUTE, schema: { response: { 200: methodologyResponse } } },
    async (request, reply) =>
      cache.send(request, reply, {
        version: `methodology-${version}`,
        // Code, not data: the version never changes while the process runs.
        key: 'methodology',
        schema: methodologyResponse,
        build: () => ok(methodology()),
      }),
  );
};
