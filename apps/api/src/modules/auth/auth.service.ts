import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type AuthFlag,
  type AuthUser,
  type LoginBody,
  type LoginData,
  type SignUpBody,
  type SubscriptionData,
  type TokenData,
  type VerificationPayload,
} from '@evident/contracts/auth';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { canUse, choosePlan, LIMITS, type Limits, type Tier } from '@evident/contracts/plans';
import argon2 from 'argon2';
import { AppError } from '../../http/app-error';
import type { Language } from '../../i18n/language';
import type { AuthRepository, UserRow } from './auth.repository';
import { hmac, numericCode, randomToken, sameDigest, sha256 } from './crypto';
import type { GoogleVerifier } from './google';
import { resetMail, verificationMail } from './mail-templates';
import type { Mailer } from '../mail/mailer';
import type { AuthRateLimits } from './rate-limits';
import type { SessionGate } from './session-gate';
import { REFRESH_TTL_MS, type AccessTokens } from './tokens';

export const VERIFICATION_TTL_MS = 24 * 3600_000;
export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_MAX_ATTEMPTS = 5;

/** OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane). */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const err = (code: string, status: number, message: string) => new AppError(code, status, message);

export function toAuthUser(u: UserRow): AuthUser {
  return { firstName: u.firstName, lastName: u.lastName, email: u.email, photoURL: u.photoUrl };
}

