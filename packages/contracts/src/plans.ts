/**
 * Entitlements in one place (CONVENTIONS.md habit 10). Spec §6: the free tier's default usage
 * limits — analysis 5, portfolio 1, watchlist 1; −1 means unlimited. Paid tiers come with billing.
 */
export const UNLIMITED = -1;

export const FREE_LIMITS = { analysis: 5, portfolio: 1, watchlist: 1 } as const;

export type UsageKind = keyof typeof FREE_LIMITS;

/** Spec §6 helper: an action is allowed while the used count is below the limit. */
export function canUse(used: number, limit: number): boolean {
  return limit === UNLIMITED || used < limit;
}
