import type { PublicConfig } from '@evident/contracts/public-config';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Env } from '../../config/env';
import { VERSION } from '../../version';
import { publicConfigRoutes } from './public-config.routes';

function publicConfigFrom(env: Env): PublicConfig {
  return {
    version: VERSION,
    forms: {
      'rate-us': env.RATE_US_FORM_URL,
      issues: env.ISSUES_FORM_URL,
      feedback: env.FEEDBACK_FORM_URL,
      contact: env.CONTACT_FORM_URL,
      'bug-report': env.BUG_REPORT_FORM_URL,
    },
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
  };
}

/** `GET /api/v1/config`: what the web app reads of the server's configuration. */
export const publicConfigModule: FastifyPluginAsync<Pick<AppContext, 'api' | 'env'>> = async (
  app,
  { api, env },
) => {
  await api(app, publicConfigRoutes, { config: publicConfigFrom(env) });
};
