import {
  AUTH_MESSAGES,
  type AuthFlag,
  type SignUpBody,
  type VerificationPayload,
} from '@evident/contracts/auth';
import { choosePlan } from '@evident/contracts/plans';
import argon2 from 'argon2';
import type { Language } from '../../i18n/language';
import type { UserRow } from './auth.repository';
import { ARGON2, err, type AuthDeps } from './auth-deps';
import { randomToken, sameDigest, sha256 } from './crypto';
import { verificationMail } from './mail-templates';

/* Spec §4: whether an account exists, signing up, and the e-mail address's verification. */

export const VERIFICATION_TTL_MS = 24 * 3600_000;

/** The verification payload carried by the link: base64 of JSON, forwarded whole by the web. */
export function verificationCode(payload: VerificationPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

/**
 * The verification mail with its link (the code `token` is stored already), in the language of
 * the request that asked for it. A paid plan chosen at sign-up rides along in the link (`plan`),
 * so the login that follows verification goes on to checkout (spec §4 redirect_options).
 */
async function mailVerification(
  deps: AuthDeps,
  user: UserRow,
  token: string,
  resend: boolean,
  plan: string | null,
  language: Language,
): Promise<void> {
  const paid = plan !== null && plan !== 'FREE' ? `&plan=${plan}` : '';
  const link = `${deps.publicUrl.replace(/\/$/, '')}/?code=${encodeURIComponent(verificationCode({ email: user.email, token }))}${paid}`;
  await deps.mailer.send(verificationMail(user.email, user.firstName, link, resend, language));
}

export async function checkUserExist(
  deps: AuthDeps,
  body: { email: string } | { credential: string },
  ip: string,
) {
  const email =
    'credential' in body ? (await deps.google.verify(body.credential)).email : body.email;
  await deps.limits.consume('check', ip, email);
  const user = await deps.repo.userByEmail(email);
  return user
    ? {
        message: AUTH_MESSAGES.existingAccount(user.flag),
        data: { exists: true, flag: user.flag as AuthFlag },
      }
    : { message: AUTH_MESSAGES.accountNotFound, data: { exists: false, flag: null } };
}

/** `language`: the interface's (issue 23), stored as the user's and used for the mail. */
export async function signUp(
  deps: AuthDeps,
  body: SignUpBody,
  ip: string,
  language: Language = 'en',
) {
  const { repo, limits, now } = deps;
  if (body.flag === 'GOOGLE') {
    const profile = await deps.google.verify(body.credential);
    await limits.consume('signUp', ip, profile.email);
    const existing = await repo.userByEmail(profile.email);
    if (existing) throw err('ACCOUNT_EXISTS', 409, AUTH_MESSAGES.existingAccount(existing.flag));
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
  if (existing && existing.flag === 'USING_EMAIL' && !existing.emailVerifiedAt) {
    // Signing up again before verifying is no dead end (issue 56): the account waiting for its
    // address is kept as it was (its password, names and opt-in: nobody has proved owning the
    // address yet, so a second sign-up must not take it over) and a fresh link is mailed; older
    // links stop working, as with "Resend email verification".
    await sendFreshLink(deps, existing, choosePlan(body.plan, body.isMonthly), language);
    return {
      message: AUTH_MESSAGES.signupSuccess,
      data: { email: existing.email, verified: false },
    };
  }
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
  await mailVerification(deps, user, token, false, choosePlan(body.plan, body.isMonthly), language);
  return { message: AUTH_MESSAGES.signupSuccess, data: { email: user.email, verified: false } };
}

export async function verifyEmail(deps: AuthDeps, payload: VerificationPayload, ip: string) {
  const { repo, now } = deps;
  await deps.limits.consume('verify', ip, null);
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
}

/** A new verification code replacing the older ones (their links stop working), mailed. */
async function sendFreshLink(
  deps: AuthDeps,
  user: UserRow,
  plan: string | null,
  language: Language,
): Promise<void> {
  const token = randomToken();
  await deps.repo.replaceCode(
    user.id,
    'verify-email',
    sha256(token),
    new Date(deps.now().getTime() + VERIFICATION_TTL_MS),
    deps.now(),
  );
  await mailVerification(deps, user, token, true, plan, language);
}

/**
 * Spec §4 "Resend verification". One answer whatever the address (unknown, a Google account,
 * already verified, waiting): nothing tells an account apart (issue 56). Only an e-mail account
 * waiting for verification gets a mail.
 */
export async function resendVerification(
  deps: AuthDeps,
  email: string,
  ip: string,
  language: Language = 'en',
) {
  await deps.limits.consume('resend', ip, email);
  const user = await deps.repo.userByEmail(email);
  if (user && user.flag === 'USING_EMAIL' && !user.emailVerifiedAt) {
    await sendFreshLink(deps, user, null, language);
  }
  return { message: AUTH_MESSAGES.verificationSent };
}
