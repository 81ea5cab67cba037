import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { canUse } from '@evident/contracts/plans';
import { AppError } from '../../http/app-error';
import type { UserRow } from './auth.repository';
import { err, monthOf, type AuthDeps } from './auth-deps';

/* The signed-in user's account: its row, its notification preferences, its analyses' usage. */

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

/**
 * Counts a company page toward the month's analyses, or refuses it (403) when the plan's
 * limit is reached; a company already analysed this month is always allowed again.
 */
export async function recordAnalysis(deps: AuthDeps, userId: number, ticker: string) {
  const { limits } = await deps.planOf(userId);
  const m = monthOf(deps);
  if (await deps.repo.recordAnalysisWithin(userId, m, ticker, limits.analysis)) return;
  const used = await deps.repo.analysesInMonth(userId, m);
  if (!canUse(used, limits.analysis)) {
    throw new AppError('ANALYSIS_LIMIT', 403, PAYMENT_MESSAGES.analysisLimit(limits.analysis), {
      text: { id: 'payments.analysisLimit', vars: { count: limits.analysis } },
    });
  }
}
