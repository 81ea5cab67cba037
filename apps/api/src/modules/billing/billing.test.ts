import { rmSync } from 'node:fs';
import { subscriptionResponse } from '@evident/contracts/auth';
import { errorEnvelope } from '@evident/contracts/envelope';
import { listResponse } from '@evident/contracts/lists';
import {
  customerPortalResponse,
  PAYMENT_MESSAGES,
  paymentHistoryResponse,
  planChangeResponse,
} from '@evident/contracts/payments';
import { LIMITS } from '@evident/contracts/plans';
import { pricingResponse } from '@evident/contracts/pricing';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, paymentEvents, subscriptions, users } from '../../db/schema';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';

/** Issue 19 over HTTP on the embedded database, with the offline sandbox as the provider. */
describe('plans, sandbox checkout, plan changes and limits', () => {
  let t: TestApp;
  let dir: string;
  const PUBLIC = 'https://evident.test';

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: PUBLIC }, { authRateLimitScale: 100 });
    dir = writeSnapshot(scoredUniverseSnapshot());
    await importSnapshot({ database: t.database, dir });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const subscription = async (token: string) =>
    subscriptionResponse.parse((await call(token, 'GET', '/auth/user-subscription')).json()).data;
  /** The sandbox page path of a URL the API gave. */
  const pathOf = (url: string) => {
    expect(url.startsWith(PUBLIC)).toBe(true);
    return url.slice(PUBLIC.length);
  };
  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  /** Checkout through the sandbox's page, as a user would. */
  const subscribe = async (token: string, plan: string, card = 'pm_card_visa') => {
    // As the web sends it (spec §7): an empty body with a JSON content type.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${plan}`,
      headers: {
        ...WEB_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = planChangeResponse.parse(res.json()).data;
    expect(data.effective).toBe('checkout');
    const page = pathOf(data.url!);
    const shown = await t.app.inject({ method: 'GET', url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Test mode — no real payment');
    return form(page, { action: 'pay', card });
  };
  const userIdOf = async (email: string) => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
    return u!.id;
  };
  const portalPath = async (token: string) => {
    const res = await call(token, 'GET', '/payments/customer-portal');
    expect(res.statusCode, res.body).toBe(200);
    return pathOf(customerPortalResponse.parse(res.json()).data);
  };

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
    expect(planChangeResponse.parse(res.json()).data.effective).toBe('checkout');
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
    const page = pathOf(planChangeResponse.parse(res.json()).data.url!);
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
    expect(planChangeResponse.parse(up.json())).toMatchObject({
      data: { url: null, effective: 'now' },
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
    expect(planChangeResponse.parse(down.json()).data.effective).toBe('period-end');
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
    expect((await call(token, 'POST', '/payments/reanude-subscription')).statusCode).toBe(400);

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
    expect(planChangeResponse.parse(down.json()).data.effective).toBe('period-end');
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

  describe('the webhook', () => {
    const secret = async () => {
      const [row] = await t.database.db
        .select()
        .from(appSecrets)
        .where(eq(appSecrets.name, 'sandbox-webhook'));
      return row!.value;
    };
    const deliver = async (event: object, key?: string) => {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: key ?? (await secret()),
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
    };

    it('applies a signed event once, refuses a bad signature, ignores replays and older events', async () => {
      const token = await signedInToken(t.app, t.database.db, 'fay@example.com');
      await subscribe(token, 'BASIC_MONTHLY');
      const userId = await userIdOf('fay@example.com');
      const [row] = await t.database.db.query.subscriptions.findMany({
        where: (s, { eq: is }) => is(s.userId, userId),
      });
      const now = Math.floor(Date.now() / 1000);
      const subEvent = (id: string, created: number, price: string, cancel = false) => ({
        id,
        object: 'event',
        type: 'customer.subscription.updated',
        created,
        data: {
          object: {
            id: row!.subscriptionId,
            object: 'subscription',
            customer: row!.customerId,
            status: 'active',
            cancel_at_period_end: cancel,
            metadata: { userId: String(userId) },
            items: { data: [{ price: { id: price }, current_period_end: now + 30 * 86400 }] },
          },
        },
      });

      const good = subEvent('evt_test_1', now + 10, 'price_sandbox_PRO_MONTHLY');
      const applied = await deliver(good);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toEqual({
        success: true,
        data: { received: true, result: 'applied' },
      });
      expect((await subscription(token)).subscription.plan).toBe('PRO_MONTHLY');

      // Replayed: recognised by id, nothing changes.
      const replay = await deliver(good);
      expect(replay.json()).toEqual({
        success: true,
        data: { received: true, result: 'duplicate' },
      });

      // Out of order: an event created before the state's is recorded but changes nothing.
      const older = await deliver(
        subEvent('evt_test_0', now + 5, 'price_sandbox_BASIC_MONTHLY', true),
      );
      expect(older.json()).toEqual({ success: true, data: { received: true, result: 'stale' } });
      expect((await subscription(token)).subscription).toMatchObject({
        plan: 'PRO_MONTHLY',
        cancelAtPeriodEnd: false,
      });

      // Signed with another secret, or tampered with after signing: 400, nothing recorded.
      const forged = await deliver(
        subEvent('evt_test_2', now + 20, 'price_sandbox_BASIC_MONTHLY'),
        'whsec_wrong',
      );
      expect(forged.statusCode).toBe(400);
      expect(errorEnvelope.parse(forged.json()).message).toBe(
        'Webhook signature verification failed',
      );
      const payload = JSON.stringify(
        subEvent('evt_test_3', now + 20, 'price_sandbox_BASIC_MONTHLY'),
      );
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: await secret() });
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: payload.replace('BASIC', 'PRO'),
      });
      expect(tampered.statusCode).toBe(400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(unsigned.statusCode).toBe(400);
      const seen = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, 'evt_test_2'));
      expect(seen).toEqual([]);
      expect((await subscription(token)).subscription.plan).toBe('PRO_MONTHLY');
    });
  });

  describe('limits at their edges', () => {
    it('lets a free user analyse 5 companies a month and refuses the 6th (403); seen ones stay open', async () => {
      const token = await signedInToken(t.app, t.database.db, 'gus@example.com');
      const tickers = ['NASDAQ:COA', 'NASDAQ:COB', 'NASDAQ:COC', 'NASDAQ:COD', 'NASDAQ:COE'];
      for (const ticker of tickers) {
        const res = await call(token, 'GET', `/stocks/${ticker}`);
        expect(res.statusCode, ticker).toBe(200);
      }
      const sixth = await call(token, 'GET', '/stocks/NASDAQ:COF');
      expect(sixth.statusCode).toBe(403);
      expect(errorEnvelope.parse(sixth.json()).message).toBe(PAYMENT_MESSAGES.analysisLimit(5));
      expect((await call(token, 'GET', '/stocks/NASDAQ:COA')).statusCode).toBe(200);
      // Signed out, the page is public (the web's visit gate applies).
      expect((await call(null, 'GET', '/stocks/NASDAQ:COF')).statusCode).toBe(200);
      expect((await subscription(token)).usage.analysis).toEqual({ used: 5, limit: 5 });
    });

    it('applies each paid tier’s analysis limit: the Nth allowed, the N+1th refused', async () => {
      const { service } = await t.app.auth.get();
      for (const [email, plan, limit] of [
        ['basic@example.com', 'BASIC_MONTHLY', 30],
        ['adv@example.com', 'ADVANCED_YEARLY', 200],
      ] as const) {
        const token = await signedInToken(t.app, t.database.db, email);
        await subscribe(token, plan);
        const userId = await userIdOf(email);
        for (let i = 0; i < limit; i++) await service.recordAnalysis(userId, `TEST:T${i}`);
        await expect(service.recordAnalysis(userId, `TEST:T${limit}`)).rejects.toMatchObject({
          status: 403,
          message: PAYMENT_MESSAGES.analysisLimit(limit),
        });
        await expect(service.recordAnalysis(userId, 'TEST:T0')).resolves.toBeUndefined();
      }
      const token = await signedInToken(t.app, t.database.db, 'pro@example.com');
      await subscribe(token, 'PRO_MONTHLY');
      const userId = await userIdOf('pro@example.com');
      for (let i = 0; i < 250; i++) await service.recordAnalysis(userId, `TEST:P${i}`);
      expect((await subscription(token)).usage.analysis).toEqual({ used: 250, limit: -1 });
    });

    it.each(['watchlist', 'portfolio'] as const)(
      'applies the %s stock limit of the plan in force: free 1, basic 10 (the Nth allowed, the N+1th refused)',
      async (kind) => {
        const email = `hal-${kind}@example.com`;
        const token = await signedInToken(t.app, t.database.db, email);
        const created = await call(token, 'POST', `/${kind}/newByName`, { name: 'Mine' });
        const list = listResponse.parse(created.json()).data;
        const add = (tickers: string[]) =>
          call(token, 'PUT', `/${kind}/${list.id}/addCompanies`, { tickers });
        const all = [
          'AAPL',
          'COA',
          'COB',
          'COC',
          'COD',
          'COE',
          'COF',
          'COG',
          'COH',
          'COI',
          'COJ',
        ].map((s) => `NASDAQ:${s}`);
        expect((await add(all.slice(0, 1))).statusCode).toBe(200);
        expect((await add(all.slice(1, 2))).statusCode).toBe(403);
        await subscribe(token, 'BASIC_MONTHLY');
        expect((await add(all.slice(1, 10))).statusCode).toBe(200);
        const eleventh = await add(all.slice(10, 11));
        expect(eleventh.statusCode).toBe(403);
        expect((await subscription(token)).usage[kind]).toEqual({ used: 10, limit: 10 });
      },
    );

    it('gives Advanced 50 + 50 list stocks and Pro no limit, from the one table', async () => {
      for (const [email, plan, limit] of [
        ['ada-lists@example.com', 'ADVANCED_MONTHLY', 50],
        ['pro-lists@example.com', 'PRO_YEARLY', -1],
      ] as const) {
        const token = await signedInToken(t.app, t.database.db, email);
        await subscribe(token, plan);
        const { usage } = await subscription(token);
        expect(usage.watchlist.limit).toBe(limit);
        expect(usage.portfolio.limit).toBe(limit);
        expect(LIMITS[plan === 'PRO_YEARLY' ? 'pro' : 'advanced']).toMatchObject({
          watchlist: limit,
          portfolio: limit,
        });
      }
    });
  });
});
