import type { PaidPlanCode } from '@evident/contracts/plans';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, paymentRecords, subscriptions, users } from '../../db/schema';
import { NO_SUBSCRIPTION, type SubscriptionState } from './billing-state';

/** The billing tables' queries (the only SQL of the billing module besides the sandbox's books). */

export type ProviderName = 'stripe' | 'sandbox';
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function stateOf(row: SubscriptionRow | null): SubscriptionState {
  if (row === null) return NO_SUBSCRIPTION;
  return {
    subscriptionId: row.subscriptionId,
    plan: row.plan as PaidPlanCode | null,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    scheduledPlan: row.scheduledPlan as PaidPlanCode | null,
    stateAt: row.stateAt,
  };
}

export async function subscriptionOfUser(tx: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** Locks the row for the rest of the transaction (events of one user are applied one at a time). */
export async function lockSubscriptionOfCustomer(
  tx: Db,
  provider: ProviderName,
  customerId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.customerId, customerId)))
    .for('update');
  return row ?? null;
}

/** Links a user to the provider's customer (before checkout); keeps an existing link. */
export async function linkCustomer(
  tx: Db,
  values: { userId: number; provider: ProviderName; customerId: string },
): Promise<void> {
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      // A new provider starts from no subscription: the old provider's state is not carried over.
      set: {
        provider: values.provider,
        customerId: values.customerId,
        subscriptionId: null,
        plan: null,
        status: 'none',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        scheduledPlan: null,
        paymentMethod: null,
        stateAt: null,
        updatedAt: sql`now()`,
      },
      // A user keeps the customer of a provider once linked.
      setWhere: sql`${subscriptions.provider} <> ${values.provider}`,
    });
}

export async function saveState(tx: Db, userId: number, state: SubscriptionState): Promise<void> {
  await tx
    .update(subscriptions)
    .set({
      subscriptionId: state.subscriptionId,
      plan: state.plan,
      status: state.status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: state.currentPeriodEnd,
      scheduledPlan: state.scheduledPlan,
      stateAt: state.stateAt,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId));
}

/** Records the second subscription refused (ADR 060): its plan and when, for the web to say. */
export async function saveRefusal(
  tx: Db,
  userId: number,
  plan: string | null,
  at: Date,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ refusedPlan: plan, refusedAt: at, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId));
}

export async function savePaymentMethod(
  tx: Db,
  userId: number,
  method: { brand: string; last4: string } | null,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ paymentMethod: method, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId));
}

/** Records an event id; false when it was seen before (a replay or a duplicate delivery). */
export async function recordEvent(
  tx: Db,
  values: {
    id: string;
    provider: ProviderName;
    type: string;
    eventCreatedAt: Date;
    userId: number | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/** Whether an event id was recorded before. */
export async function eventSeen(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, id));
  return rows.length > 0;
}

export async function upsertPaymentRecord(
  tx: Db,
  values: typeof paymentRecords.$inferInsert,
): Promise<void> {
  await tx
    .insert(paymentRecords)
    .values(values)
    .onConflictDoUpdate({
      target: paymentRecords.id,
      set: {
        // A refunded charge stays refunded (ADR 060): its invoice.paid may arrive after.
        status: sql`case when ${paymentRecords.status} = 'refunded' then 'refunded' else excluded.status end`,
        amountCents: values.amountCents,
        invoiceUrl: values.invoiceUrl,
      },
    });
}

export function paymentRecordsOf(tx: Db, userId: number) {
  return tx
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.userId, userId))
    .orderBy(desc(paymentRecords.createdAt))
    .limit(100);
}

/** The user a provider's customer belongs to, or null. */
export async function userOfCustomer(
  tx: Db,
  provider: ProviderName,
  customerId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.customerId, customerId)));
  return row?.userId ?? null;
}

/** A user by id (inside a transaction too), or null. */
export async function userById(tx: Db, userId: number) {
  const [u] = await tx.select().from(users).where(eq(users.id, userId));
  return u ?? null;
}
