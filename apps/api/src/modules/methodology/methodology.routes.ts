import { methodologyResponse, type Methodology } from '@evident/contracts/methodology';
import { METRIC_CATALOGUE } from '@evident/engine/metrics/catalogue';
import { METRIC_IDS } from '@evident/engine/metrics/metric-id';
import { COMPOSITE_WEIGHTS, FACTOR_IDS, FACTORS } from '@evident/engine/scoring/factors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';

/** The engine's factors and metric catalogue, as they are in this build. */
export function methodology(): Methodology {
  return {
    factors: FACTOR_IDS.map((id) => ({
      id,
      name: FACTORS[id].name,
      weight: COMPOSITE_WEIGHTS[id] ?? 0,
      inScore: (COMPOSITE_WEIGHTS[id] ?? 0) > 0,
      metrics: FACTORS[id].metrics.map((m) => ({
        id: m.id,
        direction: m.direction,
        weight: m.weight,
      })),
    })),
    metrics: METRIC_IDS.map((id) => {
      const d = METRIC_CATALOGUE[id];
      return {
        id,
        name: d.name,
        category: d.category,
        formula: d.formula,
        unit: d.unit,
        direction: d.direction,
        rulesOfThumb: d.rulesOfThumb,
        research: d.research,
        appliesToFinancials: d.appliesToFinancials,
        description: d.description,
      };
    }),
  };
}

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
