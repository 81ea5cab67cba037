import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PAID_PLAN_CODES,
  paidPlanOf,
  periodPriceCents,
  type PaidPlan,
  type PaidPlanCode,
} from '@evident/contracts/plans';
import { addMonths, addYears } from 'date-fns';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { ProviderEvent } from './billing-state';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import * as books from './sandbox.repository';

/**
 * The offline payment sandbox (ADR 018): Evident's own stand-in for Stripe when no Stripe key is
 * configured. It keeps its own books (customers' subscriptions, checkouts), serves a checkout and
 * a portal page marked "Test mode — no real payment", and reports every change as a Stripe-shaped
 * event signed with Stripe's scheme, delivered to the same webhook handler as Stripe's.
 *
 * Test cards (Stripe's test payment method ids): pm_card_visa (4242) pays; pm_card_chargeDeclined
 * is declined at checkout; pm_card_chargeCustomerFail (0341) is accepted and declined at the next
 * charge, which makes the subscription past due.
 */
export const SANDBOX_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341' },
} as const;
export type SandboxCard = keyof typeof SANDBOX_CARDS;
const FAILING_LAST4 = '0341';
export const DECLINED_MESSAGE = 'Your card was declined.';

const PORTAL_TTL_MS = 60 * 60_000;

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Where the webhook handler receives the sandbox's signed events (set once at wiring). */
  attach(deliver: (rawBody: Buffer, signature: string) => Promise<void>): void;
  checkout(id: string): Promise<books.SandboxCheckout | null>;
  /** Pay (with a test card), or cancel, an open checkout; the URL to go to next. */
  completeCheckout(
    id: string,
    action: { pay: SandboxCard | 'pm_card_chargeDeclined' } | 'cancel',
  ): Promise<{ redirect: string } | { error: string }>;
  /** The customer a portal token was issued for, or null when it is forged or expired. */
  portalCustomer(token: string): Promise<string | null>;
  portalState(customerId: string): Promise<books.SandboxSubscription | null>;
  /** Test clock: ends the customer's current period now (renewal, downgrade or cancellation). */
  endPeriodNow(customerId: string): Promise<void>;
  /** Renews or ends every subscription whose period is over (run every minute by the server). */
  tick(now?: Date): Promise<void>;
}

