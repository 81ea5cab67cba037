import { AUTH_MESSAGES } from '@evident/contracts/auth';
import type { UserRow } from './auth.repository';
import { err, type AuthDeps } from './auth-deps';

/* The signed-in user's account: its row and its notification preferences (analyses: the metering module). */

export async function userOf(deps: AuthDeps, userId: number): Promise<UserRow> {
  const user = await deps.repo.userById(userId);
  if (!user) throw err('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
  return user;
}

export async function setPreferences(
  deps: AuthDeps,
  userId: number,
  prefs: Record<string, boolean>,
) {
  await deps.repo.updateUser(userId, { notificationPreferences: prefs });
  return prefs;
}
