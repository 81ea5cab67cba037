import { LIMITS, type Limits, type Tier } from '@evident/contracts/plans';
import type { AuthRepository } from './auth.repository';
import { userOf, setPreferences } from './account';
import type { AuthDeps } from './auth-deps';
import type { GoogleVerifier } from './google';
import { login } from './login';
import type { Mailer } from '../../mail/mailer';
import { changePassword, forgotPassword, resetPassword } from './passwords';
import type { AuthRateLimits } from './rate-limits';
import type { SessionGate } from './session-gate';
import { logout, refresh } from './sessions';
import { checkUserExist, resendVerification, signUp, verifyEmail } from './sign-up';
import { subscriptionFor, subscriptionOf } from './subscription';
import type { AccessTokens } from './tokens';

export interface AuthServiceDeps {
  repo: AuthRepository;
  access: AccessTokens;
  mailer: Mailer;
  google: GoogleVerifier;
  limits: AuthRateLimits;
  /** Sessions' validity per user (dropped here when this server changes a password). */
  gate?: SessionGate;
  /** Web app base URL for links in e-mails. */
  publicUrl: string;
  /** Server secret keying the reset-code HMAC. */
  codeKey: string;
  /** The user's plan in force and its limits (billing); unset: everyone is on the free plan. */
  planOf?: (userId: number) => Promise<PlanOfUser>;
  /** A checkout URL for a user choosing a paid plan at login (billing). */
  checkoutFor?: (userId: number, plan: string) => Promise<string | null>;
  /** Distinct stocks in the user's watchlists or portfolios (the usage of those limits). */
  listUsage?: (userId: number, kind: 'watchlist' | 'portfolio') => Promise<number>;
  /** Companies the user analysed this month (the analysis meter's count; ADR 059). */
  analysisUsage?: (userId: number) => Promise<number>;
  now?: () => Date;
  /** Errors of work done after answering (the reset mail), for the log. */
  onBackgroundError?: (error: unknown) => void;
}

/** What the accounts module needs to know of a user's plan (billing's PlanSummary). */
export interface PlanOfUser {
  plan: string;
  tier: Tier;
  status: 'none' | 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  scheduledPlan: string | null;
  /** A second subscription refused at once (ADR 060), for the web to say so. */
  refusedPayment?: { plan: string; at: string } | null;
  limits: Limits;
}

/** The plan of a user without a subscription. */
export const FREE_PLAN: PlanOfUser = {
  plan: 'FREE',
  tier: 'free',
  status: 'none',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  scheduledPlan: null,
  limits: LIMITS.free,
};

/**
 * The rules of spec §4 sign-up, login, verification, reset and tokens (issue 7). Each use case
 * is a function of its own file; this gives them their dependencies.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const d: AuthDeps = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    planOf: deps.planOf ?? (async () => FREE_PLAN),
  };
  const use =
    <A extends unknown[], R>(useCase: (deps: AuthDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(d, ...args);
  return {
    subscriptionOf: use(subscriptionOf),
    subscriptionFor: use(subscriptionFor),
    checkUserExist: use(checkUserExist),
    signUp: use(signUp),
    login: use(login),
    refresh: use(refresh),
    logout: use(logout),
    verifyEmail: use(verifyEmail),
    resendVerification: use(resendVerification),
    forgotPassword: use(forgotPassword),
    resetPassword: use(resetPassword),
    changePassword: use(changePassword),
    user: use(userOf),
    setPreferences: use(setPreferences),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
