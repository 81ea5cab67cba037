import {
  LIMITS,
  tierOf,
  type Limits,
  type PaidPlanCode,
  type Tier,
} from '@evident/contracts/plans';
import { planInForce, type SubscriptionState } from './billing-state';
import * as repo from './billing.repository';
import { ownRow, type BillingDeps } from './billing-deps';

export interface PlanSummary {
  plan: PaidPlanCode | 'FREE';
  tier: Tier;
  status: 'none' | 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  scheduledPlan: PaidPlanCode | null;
  /** The last second subscription refused at once (ADR 060); null when none. */
  refusedPayment: { plan: string; at: string } | null;
  limits: Limits;
}

/** How long a user's plan limits are kept in memory (ADR 021), and for how many users at most. */
export const LIMITS_TTL_MS = 10_000;
const LIMITS_CACHE_SIZE = 100_000;

export function summaryOfState(state: SubscriptionState): PlanSummary {
  const plan = planInForce(state);
  const tier = tierOf(plan);
  return {
    plan,
    tier,
    status: state.status === 'incomplete' ? 'none' : state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    scheduledPlan: plan === 'FREE' ? null : state.scheduledPlan,
    refusedPayment: null,
    limits: LIMITS[tier],
  };
}

export async function summaryOf(deps: BillingDeps, userId: number): Promise<PlanSummary> {
  const row = await ownRow(deps, userId);
  const refused =
    row?.refusedPlan && row.refusedAt
      ? { plan: row.refusedPlan, at: row.refusedAt.toISOString() }
      : null;
  return { ...summaryOfState(repo.stateOf(row)), refusedPayment: refused };
}

/**
 * The limits of the plan in force, kept LIMITS_TTL_MS per user: hot routes (the screener's
 * every call, list changes) then skip a database read. This instance's webhooks clear them
 * at once; another instance's are seen within the TTL.
 */
export async function limitsOf(deps: BillingDeps, userId: number): Promise<Limits> {
  const { limitsCache } = deps;
  const now = Date.now();
  const kept = limitsCache.get(userId);
  if (kept && kept.until > now) return kept.limits;
  const { limits } = await summaryOf(deps, userId);
  if (limitsCache.size >= LIMITS_CACHE_SIZE) limitsCache.clear();
  limitsCache.set(userId, { limits, until: now + LIMITS_TTL_MS });
  return limits;
}
