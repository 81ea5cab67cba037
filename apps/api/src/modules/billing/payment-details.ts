import {
  PAYMENT_MESSAGES,
  type PaymentHistoryData,
  type PaymentRecord,
} from '@evident/contracts/payments';
import { paidPlanOf, TIER_TITLES } from '@evident/contracts/plans';
import * as repo from './billing.repository';
import { call, fail, liveSubscription, userOf, type BillingDeps } from './billing-deps';

/* The user's payments: their history, the payment method, and the provider's own portal. */

export async function historyRecords(deps: BillingDeps, userId: number): Promise<PaymentRecord[]> {
  const records = await repo.paymentRecordsOf(deps.db, userId);
  return records.map((r) => {
    const plan = r.plan ? paidPlanOf(r.plan) : null;
    return {
      id: r.id,
      date: r.createdAt.toISOString(),
      description: plan
        ? `Evident ${TIER_TITLES[plan.tier]} (${plan.period})`
        : 'Evident subscription',
      plan: r.plan,
      amount: r.amountCents / 100,
      currency: r.currency,
      status: r.status,
      invoiceUrl: r.invoiceUrl,
    };
  });
}

export async function history(
  deps: BillingDeps,
  userId: number,
  email: string,
): Promise<PaymentHistoryData> {
  const { provider } = deps;
  const user = await userOf(deps, userId);
  if (user.email !== email.trim().toLowerCase()) {
    throw fail(403, PAYMENT_MESSAGES.historyNotYours, 'FORBIDDEN');
  }
  const row = await repo.subscriptionOfUser(deps.db, userId);
  const method =
    row && row.provider === provider.name ? await provider.paymentMethodOf(row.customerId) : null;
  return {
    paymentMethod: method ?? row?.paymentMethod ?? null,
    paymentHistory: await historyRecords(deps, userId),
  };
}

export async function updatePaymentMethod(
  deps: BillingDeps,
  userId: number,
  paymentMethodId: string,
): Promise<void> {
  const { provider } = deps;
  const { row, state } = await liveSubscription(deps, userId);
  if (!row || row.provider !== provider.name) throw fail(400, PAYMENT_MESSAGES.noSubscription);
  await call(
    () =>
      provider.updatePaymentMethod({
        customerId: row.customerId,
        subscriptionId: state.subscriptionId,
        paymentMethodId,
      }),
    PAYMENT_MESSAGES.badPaymentMethod,
  );
  const method = await provider.paymentMethodOf(row.customerId);
  if (method) await repo.savePaymentMethod(deps.db, userId, method);
}

export async function portalUrl(deps: BillingDeps, userId: number): Promise<string> {
  const { provider } = deps;
  const row = await repo.subscriptionOfUser(deps.db, userId);
  if (!row || row.provider !== provider.name) throw fail(400, PAYMENT_MESSAGES.noSubscription);
  return call(
    () => provider.portalUrl({ customerId: row.customerId, returnUrl: `${deps.base}/profile` }),
    PAYMENT_MESSAGES.portalFailed,
  );
}
