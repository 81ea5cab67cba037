import { subscriptionResponse } from '@evident/contracts/auth';
import {
  customerPortalResponse,
  isCheckoutUrl,
  planChangeResponse,
} from '@evident/contracts/payments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { WEB_KEY, type TestApp } from './build-test-app';

/**
 * Subscribes a signed-in user to a plan through the offline sandbox's checkout page, as a user
 * would (POST /payments/{PLAN}, then "pay" on the page the API links to). `publicUrl` is the
 * app's PUBLIC_URL, which starts the links the API gives.
 */
export async function subscribeInSandbox(
  app: FastifyInstance,
  publicUrl: string,
  token: string,
  plan: string,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/${plan}`,
    headers: { ...WEB_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (res.statusCode !== 200) throw new Error(`checkout refused: ${res.statusCode} ${res.body}`);
  const url = planChangeResponse.parse(res.json()).data;
  if (!url.startsWith(publicUrl)) throw new Error(`checkout outside ${publicUrl}: ${url}`);
  const paid = await app.inject({
    method: 'POST',
    url: url.slice(publicUrl.length),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', card: 'pm_card_visa' }).toString(),
  });
  if (paid.statusCode >= 400) throw new Error(`payment refused: ${paid.statusCode}`);
}

/**
 * The calls the billing tests make on the app `app()` (read when called: the app is built in a
 * `beforeAll`), whose PUBLIC_URL is `publicUrl`.
 */
export function sandboxBillingCalls(app: () => TestApp, publicUrl: string) {
  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    app().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const subscription = async (token: string) =>
    subscriptionResponse.parse((await call(token, 'GET', '/auth/user-subscription')).json()).data;
  /** The sandbox page path of a URL the API gave. */
  const pathOf = (url: string) => {
    expect(url.startsWith(publicUrl)).toBe(true);
    return url.slice(publicUrl.length);
  };
  const form = (url: string, fields: Record<string, string>) =>
    app().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  /** Checkout through the sandbox's page, as a user would. */
  const subscribe = async (token: string, plan: string, card = 'pm_card_visa') => {
    // As the web sends it (spec §7): an empty body with a JSON content type.
    const res = await app().app.inject({
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
    expect(isCheckoutUrl(data), data).toBe(true);
    const page = pathOf(data);
    const shown = await app().app.inject({ method: 'GET', url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Test mode — no real payment');
    return form(page, { action: 'pay', card });
  };
  const userIdOf = async (email: string) => {
    const [u] = await app().database.db.select().from(users).where(eq(users.email, email));
    return u!.id;
  };
  const portalPath = async (token: string) => {
    const res = await call(token, 'GET', '/payments/customer-portal');
    expect(res.statusCode, res.body).toBe(200);
    return pathOf(customerPortalResponse.parse(res.json()).data);
  };
  return { call, subscription, pathOf, form, subscribe, userIdOf, portalPath };
}
