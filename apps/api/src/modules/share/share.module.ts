import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { companyDetailOf } from '../stocks/company-detail.presenter';
import { shareRoutes } from './share.routes';

/** Link previews: a company's score card image and share page (issue 23), at the root. */
export const shareModule: FastifyPluginAsync<Pick<AppContext, 'readModel' | 'limiter'>> = async (
  app,
  { readModel, limiter },
) => {
  await app.register(shareRoutes, {
    company: (ticker) => {
      const m = readModel.get();
      const entry = m?.byTicker.get(ticker);
      return m && entry ? { detail: companyDetailOf(entry, m.asOf), version: m.version } : null;
    },
    limiter,
  });
};
