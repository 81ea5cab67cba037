import type { AnalyticsProps } from '@evident/contracts/analytics';
import { PRICES, paidPlanOf, type Period, type Tier } from '@evident/contracts/plans';
import { track } from '@/lib/analytics';

/**
 * Spec §3 plan events' properties: the plan, its billing period, the currency, what one period
 * costs (value), what it would cost at the monthly price (catalog_price) and the difference.
 */
export function planEventProps(tier: Tier, period: Period): AnalyticsProps<'plan_selected'> {
  const p = tier === 'free' ? { monthly: 0, yearlyPerMonth: 0 } : PRICES[tier];
  const value = period === 'monthly' ? p.monthly : p.yearlyPerMonth * 12;
  const catalog = period === 'monthly' ? p.monthly : p.monthly * 12;
  return {
    plan_name: tier,
    periodicity: period,
    currency: 'USD',
    value,
    catalog_price: catalog,
    discount: catalog - value,
  };
}

/** A plan event for a plan code (BASIC_MONTHLY…); nothing for a code that names no paid plan. */
export function trackPlanCode(
  name: 'plan_selected' | 'checkout_started' | 'subscription_completed',
  code: string,
): void {
  const plan = paidPlanOf(code);
  if (plan) track(name, planEventProps(plan.tier, plan.period));
}
