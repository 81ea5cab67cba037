import { AUTH_MESSAGES, type LoginBody, type LoginData } from '@evident/contracts/auth';
import { choosePlan } from '@evident/contracts/plans';
import argon2 from 'argon2';
import type { Language } from '../../i18n/language';
import type { UserRow } from './auth.repository';
import { err, type AuthDeps } from './auth-deps';
import { issueSession } from './sessions';

/**
 * Spec §4: a paid plan in the URL leads to checkout when the user has no paid plan yet (the
 * redirect is the checkout URL), else to the pricing modal.
 */
async function redirectOptions(
  deps: AuthDeps,
  user: UserRow,
  plan: string | undefined,
): Promise<LoginData['redirect_options']> {
  if (!plan || plan === 'FREE') return { redirect: null, modal: null };
  if (deps.checkoutFor && (await deps.planOf(user.id)).plan === 'FREE') {
    const url = await deps.checkoutFor(user.id, plan).catch(() => null);
    if (url) return { redirect: url, modal: null };
  }
  return { redirect: null, modal: 'pricing' };
}

/**
 * `language`: the interface's, kept as the user's latest (the language of later mails);
 * `device`: the client's known-device id (ADR 057), recorded when the password is right.
 */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  ip: string,
  language: Language = 'en',
  device: string | null = null,
): Promise<LoginData> {
  const { repo, limits } = deps;
  let user: UserRow | null;
  if (body.flag === 'GOOGLE') {
    const profile = await deps.google.verify(body.credential);
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
    if (!(await limits.guess('login', ip, body.email, () => argon2.verify(hash, body.password)))) {
      throw err('INCORRECT_PASSWORD', 400, AUTH_MESSAGES.incorrectPassword);
    }
    if (!user.emailVerifiedAt) throw err('EMAIL_NOT_VERIFIED', 403, AUTH_MESSAGES.emailNotVerified);
    if (device) await limits.rememberDevice(body.email, device);
  }
  if (user.language !== language) {
    await repo.updateUser(user.id, { language });
    user = { ...user, language };
  }
  const session = await issueSession(deps, user, body.rememberMe ?? false);
  const plan = choosePlan(body.plan, body.isMonthly) ?? undefined;
  return { ...session, redirect_options: await redirectOptions(deps, user, plan) };
}
