import { planChangeResponse } from '@evident/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { WEB_KEY } from './build-test-app';

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
  const url = planChangeResponse.parse(res.json()).data.url!;
  if (!url.startsWith(publicUrl)) throw new Error(`checkout outside ${publicUrl}: ${url}`);
  const paid = await app.inject({
    method: 'POST',
    url: url.slice(publicUrl.length),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', card: 'pm_card_visa' }).toString(),
  });
  if (paid.statusCode >= 400) throw new Error(`payment refused: ${paid.statusCode}`);
}
