import { z } from 'zod';
import { successEnvelope } from './envelope';
import { BEST_VALUE_TIER, LIMITS, optionsOf, PRICES, TIER_TITLES, TIERS, type Tier } from './plans';

/**
 * The plans as the pricing modal shows them (spec §3 pricing plan), from the one table in
 * plans.ts. Kept apart from plans.ts so pages that only read limits load no schema.
 */
// ---- GET /pricing?locale=en (spec §3 pricing plan, §7 "content service") ----------------------
export const pricingQuery = z.object({ locale: z.string().max(10).optional() });

export const pricingPlan = z.object({
  title: z.string(),
  name: z.enum(TIERS),
  price: z.object({
    monthlyStandard: z.number(),
    monthlyDiscounted: z.number(),
    yearlyStandard: z.number(),
    yearlyDiscounted: z.number(),
    yearlyTotal: z.number(),
  }),
  summary: z.string(),
  optionsList: z.array(z.string()),
  bestValue: z.boolean(),
  limits: z.object({
    analysis: z.number().int(),
    portfolio: z.number().int(),
    watchlist: z.number().int(),
    screenerResults: z.number().int(),
  }),
});
export type PricingPlan = z.infer<typeof pricingPlan>;
export const pricingResponse = successEnvelope(
  z.object({ currency: z.literal('USD'), yearlyBadge: z.string(), plans: z.array(pricingPlan) }),
);
export type PricingData = z.infer<typeof pricingResponse>['data'];

const SUMMARIES: Record<Tier, string> = {
  free: 'Try the Evident Score on a few companies a month.',
  basic: 'For the investor following a handful of companies.',
  advanced: 'For the investor who researches and screens every month.',
  pro: 'Everything, without limits.',
};

/** The plans as the pricing modal shows them, cheapest first. */
export function pricingPlans(): PricingPlan[] {
  return TIERS.map((tier) => {
    const p = tier === 'free' ? { monthly: 0, yearlyPerMonth: 0 } : PRICES[tier];
    return {
      title: TIER_TITLES[tier],
      name: tier,
      price: {
        monthlyStandard: p.monthly,
        monthlyDiscounted: p.monthly,
        yearlyStandard: p.monthly,
        yearlyDiscounted: p.yearlyPerMonth,
        yearlyTotal: p.yearlyPerMonth * 12,
      },
      summary: SUMMARIES[tier],
      optionsList: optionsOf(tier),
      bestValue: tier === BEST_VALUE_TIER,
      limits: { ...LIMITS[tier] },
    };
  });
}
