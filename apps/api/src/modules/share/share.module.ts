import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { shareRoutes, type CompanyForShare } from './share.routes';

/** Link previews: a company's score card image and share page (issue 23), at the root. */
export const shareModule: FastifyPluginAsync<
  Pick<AppContext, 'limiter'> & {
    /** A company's detail as its page shows it, and the served version (the stocks module's). */
    company: CompanyForShare;
  }
> = async (app, { limiter, company }) => {
  await app.register(shareRoutes, { company, limiter });
};
