import { errorEnvelope } from '@evident/contracts/envelope';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { subscriptionResponse } from '@evident/contracts/auth';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';

/** ADR 060: PAYMENTS_SANDBOX=0 without a Stripe key: no payments at all, and it says so. */
describe('payments off (PAYMENTS_SANDBOX=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://evident.test', PAYMENTS_SANDBOX: '0' });
    await t.app.ready();
  });
  afterAll(async () => t.close());

  it('refuses checkout in the reader’s language, serves no sandbox page, verifies no event', async () => {
    const token = await signedInToken(t.app, t.database.db, 'nopay@example.com');
    const ask = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/PRO_MONTHLY',
        headers: { ...WEB_KEY, authorization: `Bearer ${token}`, 'accept-language': language },
      });
    const en = await ask('en');
    expect(en.statusCode).toBe(400);
    expect(errorEnvelope.parse(en.json()).message).toBe(PAYMENT_MESSAGES.paymentsOff);
    expect(errorEnvelope.parse((await ask('es')).json()).message).toBe(
      'Los planes de pago no están disponibles en este servidor.',
    );
    const sub = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user-subscription',
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
    });
    expect(subscriptionResponse.parse(sub.json()).data.subscription.plan).toBe('FREE');
    expect(
      (await t.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_sb_x' })).statusCode,
    ).toBe(404);
    const payload = JSON.stringify({ id: 'evt_x', type: 'invoice.paid', data: { object: {} } });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_any',
        }),
      },
      payload,
    });
    expect(hook.statusCode).toBe(400);
  });
});
