import {
  applyFiltersBody,
  applyFiltersQuery,
  deleteScreenResponse,
  downloadFiltersQuery,
  explainQuery,
  newScreenBody,
  SCREENER_MESSAGES,
  screenerExplanationResponse,
  screenerFieldsResponse,
  screenerPresetsResponse,
  screenerResultResponse,
  screenIdParam,
  screenResponse,
  screensResponse,
  updateScreenBody,
} from '@evident/contracts/screener';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, ok } from '../../http/envelope';
import { csvFile } from '../../http/media-answers';
import { signedInOnly } from '../../http/signed-in-only';
import { requestLanguage } from '../../i18n/language';
import type { ScreenerService } from './screener.service';

/**
 * Spec §7 Screener, signed-in users only (spec §2 "/screener/{id?} login required"):
 * GET/POST /screener, GET/PUT/DELETE /screener/{id}, POST /screener/applyFilters {filters,
 * sortingBy} ?page&pageSize&isOr, POST /screener/downloadFilters {filters} ?limit (a dated CSV);
 * and for the screen itself GET /screener/fields, GET /screener/presets, POST /screener/explain
 * ?ticker ("Why isn't X here?"). Answers are private: never stored by caches. Fields' labels and
 * descriptions, presets' texts, the explanation's labels and the CSV's headers are in the request's
 * language (issue 23).
 */
export const screenerRoutes: FastifyPluginAsyncZod<{ screener: ScreenerService }> = async (
  app,
  { screener },
) => {
  signedInOnly(app);

  const config = {
    badParamsNotFound: { code: 'SCREEN_NOT_FOUND', message: SCREENER_MESSAGES.notFound },
  };
  const errors = errorAnswers(400, 401, 403, 404, 409, 503);

  const all = {
    schema: { response: { 200: screensResponse, ...errors } },
    handler: async (request: { userId: number }) => ok(await screener.all(request.userId)),
  };
  app.get('/screener', all);
  app.get('/screener/', all);

  app.post(
    '/screener',
    { schema: { body: newScreenBody, response: { 201: screenResponse, ...errors } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await screener.create(request.userId, request.body), SCREENER_MESSAGES.saved)),
  );

  app.get(
    '/screener/fields',
    { schema: { response: { 200: screenerFieldsResponse, ...errors } } },
    async (request) => ok(await screener.fields(requestLanguage(request))),
  );

  app.get(
    '/screener/presets',
    { schema: { response: { 200: screenerPresetsResponse, ...errors } } },
    async (request) => ok(await screener.presets(requestLanguage(request))),
  );

  app.post(
    '/screener/applyFilters',
    {
      schema: {
        body: applyFiltersBody,
        querystring: applyFiltersQuery,
        response: { 200: screenerResultResponse, ...errors },
      },
    },
    async (request) => ok(await screener.apply(request.userId, request.body, request.query)),
  );

  app.post(
    '/screener/downloadFilters',
    {
      schema: {
        body: applyFiltersBody,
        querystring: downloadFiltersQuery,
        response: {
          200: csvFile('The screen’s companies and columns as CSV (`x-rows`: how many rows)'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await screener.download(
        request.userId,
        request.body,
        request.query,
        requestLanguage(request),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-rows', String(file.rows))
        .send(file.csv);
    },
  );

  app.post(
    '/screener/explain',
    {
      schema: {
        body: applyFiltersBody,
        querystring: explainQuery,
        response: { 200: screenerExplanationResponse, ...errors },
      },
    },
    async (request) =>
      ok(
        await screener.explain(
          request.userId,
          request.body,
          request.query,
          requestLanguage(request),
        ),
      ),
  );

  app.get(
    '/screener/:id',
    { config, schema: { params: screenIdParam, response: { 200: screenResponse, ...errors } } },
    async (request) => ok(await screener.one(request.userId, request.params.id)),
  );

  app.put(
    '/screener/:id',
    {
      config,
      schema: {
        params: screenIdParam,
        body: updateScreenBody,
        response: { 200: screenResponse, ...errors },
      },
    },
    async (request) =>
      ok(
        await screener.update(request.userId, request.params.id, request.body),
        SCREENER_MESSAGES.saved,
      ),
  );

  app.delete(
    '/screener/:id',
    {
      config,
      schema: { params: screenIdParam, response: { 200: deleteScreenResponse, ...errors } },
    },
    async (request) =>
      ok(await screener.remove(request.userId, request.params.id), 'The item has been deleted'),
  );
};
