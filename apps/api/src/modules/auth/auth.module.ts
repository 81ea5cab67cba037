import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { LimiterFactory } from '../../http/rate-limiter';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService, type PlanOfUser } from './auth.service';
import { authentication } from './authenticate';
import { createGoogleVerifier } from './google';
import { createMailer } from '../../mail/mailer';
import { createAuthRateLimits } from './rate-limits';
import { getOrCreateSecret } from '../../db/secrets.repository';
import { createSessionGate } from './session-gate';
import { createAccessTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts: tokens, users, mail (issue 7). */
    auth: AuthModule;
  }
}

/**
 * Wires the accounts module. The access-token key and the reset-code key come from the database
 * (created once) unless JWT_SECRET is set; they are loaded lazily at the first auth call, so the
 * app still starts when the database is down.
 */
function createAuthModule(options: {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  /** The app's abuse-limit counters (http/rate-limiter.ts). */
  limiter: LimiterFactory;
  /** A checkout URL for a user choosing a paid plan at login (billing). */
  checkoutFor?: (userId: number, plan: string) => Promise<string | null>;
  /** The user's plan in force and its limits (billing). */
  planOf?: (userId: number) => Promise<PlanOfUser>;
  /** Stocks in the user's watchlists or portfolios, for the usage of those limits. */
  listUsage?: (userId: number, kind: 'watchlist' | 'portfolio') => Promise<number>;
}) {
  const { db, env } = options;
  let keys: Promise<{ jwt: string; code: string }> | null = null;
  const loadKeys = () =>
    (keys ??= Promise.all([
      env.JWT_SECRET ?? getOrCreateSecret(db, 'jwt'),
      getOrCreateSecret(db, 'reset-code'),
    ])
      .then(([jwt, code]) => ({ jwt, code }))
      .catch((error: unknown) => {
        keys = null;
        throw error;
      }));

  const mailer = createMailer({
    db,
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    from: env.MAIL_FROM,
    log: options.log,
    logContent: env.NODE_ENV === 'development',
  });
  const google = createGoogleVerifier({
    ...(env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID } : {}),
    jwksUrl: env.GOOGLE_JWKS_URL,
  });
  const limits = createAuthRateLimits(options.limiter);
  const repo = createAuthRepository(db);
  const gate = createSessionGate((id) => repo.sessionStateOf(id));
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

  // Access tokens and the service need the keys: build them on first use.
  let ready: Promise<{
    service: ReturnType<typeof createAuthService>;
    access: ReturnType<typeof createAccessTokens>;
  }> | null = null;
  const get = () =>
    (ready ??= loadKeys().then(({ jwt, code }) => {
      const access = createAccessTokens(jwt);
      return {
        access,
        service: createAuthService({
          repo,
          access,
          mailer,
          google,
          limits,
          gate,
          publicUrl,
          onBackgroundError: (error) =>
            options.log.error({ err: error }, 'password reset code not sent'),
          codeKey: code,
          ...(options.listUsage ? { listUsage: options.listUsage } : {}),
          ...(options.planOf ? { planOf: options.planOf } : {}),
          ...(options.checkoutFor ? { checkoutFor: options.checkoutFor } : {}),
        }),
      };
    })).catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return { get, mailer, gate };
}
export type AuthModule = ReturnType<typeof createAuthModule>;

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
  }
>(
  async (app, { api, database, env, limiter, checkoutFor, planOf, listUsage }) => {
    const auth = createAuthModule({
      db: database.db,
      env,
      log: app.log,
      limiter,
      planOf,
      checkoutFor,
      listUsage,
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
