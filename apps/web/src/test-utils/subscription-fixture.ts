/**
 * A `GET /auth/user-subscription` answer (spec §3 Subscription) for tests: the free plan with its
 * limits unless told otherwise. No imports, so the e2e specs can use it too.
 */
export function freeSubscription(
  options: {
    email?: string;
    used?: Partial<Record<'analysis' | 'portfolio' | 'watchlist', number>>;
    limits?: Partial<Record<'analysis' | 'portfolio' | 'watchlist', number>>;
  } = {},
) {
  const usage = (kind: 'analysis' | 'portfolio' | 'watchlist', limit: number) => ({
    used: options.used?.[kind] ?? 0,
    limit: options.limits?.[kind] ?? limit,
  });
  return {
    subscription: {
      plan: 'FREE',
      currentPeriodEnd: null,
      tier: 'free',
      status: 'none',
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
    },
    usage: {
      analysis: usage('analysis', 5),
      portfolio: usage('portfolio', 1),
      watchlist: usage('watchlist', 1),
    },
    user: { email: options.email ?? 'ada@example.com' },
  };
}
