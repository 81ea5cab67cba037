import { PAID_PLAN_CODES, type PaidPlanCode } from '@evident/contracts/plans';
import Stripe from 'stripe';
import type { ProviderEvent } from './billing-state';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The Price id of each plan and period (STRIPE_PRICE_<PLAN>_<PERIOD>). */
  prices: Readonly<Record<PaidPlanCode, string>>;
  /** Another API address (tests: a local server recording the SDK's calls). */
  apiUrl?: URL;
}

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? null);

/**
 * Stripe through the official SDK: Checkout Sessions in subscription mode, subscription updates
 * and schedules for plan changes, the Customer Portal, and webhook signature verification.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const api = options.apiUrl;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Evident' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  const planByPrice = new Map<string, PaidPlanCode>(
    PAID_PLAN_CODES.map((code) => [options.prices[code], code]),
  );

  const wrap = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new PaymentProviderError(error.message);
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new PaymentProviderError(error.message);
      }
      throw error;
    }
  };

  return {
    name: 'stripe',
    planOfPrice: (priceId) => planByPrice.get(priceId) ?? null,

    createCustomer: (user) =>
      wrap(async () => {
        const customer = await stripe.customers.create({
          email: user.email,
          name: user.name,
          metadata: { userId: String(user.id) },
        });
        return customer.id;
      }),

    createCheckout: (args) =>
      wrap(async () => {
        // Only the newest checkout can be paid (ADR 060): the customer's open ones are expired.
        for await (const open of stripe.checkout.sessions.list({
          customer: args.customerId,
          status: 'open',
          limit: 100,
        })) {
          await stripe.checkout.sessions.expire(open.id);
        }
        const metadata = { userId: String(args.userId), plan: args.plan.code };
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: args.customerId,
          client_reference_id: String(args.userId),
          line_items: [{ price: options.prices[args.plan.code], quantity: 1 }],
          success_url: args.successUrl,
          cancel_url: args.cancelUrl,
          metadata,
          subscription_data: { metadata },
        });
        if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
        return session.url;
      }),

    changePlan: ({ subscriptionId, plan, when }) =>
      wrap(async () => {
        const sub = await stripe.subscriptions.retrieve(subscriptionId);
        const item = sub.items.data[0];
        if (!item) throw new PaymentProviderError('The subscription has no item to change.');
        const price = options.prices[plan.code];
        const scheduleId = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
        if (when === 'now') {
          if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
          await stripe.subscriptions.update(subscriptionId, {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
            cancel_at_period_end: false,
            metadata: { scheduledPlan: '' },
          });
          return;
        }
        // A downgrade: a schedule keeps the current price to the period end, then the new one.
        const schedule = scheduleId
          ? await stripe.subscriptionSchedules.retrieve(scheduleId)
          : await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
        const current = schedule.current_phase;
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            {
              items: [
                { price: typeof item.price === 'string' ? item.price : item.price.id, quantity: 1 },
              ],
              ...(current ? { start_date: current.start_date, end_date: current.end_date } : {}),
            },
            {
              items: [{ price, quantity: 1 }],
              duration: {
                interval: plan.period === 'monthly' ? 'month' : 'year',
                interval_count: 1,
              },
            },
          ],
        });
        // The webhook learns of the pending change from the subscription's metadata.
        await stripe.subscriptions.update(subscriptionId, {
          metadata: { scheduledPlan: plan.code },
        });
      }),

    refuseSubscription: (subscriptionId) =>
      wrap(async () => {
        // A second subscription the user never had in force: cancelled now without proration,
        // and its charge refunded in full (ADR 060). Idempotency keys make a redelivered event's
        // second call the first one's answer.
        const sub = await stripe.subscriptions.retrieve(subscriptionId, {
          expand: ['latest_invoice'],
        });
        if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
          await stripe.subscriptions.cancel(
            subscriptionId,
            { invoice_now: false, prorate: false },
            { idempotencyKey: `evident-refuse-${subscriptionId}` },
          );
        }
        const invoice = sub.latest_invoice;
        if (!invoice || typeof invoice === 'string' || !invoice.id || invoice.amount_paid <= 0) {
          return null;
        }
        const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid' });
        for (const { payment } of payments.data) {
          const intent = idOf(payment.payment_intent);
          const charge = idOf(payment.charge);
          if (!intent && !charge) continue;
          try {
            await stripe.refunds.create(
              {
                ...(intent ? { payment_intent: intent } : { charge: charge! }),
                reason: 'duplicate',
                metadata: { subscription: subscriptionId },
              },
              { idempotencyKey: `evident-refund-${invoice.id}-${intent ?? charge}` },
            );
          } catch (error) {
            // Refunded before (a redelivery after the idempotency key expired): nothing to do.
            if (
              !(error instanceof Stripe.errors.StripeError) ||
              error.code !== 'charge_already_refunded'
            ) {
              throw error;
            }
          }
        }
        return {
          invoiceId: invoice.id,
          amountCents: invoice.amount_paid,
          currency: invoice.currency.toUpperCase(),
        };
      }),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      wrap(async () => {
        if (cancel) {
          // A subscription run by a schedule (a pending downgrade) cannot be cancelled directly:
          // the schedule is released first, and the downgrade with it.
          const sub = await stripe.subscriptions.retrieve(subscriptionId);
          const scheduleId = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
          if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
          await stripe.subscriptions.update(subscriptionId, {
            cancel_at_period_end: true,
            metadata: { scheduledPlan: '' },
          });
          return;
        }
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      }),

    portalUrl: ({ customerId, returnUrl }) =>
      wrap(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),

    updatePaymentMethod: ({ customerId, subscriptionId, paymentMethodId }) =>
      wrap(async () => {
        await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
        if (subscriptionId) {
          await stripe.subscriptions.update(subscriptionId, {
            default_payment_method: paymentMethodId,
          });
        }
      }),

    paymentMethodOf: async (customerId) => {
      try {
        const customer = await stripe.customers.retrieve(customerId, {
          expand: ['invoice_settings.default_payment_method'],
        });
        if (customer.deleted) return null;
        const pm = customer.invoice_settings?.default_payment_method;
        if (!pm || typeof pm === 'string' || !pm.card) return null;
        return { brand: pm.card.brand, last4: pm.card.last4 };
      } catch {
        return null;
      }
    },

    async verifyEvent(rawBody, signature): Promise<ProviderEvent> {
      if (!signature) throw new PaymentProviderError('Missing Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      return event as unknown as ProviderEvent;
    },
  };
}
