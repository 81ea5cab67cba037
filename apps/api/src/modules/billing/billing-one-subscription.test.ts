import {
  isCheckoutUrl,
  paymentHistoryResponse,
  planChangeResponse,
  subscriptionResult,
} from '@evident/contracts/payments';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckouts, sandboxSubscriptions } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { sandboxBillingCalls } from '../../test/billing-test-kit';
import { buildScoredTestApp } from '../../test/scored-test-app';

/** Two checkouts, a stale checkout paid, a second subscription by webhook: one stays live. */
describe('one live subscription per user (issue 56, ADR 060)', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  const PUBLIC = 'https://evident.test';

  beforeAll(async () => {
    t = await buildScoredTestApp({ PUBLIC_URL: PUBLIC }, { authRateLimitScale: 100 }, { runs: [] });
  });
  afterAll(async () => t.close());

  const { call, subscription, pathOf, form, subscribe, userIdOf } = sandboxBillingCalls(
    () => t,
    PUBLIC,
  );

  const checkoutOf = async (token: string, plan: string) => {
    const res = await call(token, 'POST', `/payments/${plan}`);
    expect(res.statusCode, res.body).toBe(200);
    const url = planChangeResponse.parse(res.json()).data;
    expect(isCheckoutUrl(url), url).toBe(true);
    return pathOf(url);
  };
  const idOfPage = (page: string) => page.split('/').at(-1)!;
  const resultOf = (location: string) =>
    subscriptionResult.parse(
      JSON.parse(
        Buffer.from(new URL(location).searchParams.get('subscription')!, 'base64').toString(),
      ),
    );
  const liveOf = (userId: number) =>
    t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.userId, userId),
          inArray(sandboxSubscriptions.status, ['active', 'past_due']),
        ),
      );
  const paidCharges = async (token: string, email: string) =>
    paymentHistoryResponse
      .parse((await call(token, 'GET', `/payments/history?email=${email}`)).json())
      .data.paymentHistory.filter((p) => p.status === 'paid');

  it('a new checkout expires the older open ones: only the newest can be paid', async () => {
    const token = await signedInToken(t.app, t.database.db, 'olga@example.com');
    const older = await checkoutOf(token, 'BASIC_MONTHLY');
    const newer = await checkoutOf(token, 'PRO_MONTHLY');
    const statuses = await t.database.db
      .select({ id: sandboxCheckouts.id, status: sandboxCheckouts.status })
      .from(sandboxCheckouts)
      .where(inArray(sandboxCheckouts.id, [idOfPage(older), idOfPage(newer)]));
    expect(Object.fromEntries(statuses.map((c) => [c.id, c.status]))).toEqual({
      [idOfPage(older)]: 'expired',
      [idOfPage(newer)]: 'open',
    });
    const stale = await form(older, { action: 'pay', card: 'pm_card_visa' });
    expect(stale.statusCode).toBe(402);
    expect(stale.body).toContain('This checkout is no longer open.');
    expect((await form(newer, { action: 'pay', card: 'pm_card_visa' })).statusCode).toBe(303);
    expect((await subscription(token)).subscription.plan).toBe('PRO_MONTHLY');
  });

  it('two checkouts paid at once leave exactly one live subscription and one charge', async () => {
    const email = 'duo@example.com';
    const token = await signedInToken(t.app, t.database.db, email);
    const userId = await userIdOf(email);
    const basic = await checkoutOf(token, 'BASIC_MONTHLY');
    const pro = await checkoutOf(token, 'PRO_MONTHLY');
    // Both open, as two checkouts opened at the same moment in two tabs can leave them.
    await t.database.db
      .update(sandboxCheckouts)
      .set({ status: 'open' })
      .where(inArray(sandboxCheckouts.id, [idOfPage(basic), idOfPage(pro)]));
    const paid = await Promise.all([
      form(basic, { action: 'pay', card: 'pm_card_visa' }),
      form(pro, { action: 'pay', card: 'pm_card_visa' }),
    ]);
    expect(paid.map((r) => r.statusCode)).toEqual([303, 303]);
    const results = paid.map((r) => resultOf(r.headers.location as string));
    expect(results.map((r) => r.status).sort()).toEqual(['refused', 'success']);
    const won = results.find((r) => r.status === 'success')!.plan;
    expect(await liveOf(userId)).toHaveLength(1);
    expect((await subscription(token)).subscription).toMatchObject({
      plan: won,
      status: 'active',
    });
    expect(await paidCharges(token, email)).toHaveLength(1);
  });

  it('a stale checkout paid after another is refused, not charged, and the return says so', async () => {
    const email = 'stale@example.com';
    const token = await signedInToken(t.app, t.database.db, email);
    const userId = await userIdOf(email);
    const stale = await checkoutOf(token, 'PRO_YEARLY');
    expect((await subscribe(token, 'BASIC_MONTHLY')).statusCode).toBe(303);
    // The older checkout left open (a race the expiry cannot close), paid afterwards.
    await t.database.db
      .update(sandboxCheckouts)
      .set({ status: 'open' })
      .where(eq(sandboxCheckouts.id, idOfPage(stale)));
    const late = await form(stale, { action: 'pay', card: 'pm_card_visa' });
    expect(late.statusCode).toBe(303);
    const back = new URL(late.headers.location as string);
    expect(back.origin).toBe(PUBLIC);
    expect(resultOf(back.href)).toEqual({ status: 'refused', plan: 'PRO_YEARLY' });
    expect(await liveOf(userId)).toHaveLength(1);
    expect((await subscription(token)).subscription.plan).toBe('BASIC_MONTHLY');
    expect(await paidCharges(token, email)).toHaveLength(1);
    // Closed for good: it cannot be paid again.
    const [row] = await t.database.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, idOfPage(stale)));
    expect(row!.status).toBe('expired');
  });

  it('the database itself refuses a second live subscription of a user', async () => {
    const email = 'direct@example.com';
    const token = await signedInToken(t.app, t.database.db, email);
    const userId = await userIdOf(email);
    expect((await subscribe(token, 'BASIC_MONTHLY')).statusCode).toBe(303);
    const [live] = await liveOf(userId);
    const second = (id: string, status: 'active' | 'past_due' | 'canceled') =>
      t.database.db.insert(sandboxSubscriptions).values({
        ...live!,
        id,
        status,
        createdAt: new Date(),
      });
    await expect(second('sub_direct_2', 'active')).rejects.toThrow();
    await expect(second('sub_direct_3', 'past_due')).rejects.toThrow();
    // Ended subscriptions are history: any number of them.
    await second('sub_direct_4', 'canceled');
    await second('sub_direct_5', 'canceled');
    expect(await liveOf(userId)).toHaveLength(1);
  });
});
