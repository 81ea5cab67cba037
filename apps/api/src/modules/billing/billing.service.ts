import {
  PAYMENT_MESSAGES,
  type PaymentHistoryData,
  type PaymentRecord,
  type PlanChangeData,
} from '@evident/contracts/payments';
import {
  compareTiers,
  LIMITS,
  paidPlanOf,
  TIER_TITLES,
  tierOf,
  type Limits,
  type PaidPlan,
  type PaidPlanCode,
  type Tier,
} from '@evident/contracts/plans';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { nextState, planInForce, readEvent, type SubscriptionState } from './billing-state';
import * as repo from './billing.repository';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

export interface PlanSummary {
  plan: PaidPlanCode | 'FREE';
  tier: Tier;
  status: 'none' | 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  scheduledPlan: PaidPlanCode | null;
  limits: Limits;
}

/** How long a user's plan limits are kept in memory (ADR 021), and for how many users at most. */
export const LIMITS_TTL_MS = 10_000;
const LIMITS_CACHE_SIZE = 100_000;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/**
 * Plans, checkout, plan changes and the webhook handler (issue 19, ADR 018). The subscription
 * state is written only by `handleWebhook`, from events the provider signed.
 */
export function createBillingService(deps: {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
}) {
  const { db, provider } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  const limitsCache = new Map<number, { limits: Limits; until: number }>();
  const fail = (status: number, message: string, code = 'PAYMENT_ERROR') =>
    new AppError(code, status, message);

  async function userOf(userId: number) {
    const u = await repo.userById(db, userId);
    if (!u) throw fail(401, 'Unauthorized', 'UNAUTHORIZED');
    return u;
  }

  function summaryOfState(state: SubscriptionState): PlanSummary {
    const plan = planInForce(state);
    const tier = tierOf(plan);
    return {
      plan,
      tier,
      status: state.status === 'incomplete' ? 'none' : state.status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
      scheduledPlan: plan === 'FREE' ? null : state.scheduledPlan,
      limits: LIMITS[tier],
    };
  }

  /**
   * The user's subscription row with the configured provider. A row of another provider (a
   * sandbox subscription after the switch to Stripe, or the reverse) is no subscription: nothing
   * of that provider renews, ends or bills it any more.
   */
  async function ownRow(userId: number) {
    const row = await repo.subscriptionOfUser(db, userId);
    return row?.provider === provider.name ? row : null;
  }

  async function summaryOf(userId: number): Promise<PlanSummary> {
    return summaryOfState(repo.stateOf(await ownRow(userId)));
  }

  /** Turns a provider refusal into the plan-change answer; anything else is a 502. */
  async function call<T>(fn: () => Promise<T>, failure: string): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof PaymentProviderError) throw fail(400, error.message || failure);
      // The provider's own error stays attached for the log; the user sees the spec's message.
      throw Object.assign(new AppError('PAYMENT_PROVIDER_ERROR', 502, failure), { cause: error });
    }
  }

  async function historyRecords(userId: number): Promise<PaymentRecord[]> {
    const records = await repo.paymentRecordsOf(db, userId);
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

  async function liveSubscription(userId: number) {
    const row = await ownRow(userId);
    const state = repo.stateOf(row);
    const live = state.status === 'active' || state.status === 'past_due';
    return { row, state, live: live && state.subscriptionId !== null };
  }

  /** Spec §3 order: a higher tier, or a longer period of the same tier, takes effect at once. */
  function whenOf(from: PaidPlan, to: PaidPlan): 'now' | 'period-end' {
    const byTier = compareTiers(to.tier, from.tier);
    if (byTier !== 0) return byTier > 0 ? 'now' : 'period-end';
    return to.period === 'yearly' ? 'now' : 'period-end';
  }

  async function setCancel(userId: number, cancel: boolean): Promise<void> {
    const { state, live } = await liveSubscription(userId);
    if (!live) throw fail(400, PAYMENT_MESSAGES.notCancelable);
    if (!cancel && !state.cancelAtPeriodEnd) throw fail(400, PAYMENT_MESSAGES.notResumable);
    if (cancel && state.cancelAtPeriodEnd) return;
    await call(
      () => provider.setCancelAtPeriodEnd(state.subscriptionId!, cancel),
      cancel ? PAYMENT_MESSAGES.cancelFailed : PAYMENT_MESSAGES.resumeFailed,
    );
  }

  return {
    provider,
    summaryOf,
    summaryOfState,
    /**
     * The limits of the plan in force, kept LIMITS_TTL_MS per user: hot routes (the screener's
     * every call, list changes) then skip a database read. This instance's webhooks clear them
     * at once; another instance's are seen within the TTL.
     */
    async limitsOf(userId: number): Promise<Limits> {
      const now = Date.now();
      const kept = limitsCache.get(userId);
      if (kept && kept.until > now) return kept.limits;
      const { limits } = await summaryOf(userId);
      if (limitsCache.size >= LIMITS_CACHE_SIZE) limitsCache.clear();
      limitsCache.set(userId, { limits, until: now + LIMITS_TTL_MS });
      return limits;
    },

    /** POST /payments/{PLAN_PERIOD}: checkout for a first subscription, else a plan change. */
    async requestPlan(
      userId: number,
      code: string,
    ): Promise<{ data: PlanChangeData; message: string }> {
      const { row, state, live } = await liveSubscription(userId);
      const target = paidPlanOf(code);
      if (target === null) {
        // FREE: the paid plan ends at the period end.
        if (!live) throw fail(400, PAYMENT_MESSAGES.samePlan);
        await setCancel(userId, true);
        return {
          data: { url: null, effective: 'period-end' },
          message: PAYMENT_MESSAGES.cancelled,
        };
      }
      if (!live) {
        const user = await userOf(userId);
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
          await repo.linkCustomer(db, { userId, provider: provider.name, customerId });
        }
        const result = (status: 'success' | 'cancelled') =>
          `${base}/?subscription=${encodeURIComponent(b64({ status, plan: target.code }))}`;
        const url = await call(
          () =>
            provider.createCheckout({
              customerId: customerId!,
              userId,
              plan: target,
              successUrl: result('success'),
              cancelUrl: result('cancelled'),
            }),
          PAYMENT_MESSAGES.planChangeFailed,
        );
        return { data: { url, effective: 'checkout' }, message: 'Checkout created' };
      }
      if (state.status === 'past_due') throw fail(400, PAYMENT_MESSAGES.pastDue);
      const current = paidPlanOf(state.plan ?? '');
      if (current === null) throw fail(400, PAYMENT_MESSAGES.noSubscription);
      const title = `${TIER_TITLES[target.tier]} (${target.period})`;
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
        return { data: { url: null, effective: 'now' }, message: `You stay on ${title}.` };
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
        data: { url: null, effective: when },
        message:
          when === 'now'
            ? `Your plan is now ${title}.`
            : `Your plan changes to ${title} at the end of this period${end ? ` (${end})` : ''}.`,
      };
    },

    cancel: (userId: number) => setCancel(userId, true),
    resume: (userId: number) => setCancel(userId, false),

    async portalUrl(userId: number): Promise<string> {
      const row = await repo.subscriptionOfUser(db, userId);
      if (!row || row.provider !== provider.name) throw fail(400, PAYMENT_MESSAGES.noSubscription);
      return call(
        () => provider.portalUrl({ customerId: row.customerId, returnUrl: `${base}/profile` }),
        PAYMENT_MESSAGES.portalFailed,
      );
    },

    historyRecords,

    async history(userId: number, email: string): Promise<PaymentHistoryData> {
      const user = await userOf(userId);
      if (user.email !== email.trim().toLowerCase()) {
        throw fail(403, PAYMENT_MESSAGES.historyNotYours, 'FORBIDDEN');
      }
      const row = await repo.subscriptionOfUser(db, userId);
      const method =
        row && row.provider === provider.name
          ? await provider.paymentMethodOf(row.customerId)
          : null;
      return {
        paymentMethod: method ?? row?.paymentMethod ?? null,
        paymentHistory: await historyRecords(userId),
      };
    },

    async updatePaymentMethod(userId: number, paymentMethodId: string): Promise<void> {
      const { row, state } = await liveSubscription(userId);
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
      if (method) await repo.savePaymentMethod(db, userId, method);
    },

    /**
     * The one webhook handler: verifies the signature over the raw body, records the event id
     * (a replay changes nothing), and applies the event to the user's subscription in one
     * transaction. Returns what happened, for the log and the tests.
     */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<'applied' | 'duplicate' | 'ignored' | 'unmatched' | 'stale'> {
      let event;
      try {
        event = await provider.verifyEvent(rawBody, signature);
      } catch {
        throw new AppError('BAD_SIGNATURE', 400, 'Webhook signature verification failed');
      }
      const parsed = readEvent(event, (price) => provider.planOfPrice(price));
      const at = new Date(event.created * 1000);
      // Whatever the event changes, no user's limits are served from before it (cleared again
      // once it is written: a read during the transaction may have kept the old ones).
      limitsCache.clear();
      return db
        .transaction(async (tx) => {
          const customerId = parsed.kind === 'ignored' ? null : parsed.customerId;
          let row =
            customerId === null
              ? null
              : await repo.lockSubscriptionOfCustomer(tx, provider.name, customerId);
          const claimedUser =
            parsed.kind === 'checkout-completed' || parsed.kind === 'subscription'
              ? parsed.userId
              : null;
          if (row === null && customerId !== null && claimedUser !== null) {
            // A customer Evident did not create (e.g. from the provider's dashboard) with our user id.
            const u = await repo.userById(tx, claimedUser);
            if (u) {
              await repo.linkCustomer(tx, { userId: u.id, provider: provider.name, customerId });
              row = await repo.lockSubscriptionOfCustomer(tx, provider.name, customerId);
            }
          }
          const fresh = await repo.recordEvent(tx, {
            id: event.id,
            provider: provider.name,
            type: event.type,
            eventCreatedAt: at,
            userId: row?.userId ?? null,
          });
          if (!fresh) return 'duplicate';
          if (parsed.kind === 'ignored') return 'ignored';
          if (row === null) return 'unmatched';
          const state = repo.stateOf(row);
          if (parsed.kind === 'checkout-completed') {
            if (state.subscriptionId === null && parsed.subscriptionId !== null) {
              await repo.saveState(tx, row.userId, {
                ...state,
                subscriptionId: parsed.subscriptionId,
              });
            }
            return 'applied';
          }
          if (parsed.kind === 'invoice') {
            await repo.upsertPaymentRecord(tx, {
              id: parsed.invoiceId,
              userId: row.userId,
              plan: parsed.plan ?? state.plan,
              amountCents: parsed.amountCents,
              currency: parsed.currency,
              status: parsed.paid ? 'paid' : 'failed',
              invoiceUrl: parsed.invoiceUrl,
              createdAt: parsed.created,
            });
          }
          const next = nextState(state, parsed, at);
          if (next === null) return parsed.kind === 'invoice' ? 'applied' : 'stale';
          await repo.saveState(tx, row.userId, next);
          return 'applied';
        })
        .finally(() => limitsCache.clear());
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
