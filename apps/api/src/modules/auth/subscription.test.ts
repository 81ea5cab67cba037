import { describe, expect, it } from 'vitest';
import { LIMITS } from '@evident/contracts/plans';
import type { AuthRepository, UserRow } from './auth.repository';
import { createAuthService, FREE_PLAN, type AuthServiceDeps } from './auth.service';
import { scaled } from '../../test/time-scale';

/**
 * `GET /auth/user-subscription` reads the user, the plan in force, the month's analyses and the
 * two list usages. They do not depend on each other: each read here waits until all five have
 * been asked, so reads made one after another never finish (the route made five in a row).
 */
describe('the plan and usage of a user', () => {
  it('asks its five reads at once, not one after another', async () => {
    const asked = new Set<string>();
    let open!: () => void;
    const allAsked = new Promise<void>((resolve) => (open = resolve));
    const read = async <T>(name: string, value: T): Promise<T> => {
      asked.add(name);
      if (asked.size === 5) open();
      await Promise.race([
        allAsked,
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new Error(`${name} waited alone: asked ${[...asked]}`)),
            scaled(1_000),
          ),
        ),
      ]);
      return value;
    };
    const plan = FREE_PLAN;
    const repo = {
      userById: (id: number) => read('user', { id, email: 'a@example.com' } as UserRow),
    } as unknown as AuthRepository;
    const auth = createAuthService({
      repo,
      planOf: () => read('plan', plan),
      listUsage: (_id: number, kind: 'watchlist' | 'portfolio') =>
        read(kind, kind === 'portfolio' ? 2 : 7),
      analysisUsage: () => read('analyses', 3),
      publicUrl: 'https://evident.test',
      codeKey: 'k',
    } as unknown as AuthServiceDeps);
    await expect(auth.subscriptionFor(1)).resolves.toEqual({
      subscription: {
        plan: 'FREE',
        currentPeriodEnd: null,
        tier: 'free',
        status: 'none',
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
        refusedPayment: null,
      },
      usage: {
        analysis: { used: 3, limit: LIMITS.free.analysis },
        portfolio: { used: 2, limit: LIMITS.free.portfolio },
        watchlist: { used: 7, limit: LIMITS.free.watchlist },
      },
      user: { email: 'a@example.com' },
    });
  });

  it('answers 401 for a user deleted since the token was issued', async () => {
    const repo = {
      userById: async () => null,
    } as unknown as AuthRepository;
    const auth = createAuthService({
      repo,
      publicUrl: 'https://evident.test',
      codeKey: 'k',
    } as unknown as AuthServiceDeps);
    await expect(auth.subscriptionFor(1)).rejects.toMatchObject({ status: 401 });
  });
});
