/**
 * Plans and entitlements in one place (CONVENTIONS.md habit 10; ADR 018). Spec §3 plan codes and
 * tiers, §6 limits, §9 prices. Every limit the product enforces or shows is read from `LIMITS`;
 * −1 means unlimited.
 *
 * The two §6 readings of the monthly analysis limits are settled in ADR 018: the §9 price table is
 * what customers pay for (basic 30, advanced 200, pro unlimited); the free tier keeps §6's free
 * defaults (5 analyses, 1 portfolio stock, 1 watchlist stock).
 */
export const UNLIMITED = -1;

export const TIERS = ['free', 'basic', 'advanced', 'pro'] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ['basic', 'advanced', 'pro'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export const PERIODS = ['monthly', 'yearly'] as const;
export type Period = (typeof PERIODS)[number];

export interface Limits {
  /** Distinct companies analysed per calendar month (UTC) by a signed-in user. */
  analysis: number;
  /** Distinct stocks across the user's portfolios. */
  portfolio: number;
  /** Distinct stocks across the user's watchlists. */
  watchlist: number;
  /** Rows a screener answer and a screener download may hold. */
  screenerResults: number;
}

export const LIMITS: Readonly<Record<Tier, Readonly<Limits>>> = {
  free: { analysis: 5, portfolio: 1, watchlist: 1, screenerResults: 5 },
  basic: { analysis: 30, portfolio: 10, watchlist: 10, screenerResults: 10 },
  advanced: { analysis: 200, portfolio: 50, watchlist: 50, screenerResults: 50 },
  pro: {
    analysis: UNLIMITED,
    portfolio: UNLIMITED,
    watchlist: UNLIMITED,
    screenerResults: UNLIMITED,
  },
};

/**
 * Spec §4/§9 visit gate: the companies a visitor without an account may analyse in a calendar month
 * (UTC) before the paywall asks them to register. Metered on the server (issue 56, ADR 059).
 */
export const VISITOR_ANALYSES = 5;

/** Spec §6 free-tier default usage limits (the free row of `LIMITS`). */
export const FREE_LIMITS = {
  analysis: LIMITS.free.analysis,
  portfolio: LIMITS.free.portfolio,
  watchlist: LIMITS.free.watchlist,
} as const;

export type UsageKind = keyof typeof FREE_LIMITS;

/** Spec §6 helper: an action is allowed while the used count is below the limit. */
export function canUse(used: number, limit: number): boolean {
  return limit === UNLIMITED || used < limit;
}

/** Spec §3: plan codes, each paid tier with _MONTHLY or _YEARLY; ADVANCE is ADVANCED's other spelling. */
export const PLAN_CODES = [
  'FREE',
  'BASIC_MONTHLY',
  'BASIC_YEARLY',
  'ADVANCED_MONTHLY',
  'ADVANCED_YEARLY',
  'ADVANCE_MONTHLY',
  'ADVANCE_YEARLY',
  'PRO_MONTHLY',
  'PRO_YEARLY',
] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** The paid plan codes as the product writes them (ADVANCED, never ADVANCE). */
export const PAID_PLAN_CODES = [
  'BASIC_MONTHLY',
  'BASIC_YEARLY',
  'ADVANCED_MONTHLY',
  'ADVANCED_YEARLY',
  'PRO_MONTHLY',
  'PRO_YEARLY',
] as const;
export type PaidPlanCode = (typeof PAID_PLAN_CODES)[number];

export interface PaidPlan {
  code: PaidPlanCode;
  tier: PaidTier;
  period: Period;
}

/** Reads a plan code (either spelling, any case); null for FREE or anything else. */
export function paidPlanOf(code: string): PaidPlan | null {
  const m = /^(BASIC|ADVANCED?|PRO)_(MONTHLY|YEARLY)$/.exec(code.trim().toUpperCase());
  if (!m) return null;
  const tier = (m[1] === 'ADVANCE' ? 'advanced' : m[1]!.toLowerCase()) as PaidTier;
  const period = m[2]!.toLowerCase() as Period;
  return { tier, period, code: `${tier.toUpperCase()}_${period.toUpperCase()}` as PaidPlanCode };
}

/**
 * Spec §2 `plan` and `isMonthly` query parameters (and the auth payload's fields): the plan they
 * select, written as the product writes codes. `plan` may be a full code (either spelling, any
 * case) or a bare tier (`PRO`); `isMonthly`, when given, picks the period (a bare tier without it
 * is monthly). FREE is FREE; anything else selects nothing (null).
 */
export function choosePlan(
  plan: string | null | undefined,
  isMonthly?: boolean | null,
): PaidPlanCode | 'FREE' | null {
  const m = /^(FREE|BASIC|ADVANCED?|PRO)(?:_(MONTHLY|YEARLY))?$/.exec(
    (plan ?? '').trim().toUpperCase(),
  );
  if (!m) return null;
  if (m[1] === 'FREE') return m[2] ? null : 'FREE';
  const tier = (m[1] === 'ADVANCE' ? 'advanced' : m[1]!.toLowerCase()) as PaidTier;
  const period: Period =
    isMonthly === true || isMonthly === false
      ? isMonthly
        ? 'monthly'
        : 'yearly'
      : ((m[2]?.toLowerCase() ?? 'monthly') as Period);
  return planCodeOf(tier, period);
}

export function tierOf(code: string): Tier {
  return paidPlanOf(code)?.tier ?? 'free';
}

export function planCodeOf(tier: PaidTier, period: Period): PaidPlanCode {
  return `${tier.toUpperCase()}_${period.toUpperCase()}` as PaidPlanCode;
}

/** Spec §3 order: free < basic < advanced < pro. Negative when a is below b. */
export function compareTiers(a: Tier, b: Tier): number {
  return TIERS.indexOf(a) - TIERS.indexOf(b);
}

/** §9 prices in whole US dollars: the monthly price, and the per-month price billed yearly. */
export const PRICES: Readonly<Record<PaidTier, { monthly: number; yearlyPerMonth: number }>> = {
  basic: { monthly: 19, yearlyPerMonth: 16 },
  advanced: { monthly: 39, yearlyPerMonth: 32 },
  pro: { monthly: 79, yearlyPerMonth: 65 },
};

/** What one billing period of a plan costs, in cents (monthly price, or 12 × the yearly rate). */
export function periodPriceCents(plan: PaidPlan): number {
  const p = PRICES[plan.tier];
  return (plan.period === 'monthly' ? p.monthly : p.yearlyPerMonth * 12) * 100;
}

export const TIER_TITLES: Readonly<Record<Tier, string>> = {
  free: 'Free',
  basic: 'Basic',
  advanced: 'Advanced',
  pro: 'Pro',
};

/** Spec §9: yearly billing is badged "2 months free"; Advanced is the best value. */
export const YEARLY_BADGE = '2 months free';
export const BEST_VALUE_TIER: PaidTier = 'advanced';

const countText = (n: number, unit: string) =>
  n === UNLIMITED ? `Unlimited ${unit}` : `${n} ${unit}`;

/** The options list of a tier, written from `LIMITS` so the text never disagrees with the rules. */
export function optionsOf(tier: Tier): string[] {
  const l = LIMITS[tier];
  if (tier === 'pro') {
    return [
      'Unlimited analysis',
      'Unlimited portfolio and watchlist',
      'All screener results',
      'Priority support',
    ];
  }
  return [
    // Spec §9's words ("30 analyses, 10+10 companies, 10 screener results"); analyses are per month.
    countText(l.analysis, 'analyses'),
    `${l.portfolio}+${l.watchlist} companies`,
    `${l.screenerResults} screener results`,
  ];
}

/**
 * Whether a plan-change answer's `data` (spec §7: the checkout URL, or a message) is a checkout
 * URL to go to, not a message to show.
 */
export const isCheckoutUrl = (data: string): boolean => /^https?:\/\/\S+$/.test(data);
