import {
  deleteListResponse,
  holdingsBody,
  importBody,
  importResponse,
  LIST_KINDS,
  LIST_MESSAGES,
  listCompaniesBody,
  listIdParam,
  listResponse,
  listsResponse,
  newListBody,
  portfolioAnalysisResponse,
  reorderBody,
  updateListBody,
} from '@evident/contracts/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, ok } from '../../http/envelope';
import { csvFile } from '../../http/media-answers';
import { signedInOnly } from '../../http/signed-in-only';
import { CACHED_ROUTE, type JsonCache } from '../../http/cached-json';
import { consumeOr429, createLimiterFactory, type LimiterFactory } from '../../http/rate-limiter';
import { requestLanguage } from '../../i18n/language';
import type { ListsService } from './lists.service';
import { readHoldingsCsvOffThread } from './portfolio-csv';

/**
 * Portfolio imports per user (issue 56): each reads up to 2 MB in a worker thread. A person
 * previews and commits a file or two; 30 in 10 minutes leaves room for retries, not for a loop.
 */
export const IMPORTS_PER_USER = { prefix: 'portfolio-import-user', points: 30, duration: 600 };

/**
 * Spec §7 "Watchlist and portfolio" (kind = watchlist | portfolio), signed-in users only:
 * GET /{kind}/ and /{kind}/{id}, POST /{kind}/newByName {name}, PUT /{kind}/{id} {name,
 * clearRemoved}, DELETE /{kind}/{id}, PUT /{kind}/{id}/addCompanies and /removeCompanies
 * {companyIds, tickers}. Answers are private: never stored by caches.
 */
export const listsRoutes: FastifyPluginAsyncZod<{
  lists: ListsService;
  cache: JsonCache;
  /** The app's limiters (counted in the database); without, this process counts alone. */
  limiter?: LimiterFactory;
}> = async (app, { lists, cache, limiter = createLimiterFactory(null) }) => {
  signedInOnly(app);
  const imports = limiter(IMPORTS_PER_USER);

  const config = {
    verbatimBodyErrors: true,
    // An id that cannot exist is a list that does not exist.
    badParamsNotFound: { code: 'LIST_NOT_FOUND', message: LIST_MESSAGES.notFound },
  };
  const errors = errorAnswers(400, 401, 403, 404, 409);

  for (const kind of LIST_KINDS) {
    const all = {
      config,
      schema: { response: { 200: listsResponse, ...errors } },
      handler: async (request: { userId: number }) => ok(await lists.all(request.userId, kind)),
    };
    // The spec writes the collection with a trailing slash; both forms answer.
    app.get(`/${kind}`, all);
    app.get(`/${kind}/`, all);

    app.get(
      `/${kind}/:id`,
      { config, schema: { params: listIdParam, response: { 200: listResponse, ...errors } } },
      async (request) => ok(await lists.one(request.userId, kind, request.params.id)),
    );

    app.post(
      `/${kind}/newByName`,
      { config, schema: { body: newListBody, response: { 201: listResponse, ...errors } } },
      async (request, reply) =>
        reply.code(201).send(ok(await lists.create(request.userId, kind, request.body.name))),
    );

    app.put(
      `/${kind}/:id`,
      {
        config,
        schema: {
          params: listIdParam,
          body: updateListBody,
          response: { 200: listResponse, ...errors },
        },
      },
      async (request) =>
        ok(await lists.update(request.userId, kind, request.params.id, request.body)),
    );

    app.delete(
      `/${kind}/:id`,
      { config, schema: { params: listIdParam, response: { 200: deleteListResponse, ...errors } } },
      async (request) => {
        const { id } = request.params;
        await lists.remove(request.userId, kind, id);
        return ok({ id }, 'The item has been deleted');
      },
    );

    app.put(
      `/${kind}/:id/order`,
      {
        config,
        schema: {
          params: listIdParam,
          body: reorderBody,
          response: { 200: listResponse, ...errors },
        },
      },
      async (request) =>
        ok(await lists.reorder(request.userId, kind, request.params.id, request.body)),
    );

    for (const action of ['addCompanies', 'removeCompanies'] as const) {
      app.put(
        `/${kind}/:id/${action}`,
        {
          config,
          schema: {
            params: listIdParam,
            body: listCompaniesBody,
            response: { 200: listResponse, ...errors },
          },
        },
        async (request) =>
          ok(await lists[action](request.userId, kind, request.params.id, request.body)),
      );
    }
  }

  // Holdings (issue 21): a portfolio is what someone owns.
  app.put(
    '/portfolio/:id/holdings',
    {
      config,
      schema: {
        params: listIdParam,
        body: holdingsBody,
        response: { 200: listResponse, ...errors },
      },
    },
    async (request) => ok(await lists.setHoldings(request.userId, request.params.id, request.body)),
  );

  app.post(
    '/portfolio/:id/import',
    {
      config,
      bodyLimit: 2_500_000,
      schema: {
        params: listIdParam,
        body: importBody,
        // 429: past the user's imports (IMPORTS_PER_USER).
        response: { 200: importResponse, ...errors, ...errorAnswers(429) },
      },
    },
    async (request) => {
      await consumeOr429(imports, String(request.userId));
      // Each refused row's reason in the reader's language (issue 23; the error messages').
      const result = await lists.importHoldings(
        request.userId,
        request.params.id,
        request.body,
        (csv) => readHoldingsCsvOffThread(app.engine, csv),
        requestLanguage(request),
      );
      return ok(result);
    },
  );

  app.get(
    '/portfolio/:id/analysis',
    {
      config,
      schema: { params: listIdParam, response: { 200: portfolioAnalysisResponse, ...errors } },
      // Sent serialized and compressed once per version of the list and the read model.
      ...CACHED_ROUTE,
    },
    async (request, reply) => {
      const { id } = request.params;
      const language = requestLanguage(request);
      const { version, analysis } = await lists.analysis(request.userId, id, language);
      return cache.send(request, reply, {
        version,
        key: `portfolio-analysis:${id}`,
        language,
        schema: portfolioAnalysisResponse,
        build: () => ok(analysis),
        private: true,
      });
    },
  );

  app.get(
    '/portfolio/:id/export',
    {
      config,
      schema: {
        params: listIdParam,
        response: {
          200: csvFile(
            'The holdings as CSV: ticker, shares, cost, company, last close, value, Evident Score',
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await lists.exportHoldings(request.userId, request.params.id);
      const slug =
        file.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'portfolio';
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="evident-${slug}-${date}.csv"`)
        .send(file.csv);
    },
  );
};
