import type { Limits } from '@evident/contracts/plans';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import * as repo from './billing.repository';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

/** What billing's use cases work with (createBillingService fills in the rest). */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  /** The web app's base URL, without a trailing slash. */
  base: string;
  /** The limits of users' plans kept in memory (plan-summary.ts). */
  limitsCache: Map<number, { limits: Limits; until: number }>;
}

export const fail = (status: number, message: string, code = 'PAYMENT_ERROR') =>
  new AppError(code, status, message);

export async function userOf(deps: BillingDeps, userId: number) {
  const u = await repo.userById(deps.db, userId);
  if (!u) throw fail(401, 'Unauthorized', 'UNAUTHORIZED');
  return u;
}

/**
 * The user's subscription row with the configured provider. A row of another provider (a
 * sandbox subscription after the switch to Stripe, or the reverse) is no subscription: nothing
 * of that provider renews, ends or bills it any more.
 */
export async function ownRow(deps: BillingDeps, userId: number) {
  const row = await repo.subscriptionOfUser(deps.db, userId);
  return row?.provider === deps.provider.name ? row : null;
}

/** The user's subscription and whether it is one the provider still bills. */
export async function liveSubscription(deps: BillingDeps, userId: number) {
  const row = await ownRow(deps, userId);
  const state = repo.stateOf(row);
  const live = state.status === 'active' || state.status === 'past_due';
  return { row, state, live: live && state.subscriptionId !== null };
}

/** Turns a provider refusal into the plan-change answer; anything else is a 502. */
export async function call<T>(fn: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PaymentProviderError) throw fail(400, error.message || failure);
    // The provider's own error stays attached for the log; the user sees the spec's message.
    throw Object.assign(new AppError('PAYMENT_PROVIDER_ERROR', 502, failure), { cause: error });
  }
}
