import {
  deleteListResponse,
  LIST_KINDS,
  LIST_MESSAGES,
  listCompaniesBody,
  listIdParam,
  listResponse,
  listsResponse,
  newListBody,
  updateListBody,
} from '@evident/contracts/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, ok } from '../../http/envelope';
import type { ListsService } from './lists.service';

/**
 * Spec §7 "Watchlist and portfolio" (kind = watchlist | portfolio), signed-in users only:
 * GET /{kind}/ and /{kind}/{id}, POST /{kind}/newByName {name}, PUT /{kind}/{id} {name,
 * clearRemoved}, DELETE /{kind}/{id}, PUT /{kind}/{id}/addCompanies and /removeCompanies
 * {companyIds, tickers}. Answers are private: never stored by caches.
 */
export const listsRoutes: FastifyPluginAsyncZod<{ lists: ListsService }> = async (
  app,
  { lists },
) => {
  // Signed-in users only: every route here.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // A body-less call is validated as an empty object (the spec's own message for what is missing).
  app.addHook('preValidation', (request, _reply, done) => {
    request.body ??= {};
    done();
  });

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
};
