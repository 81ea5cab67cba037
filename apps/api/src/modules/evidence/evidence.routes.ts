import {
  evidenceResponse,
  informationCoefficientsResponse,
  liveRecordResponse,
} from '@evident/contracts/evidence';
import type { LiveRecordService } from './live-record.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import type { EvidenceService } from './evidence.service';

/**
 * `GET /evidence` (public): the latest backtest, method, parameters and caveats — validated,
 * serialized and compressed once per backtest (the JSON cache, ETag = the backtest's id); a
 * request reads only the latest backtest's id.
 */
export const evidenceRoutes: FastifyPluginAsyncZod<{
  evidence: EvidenceService;
  live: LiveRecordService;
  cache: JsonCache;
}> = async (app, { evidence, live, cache }) => {
  /**
   * `GET /evidence/live` (public): the live record — each score run's 90+ list followed as later
   * prices arrive (ADR 032 section 5). Cached until a list is kept or a later close arrives.
   */
  app.get(
    '/evidence/live',
    {
      ...CACHED_ROUTE,
      config: { public: true },
      schema: { response: { 200: liveRecordResponse } },
    },
    async (request, reply) =>
      cache.send(request, reply, {
        version: await live.version(),
        key: 'evidence-live',
        schema: liveRecordResponse,
        build: async () => ok(await live.record()),
      }),
  );

  app.get(
    '/evidence',
    { ...CACHED_ROUTE, config: { public: true }, schema: { response: { 200: evidenceResponse } } },
    async (request, reply) => {
      const latest = await evidence.latest();
      return cache.send(request, reply, {
        version: `backtest-${latest.id ?? 'none'}`,
        key: 'evidence',
        schema: evidenceResponse,
        build: async () => ok(await latest.evidence),
      });
    },
  );

  /**
   * `GET /evidence/information-coefficients` (public): every signal's ICs of the latest backtest
   * — each factor metric's too (the evidence answer carries the factors' and scores' only).
   * Cached like `/evidence`, by the backtest's id.
   */
  app.get(
    '/evidence/information-coefficients',
    {
      ...CACHED_ROUTE,
      config: { public: true },
      schema: { response: { 200: informationCoefficientsResponse } },
    },
    async (request, reply) => {
      const latest = await evidence.informationCoefficients();
      return cache.send(request, reply, {
        version: `backtest-${latest.id ?? 'none'}`,
        key: 'evidence-ics',
        schema: informationCoefficientsResponse,
        build: async () => ok(await latest.read()),
      });
    },
  );
};
