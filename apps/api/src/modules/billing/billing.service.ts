import type { Db } from '../../db/client';
import type { BillingDeps } from './billing-deps';
import type { PaymentProvider } from './payment-provider';
import { history, historyRecords, portalUrl, updatePaymentMethod } from './payment-details';
import { handleWebhook } from './payment-webhook';
import { requestPlan, setCancel } from './plan-changes';
import { limitsOf, summaryOf, summaryOfState } from './plan-summary';

/**
 * Plans, checkout, plan changes and the webhook handler (issue 19, ADR 018). The subscription
 * state is written only by `handleWebhook`, from events the provider signed. Each use case is a
 * function of its own file; this gives them their dependencies.
 */
export function createBillingService(deps: {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
}) {
  const d: BillingDeps = {
    db: deps.db,
    provider: deps.provider,
    base: deps.publicUrl.replace(/\/$/, ''),
    limitsCache: new Map(),
  };
  const use =
    <A extends unknown[], R>(useCase: (deps: BillingDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(d, ...args);
  return {
    provider: deps.provider,
    summaryOf: use(summaryOf),
    summaryOfState,
    limitsOf: use(limitsOf),
    requestPlan: use(requestPlan),
    cancel: (userId: number) => setCancel(d, userId, true),
    resume: (userId: number) => setCancel(d, userId, false),
    portalUrl: use(portalUrl),
    historyRecords: use(historyRecords),
    history: use(history),
    updatePaymentMethod: use(updatePaymentMethod),
    handleWebhook: use(handleWebhook),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
