import { AppError } from '../../http/app-error';
import {
  isSecondSubscription,
  nextState,
  readEvent,
  type BillingEvent,
  type ProviderEvent,
} from './billing-state';
import * as repo from './billing.repository';
import type { BillingDeps } from './billing-deps';

/**
 * The one webhook handler: verifies the signature over the raw body, records the event id
 * (a replay changes nothing), and applies the event to the user's subscription in one
 * transaction. Returns what happened, for the log and the tests.
 */
export async function handleWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<'applied' | 'duplicate' | 'ignored' | 'unmatched' | 'stale' | 'refused'> {
  const { provider, limitsCache } = deps;
  let event;
  try {
    event = await provider.verifyEvent(rawBody, signature);
  } catch {
    throw new AppError('BAD_SIGNATURE', 400, 'Webhook signature verification failed');
  }
  const name = provider.name;
  // A server without payments verifies no event (its provider throws above); said for the types.
  if (name === 'none')
    throw new AppError('BAD_SIGNATURE', 400, 'Webhook signature verification failed');
  const parsed = readEvent(event, (price) => provider.planOfPrice(price));
  const at = new Date(event.created * 1000);
  // Whatever the event changes, no user's limits are served from before it (cleared again
  // once it is written: a read during the transaction may have kept the old ones).
  limitsCache.clear();
  const applied = await applyEvent(deps, name, event, parsed, at).finally(() =>
    limitsCache.clear(),
  );
  if (typeof applied === 'string') return applied;
  // A second live subscription (ADR 060): ended and refunded by the provider outside any
  // transaction (the embedded database serves nobody else while one is open), then recorded.
  // A provider failure answers 5xx with the event unrecorded, so the provider delivers it again;
  // the provider's calls are idempotent.
  const refund = await provider.refuseSubscription(applied.refuse.subscriptionId);
  return deps.db
    .transaction(async (tx) => {
      if (!(await repo.recordEvent(tx, applied.record))) return 'duplicate' as const;
      if (refund) {
        await repo.upsertPaymentRecord(tx, {
          id: refund.invoiceId,
          userId: applied.userId,
          plan: applied.refuse.plan,
          amountCents: refund.amountCents,
          currency: refund.currency,
          status: 'refunded',
          invoiceUrl: null,
          createdAt: at,
        });
      }
      await repo.saveRefusal(tx, applied.userId, applied.refuse.plan, at);
      return 'refused' as const;
    })
    .finally(() => limitsCache.clear());
}

/** Applies a verified event in one transaction, or says which second subscription to refuse. */
async function applyEvent(
  deps: BillingDeps,
  name: repo.ProviderName,
  event: ProviderEvent,
  parsed: BillingEvent,
  at: Date,
): Promise<
  | 'applied'
  | 'duplicate'
  | 'ignored'
  | 'unmatched'
  | 'stale'
  | {
      refuse: Extract<BillingEvent, { kind: 'subscription' }>;
      userId: number;
      record: Parameters<typeof repo.recordEvent>[1];
    }
> {
  return deps.db.transaction(async (tx) => {
    const customerId = parsed.kind === 'ignored' ? null : parsed.customerId;
    let row =
      customerId === null ? null : await repo.lockSubscriptionOfCustomer(tx, name, customerId);
    const claimedUser =
      parsed.kind === 'checkout-completed' || parsed.kind === 'subscription' ? parsed.userId : null;
    if (row === null && customerId !== null && claimedUser !== null) {
      // A customer Evident did not create (e.g. from the provider's dashboard) with our user id.
      const u = await repo.userById(tx, claimedUser);
      if (u) {
        await repo.linkCustomer(tx, { userId: u.id, provider: name, customerId });
        row = await repo.lockSubscriptionOfCustomer(tx, name, customerId);
      }
    }
    const record = {
      id: event.id,
      provider: name,
      type: event.type,
      eventCreatedAt: at,
      userId: row?.userId ?? null,
    };
    if (
      row !== null &&
      parsed.kind === 'subscription' &&
      isSecondSubscription(repo.stateOf(row), parsed)
    ) {
      // Recorded once refused (handleWebhook): a replay of a refusal already recorded is seen.
      if (await repo.eventSeen(tx, event.id)) return 'duplicate';
      return { refuse: parsed, userId: row.userId, record };
    }
    const fresh = await repo.recordEvent(tx, record);
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
  });
}