export function createSandboxProvider(options: {
  db: Db;
  /** Signs the events (Stripe's `whsec_…` scheme), kept in the database. */
  webhookSecret: () => Promise<string>;
  publicUrl: string;
  now?: () => Date;
}): SandboxProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const base = options.publicUrl.replace(/\/$/, '');
  const priceOf = (code: PaidPlanCode) => `price_sandbox_${code}`;
  const planByPrice = new Map(PAID_PLAN_CODES.map((c) => [priceOf(c), c]));
  const id = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('base64url')}`;
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  let deliver: ((rawBody: Buffer, signature: string) => Promise<void>) | null = null;
  let portalKey: Buffer | null = null;

  async function emit(type: string, object: Record<string, unknown>): Promise<void> {
    if (!deliver) throw new Error('sandbox provider used before a webhook handler was attached');
    const event = {
      id: id('evt'),
      object: 'event',
      type,
      created: seconds(now()),
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: await options.webhookSecret(),
    });
    await deliver(Buffer.from(payload, 'utf8'), signature);
  }

  const subscriptionObject = (s: books.SandboxSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: {
      userId: String(s.userId),
      plan: s.plan,
      scheduledPlan: s.scheduledPlan ?? '',
    },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          price: { id: priceOf(s.plan as PaidPlanCode), object: 'price' },
          current_period_start: seconds(s.currentPeriodStart),
          current_period_end: seconds(s.currentPeriodEnd),
        },
      ],
    },
  });

  async function invoice(s: books.SandboxSubscription, amountCents: number, paid: boolean) {
    await emit(paid ? 'invoice.paid' : 'invoice.payment_failed', {
      id: id('in'),
      object: 'invoice',
      customer: s.customerId,
      currency: 'usd',
      amount_due: amountCents,
      amount_paid: paid ? amountCents : 0,
      created: seconds(now()),
      hosted_invoice_url: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: s.id } },
      lines: {
        object: 'list',
        data: [{ pricing: { price_details: { price: priceOf(s.plan as PaidPlanCode) } } }],
      },
    });
  }

  const periodEnd = (start: Date, plan: PaidPlan) =>
    plan.period === 'monthly' ? addMonths(start, 1) : addYears(start, 1);
  const planOrThrow = (code: string) => {
    const plan = paidPlanOf(code);
    if (!plan) throw new Error(`sandbox: not a paid plan: ${code}`);
    return plan;
  };

  async function renewOrEnd(s: books.SandboxSubscription): Promise<void> {
    if (s.cancelAtPeriodEnd) {
      const ended = await books.updateSubscription(db, s.id, { status: 'canceled' });
      await emit('customer.subscription.deleted', subscriptionObject(ended));
      return;
    }
    const plan = planOrThrow(s.scheduledPlan ?? s.plan);
    const start = now();
    const pays = s.cardLast4 !== FAILING_LAST4;
    const renewed = await books.updateSubscription(db, s.id, {
      plan: plan.code,
      scheduledPlan: null,
      status: pays ? 'active' : 'past_due',
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, plan),
    });
    await invoice(renewed, periodPriceCents(plan), pays);
    await emit('customer.subscription.updated', subscriptionObject(renewed));
  }

  async function portalSecret(): Promise<Buffer> {
    portalKey ??= createHmac('sha256', await options.webhookSecret())
      .update('sandbox-portal')
      .digest();
    return portalKey;
  }

  const sign = (key: Buffer, body: string) =>
    createHmac('sha256', key).update(body).digest('base64url');

  return {
    name: 'sandbox',
    planOfPrice: (priceId) => planByPrice.get(priceId) ?? null,
    attach(fn) {
      deliver = fn;
    },

    async createCustomer() {
      return id('cus');
    },

    async createCheckout(args) {
      const checkoutId = id('cs');
      await books.expireOpenCheckouts(db, args.userId);
      await books.insertCheckout(db, {
        id: checkoutId,
        userId: args.userId,
        customerId: args.customerId,
        plan: args.plan.code,
        status: 'open',
        successUrl: args.successUrl,
        cancelUrl: args.cancelUrl,
        refusedUrl: args.refusedUrl,
      });
      return `${base}/sandbox/checkout/${checkoutId}`;
    },

    checkout: (checkoutId) => books.findCheckout(db, checkoutId),

    async completeCheckout(checkoutId, action) {
      const c = await books.findCheckout(db, checkoutId);
      if (!c || c.status !== 'open') return { error: 'This checkout is no longer open.' };
      if (action === 'cancel') {
        await books.closeCheckout(db, c.id, 'expired');
        return { redirect: c.cancelUrl };
      }
      if (action.pay === 'pm_card_chargeDeclined') return { error: DECLINED_MESSAGE };
      const plan = planOrThrow(c.plan);
      const start = now();
      const card = SANDBOX_CARDS[action.pay].last4;
      // One transaction the live-subscription index decides: of two checkouts paid at once one
      // makes the subscription; the other is refused before anything is charged (ADR 060).
      const paid = await books.payCheckout(db, c.id, (open) => ({
        id: id('sub'),
        customerId: open.customerId,
        userId: open.userId,
        plan: plan.code,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: periodEnd(start, plan),
        cardLast4: card,
      }));
      if (paid.kind === 'closed') return { error: 'This checkout is no longer open.' };
      if (paid.kind === 'refused') return { redirect: paid.checkout.refusedUrl ?? c.cancelUrl };
      const s = paid.subscription;
      // Stripe's order for a paid checkout: subscription, invoice, then the session.
      await emit('customer.subscription.created', subscriptionObject(s));
      await invoice(s, periodPriceCents(plan), true);
      await emit('checkout.session.completed', {
        id: c.id,
        object: 'checkout.session',
        mode: 'subscription',
        customer: c.customerId,
        subscription: s.id,
        client_reference_id: String(c.userId),
        metadata: { userId: String(c.userId), plan: plan.code },
      });
      return { redirect: c.successUrl };
    },

    async changePlan({ subscriptionId, plan, when }) {
      const s = await books.findSubscription(db, subscriptionId);
      if (!s || s.status === 'canceled') {
        throw new PaymentProviderError('No such subscription.');
      }
      if (when === 'period-end') {
        const updated = await books.updateSubscription(db, s.id, { scheduledPlan: plan.code });
        await emit('customer.subscription.updated', subscriptionObject(updated));
        return;
      }
      const from = planOrThrow(s.plan);
      const t = now().getTime();
      const start = s.currentPeriodStart.getTime();
      const end = s.currentPeriodEnd.getTime();
      const unused = Math.max(0, Math.min(1, (end - t) / Math.max(1, end - start)));
      const credit = periodPriceCents(from) * unused;
      // Same period: the rest of this period at the new price. New period: a new cycle from now.
      const samePeriod = from.period === plan.period;
      const charge = Math.max(
        0,
        Math.round(
          (samePeriod ? periodPriceCents(plan) * unused : periodPriceCents(plan)) - credit,
        ),
      );
      const pays = s.cardLast4 !== FAILING_LAST4;
      if (!pays) throw new PaymentProviderError(DECLINED_MESSAGE);
      const updated = await books.updateSubscription(db, s.id, {
        plan: plan.code,
        scheduledPlan: null,
        cancelAtPeriodEnd: false,
        ...(samePeriod
          ? {}
          : { currentPeriodStart: new Date(t), currentPeriodEnd: periodEnd(new Date(t), plan) }),
      });
      if (charge > 0) await invoice(updated, charge, true);
      await emit('customer.subscription.updated', subscriptionObject(updated));
    },

    async refuseSubscription(subscriptionId) {
      // Not reached through the sandbox's checkout (the live-subscription index refuses a second
      // one); asked anyway, it ends the subscription at once. It keeps no invoices to refund, and
      // reports no event: the handler asking has recorded the refusal.
      const s = await books.findSubscription(db, subscriptionId);
      if (s && s.status !== 'canceled') {
        await books.updateSubscription(db, s.id, { status: 'canceled' });
      }
      return null;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const s = await books.findSubscription(db, subscriptionId);
      if (!s || s.status === 'canceled') {
        throw new PaymentProviderError('No such subscription.');
      }
      const updated = await books.updateSubscription(db, s.id, {
        cancelAtPeriodEnd: cancel,
        ...(cancel ? { scheduledPlan: null } : {}),
      });
      await emit('customer.subscription.updated', subscriptionObject(updated));
    },

    async portalUrl({ customerId }) {
      const expires = now().getTime() + PORTAL_TTL_MS;
      const body = `${customerId}.${expires}`;
      return `${base}/sandbox/portal/${body}.${sign(await portalSecret(), body)}`;
    },

    async portalCustomer(token) {
      const m = /^(cus_sb_[A-Za-z0-9_-]+)\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return null;
      const [, customerId, expires, mac] = m;
      const expected = Buffer.from(sign(await portalSecret(), `${customerId}.${expires}`));
      const given = Buffer.from(mac!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expires) > now().getTime() ? customerId! : null;
    },

    portalState: (customerId) => books.liveSubscriptionOfCustomer(db, customerId),

    async updatePaymentMethod({ customerId, paymentMethodId }) {
      const card = SANDBOX_CARDS[paymentMethodId as SandboxCard];
      if (!card) throw new PaymentProviderError(`No such PaymentMethod: '${paymentMethodId}'`);
      const s = await books.liveSubscriptionOfCustomer(db, customerId);
      if (!s) throw new PaymentProviderError('No subscription to update.');
      const updated = await books.updateSubscription(db, s.id, { cardLast4: card.last4 });
      // A past-due subscription is charged again at once with the new card.
      if (updated.status === 'past_due' && card.last4 !== FAILING_LAST4) {
        const paid = await books.updateSubscription(db, s.id, { status: 'active' });
        await invoice(paid, periodPriceCents(planOrThrow(paid.plan)), true);
        await emit('customer.subscription.updated', subscriptionObject(paid));
      }
    },

    async paymentMethodOf(customerId) {
      const s = await books.liveSubscriptionOfCustomer(db, customerId);
      if (!s) return null;
      const card = Object.values(SANDBOX_CARDS).find((c) => c.last4 === s.cardLast4);
      return card ? { ...card } : null;
    },

    async endPeriodNow(customerId) {
      const s = await books.liveSubscriptionOfCustomer(db, customerId);
      if (!s) throw new PaymentProviderError('No subscription.');
      await renewOrEnd(s);
    },

    async tick(at = now()) {
      for (const s of await books.dueSubscriptions(db, at)) await renewOrEnd(s);
    },

    async verifyEvent(rawBody, signature): Promise<ProviderEvent> {
      if (!signature) throw new PaymentProviderError('Missing Stripe-Signature header');
      const event = Stripe.webhooks.constructEvent(
        rawBody,
        signature,
        await options.webhookSecret(),
      );
      return event as unknown as ProviderEvent;
    },
  } satisfies SandboxProvider;
}
