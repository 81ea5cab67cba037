import { z } from 'zod';
import { successEnvelope } from './envelope';
import { planCode } from './auth';
import { VISITOR_ANALYSES } from './plans';

/**
 * Spec §7 Payments and §8's plan-change, cancel, resume and portal messages (issue 19).
 */
export const PAYMENT_MESSAGES = {
  cancelTitle: 'Membership Cancelled',
  cancelled: 'Your membership has been successfully cancelled.',
  cancelFailed: 'Failed to cancel membership. Please try again later.',
  resumeTitle: 'Membership Resumed',
  resumed: 'Your membership has been resumed.',
  resumeFailed: 'Failed to reanude membership. Please try again later.',
  portalFailed: 'Failed to open subscription management. Please try again later.',
  planChangeFailed: 'An error occurred',
  samePlan: 'You are already on this plan.',
  noSubscription: 'You have no paid subscription to change.',
  notCancelable: 'Your subscription is not active, so there is nothing to cancel.',
  notResumable: 'Your subscription is not set to end, so there is nothing to resume.',
  pastDue:
    'Your subscription has a payment problem. Update your payment method in the subscription portal.',
  historyNotYours: 'You can only see your own payment history.',
  badPaymentMethod: 'That payment method cannot be used.',
  paymentsOff: 'Paid plans are not available on this server.',

  /** Spec §4: a visitor without an account past the free analyses (issue 56, ADR 059). */
  visitorLimit: `You have analysed ${VISITOR_ANALYSES} companies this month, the free allowance without an account. Sign up free to analyse more.`,
  analysisLimit: (limit: number) =>
    `You have analysed ${limit} ${limit === 1 ? 'company' : 'companies'} this month, the limit of your plan. Upgrade your subscription to analyse more.`,
} as const;

/** POST /payments/{PLAN_PERIOD}: any plan code, either spelling of Advanced. */
export const planPeriodParam = z.object({
  planPeriod: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), planCode),
});

/**
 * Spec §7: `data` is the checkout URL to go to, or a message saying what changed (in the reader's
 * language), as is `message`.
 */
export const planChangeResponse = successEnvelope(z.string());

/** Whether its `data` is a checkout URL (in plans.ts, which the web loads without zod). */
export { isCheckoutUrl } from './plans';

export const paymentActionResponse = successEnvelope(z.null());
export const customerPortalResponse = successEnvelope(z.string());

export const historyQuery = z.object({ email: z.string().trim().min(1).max(254) });
export const paymentRecord = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  plan: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'failed', 'refunded']),
  invoiceUrl: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;
export const paymentHistoryResponse = successEnvelope(
  z.object({
    paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    paymentHistory: z.array(paymentRecord),
  }),
);
export type PaymentHistoryData = z.infer<typeof paymentHistoryResponse>['data'];

export const updatePaymentMethodBody = z.object({
  paymentMethodId: z
    .string({ error: 'paymentMethodId is required.' })
    .trim()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'paymentMethodId must be a payment method id (pm_…).'),
});

/**
 * The subscription-result modal's query parameter (spec §2 `subscription`: base64 of this JSON),
 * put on the return URL by checkout. It only says how checkout ended; the plan in force always
 * comes from the server (webhooks).
 */
export const subscriptionResult = z.object({
  /** `refused`: paid while another subscription was live, so refused and not charged (ADR 060). */
  status: z.enum(['success', 'cancelled', 'refused']),
  plan: planCode.optional(),
});
export type SubscriptionResult = z.infer<typeof subscriptionResult>;
