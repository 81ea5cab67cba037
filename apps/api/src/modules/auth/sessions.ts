import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type AuthUser, type TokenData } from '@evident/contracts/auth';
import type { UserRow } from './auth.repository';
import { err, type AuthDeps } from './auth-deps';
import { randomToken, sha256 } from './crypto';
import { subscriptionOf } from './subscription';
import { REFRESH_TTL_MS } from './tokens';

export function toAuthUser(u: UserRow): AuthUser {
  return { firstName: u.firstName, lastName: u.lastName, email: u.email, photoURL: u.photoUrl };
}

/** When a refresh token issued now expires (spec §9: 2 days, 2 weeks with "remember me"). */
function refreshExpiry(deps: AuthDeps, rememberMe: boolean): Date {
  return new Date(
    deps.now().getTime() + (rememberMe ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.session),
  );
}

/** A session's answer: a new access token with the refresh token stored for it. */
async function sessionData(
  deps: AuthDeps,
  user: UserRow,
  refreshToken: string,
): Promise<TokenData> {
  return {
    token: await deps.access.sign(user.id),
    refreshToken,
    user: toAuthUser(user),
    subscription: await subscriptionOf(deps, user),
  };
}

/** A new session for `user`: its first refresh token stored, in a family of its own. */
export async function issueSession(
  deps: AuthDeps,
  user: UserRow,
  rememberMe: boolean,
  familyId: string = randomUUID(),
): Promise<TokenData> {
  const refreshToken = randomToken();
  await deps.repo.insertRefreshToken({
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    rememberMe,
    expiresAt: refreshExpiry(deps, rememberMe),
  });
  return sessionData(deps, user, refreshToken);
}

/** Rotates a refresh token; reusing an already rotated one revokes its whole family. */
export async function refresh(deps: AuthDeps, raw: string, ip: string): Promise<TokenData> {
  const { repo, now } = deps;
  await deps.limits.consume('refresh', ip, null);
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
      expiresAt: refreshExpiry(deps, row.rememberMe),
    },
    now(),
  );
  if (!rotated) throw await reused();
  return sessionData(deps, user, refreshToken);
}

/**
 * Signs out: the refresh token's whole family is revoked (every token rotated from the same
 * login), so it cannot be used again. An unknown or already revoked token answers the same.
 */
export async function logout(deps: AuthDeps, raw: string, ip: string) {
  await deps.limits.consume('logout', ip, null);
  const token = raw.replace(/["'\s]/g, '');
  const row = token === '' ? null : await deps.repo.refreshTokenByHash(sha256(token));
  if (row) await deps.repo.revokeFamily(row.familyId, deps.now());
  return { message: AUTH_MESSAGES.loggedOut };
}
