import { paidPlanOf, type PaidPlanCode } from '@evident/contracts/plans';

/**
 * The subscription state machine (issue 19, ADR 018), pure: provider events (Stripe's shapes,
 * which the sandbox also produces) in, the stored subscription out.
 *
 * States: none → active (checkout paid) → past_due (a renewal failed; access kept while the
 * provider retries) → active (paid) | canceled; active with cancelAtPeriodEnd (resumable until the
 * period end) → canceled (the provider's `customer.subscription.deleted` at the period end).
 * Upgrades arrive as an `updated` event with the new price at once; downgrades arrive at the period
 * end (the provider's schedule switches the price), announced before by `scheduledPlan`.
 */
export type SubscriptionStatus = 'none' | 'incomplete' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionState {
  subscriptionId: string | null;
  plan: PaidPlanCode | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  scheduledPlan: PaidPlanCode | null;
  /** Creation time of the newest state-changing event applied. */
  stateAt: Date | null;
}

export const NO_SUBSCRIPTION: SubscriptionState = {
  subscriptionId: null,
  plan: null,
  status: 'none',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  scheduledPlan: null,
  stateAt: null,
};

/** A provider event as the handler sees it after the signature check. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

export type BillingEvent =
  | {
      kind: 'checkout-completed';
      customerId: string;
      subscriptionId: string | null;
      userId: number | null;
    }
  | {
      kind: 'subscription';
      deleted: boolean;
      customerId: string;
      subscriptionId: string;
      userId: number | null;
      plan: PaidPlanCode | null;
      status: SubscriptionStatus;
      cancelAtPeriodEnd: boolean;
      currentPeriodEnd: Date | null;
      scheduledPlan: PaidPlanCode | null;
    }
  | {
      kind: 'invoice';
      paid: boolean;
      invoiceId: string;
      customerId: string;
      subscriptionId: string | null;
      plan: PaidPlanCode | null;
      amountCents: number;
      currency: string;
      invoiceUrl: string | null;
      created: Date;
    }
  | { kind: 'ignored' };

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};
/** An id field that may be expanded into an object. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const dateOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));
const userIdOf = (metadata: unknown): number | null => {
  const raw = str(obj(metadata).userId);
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
};
const planOf = (code: unknown): PaidPlanCode | null =>
  typeof code === 'string' ? (paidPlanOf(code)?.code ?? null) : null;

/** Stripe subscription statuses to ours. */
export function statusOf(stripeStatus: unknown): SubscriptionStatus {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    // Stripe's retries are exhausted: access ends (a later payment makes it active again).
    case 'unpaid':
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/**
 * Reads the events the product handles; `planOfPrice` maps a provider price id to a plan code.
 * Anything else is `ignored` (still recorded by id, so a replay is recognised).
 */
export function readEvent(
  event: ProviderEvent,
  planOfPrice: (priceId: string) => PaidPlanCode | null,
): BillingEvent {
  const o = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const customerId = idOf(o.customer);
      if (customerId === null || o.mode !== 'subscription') return { kind: 'ignored' };
      const ref = str(o.client_reference_id);
      return {
        kind: 'checkout-completed',
        customerId,
        subscriptionId: idOf(o.subscription),
        userId: ref !== null && /^\d{1,15}$/.test(ref) ? Number(ref) : userIdOf(o.metadata),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = str(o.id);
      const customerId = idOf(o.customer);
      if (subscriptionId === null || customerId === null) return { kind: 'ignored' };
      const item = obj((obj(o.items).data as unknown[] | undefined)?.[0]);
      const priceId = idOf(item.price);
      const metadata = obj(o.metadata);
      const deleted = event.type === 'customer.subscription.deleted';
      return {
        kind: 'subscription',
        deleted,
        customerId,
        subscriptionId,
        userId: userIdOf(metadata),
        plan: (priceId === null ? null : planOfPrice(priceId)) ?? planOf(metadata.plan),
        status: deleted ? 'canceled' : statusOf(o.status),
        cancelAtPeriodEnd: o.cancel_at_period_end === true,
        // Since API 2025-03-31 the period lives on the item; before, on the subscription.
        currentPeriodEnd: dateOf(num(item.current_period_end) ?? num(o.current_period_end)),
        scheduledPlan: planOf(metadata.scheduledPlan),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoiceId = str(o.id);
      const customerId = idOf(o.customer);
      if (invoiceId === null || customerId === null) return { kind: 'ignored' };
      const parent = obj(obj(o.parent).subscription_details);
      const line = obj((obj(o.lines).data as unknown[] | undefined)?.[0]);
      const linePrice = idOf(obj(obj(line.pricing).price_details).price) ?? idOf(line.price);
      const paid = event.type === 'invoice.paid';
      return {
        kind: 'invoice',
        paid,
        invoiceId,
        customerId,
        subscriptionId: idOf(parent.subscription) ?? idOf(o.subscription),
        plan: linePrice === null ? null : planOfPrice(linePrice),
        amountCents: num(paid ? o.amount_paid : o.amount_due) ?? 0,
        currency: (str(o.currency) ?? 'usd').toUpperCase(),
        invoiceUrl: str(o.hosted_invoice_url),
        created: dateOf(num(o.created)) ?? new Date(event.created * 1000),
      };
    }
    default:
      return { kind: 'ignored' };
  }
}

/**
 * The next state after a subscription or invoice event created at `at`, or null when the event
 * is older than the state (an out-of-order delivery) or belongs to another subscription that
 * would replace a live one.
 */
export function nextState(
  current: SubscriptionState,
  event: Extract<BillingEvent, { kind: 'subscription' | 'invoice' }>,
  at: Date,
): SubscriptionState | null {
  if (current.stateAt !== null && at < current.stateAt) return null;
  if (event.kind === 'invoice') {
    if (event.subscriptionId === null || event.subscriptionId !== current.subscriptionId) {
      return null;
    }
    if (event.paid) {
      return current.status === 'past_due' ? { ...current, status: 'active', stateAt: at } : null;
    }
    return current.status === 'active' ? { ...current, status: 'past_due', stateAt: at } : null;
  }
  // An event of another subscription never overwrites a live one (a second live one is refused
  // by the handler: isSecondSubscription).
  const live = current.status === 'active' || current.status === 'past_due';
  if (live && current.subscriptionId !== null && current.subscriptionId !== event.subscriptionId) {
    return null;
  }
  const plan = event.plan ?? current.plan;
  return {
    subscriptionId: event.subscriptionId,
    plan,
    status: event.status,
    cancelAtPeriodEnd: event.deleted ? false : event.cancelAtPeriodEnd,
    currentPeriodEnd: event.currentPeriodEnd ?? current.currentPeriodEnd,
    // A scheduled downgrade is done once the plan is the scheduled one.
    scheduledPlan: event.deleted || event.scheduledPlan === plan ? null : event.scheduledPlan,
    stateAt: at,
  };
}

/**
 * Whether a subscription event shows a second live subscription of a user who already has one
 * (ADR 060: two checkouts paid, one after the other or at once). Live is active (trialing
 * included) or past due; the first one the handler saw stays, whatever the events' times.
 */
export function isSecondSubscription(
  current: SubscriptionState,
  event: Extract<BillingEvent, { kind: 'subscription' }>,
): boolean {
  const live = (s: SubscriptionStatus) => s === 'active' || s === 'past_due';
  return (
    live(current.status) &&
    current.subscriptionId !== null &&
    current.subscriptionId !== event.subscriptionId &&
    !event.deleted &&
    live(event.status)
  );
}

/** The plan in force: a paid plan while the subscription is active or past due, else FREE. */
export function planInForce(state: SubscriptionState): PaidPlanCode | 'FREE' {
  return (state.status === 'active' || state.status === 'past_due') && state.plan !== null
    ? state.plan
    : 'FREE';
}
