import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { compareTiers, paidPlanOf, TIER_TITLES, type PaidPlan } from '@evident/contracts/plans';
import type { ServerText } from '../../i18n/translate';
import * as repo from './billing.repository';
import { call, fail, liveSubscription, userOf, type BillingDeps } from './billing-deps';

/* Spec §3: a first subscription's checkout, plan changes, cancelling and resuming. */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** Spec §3 order: a higher tier, or a longer period of the same tier, takes effect at once. */
function whenOf(from: PaidPlan, to: PaidPlan): 'now' | 'period-end' {
  const byTier = compareTiers(to.tier, from.tier);
  if (byTier !== 0) return byTier > 0 ? 'now' : 'period-end';
  return to.period === 'yearly' ? 'now' : 'period-end';
}

/** Cancels at the period end (`cancel`), or calls that cancellation off. */
export async function setCancel(deps: BillingDeps, userId: number, cancel: boolean): Promise<void> {
  const { state, live } = await liveSubscription(deps, userId);
  // Resuming a plan that is not set to end (a free plan included) says so, not "nothing to cancel".
  if (!cancel && (!live || !state.cancelAtPeriodEnd)) {
    throw fail(400, PAYMENT_MESSAGES.notResumable);
  }
  if (!live) throw fail(400, PAYMENT_MESSAGES.notCancelable);
  if (cancel && state.cancelAtPeriodEnd) return;
  await call(
    () => deps.provider.setCancelAtPeriodEnd(state.subscriptionId!, cancel),
    cancel ? PAYMENT_MESSAGES.cancelFailed : PAYMENT_MESSAGES.resumeFailed,
  );
}

/**
 * What POST /payments/{PLAN_PERIOD} did (spec §7: its `data` is the checkout URL, or a message):
 * a checkout to go to, or the change made, in words.
 */
export type PlanRequestOutcome = { checkout: string } | { changed: string; text?: ServerText };

/** POST /payments/{PLAN_PERIOD}: checkout for a first subscription, else a plan change. */
export async function requestPlan(
  deps: BillingDeps,
  userId: number,
  code: string,
): Promise<PlanRequestOutcome> {
  const { provider } = deps;
  const { row, state, live } = await liveSubscription(deps, userId);
  const target = paidPlanOf(code);
  if (target === null) {
    // FREE: the paid plan ends at the period end.
    if (!live) throw fail(400, PAYMENT_MESSAGES.samePlan);
    await setCancel(deps, userId, true);
    return { changed: PAYMENT_MESSAGES.cancelled };
  }
  if (!live) {
    const user = await userOf(deps, userId);
    let customerId = row?.provider === provider.name ? row.customerId : null;
    if (customerId === null) {
      customerId = await call(
        () =>
          provider.createCustomer({
            id: user.id,
            email: user.email,
            name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          }),
        PAYMENT_MESSAGES.planChangeFailed,
      );
      // A server without payments refused createCustomer above.
      if (provider.name === 'none') throw fail(400, PAYMENT_MESSAGES.planChangeFailed);
      await repo.linkCustomer(deps.db, { userId, provider: provider.name, customerId });
    }
    const result = (status: 'success' | 'cancelled' | 'refused') =>
      `${deps.base}/?subscription=${encodeURIComponent(b64({ status, plan: target.code }))}`;
    const url = await call(
      () =>
        provider.createCheckout({
          customerId: customerId!,
          userId,
          plan: target,
          successUrl: result('success'),
          cancelUrl: result('cancelled'),
          refusedUrl: result('refused'),
        }),
      PAYMENT_MESSAGES.planChangeFailed,
    );
    return { checkout: url };
  }
  if (state.status === 'past_due') throw fail(400, PAYMENT_MESSAGES.pastDue);
  const current = paidPlanOf(state.plan ?? '');
  if (current === null) throw fail(400, PAYMENT_MESSAGES.noSubscription);
  const title = `${TIER_TITLES[target.tier]} (${target.period})`;
  // The same title by code, for the message in the reader's language (ADR 055).
  const plan: ServerText = {
    id: 'payments.planTitle',
    vars: {
      tier: { id: `payments.tier.${target.tier}` },
      period: { id: `payments.period.${target.period}` },
    },
  };
  if (current.code === target.code) {
    if (!state.scheduledPlan && !state.cancelAtPeriodEnd) {
      throw fail(400, PAYMENT_MESSAGES.samePlan);
    }
    // Staying: a pending downgrade or cancellation is called off.
    await call(
      () =>
        provider.changePlan({
          subscriptionId: state.subscriptionId!,
          plan: target,
          when: 'now',
        }),
      PAYMENT_MESSAGES.planChangeFailed,
    );
    return { changed: `You stay on ${title}.`, text: { id: 'payments.stayOn', vars: { plan } } };
  }
  const when = whenOf(current, target);
  // Choosing another paid plan calls off a cancellation at the period end: the user stays.
  if (state.cancelAtPeriodEnd) {
    await call(
      () => provider.setCancelAtPeriodEnd(state.subscriptionId!, false),
      PAYMENT_MESSAGES.planChangeFailed,
    );
  }
  await call(
    () => provider.changePlan({ subscriptionId: state.subscriptionId!, plan: target, when }),
    PAYMENT_MESSAGES.planChangeFailed,
  );
  const end = state.currentPeriodEnd?.toISOString().slice(0, 10);
  return {
    changed:
      when === 'now'
        ? `Your plan is now ${title}.`
        : `Your plan changes to ${title} at the end of this period${end ? ` (${end})` : ''}.`,
    text:
      when === 'now'
        ? { id: 'payments.planIsNow', vars: { plan } }
        : end
          ? { id: 'payments.planChangesOn', vars: { plan, date: end } }
          : { id: 'payments.planChangesAtEnd', vars: { plan } },
  };
}
