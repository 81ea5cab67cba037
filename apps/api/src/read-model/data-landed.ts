import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { ReadModelHolder } from './read-model';

/** The channel the database notifies when a score run or an import succeeds (migration 0014). */
export const DATA_CHANNEL = 'evident_data';

/**
 * Several servers on one PostgreSQL (issue 26): when a score run or an import lands — on this
 * server or another — every server reloads its read model at once (the database's notification,
 * delivered at commit). A score run this server already serves is not loaded twice; when the
 * notification connection was lost, the model is reloaded once listening again (a landing may
 * have been missed meanwhile). The embedded database has one process, which reloads after its own jobs.
 * Resolves to a function that stops following.
 */
export async function followDataLanded(
  database: Database,
  readModel: ReadModelHolder,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const reload = (why: string) => {
    void readModel
      .reload()
      .then((model) => log.info({ why, runId: model.runId }, 'read model reloaded'))
      .catch((error: unknown) => log.error({ err: error }, 'read model not reloaded'));
  };
  return database.listen(DATA_CHANNEL, {
    message: (payload) => {
      const [table, id] = payload.split(':');
      if (table === 'score_runs' && Number(id) === readModel.get()?.runId) return;
      reload(payload);
    },
    gap: () => {},
    // A landing while the connection was down was not heard: load what is there now.
    restored: () => reload('notifications were interrupted'),
  });
}
