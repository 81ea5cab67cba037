import { errorEnvelope } from '@evident/contracts/envelope';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, paymentEvents } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { sandboxBillingCalls } from '../../test/billing-test-kit';
import { buildScoredTestApp } from '../../test/scored-test-app';

/** Issue 19: the one webhook handler, fed events signed as the sandbox and Stripe sign them. */
describe('billing: the webhook', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  const PUBLIC = 'https://evident.test';

  beforeAll(async () => {
    t = await buildScoredTestApp({ PUBLIC_URL: PUBLIC }, { authRateLimitScale: 100 }, { runs: [] });
  });
  afterAll(async () => t.close());

  const { subscription, subscribe, userIdOf } = sandboxBillingCalls(() => t, PUBLIC);

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
});
