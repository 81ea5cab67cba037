import {
  LIST_KINDS,
  LIST_MESSAGES,
  listCompaniesBody,
  listIdParam,
  newListBody,
  updateListBody,
} from '@evident/contracts/lists';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/parse-body';
import type { AuthModule } from '../auth/auth.module';
import { requireUser } from '../auth/auth.routes';
import type { ListsService } from './lists.service';

/**
 * Spec §7 "Watchlist and portfolio" (kind = watchlist | portfolio), signed-in users only:
 * GET /{kind}/ and /{kind}/{id}, POST /{kind}/newByName {name}, PUT /{kind}/{id} {name,
 * clearRemoved}, DELETE /{kind}/{id}, PUT /{kind}/{id}/addCompanies and /removeCompanies
 * {companyIds, tickers}. Answers are private: never stored by caches.
 */
export const listsRoutes: FastifyPluginAsync<{ auth: AuthModule; lists: ListsService }> = async (
  app,
  { auth, lists },
) => {
  const userOf = async (request: FastifyRequest) => requireUser(request, (await auth.get()).access);
  // An id that cannot exist is a list that does not exist.
  const idOf = (request: FastifyRequest) => {
    const parsed = listIdParam.safeParse(request.params);
    if (!parsed.success) throw new AppError('LIST_NOT_FOUND', 404, LIST_MESSAGES.notFound);
    return parsed.data.id;
  };

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  for (const kind of LIST_KINDS) {
    const all = async (request: FastifyRequest) => ({
      success: true,
      data: await lists.all(await userOf(request), kind),
    });
    // The spec writes the collection with a trailing slash; both forms answer.
    app.get(`/${kind}`, all);
    app.get(`/${kind}/`, all);

    app.get(`/${kind}/:id`, async (request) => {
      const user = await userOf(request);
      return { success: true, data: await lists.one(user, kind, idOf(request)) };
    });

    app.post(`/${kind}/newByName`, async (request, reply) => {
      const user = await userOf(request);
      const { name } = parseBody(newListBody, request.body);
      return reply.code(201).send({ success: true, data: await lists.create(user, kind, name) });
    });

    app.put(`/${kind}/:id`, async (request) => {
      const user = await userOf(request);
      const change = parseBody(updateListBody, request.body);
      return { success: true, data: await lists.update(user, kind, idOf(request), change) };
    });

    app.delete(`/${kind}/:id`, async (request) => {
      const user = await userOf(request);
      const id = idOf(request);
      await lists.remove(user, kind, id);
      return { success: true, message: 'The item has been deleted', data: { id } };
    });

    app.put(`/${kind}/:id/addCompanies`, async (request) => {
      const user = await userOf(request);
      const body = parseBody(listCompaniesBody, request.body);
      return { success: true, data: await lists.addCompanies(user, kind, idOf(request), body) };
    });

    app.put(`/${kind}/:id/removeCompanies`, async (request) => {
      const user = await userOf(request);
      const body = parseBody(listCompaniesBody, request.body);
      return { success: true, data: await lists.removeCompanies(user, kind, idOf(request), body) };
    });
  }
};