/** The verification payload carried by the link: base64 of JSON, forwarded whole by the web. */
export function verificationCode(payload: VerificationPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

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

/** The rules of spec §4 sign-up, login, verification, reset and tokens (issue 7). */
export function createAuthService(deps: AuthServiceDeps) {
  const { repo, access, mailer, google, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const month = () => now().toISOString().slice(0, 7);

  const planOf = deps.planOf ?? (async () => FREE_PLAN);

  /**
   * The plan in force and this month's usage: four independent reads asked at once (they were
   * five in a row with the user's, the slowest signed-in call of `bench -- load`).
   */
  async function planAndUsage(userId: number): Promise<Omit<SubscriptionData, 'user'>> {
    const [p, analyses, portfolio, watchlist] = await Promise.all([
      planOf(userId),
      repo.analysesInMonth(userId, month()),
      deps.listUsage?.(userId, 'portfolio'),
      deps.listUsage?.(userId, 'watchlist'),
    ]);
    return {
      subscription: {
        plan: p.plan,
        currentPeriodEnd: p.currentPeriodEnd,
        tier: p.tier,
        status: p.status,
        cancelAtPeriodEnd: p.cancelAtPeriodEnd,
        scheduledPlan: p.scheduledPlan,
      },
      usage: {
        analysis: { used: analyses, limit: p.limits.analysis },
        portfolio: { used: portfolio ?? 0, limit: p.limits.portfolio },
        watchlist: { used: watchlist ?? 0, limit: p.limits.watchlist },
      },
    };
  }

  async function subscriptionOf(user: UserRow): Promise<SubscriptionData> {
    return { ...(await planAndUsage(user.id)), user: { email: user.email } };
  }

  /** `GET /auth/user-subscription`: the user read beside the plan and usage, not before them. */
  async function subscriptionFor(userId: number): Promise<SubscriptionData> {
    const [user, rest] = await Promise.all([repo.userById(userId), planAndUsage(userId)]);
    if (!user) throw err('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
    return { ...rest, user: { email: user.email } };
  }

  async function issueSession(
    user: UserRow,
    rememberMe: boolean,
    familyId: string = randomUUID(),
  ): Promise<TokenData> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      rememberMe,
      expiresAt: refreshExpiry(rememberMe),
    });
    return sessionData(user, refreshToken);
  }

  /** When a refresh token issued now expires (spec §9: 2 days, 2 weeks with "remember me"). */
  function refreshExpiry(rememberMe: boolean): Date {
    return new Date(
      now().getTime() + (rememberMe ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.session),
    );
  }

  /** A session's answer: a new access token with the refresh token stored for it. */
  async function sessionData(user: UserRow, refreshToken: string): Promise<TokenData> {
    return {
      token: await access.sign(user.id),
      refreshToken,
      user: toAuthUser(user),
      subscription: await subscriptionOf(user),
    };
  }

  /**
   * Mails the verification link. A paid plan chosen at sign-up rides along in the link (`plan`),
   * so the login that follows verification goes on to checkout (spec §4 redirect_options).
   */
  async function sendVerification(
    user: UserRow,
    resend: boolean,
    plan: string | null,
    language: Language,
  ): Promise<void> {
    const token = randomToken();
    await repo.replaceCode(
      user.id,
      'verify-email',
      sha256(token),
      new Date(now().getTime() + VERIFICATION_TTL_MS),
      now(),
    );
    await mailVerification(user, token, resend, plan, language);
  }

  /**
   * The verification mail with its link (the code `token` is stored already), in the language of
   * the request that asked for it.
   */
  async function mailVerification(
    user: UserRow,
    token: string,
    resend: boolean,
    plan: string | null,
    language: Language,
  ): Promise<void> {
    const paid = plan !== null && plan !== 'FREE' ? `&plan=${plan}` : '';
    const link = `${deps.publicUrl.replace(/\/$/, '')}/?code=${encodeURIComponent(verificationCode({ email: user.email, token }))}${paid}`;
    await mailer.send(verificationMail(user.email, user.firstName, link, resend, language));
  }

  /**
   * Spec §4: a paid plan in the URL leads to checkout when the user has no paid plan yet (the
   * redirect is the checkout URL), else to the pricing modal.
   */
  async function redirectOptions(
    user: UserRow,
    plan: string | undefined,
  ): Promise<LoginData['redirect_options']> {
    if (!plan || plan === 'FREE') return { redirect: null, modal: null };
    if (deps.checkoutFor && (await planOf(user.id)).plan === 'FREE') {
      const url = await deps.checkoutFor(user.id, plan).catch(() => null);
      if (url) return { redirect: url, modal: null };
    }
    return { redirect: null, modal: 'pricing' };
  }

  return {
    subscriptionOf,
    subscriptionFor,

    async checkUserExist(body: { email: string } | { credential: string }, ip: string) {
      const email =
        'credential' in body ? (await google.verify(body.credential)).email : body.email;
      await limits.consume('check', ip, email);
      const user = await repo.userByEmail(email);
      return user
        ? {
            message: AUTH_MESSAGES.existingAccount(user.flag),
            data: { exists: true, flag: user.flag as AuthFlag },
          }
        : { message: AUTH_MESSAGES.accountNotFound, data: { exists: false, flag: null } };
    },

    /** `language`: the interface's (issue 23), stored as the user's and used for the mail. */
    async signUp(body: SignUpBody, ip: string, language: Language = 'en') {
      if (body.flag === 'GOOGLE') {
        const profile = await google.verify(body.credential);
        await limits.consume('signUp', ip, profile.email);
        const existing = await repo.userByEmail(profile.email);
        if (existing)
          throw err('ACCOUNT_EXISTS', 409, AUTH_MESSAGES.existingAccount(existing.flag));
        const user = await repo.insertUser({
          email: profile.email,
          passwordHash: null,
          firstName: body.firstName?.trim() || profile.firstName || profile.email.split('@')[0]!,
          lastName: body.lastName?.trim() || profile.lastName,
          photoUrl: profile.photoUrl ?? body.photoURL ?? null,
          flag: 'GOOGLE',
          googleSub: profile.sub,
          emailVerifiedAt: now(),
          sendPeriodicUpdates: body.sendPeriodicUpdates ?? false,
          language,
        });
        if (!user) throw err('ACCOUNT_EXISTS', 409, AUTH_MESSAGES.existingAccount('GOOGLE'));
        return {
          message: AUTH_MESSAGES.signupSuccess,
          data: { email: user.email, verified: true },
        };
      }
      await limits.consume('signUp', ip, body.email);
      const existing = await repo.userByEmail(body.email);
      if (existing) throw err('ACCOUNT_EXISTS', 409, AUTH_MESSAGES.existingAccount(existing.flag));
      // The account and its verification code are stored together (nothing half-written if
      // the process dies in between: issue 26's kill test); the mail goes after the commit.
      const token = randomToken();
      const user = await repo.insertUserWithCode(
        {
          email: body.email,
          passwordHash: await argon2.hash(body.password, ARGON2),
          firstName: body.firstName,
          lastName: body.lastName?.trim() ? body.lastName : null,
          flag: 'USING_EMAIL',
          sendPeriodicUpdates: body.sendPeriodicUpdates ?? false,
          language,
        },
        {
          purpose: 'verify-email',
          codeHash: sha256(token),
          expiresAt: new Date(now().getTime() + VERIFICATION_TTL_MS),
        },
      );
      if (!user) throw err('ACCOUNT_EXISTS', 409, AUTH_MESSAGES.existingAccount('USING_EMAIL'));
      await mailVerification(user, token, false, choosePlan(body.plan, body.isMonthly), language);
      return { message: AUTH_MESSAGES.signupSuccess, data: { email: user.email, verified: false } };
    },

    /**
     * `language`: the interface's, kept as the user's latest (the language of later mails);
     * `device`: the client's known-device id (ADR 057), recorded when the password is right.
     */
    async login(
      body: LoginBody,
      ip: string,
      language: Language = 'en',
      device: string | null = null,
    ): Promise<LoginData> {
      let user: UserRow | null;
      if (body.flag === 'GOOGLE') {
        const profile = await google.verify(body.credential);
        await limits.consume('login', ip, profile.email);
        user = (await repo.userByGoogleSub(profile.sub)) ?? (await repo.userByEmail(profile.email));
        if (!user) throw err('USER_NOT_FOUND', 404, AUTH_MESSAGES.userNotFound);
        if (user.flag !== 'GOOGLE') {
          throw err('WRONG_METHOD', 400, AUTH_MESSAGES.existingAccount(user.flag));
        }
      } else {
        await limits.consume('login', ip, body.email, device);
        user = await repo.userByEmail(body.email);
        if (!user) throw err('USER_NOT_FOUND', 404, AUTH_MESSAGES.userNotFound);
        if (!user.passwordHash)
          throw err('WRONG_METHOD', 400, AUTH_MESSAGES.existingAccount(user.flag));
        const hash = user.passwordHash;
        if (
          !(await limits.guess('login', ip, body.email, () => argon2.verify(hash, body.password)))
        ) {
          throw err('INCORRECT_PASSWORD', 400, AUTH_MESSAGES.incorrectPassword);
        }
        if (!user.emailVerifiedAt)
          throw err('EMAIL_NOT_VERIFIED', 403, AUTH_MESSAGES.emailNotVerified);
        if (device) await limits.rememberDevice(body.email, device);
      }
      if (user.language !== language) {
        await repo.updateUser(user.id, { language });
        user = { ...user, language };
      }
      const session = await issueSession(user, body.rememberMe ?? false);
      const plan = choosePlan(body.plan, body.isMonthly) ?? undefined;
      return { ...session, redirect_options: await redirectOptions(user, plan) };
    },

    /** Rotates a refresh token; reusing an already rotated one revokes its whole family. */
    async refresh(raw: string, ip: string): Promise<TokenData> {
      await limits.consume('refresh', ip, null);
      // Spec §7: quotes and whitespace are removed (clients stored it JSON-encoded).
      const token = raw.replace(/["'\s]/g, '');
      const fail = () => err('REFRESH_FAILED', 401, AUTH_MESSAGES.refreshFailed);
      if (token === '') throw err('NO_REFRESH_TOKEN', 401, 'No refresh token available');
      const row = await repo.refreshTokenByHash(sha256(token));
      if (!row || row.revokedAt) throw fail();
      // A token used a second time (stolen, or replayed): its whole family is revoked.
      const reused = async () => {
        await repo.revokeFamily(row.familyId, now());
        return fail();
      };
      if (row.rotatedAt) throw await reused();
      if (row.expiresAt.getTime() <= now().getTime()) throw fail();
      const user = await repo.userById(row.userId);
      if (!user) throw fail();
      // The successor is stored with the rotation, under the family's lock: a sign-out at the
      // same moment cannot leave it alive.
      const refreshToken = randomToken();
      const rotated = await repo.rotate(
        row.id,
        {
          userId: user.id,
          familyId: row.familyId,
          tokenHash: sha256(refreshToken),
          rememberMe: row.rememberMe,
          expiresAt: refreshExpiry(row.rememberMe),
        },
        now(),
      );
      if (!rotated) throw await reused();
      return sessionData(user, refreshToken);
    },

    /**
     * Signs out: the refresh token's whole family is revoked (every token rotated from the same
     * login), so it cannot be used again. An unknown or already revoked token answers the same.
     */
    async logout(raw: string, ip: string) {
      await limits.consume('logout', ip, null);
      const token = raw.replace(/["'\s]/g, '');
      const row = token === '' ? null : await repo.refreshTokenByHash(sha256(token));
      if (row) await repo.revokeFamily(row.familyId, now());
      return { message: AUTH_MESSAGES.loggedOut };
    },

    async verifyEmail(payload: VerificationPayload, ip: string) {
      await limits.consume('verify', ip, null);
      const user = await repo.userByEmail(payload.email);
      const code = user ? await repo.activeCode(user.id, 'verify-email', now()) : null;
      if (
        !user ||
        !code ||
        !sameDigest(code.codeHash, sha256(payload.token)) ||
        !(await repo.useCode(code.id, now()))
      ) {
        throw err('VERIFICATION_INVALID', 400, AUTH_MESSAGES.verificationInvalid);
      }
      if (!user.emailVerifiedAt) await repo.updateUser(user.id, { emailVerifiedAt: now() });
      return { message: AUTH_MESSAGES.verified, data: { email: user.email } };
    },

    async resendVerification(email: string, ip: string, language: Language = 'en') {
      await limits.consume('resend', ip, email);
      const user = await repo.userByEmail(email);
      if (user?.emailVerifiedAt)
        throw err('ALREADY_VERIFIED', 400, 'This e-mail address is already verified.');
      // Unknown addresses get the same answer, and no mail.
      if (user && user.flag === 'USING_EMAIL') await sendVerification(user, true, null, language);
      return { message: AUTH_MESSAGES.verificationSent };
    },

    /**
     * Answers at once, the same for every address: the code is made and mailed afterwards, so
     * the answer's timing does not tell a real account from an unknown one (issue 26).
     */
    async forgotPassword(email: string, ip: string, language: Language = 'en') {
      await limits.consume('forgot', ip, email);
      const send = async () => {
        const user = await repo.userByEmail(email);
        if (!user || !user.passwordHash) return;
        const code = numericCode(6);
        await repo.replaceCode(
          user.id,
          'reset-password',
          hmac(deps.codeKey, `${user.id}:${code}`),
          new Date(now().getTime() + RESET_CODE_TTL_MS),
          now(),
        );
        await mailer.send(resetMail(user.email, user.firstName, code, language));
      };
      void send().catch((error: unknown) => deps.onBackgroundError?.(error));
      return { message: AUTH_MESSAGES.resetCodeSent };
    },

    async resetPassword(body: { email: string; code: string; newPassword: string }, ip: string) {
      await limits.consume('reset', ip, body.email);
      const invalid = () => err('RESET_CODE_INVALID', 400, AUTH_MESSAGES.resetCodeInvalid);
      const user = await repo.userByEmail(body.email);
      const code = user ? await repo.activeCode(user.id, 'reset-password', now()) : null;
      if (!user || !code) throw invalid();
      // Every attempt is counted before the code is compared, in one statement: at most
      // RESET_MAX_ATTEMPTS comparisons per code, however many arrive at once; the last allowed
      // one spends the code unless it is right.
      if (!(await repo.countAttempt(code.id, RESET_MAX_ATTEMPTS))) throw invalid();
      const given = hmac(deps.codeKey, `${user.id}:${body.code}`);
      if (!(await limits.guess('reset', ip, body.email, () => sameDigest(code.codeHash, given)))) {
        throw invalid();
      }
      if (!(await repo.useCode(code.id, now()))) throw invalid();
      await repo.updateUser(user.id, {
        passwordHash: await argon2.hash(body.newPassword, ARGON2),
        // The code came by e-mail: the address is proven.
        emailVerifiedAt: user.emailVerifiedAt ?? now(),
        tokensValidAfter: now(),
      });
      deps.gate?.drop(user.id);
      await repo.revokeAllForUser(user.id, now());
      return { message: AUTH_MESSAGES.passwordReset };
    },

    /** Changes the password, ends every session, and opens a new one for this client. */
    async changePassword(
      userId: number,
      body: { currentPassword: string; newPassword: string },
      ip: string,
    ) {
      const account = `user:${userId}`;
      await limits.consume('changePassword', ip, account);
      const user = await repo.userById(userId);
      if (!user) throw err('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
      const hash = user.passwordHash;
      const right = (current: string) => (hash ? argon2.verify(hash, current) : false);
      if (!(await limits.guess('changePassword', ip, account, () => right(body.currentPassword)))) {
        throw err('CURRENT_PASSWORD_WRONG', 400, AUTH_MESSAGES.currentPasswordWrong);
      }
      // Every access token issued before now is refused from here on, on every server.
      await repo.updateUser(user.id, {
        passwordHash: await argon2.hash(body.newPassword, ARGON2),
        tokensValidAfter: now(),
      });
      deps.gate?.drop(user.id);
      await repo.revokeAllForUser(user.id, now());
      return { message: AUTH_MESSAGES.passwordChanged, data: await issueSession(user, false) };
    },

    async user(userId: number): Promise<UserRow> {
      const user = await repo.userById(userId);
      if (!user) throw err('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
      return user;
    },

    async setPreferences(userId: number, prefs: Record<string, boolean>) {
      await repo.updateUser(userId, { notificationPreferences: prefs });
      return prefs;
    },

    /** Counts a company analysed this month by a signed-in user. */
    /**
     * Counts a company page toward the month's analyses, or refuses it (403) when the plan's
     * limit is reached; a company already analysed this month is always allowed again.
     */
    async recordAnalysis(userId: number, ticker: string) {
      const { limits } = await planOf(userId);
      const m = month();
      if (await repo.recordAnalysisWithin(userId, m, ticker, limits.analysis)) return;
      const used = await repo.analysesInMonth(userId, m);
      if (!canUse(used, limits.analysis)) {
        throw err('ANALYSIS_LIMIT', 403, PAYMENT_MESSAGES.analysisLimit(limits.analysis));
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
