import {
  analyticsBatch,
  analyticsBatchResponse,
  analyticsReportQuery,
  analyticsReportRow,
  type AnalyticsEvent,
} from '@evident/contracts/analytics';
import { errorEnvelope, successEnvelope } from '@evident/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { localOnly } from '../../http/local-only';
import { consumeOr429, type LimiterFactory } from '../../http/rate-limiter';
import type { AnalyticsService } from './analytics.service';

/**
 * `POST /events`: a batch of the web app's analytics events (sent only with the visitor's
 * analytics consent; the gate is the web app's, and nothing here identifies a person).
 * `GET /internal/analytics-report`: the counts for `npm run analytics:report` while this server
 * holds the embedded database (local tools only).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  limiter: LimiterFactory;
  /** Absent where no local tools run (tests, a server without DATA_DIR/server.json). */
  localToken?: string;
}> = async (app, { analytics, limiter, localToken }) => {
  // A page sends a batch every few seconds at most: 30 batches a minute per address.
  const perAddress = limiter({ prefix: 'events-ip', points: 30, duration: 60 });
  app.post(
    '/events',
    {
      bodyLimit: 64 * 1024,
      preHandler: (request) => consumeOr429(perAddress, request.ip),
      schema: { body: analyticsBatch, response: { 201: analyticsBatchResponse } },
    },
    async (request, reply) => {
      const stored = await analytics.store(request.body.events as AnalyticsEvent[]);
      return reply.code(201).send(ok({ stored }));
    },
  );

  if (localToken === undefined) return;
  app.get(
    '/internal/analytics-report',
    {
      config: { public: true },
      onRequest: localOnly(localToken),
      schema: {
        querystring: analyticsReportQuery,
        response: { 200: successEnvelope(z.array(analyticsReportRow)), 404: errorEnvelope },
      },
    },
    async (request) => ok(await analytics.report(request.query.days)),
  );
};
