import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { evidenceRoutes } from './evidence.routes';
import { createEvidenceService } from './evidence.service';
import { createLiveRecordService } from './live-record.service';

/** The backtest's evidence and the live record of past selections. */
export const evidenceModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database' | 'cache'>
> = async (app, { api, database, cache }) => {
  await api(app, evidenceRoutes, {
    evidence: createEvidenceService(database.db),
    live: createLiveRecordService(database.db),
    cache,
  });
};
