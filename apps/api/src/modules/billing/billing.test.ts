import { errorEnvelope } from '@evident/contracts/envelope';
import {
  isCheckoutUrl,
  PAYMENT_MESSAGES,
  paymentHistoryResponse,
  planChangeResponse,
} from '@evident/contracts/payments';
import { LIMITS } from '@evident/contracts/plans';
import { pricingResponse } from '@evident/contracts/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { WEB_KEY } from '../../test/build-test-app';
import { sandboxBillingCalls } from '../../test/billing-test-kit';
import { buildScoredTestApp } from '../../test/scored-test-app';

/** Issue 19 over HTTP on the embedded database, with the offline sandbox as the provider. */
describe('plans, sandbox checkout, plan changes and limits', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  const PUBLIC = 'https://evident.test';

  beforeAll(async () => {
    t = await buildScoredTestApp({ PUBLIC_URL: PUBLIC }, { authRateLimitScale: 100 }, { runs: [] });
  });
  afterAll(async () => t.close());

  const { call, subscription, pathOf, form, subscribe, userIdOf, portalPath } = sandboxBillingCalls(
    () => t,
    PUBLIC,
  );

  it('serves the §9 plans from the one table', async () => {
    const res = await call(null, 'GET', '/pricing?locale=en');
    expect(res.statusCode).toBe(200);
    const { plans, yearlyBadge } = pricingResponse.parse(res.json()).data;
    expect(yearlyBadge).toBe('2 months free');
    const byName = Object.fromEntries(plans.map((p) => [p.name, p]));
    expect(byName.pro!.price).toMatchObject({
      monthlyStandard: 79,
      yearlyDiscounted: 65,
      yearlyTotal: 780,
    });
    expect(byName.advanced!.price).toMatchObject({
      monthlyStandard: 39,
      yearlyDiscounted: 32,
      yearlyTotal: 384,
    });
    expect(byName.basic!.price).toMatchObject({
      monthlyStandard: 19,
      yearlyDiscounted: 16,
      yearlyTotal: 192,
    });
    expect(plans.filter((p) => p.bestValue).map((p) => p.name)).toEqual(['advanced']);
    // Spec §9's option texts, word for word.
    expect(byName.pro!.optionsList).toEqual([
      'Unlimited analysis',
      'Unlimited portfolio and watchlist',
      'All screener results',
      'Priority support',
    ]);
    expect(byName.advanced!.optionsList).toEqual([
      '200 analyses',
      '50+50 companies',
      '50 screener results',
    ]);
    expect(byName.basic!.optionsList).toEqual([
      '30 analyses',
      '10+10 companies',
      '10 screener results',
    ]);
    expect(byName.basic!.limits).toEqual(LIMITS.basic);
  });

  it('subscribes through the sandbox checkout; the state comes from the signed events', async () => {
    const token = await signedInToken(t.app, t.database.db, 'ann@example.com');
    const paid = await subscribe(token, 'ADVANCE_MONTHLY');
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.origin).toBe(PUBLIC);
    expect(
      JSON.parse(Buffer.from(back.searchParams.get('subscription')!, 'base64').toString()),
    ).toEqual({
      status: 'success',
      plan: 'ADVANCED_MONTHLY',
    });
    const sub = await subscription(token);
    expect(sub.subscription).toMatchObject({
      plan: 'ADVANCED_MONTHLY',
      tier: 'advanced',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const end = new Date(sub.subscription.currentPeriodEnd!).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * 86400_000);
    expect(sub.usage.analysis.limit).toBe(200);
    expect(sub.usage.watchlist.limit).toBe(50);
    const history = paymentHistoryResponse.parse(
      (await call(token, 'GET', '/payments/history?email=ann@example.com')).json(),
    ).data;
    expect(history.paymentHistory).toMatchObject([
      { amount: 39, currency: 'USD', status: 'paid', description: 'Evident Advanced (monthly)' },
    ]);
    expect(history.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    // A second checkout for a user with a live plan is a plan change, not a second subscription.
    const again = await call(token, 'POST', '/payments/ADVANCED_MONTHLY');
    expect(again.statusCode).toBe(400);
    expect(errorEnvelope.parse(again.json()).message).toBe(PAYMENT_MESSAGES.samePlan);
  });

  it('keeps no plan of another provider: after a switch of provider the user starts again', async () => {
    const token = await signedInToken(t.app, t.database.db, 'switch@example.com');
    expect((await subscribe(token, 'ADVANCED_MONTHLY')).statusCode).toBe(303);
    expect((await subscription(token)).subscription.plan).toBe('ADVANCED_MONTHLY');
    // The row as it would stand after the operator moved from this provider to another one.
    const userId = await userIdOf('switch@example.com');
    await t.database.db
      .update(subscriptions)
      .set({ provider: 'stripe', customerId: 'cus_other' })
      .where(eq(subscriptions.userId, userId));
    const after = await subscription(token);
    expect(after.subscription.plan).toBe('FREE');
    expect(after.usage.analysis.limit).toBe(LIMITS.free.analysis);
    expect((await call(token, 'POST', '/payments/cancel-subscription')).statusCode).toBe(400);
    // A new checkout links a new customer of this provider and starts from no subscription.
    const res = await call(token, 'POST', '/payments/BASIC_MONTHLY');
    expect(isCheckoutUrl(planChangeResponse.parse(res.json()).data)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({
      provider: 'sandbox',
      subscriptionId: null,
      status: 'none',
      plan: null,
    });
  });

  it('keeps the free plan when the card is declined or checkout is cancelled', async () => {
    const token = await signedInToken(t.app, t.database.db, 'bea@example.com');
    const declined = await subscribe(token, 'PRO_YEARLY', 'pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect((await subscription(token)).subscription.plan).toBe('FREE');

    const res = await call(token, 'POST', '/payments/PRO_YEARLY');
    const page = pathOf(planChangeResponse.parse(res.json()).data);
    const cancelled = await form(page, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    const back = new URL(cancelled.headers.location as string);
    expect(
      JSON.parse(Buffer.from(back.searchParams.get('subscription')!, 'base64').toString()).status,
    ).toBe('cancelled');
    expect((await subscription(token)).subscription.plan).toBe('FREE');
    // A closed checkout cannot be paid afterwards.
    expect((await form(page, { action: 'pay', card: 'pm_card_visa' })).statusCode).toBe(402);
    expect((await subscription(token)).subscription.plan).toBe('FREE');
  });

  it('upgrades at once, downgrades at the period end, cancels and resumes', async () => {
    const token = await signedInToken(t.app, t.database.db, 'cat@example.com');
    await subscribe(token, 'BASIC_MONTHLY');
    const up = await call(token, 'POST', '/payments/PRO_MONTHLY');
    // Spec §7: data is the checkout URL, or a message (here the change made, in words).
    expect(planChangeResponse.parse(up.json())).toEqual({
      success: true,
      data: 'Your plan is now Pro (monthly).',
      message: 'Your plan is now Pro (monthly).',
    });
    expect((await subscription(token)).subscription.plan).toBe('PRO_MONTHLY');
    const history = paymentHistoryResponse.parse(
      (await call(token, 'GET', '/payments/history?email=cat@example.com')).json(),
    ).data.paymentHistory;
    // The prorated upgrade is invoiced: (79 − 19) for almost the whole month. (Both invoices
    // may carry the same second, so they are told apart by amount.)
    expect(history.map((h) => h.amount).sort((a, b) => a - b)[0]).toBe(19);
    const upgrade = Math.max(...history.map((h) => h.amount));
    expect(upgrade).toBeGreaterThan(59);
    expect(upgrade).toBeLessThanOrEqual(60);

    const down = await call(token, 'POST', '/payments/BASIC_MONTHLY');
    expect(planChangeResponse.parse(down.json()).data).toMatch(
      /^Your plan changes to Basic \(monthly\) at the end of this period \(\d{4}-\d\d-\d\d\)\.$/,
    );
    // In the reader's language: the message is what the web shows.
    const abajo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/BASIC_MONTHLY',
      headers: { ...WEB_KEY, authorization: `Bearer ${token}`, 'accept-language': 'es' },
    });
    expect(planChangeResponse.parse(abajo.json()).data).toMatch(
      /^Tu plan cambiará a Básico \(mensual\) al final de este periodo/,
    );
    let sub = await subscription(token);
    expect(sub.subscription).toMatchObject({ plan: 'PRO_MONTHLY', scheduledPlan: 'BASIC_MONTHLY' });

    const cancel = await call(token, 'POST', '/payments/cancel-subscription');
    expect(cancel.json()).toMatchObject({ success: true, message: PAYMENT_MESSAGES.cancelled });
    sub = await subscription(token);
    expect(sub.subscription).toMatchObject({
      plan: 'PRO_MONTHLY',
      cancelAtPeriodEnd: true,
      scheduledPlan: null,
    });
    const resume = await call(token, 'POST', '/payments/reanude-subscription');
    expect(resume.statusCode).toBe(200);
    expect((await subscription(token)).subscription.cancelAtPeriodEnd).toBe(false);
    const again = await call(token, 'POST', '/payments/reanude-subscription');
    expect(again.statusCode).toBe(400);
    expect(errorEnvelope.parse(again.json()).message).toBe(PAYMENT_MESSAGES.notResumable);

    // Downgrade again, then the sandbox's test clock ends the period: Basic is in force.
    await call(token, 'POST', '/payments/BASIC_MONTHLY');
    const portal = await portalPath(token);
    expect((await t.app.inject({ method: 'GET', url: portal })).body).toContain(
      'Test mode — no real payment',
    );
    expect((await form(portal, { action: 'advance' })).statusCode).toBe(303);
    sub = await subscription(token);
    expect(sub.subscription).toMatchObject({
      plan: 'BASIC_MONTHLY',
      scheduledPlan: null,
      status: 'active',
    });
    expect(sub.usage.analysis.limit).toBe(30);

    // Cancel, and at the period end the plan is gone.
    await call(token, 'POST', '/payments/cancel-subscription');
    await form(portal, { action: 'advance' });
    sub = await subscription(token);
    expect(sub.subscription).toMatchObject({ plan: 'FREE', tier: 'free', status: 'canceled' });
    expect(sub.usage.analysis.limit).toBe(LIMITS.free.analysis);
  });

  it('a downgrade chosen after cancelling calls the cancellation off: the lower plan follows', async () => {
    const token = await signedInToken(t.app, t.database.db, 'cal@example.com');
    await subscribe(token, 'PRO_MONTHLY');
    await call(token, 'POST', '/payments/cancel-subscription');
    expect((await subscription(token)).subscription.cancelAtPeriodEnd).toBe(true);
    const down = await call(token, 'POST', '/payments/BASIC_MONTHLY');
    expect(planChangeResponse.parse(down.json()).data).toMatch(/^Your plan changes to Basic/);
    expect((await subscription(token)).subscription).toMatchObject({
      plan: 'PRO_MONTHLY',
      cancelAtPeriodEnd: false,
      scheduledPlan: 'BASIC_MONTHLY',
    });
    await form(await portalPath(token), { action: 'advance' });
    expect((await subscription(token)).subscription).toMatchObject({
      plan: 'BASIC_MONTHLY',
      status: 'active',
    });
  });

  it('makes a subscription past due when a renewal fails, and active again with a new card', async () => {
    const token = await signedInToken(t.app, t.database.db, 'dan@example.com');
    await subscribe(token, 'BASIC_YEARLY', 'pm_card_chargeCustomerFail');
    const portal = await portalPath(token);
    await form(portal, { action: 'advance' });
    let sub = await subscription(token);
    expect(sub.subscription).toMatchObject({ plan: 'BASIC_YEARLY', status: 'past_due' });
    // A plan change while past due answers 400 with "subscription" in it: the web opens the portal.
    const change = await call(token, 'POST', '/payments/PRO_YEARLY');
    expect(change.statusCode).toBe(400);
    expect(errorEnvelope.parse(change.json()).message).toContain('subscription');
    const method = await call(token, 'POST', '/payments/update-subscription-payment-method', {
      paymentMethodId: 'pm_card_visa',
    });
    expect(method.statusCode, method.body).toBe(200);
    sub = await subscription(token);
    expect(sub.subscription.status).toBe('active');
    const history = paymentHistoryResponse.parse(
      (await call(token, 'GET', '/payments/history?email=dan@example.com')).json(),
    ).data.paymentHistory;
    expect(history.map((h) => h.status).sort()).toEqual(['failed', 'paid', 'paid']);
    const bad = await call(token, 'POST', '/payments/update-subscription-payment-method', {
      paymentMethodId: 'card 4242',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).message).toBe(
      'paymentMethodId must be a payment method id (pm_…).',
    );
  });

  it("refuses another user's payment history, signed-out calls and unknown plans", async () => {
    const token = await signedInToken(t.app, t.database.db, 'eve@example.com');
    const other = await call(token, 'GET', '/payments/history?email=ann@example.com');
    expect(other.statusCode).toBe(403);
    expect(errorEnvelope.parse(other.json()).message).toBe(PAYMENT_MESSAGES.historyNotYours);
    const own = await call(token, 'GET', '/payments/history?email=EVE@example.com');
    expect(paymentHistoryResponse.parse(own.json()).data).toEqual({
      paymentMethod: null,
      paymentHistory: [],
    });
    for (const [method, url] of [
      ['POST', '/payments/BASIC_MONTHLY'],
      ['POST', '/payments/cancel-subscription'],
      ['GET', '/payments/customer-portal'],
      ['GET', '/payments/history?email=eve@example.com'],
    ] as const) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
    expect((await call(token, 'POST', '/payments/GOLD_MONTHLY')).statusCode).toBe(404);
    expect((await call(token, 'POST', '/payments/cancel-subscription')).statusCode).toBe(400);
    // A forged portal token shows nothing.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/sandbox/portal/cus_sb_x.${Date.now() + 60_000}.${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
  });
  /** Issue 56 (ADR 060): one live subscription per user, enforced by the database. */
  it('resuming a plan that is not set to end says so, in the reader’s language', async () => {
    const token = await signedInToken(t.app, t.database.db, 'res@example.com');
    const free = await call(token, 'POST', '/payments/reanude-subscription');
    expect(free.statusCode).toBe(400);
    expect(errorEnvelope.parse(free.json()).message).toBe(PAYMENT_MESSAGES.notResumable);
    for (const [language, text] of [
      ['es', /no está programado para terminar|no hay nada que reanudar/],
      ['uk', /відновлювати нічого/],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/reanude-subscription',
        headers: { ...WEB_KEY, authorization: `Bearer ${token}`, 'accept-language': language },
      });
      expect(errorEnvelope.parse(res.json()).message).toMatch(text);
    }
  });
});
