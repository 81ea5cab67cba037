import { methodologyResponse } from '@evident/contracts/methodology';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../i18n/language';
import type { ReadModelHolder } from '../../read-model/read-model';
import { methodology } from './methodology.service';

/**
 * `GET /methodology`: the factors and catalogue (code) with the weights of the loaded run (data,
 * ADR 032), in the request's language (issue 23): cached per product version, read-model version
 * and language.
 */
export const methodologyRoutes: FastifyPluginAsyncZod<{
  cache: JsonCache;
  version: string;
  readModel: ReadModelHolder;
}> = async (app, { cache, version, readModel }) => {
  app.get(
    '/methodology',
    { ...CACHED_ROUTE, schema: { response: { 200: methodologyResponse } } },
    async (request, reply) => {
      // Before the first load the fixed weights are the ones in force.
      const model = readModel.get();
      const language = requestLanguage(request);
      return cache.send(request, reply, {
        version: `methodology-${version}-${model?.version ?? 'none'}`,
        key: 'methodology',
        language,
        schema: methodologyResponse,
        build: () => ok(methodology(model?.weights ?? null, language)),
      });
    },
  );
};
