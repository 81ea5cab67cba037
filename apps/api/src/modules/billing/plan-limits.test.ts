import { errorEnvelope } from '@evident/contracts/envelope';
import { listResponse } from '@evident/contracts/lists';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { LIMITS } from '@evident/contracts/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInToken } from '../../test/auth-test-kit';
import { sandboxBillingCalls } from '../../test/billing-test-kit';
import { buildScoredTestApp } from '../../test/scored-test-app';

/** Issue 19: each plan’s limits, on analyses and lists, at their edges. */
describe('billing: limits at their edges', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  const PUBLIC = 'https://evident.test';

  beforeAll(async () => {
    t = await buildScoredTestApp({ PUBLIC_URL: PUBLIC }, { authRateLimitScale: 100 }, { runs: [] });
  });
  afterAll(async () => t.close());

  const { call, subscription, subscribe, userIdOf } = sandboxBillingCalls(() => t, PUBLIC);

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
      // Signed out, this client is a visitor with an allowance of its own (ADR 059).
      expect((await call(null, 'GET', '/stocks/NASDAQ:COF')).statusCode).toBe(200);
      expect((await subscription(token)).usage.analysis).toEqual({ used: 5, limit: 5 });
    });

    it('applies each paid tier’s analysis limit: the Nth allowed, the N+1th refused', async () => {
      const meter = t.app.metering;
      for (const [email, plan, limit] of [
        ['basic@example.com', 'BASIC_MONTHLY', 30],
        ['adv@example.com', 'ADVANCED_YEARLY', 200],
      ] as const) {
        const token = await signedInToken(t.app, t.database.db, email);
        await subscribe(token, plan);
        const userId = await userIdOf(email);
        for (let i = 0; i < limit; i++) await meter.meterUser(userId, `TEST:T${i}`);
        await expect(meter.meterUser(userId, `TEST:T${limit}`)).rejects.toMatchObject({
          status: 403,
          message: PAYMENT_MESSAGES.analysisLimit(limit),
        });
        await expect(meter.meterUser(userId, 'TEST:T0')).resolves.toBeUndefined();
      }
      const token = await signedInToken(t.app, t.database.db, 'pro@example.com');
      await subscribe(token, 'PRO_MONTHLY');
      const userId = await userIdOf('pro@example.com');
      for (let i = 0; i < 250; i++) await meter.meterUser(userId, `TEST:P${i}`);
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
