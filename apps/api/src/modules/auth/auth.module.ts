import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { authRoutes } from './auth.routes';
import type { PlanOfUser } from './auth.service';
import { authentication } from './authenticate';
import { createAuthModule, type AuthModule } from './auth-parts';

export type { AuthModule } from './auth-parts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts: tokens, users, mail (issue 7). */
    auth: AuthModule;
  }
}

/**
 * Accounts as a plugin (issue 7): `app.auth`, the `authenticate` and `optionalUser` decorators
 * every signed-in route uses, and the `/api/v1/auth` routes. Billing and lists are asked through
 * the functions given, at call time.
 */
export const authModule = fp<
  Pick<AppContext, 'api' | 'database' | 'env' | 'limiter'> & {
    /** A checkout URL for a user choosing a paid plan at login (billing). */
    checkoutFor: (userId: number, plan: string) => Promise<string | null>;
    /** The user's plan in force and its limits (billing). */
    planOf: (userId: number) => Promise<PlanOfUser>;
    /** Stocks in the user's watchlists or portfolios, for the usage of those limits. */
    listUsage: (userId: number, kind: 'watchlist' | 'portfolio') => Promise<number>;
    /** Companies the user analysed this month (the analysis meter; ADR 059). */
    analysisUsage: (userId: number) => Promise<number>;
  }
>(
  async (app, { api, database, env, limiter, checkoutFor, planOf, listUsage, analysisUsage }) => {
    const auth = createAuthModule({
      db: database.db,
      env,
      log: app.log,
      limiter,
      planOf,
      checkoutFor,
      listUsage,
      analysisUsage,
    });
    app.decorate('auth', auth);
    app.addHook('onReady', async () => {
      // Without the change notifications a signed-in call reads its user from the database.
      await auth.gate
        .listen(database)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'sessions are checked against the database on every call'),
        );
    });
    app.addHook('onClose', async () => auth.gate.close());
    // After the hooks that wait for mails being recorded (preClose).
    app.addHook('onClose', async () => auth.mailer.close());
    await app.register(authentication, { auth });
    await api(app, authRoutes, { module: auth });
  },
  { name: 'auth-module' },
);
