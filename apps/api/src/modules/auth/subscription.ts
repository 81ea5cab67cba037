import type { SubscriptionData } from '@evident/contracts/auth';
import { AUTH_MESSAGES } from '@evident/contracts/auth';
import type { UserRow } from './auth.repository';
import { err, type AuthDeps } from './auth-deps';

/**
 * The plan in force and this month's usage: four independent reads asked at once (they were
 * five in a row with the user's, the slowest signed-in call of `bench -- load`).
 */
async function planAndUsage(
  deps: AuthDeps,
  userId: number,
): Promise<Omit<SubscriptionData, 'user'>> {
  const [p, analyses, portfolio, watchlist] = await Promise.all([
    deps.planOf(userId),
    deps.analysisUsage?.(userId),
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
      refusedPayment: p.refusedPayment ?? null,
    },
    usage: {
      analysis: { used: analyses ?? 0, limit: p.limits.analysis },
      portfolio: { used: portfolio ?? 0, limit: p.limits.portfolio },
      watchlist: { used: watchlist ?? 0, limit: p.limits.watchlist },
    },
  };
}

export async function subscriptionOf(deps: AuthDeps, user: UserRow): Promise<SubscriptionData> {
  return { ...(await planAndUsage(deps, user.id)), user: { email: user.email } };
}

/** `GET /auth/user-subscription`: the user read beside the plan and usage, not before them. */
export async function subscriptionFor(deps: AuthDeps, userId: number): Promise<SubscriptionData> {
  const [user, rest] = await Promise.all([deps.repo.userById(userId), planAndUsage(deps, userId)]);
  if (!user) throw err('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
  return { ...rest, user: { email: user.email } };
}
