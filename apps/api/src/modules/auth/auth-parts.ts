import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { LimiterFactory } from '../../http/rate-limiter';
import { createAuthRepository } from './auth.repository';
import { createAuthService, type PlanOfUser } from './auth.service';
import { createGoogleVerifier } from './google';
import { createMailer } from '../../mail/mailer';
import { createAuthRateLimits } from './rate-limits';
import { getOrCreateSecret } from '../../db/secrets.repository';
import { createSessionGate } from './session-gate';
import { createAccessTokens } from './tokens';

/**
 * Wires the accounts module. The access-token key and the reset-code key come from the database
 * (created once) unless JWT_SECRET is set; they are loaded lazily at the first auth call, so the
 * app still starts when the database is down.
 */
export function createAuthModule(options: {
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
  /** Companies the user analysed this month (the analysis meter; ADR 059). */
  analysisUsage?: (userId: number) => Promise<number>;
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
          ...(options.analysisUsage ? { analysisUsage: options.analysisUsage } : {}),
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
