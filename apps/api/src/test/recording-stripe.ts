import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A recording stand-in for api.stripe.com (issue 56): the billing tests run the real Stripe SDK
 * against it (`STRIPE_API_URL`), and read what it was asked.
 */

export interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
  query: URLSearchParams;
  auth: string | undefined;
  idempotencyKey: string | undefined;
}

/**
 * A local HTTP server standing in for api.stripe.com: it records every call the real SDK makes
 * and answers with the objects Stripe would (only the fields Evident reads).
 */
export async function startRecordingStripe() {
  const calls: Recorded[] = [];
  // Whether a subscription schedule runs the subscription (a pending downgrade).
  let scheduled = false;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({
        method: req.method ?? '',
        path,
        body: new URLSearchParams(raw),
        query: new URLSearchParams((req.url ?? '').split('?')[1] ?? ''),
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      const json = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(body));
      };
      const now = Math.floor(Date.now() / 1000);
      if (path === '/v1/customers' && req.method === 'POST') {
        return json(200, { id: 'cus_rec_1', object: 'customer' });
      }
      if (path === '/v1/checkout/sessions' && req.method === 'GET') {
        // The customer's open checkouts: one left from before, which a new one expires.
        return json(200, {
          object: 'list',
          url: '/v1/checkout/sessions',
          has_more: false,
          data: [{ id: 'cs_old_1', object: 'checkout.session', status: 'open' }],
        });
      }
      if (path === '/v1/checkout/sessions/cs_old_1/expire') {
        return json(200, { id: 'cs_old_1', object: 'checkout.session', status: 'expired' });
      }
      if (path === '/v1/checkout/sessions') {
        return json(200, {
          id: 'cs_rec_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/cs_rec_1',
        });
      }
      if (path === '/v1/subscriptions/sub_rec_1' && req.method === 'GET') {
        return json(200, {
          id: 'sub_rec_1',
          object: 'subscription',
          schedule: scheduled ? 'sub_sched_1' : null,
          items: { object: 'list', data: [{ id: 'si_rec_1', price: { id: 'price_basic_m' } }] },
        });
      }
      if (path === '/v1/subscriptions/sub_rec_2' && req.method === 'GET') {
        // A second subscription, paid at its checkout: the invoice it charged.
        return json(200, {
          id: 'sub_rec_2',
          object: 'subscription',
          status: 'active',
          latest_invoice: {
            id: 'in_rec_9',
            object: 'invoice',
            amount_paid: 7900,
            currency: 'usd',
          },
        });
      }
      if (path === '/v1/invoice_payments') {
        return json(200, {
          object: 'list',
          url: '/v1/invoice_payments',
          has_more: false,
          data: [
            {
              id: 'inpay_9',
              object: 'invoice_payment',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: 'pi_rec_9' },
            },
          ],
        });
      }
      if (path === '/v1/refunds') {
        return json(200, { id: 're_rec_9', object: 'refund', status: 'succeeded' });
      }
      if (path.startsWith('/v1/subscriptions/')) {
        return json(200, { id: path.split('/')[3], object: 'subscription', status: 'canceled' });
      }
      if (path === '/v1/subscription_schedules') {
        scheduled = true;
        return json(200, {
          id: 'sub_sched_1',
          object: 'subscription_schedule',
          current_phase: { start_date: now - 86400, end_date: now + 29 * 86400 },
        });
      }
      if (path.startsWith('/v1/subscription_schedules/')) {
        if (path.endsWith('/release')) scheduled = false;
        return json(200, { id: 'sub_sched_1', object: 'subscription_schedule' });
      }
      if (path === '/v1/billing_portal/sessions') {
        return json(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/1',
        });
      }
      if (path.startsWith('/v1/payment_methods/pm_card_bad/attach')) {
        return json(402, {
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        });
      }
      if (path.startsWith('/v1/payment_methods/')) {
        return json(200, { id: 'pm_card_visa', object: 'payment_method' });
      }
      if (path.startsWith('/v1/customers/')) {
        return json(200, {
          id: 'cus_rec_1',
          object: 'customer',
          invoice_settings: {
            default_payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } },
          },
        });
      }
      return json(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const PRICES = {
  STRIPE_PRICE_BASIC_MONTHLY: 'price_basic_m',
  STRIPE_PRICE_BASIC_YEARLY: 'price_basic_y',
  STRIPE_PRICE_ADVANCED_MONTHLY: 'price_adv_m',
  STRIPE_PRICE_ADVANCED_YEARLY: 'price_adv_y',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
};
export const WEBHOOK_SECRET = 'whsec_test_recording';

/** The webhook's request for `event`, signed with `WEBHOOK_SECRET` as Stripe signs it. */
export function webhookDelivery(event: object) {
  const payload = JSON.stringify(event);
  return {
    method: 'POST' as const,
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  };
}
