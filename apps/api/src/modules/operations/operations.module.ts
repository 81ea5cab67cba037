import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { operationsRoutes, type LocalJobs } from './operations.routes';

/** The local tools' operations: a score run on request, the server's memory. */
export const operationsModule: FastifyPluginAsync<
  Pick<AppContext, 'api'> & { localToken: string; jobs?: LocalJobs | undefined }
> = async (app, { api, localToken, jobs }) => {
  await api(app, operationsRoutes, { ...(jobs ? { jobs } : {}), localToken });
};
