import {
  evidenceResponse,
  informationCoefficientsResponse,
  liveRecordResponse,
} from '@evident/contracts/evidence';
import type { LiveRecordService } from './live-record.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../i18n/language';
import { evidenceIn } from './evidence-texts';
import type { EvidenceService } from './evidence.service';

/**
 * `GET /evidence` (public): the latest backtest, method, parameters and caveats — validated,
 * serialized and compressed once per backtest and language (the JSON cache, ETag = the backtest's
 * id and the language; its labels, universe, benchmark and caveats in the request's language,
 * issue 23); a request reads only the latest backtest's id. The live record and the ICs hold no
 * texts (ids and figures): one answer for every language.
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
      const language = requestLanguage(request);
      return cache.send(request, reply, {
        version: `backtest-${latest.id ?? 'none'}`,
        key: 'evidence',
        language,
        schema: evidenceResponse,
        build: async () => {
          const stored = await latest.evidence;
          return ok(stored && evidenceIn(stored, language));
        },
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
