import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { mailRoutes } from './mail.routes';
import { createMailService } from './mail.service';

/** The local tools' mail outbox (only with the embedded database's `localToken`). */
export const mailModule: FastifyPluginAsync<
  Pick<AppContext, 'api' | 'database'> & { localToken: string }
> = async (app, { api, database, localToken }) => {
  await api(app, mailRoutes, { mail: createMailService(database.db), localToken });
};
