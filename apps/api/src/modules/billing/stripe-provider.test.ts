import { subscriptionResponse } from '@evident/contracts/auth';
import { paymentHistoryResponse, planChangeResponse } from '@evident/contracts/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  PRICES,
  startRecordingStripe,
  webhookDelivery,
  WEBHOOK_SECRET,
} from '../../test/recording-stripe';

describe('the Stripe provider: the real SDK against a recording server', () => {
  let stripe: Awaited<ReturnType<typeof startRecordingStripe>>;
  let t: TestApp;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    stripe = await startRecordingStripe();
    t = await buildTestApp({
      PUBLIC_URL: 'https://evident.test',
      STRIPE_SECRET_KEY: 'sk_test_recording',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      ...PRICES,
    });
    await t.app.ready();
    token = await signedInToken(t.app, t.database.db, 'sam@example.com');
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'sam@example.com'));
    userId = u!.id;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const deliver = (event: object) => t.app.inject(webhookDelivery(event));
  const plan = async () =>
    subscriptionResponse.parse((await call('GET', '/auth/user-subscription')).json()).data
      .subscription;

  it('creates the customer and a subscription-mode Checkout Session with the plan’s Price', async () => {
    const res = await call('POST', '/payments/ADVANCED_YEARLY');
    expect(res.statusCode, res.body).toBe(200);
    // Spec §7: data is the checkout URL.
    expect(planChangeResponse.parse(res.json()).data).toBe(
      'https://checkout.stripe.test/c/cs_rec_1',
    );
    const [customer, list, expire, session] = stripe.calls;
    // The customer's open checkouts are expired first (ADR 060): only the new one can be paid.
    expect(list).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions' });
    expect(list!.query.get('customer')).toBe('cus_rec_1');
    expect(list!.query.get('status')).toBe('open');
    expect(expire).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions/cs_old_1/expire',
    });
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(customer!.auth).toBe('Bearer sk_test_recording');
    expect(customer!.body.get('email')).toBe('sam@example.com');
    expect(customer!.body.get('metadata[userId]')).toBe(String(userId));
    expect(session).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    const b = session!.body;
    expect(b.get('mode')).toBe('subscription');
    expect(b.get('customer')).toBe('cus_rec_1');
    expect(b.get('client_reference_id')).toBe(String(userId));
    expect(b.get('line_items[0][price]')).toBe('price_adv_y');
    expect(b.get('subscription_data[metadata][plan]')).toBe('ADVANCED_YEARLY');
    expect(b.get('success_url')).toMatch(/^https:\/\/evident\.test\/\?subscription=/);
    // The browser's return URL changes nothing: the plan is still free.
    expect((await plan()).plan).toBe('FREE');
  });

  it('takes the subscription from the webhook, in either order of checkout and subscription events', async () => {
    const now = Math.floor(Date.now() / 1000);
    const subscription = {
      id: 'sub_rec_1',
      object: 'subscription',
      customer: 'cus_rec_1',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: String(userId), plan: 'BASIC_MONTHLY' },
      items: {
        data: [
          { id: 'si_rec_1', price: { id: 'price_basic_m' }, current_period_end: now + 30 * 86400 },
        ],
      },
    };
    const created = await deliver({
      id: 'evt_rec_1',
      type: 'customer.subscription.created',
      created: now,
      data: { object: subscription },
    });
    expect(created.json()).toEqual({ success: true, data: { received: true, result: 'applied' } });
    const completed = await deliver({
      id: 'evt_rec_2',
      type: 'checkout.session.completed',
      created: now,
      data: {
        object: {
          id: 'cs_rec_1',
          object: 'checkout.session',
          mode: 'subscription',
          customer: 'cus_rec_1',
          subscription: 'sub_rec_1',
          client_reference_id: String(userId),
        },
      },
    });
    expect(completed.json()).toEqual({
      success: true,
      data: { received: true, result: 'applied' },
    });
    const paid = await deliver({
      id: 'evt_rec_3',
      type: 'invoice.paid',
      created: now,
      data: {
        object: {
          id: 'in_rec_1',
          object: 'invoice',
          customer: 'cus_rec_1',
          currency: 'usd',
          amount_paid: 1900,
          created: now,
          hosted_invoice_url: 'https://invoice.stripe.test/in_rec_1',
          parent: { subscription_details: { subscription: 'sub_rec_1' } },
          lines: { data: [{ pricing: { price_details: { price: 'price_basic_m' } } }] },
        },
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(await plan()).toMatchObject({ plan: 'BASIC_MONTHLY', status: 'active' });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({
      provider: 'stripe',
      customerId: 'cus_rec_1',
      subscriptionId: 'sub_rec_1',
    });
    const failed = await deliver({
      id: 'evt_rec_4',
      type: 'invoice.payment_failed',
      created: now + 1,
      data: {
        object: {
          id: 'in_rec_2',
          object: 'invoice',
          customer: 'cus_rec_1',
          currency: 'usd',
          amount_due: 1900,
          parent: { subscription_details: { subscription: 'sub_rec_1' } },
        },
      },
    });
    expect(failed.statusCode).toBe(200);
    expect((await plan()).status).toBe('past_due');
    const recovered = await deliver({
      id: 'evt_rec_5',
      type: 'invoice.paid',
      created: now + 2,
      data: {
        object: {
          id: 'in_rec_2',
          object: 'invoice',
          customer: 'cus_rec_1',
          currency: 'usd',
          amount_paid: 1900,
          parent: { subscription_details: { subscription: 'sub_rec_1' } },
        },
      },
    });
    expect(recovered.statusCode).toBe(200);
    expect((await plan()).status).toBe('active');
  });

  it('upgrades with a prorated subscription update and downgrades with a schedule', async () => {
    stripe.calls.length = 0;
    const up = await call('POST', '/payments/PRO_MONTHLY');
    expect(up.statusCode, up.body).toBe(200);
    const [retrieve, update] = stripe.calls;
    expect(retrieve).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_rec_1' });
    expect(update).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_rec_1' });
    expect(update!.body.get('items[0][id]')).toBe('si_rec_1');
    expect(update!.body.get('items[0][price]')).toBe('price_pro_m');
    expect(update!.body.get('proration_behavior')).toBe('always_invoice');

    stripe.calls.length = 0;
    // The plan in force is still Basic (no webhook yet), so Basic → Basic yearly is "now";
    // monthly from yearly would wait. Downgrade from Basic monthly to nothing lower: use FREE.
    const down = await call('POST', '/payments/FREE');
    expect(down.statusCode, down.body).toBe(200);
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_rec_1',
    });
    expect(stripe.calls.at(-1)!.body.get('cancel_at_period_end')).toBe('true');
  });

  it('opens the Customer Portal and updates the payment method through the SDK', async () => {
    stripe.calls.length = 0;
    const portal = await call('GET', '/payments/customer-portal');
    expect(portal.json()).toEqual({ success: true, data: 'https://billing.stripe.test/p/1' });
    expect(stripe.calls[0]).toMatchObject({ path: '/v1/billing_portal/sessions' });
    expect(stripe.calls[0]!.body.get('customer')).toBe('cus_rec_1');
    expect(stripe.calls[0]!.body.get('return_url')).toBe('https://evident.test/profile');

    stripe.calls.length = 0;
    const ok = await call('POST', '/payments/update-subscription-payment-method', {
      paymentMethodId: 'pm_card_visa',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(stripe.calls.map((c) => c.path)).toEqual([
      '/v1/payment_methods/pm_card_visa/attach',
      '/v1/customers/cus_rec_1',
      '/v1/subscriptions/sub_rec_1',
      '/v1/customers/cus_rec_1',
    ]);
    const declined = await call('POST', '/payments/update-subscription-payment-method', {
      paymentMethodId: 'pm_card_bad',
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ success: false, message: 'Your card was declined.' });
  });

  it('downgrades at the period end with a subscription schedule', async () => {
    // Make the plan in force Pro (the webhook of the upgrade), then ask for Basic.
    const now = Math.floor(Date.now() / 1000);
    await deliver({
      id: 'evt_rec_6',
      type: 'customer.subscription.updated',
      created: now + 10,
      data: {
        object: {
          id: 'sub_rec_1',
          customer: 'cus_rec_1',
          status: 'active',
          cancel_at_period_end: false,
          metadata: { userId: String(userId) },
          items: { data: [{ price: { id: 'price_pro_m' }, current_period_end: now + 30 * 86400 }] },
        },
      },
    });
    expect((await plan()).plan).toBe('PRO_MONTHLY');
    stripe.calls.length = 0;
    const down = await call('POST', '/payments/BASIC_MONTHLY');
    expect(planChangeResponse.parse(down.json()).data).toMatch(/^Your plan changes to Basic/);
    expect(stripe.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_rec_1',
      'POST /v1/subscription_schedules',
      'POST /v1/subscription_schedules/sub_sched_1',
      'POST /v1/subscriptions/sub_rec_1',
    ]);
    expect(stripe.calls[1]!.body.get('from_subscription')).toBe('sub_rec_1');
    const phases = stripe.calls[2]!.body;
    expect(phases.get('phases[1][items][0][price]')).toBe('price_basic_m');
    expect(phases.get('end_behavior')).toBe('release');
    expect(stripe.calls[3]!.body.get('metadata[scheduledPlan]')).toBe('BASIC_MONTHLY');

    // Cancelling with the downgrade pending: the schedule is released first (Stripe refuses to
    // cancel a subscription a schedule runs), and the pending plan is cleared.
    stripe.calls.length = 0;
    const cancel = await call('POST', '/payments/cancel-subscription');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(stripe.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_rec_1',
      'POST /v1/subscription_schedules/sub_sched_1/release',
      'POST /v1/subscriptions/sub_rec_1',
    ]);
    expect(stripe.calls[2]!.body.get('cancel_at_period_end')).toBe('true');
    expect(stripe.calls[2]!.body.get('metadata[scheduledPlan]')).toBe('');
  });
  it('a second subscription is cancelled and refunded at once; the user is told', async () => {
    // Recorded events of a second checkout paid while Pro (sub_rec_1) is live: its invoice
    // first, then the subscription (Stripe does not promise an order).
    const now = Math.floor(Date.now() / 1000);
    const second = {
      id: 'sub_rec_2',
      object: 'subscription',
      customer: 'cus_rec_1',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: String(userId), plan: 'PRO_MONTHLY' },
      items: {
        data: [
          { id: 'si_rec_2', price: { id: 'price_pro_m' }, current_period_end: now + 30 * 86400 },
        ],
      },
    };
    const invoicePaid = {
      id: 'evt_rec_20',
      type: 'invoice.paid',
      created: now + 20,
      data: {
        object: {
          id: 'in_rec_9',
          object: 'invoice',
          customer: 'cus_rec_1',
          currency: 'usd',
          amount_paid: 7900,
          created: now + 20,
          parent: { subscription_details: { subscription: 'sub_rec_2' } },
          lines: { data: [{ pricing: { price_details: { price: 'price_pro_m' } } }] },
        },
      },
    };
    expect((await deliver(invoicePaid)).statusCode).toBe(200);
    stripe.calls.length = 0;
    const created = await deliver({
      id: 'evt_rec_21',
      type: 'customer.subscription.created',
      created: now + 21,
      data: { object: second },
    });
    expect(created.json()).toEqual({ success: true, data: { received: true, result: 'refused' } });
    expect(stripe.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/subscriptions/sub_rec_2',
      'DELETE /v1/subscriptions/sub_rec_2',
      'GET /v1/invoice_payments',
      'POST /v1/refunds',
    ]);
    const [retrieve, cancel, payments, refund] = stripe.calls;
    const expand = [...retrieve!.query].filter(([k]) => k.startsWith('expand'));
    expect(expand.map(([, v]) => v)).toEqual(['latest_invoice']);
    // At once, with no proration: the refund below returns the whole charge.
    const cancelParams = new URLSearchParams([...cancel!.query, ...cancel!.body]);
    expect(cancelParams.get('prorate')).toBe('false');
    expect(cancelParams.get('invoice_now')).toBe('false');
    expect(cancel!.idempotencyKey).toBe('evident-refuse-sub_rec_2');
    expect(payments!.query.get('invoice')).toBe('in_rec_9');
    expect(refund!.body.get('payment_intent')).toBe('pi_rec_9');
    expect(refund!.body.get('reason')).toBe('duplicate');
    expect(refund!.idempotencyKey).toBe('evident-refund-in_rec_9-pi_rec_9');

    // The first subscription stays in force, and the web learns what was refused.
    const sub = await plan();
    expect(sub).toMatchObject({ plan: 'PRO_MONTHLY', status: 'active' });
    expect(sub.refusedPayment).toEqual({
      plan: 'PRO_MONTHLY',
      at: new Date((now + 21) * 1000).toISOString(),
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(row!.subscriptionId).toBe('sub_rec_1');

    // One charge remains: the second one is refunded, and stays so when Stripe repeats its
    // invoice.paid (a new event id) or the subscription's update arrives.
    await deliver({ ...invoicePaid, id: 'evt_rec_22', created: now + 22 });
    stripe.calls.length = 0;
    const updated = await deliver({
      id: 'evt_rec_23',
      type: 'customer.subscription.updated',
      created: now + 23,
      data: { object: second },
    });
    expect(updated.json()).toEqual({ success: true, data: { received: true, result: 'refused' } });
    // Asked again, the same idempotency keys: Stripe answers the first call's result.
    expect(stripe.calls.find((c) => c.path === '/v1/refunds')?.idempotencyKey).toBe(
      'evident-refund-in_rec_9-pi_rec_9',
    );
    const history = paymentHistoryResponse.parse(
      (await call('GET', '/payments/history?email=sam@example.com')).json(),
    ).data.paymentHistory;
    expect(history.find((h) => h.id === 'in_rec_9')).toMatchObject({
      status: 'refunded',
      amount: 79,
    });
    expect(history.filter((h) => h.id === 'in_rec_9')).toHaveLength(1);
    // Its end, when Stripe reports it, changes nothing of the live one.
    const ended = await deliver({
      id: 'evt_rec_24',
      type: 'customer.subscription.deleted',
      created: now + 24,
      data: { object: { ...second, status: 'canceled' } },
    });
    expect(ended.json()).toEqual({ success: true, data: { received: true, result: 'stale' } });
    expect(await plan()).toMatchObject({ plan: 'PRO_MONTHLY', status: 'active' });
  });
});
