import { AUTH_MESSAGES } from '@evident/contracts/auth';
import argon2 from 'argon2';
import type { Language } from '../../i18n/language';
import { ARGON2, err, type AuthDeps } from './auth-deps';
import { hmac, numericCode, sameDigest } from './crypto';
import { resetMail } from './mail-templates';
import { issueSession } from './sessions';

/* Spec §4: a forgotten password reset with a mailed code, and a password changed. */

export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_MAX_ATTEMPTS = 5;

/**
 * Answers at once, the same for every address: the code is made and mailed afterwards, so
 * the answer's timing does not tell a real account from an unknown one (issue 26).
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  ip: string,
  language: Language = 'en',
) {
  const { repo, now } = deps;
  await deps.limits.consume('forgot', ip, email);
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
    await deps.mailer.send(resetMail(user.email, user.firstName, code, language));
  };
  void send().catch((error: unknown) => deps.onBackgroundError?.(error));
  return { message: AUTH_MESSAGES.resetCodeSent };
}

export async function resetPassword(
  deps: AuthDeps,
  body: { email: string; code: string; newPassword: string },
  ip: string,
) {
  const { repo, limits, now } = deps;
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
}

/** Changes the password, ends every session, and opens a new one for this client. */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  body: { currentPassword: string; newPassword: string },
  ip: string,
) {
  const { repo, limits, now } = deps;
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
  return { message: AUTH_MESSAGES.passwordChanged, data: await issueSession(deps, user, false) };
}
