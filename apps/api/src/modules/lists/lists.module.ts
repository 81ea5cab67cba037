import type { ListKind } from '@evident/contracts/lists';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createListCache } from './list-cache';
import { listsRoutes } from './lists.routes';
import { createListsService, type ListsService } from './lists.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Watchlists and portfolios (accounts read a user's usage of the plan's limits). */
    lists: ListsService;
  }
}

/** Watchlists and portfolios; their rows kept in memory between the database's change notices. */
export const listsModule = fp<
  Pick<AppContext, 'api' | 'database' | 'readModel' | 'cache' | 'limiter'> & {
    /** The user's limit for a kind (−1 = unlimited), from the plan in force (billing). */
    limitOf: (userId: number, kind: ListKind) => Promise<number>;
  }
>(
  async (app, { api, database, readModel, cache, limiter, limitOf }) => {
    const listCache = createListCache();
    app.addHook('onReady', async () => {
      // Without the change notifications nothing is kept: every read goes to the database.
      await listCache
        .listen(database)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'lists are read from the database on every request'),
        );
    });
    app.addHook('onClose', async () => listCache.close());
    const lists = createListsService({ db: database.db, readModel, cache: listCache, limitOf });
    app.decorate('lists', lists);
    await api(app, listsRoutes, { lists, cache, limiter });
  },
  { name: 'lists-module' },
);
