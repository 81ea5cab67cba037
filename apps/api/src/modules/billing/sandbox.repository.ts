import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error-code';
import { sandboxCheckouts, sandboxSubscriptions } from '../../db/schema';

/** The sandbox provider's books (its only SQL). */

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;
export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;

export async function insertCheckout(db: Db, values: typeof sandboxCheckouts.$inferInsert) {
  await db.insert(sandboxCheckouts).values(values);
}

/** Expires the user's open checkouts (a new one replaces them, ADR 060); how many. */
export async function expireOpenCheckouts(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(sandboxCheckouts)
    .set({ status: 'expired' })
    .where(and(eq(sandboxCheckouts.userId, userId), eq(sandboxCheckouts.status, 'open')))
    .returning({ id: sandboxCheckouts.id });
  return rows.length;
}

export async function findCheckout(db: Db, id: string): Promise<SandboxCheckout | null> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row ?? null;
}

/** Closes an open checkout; false when it was not open (paid, cancelled or another tab won). */
export async function closeCheckout(
  db: Db,
  id: string,
  status: 'complete' | 'expired',
): Promise<boolean> {
  const rows = await db
    .update(sandboxCheckouts)
    .set({ status })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'open')))
    .returning({ id: sandboxCheckouts.id });
  return rows.length === 1;
}

/**
 * Pays an open checkout: closes it and inserts its subscription in one transaction, which the
 * partial unique index on the user's live subscription decides (ADR 060). `closed`: the checkout
 * was not open (paid, cancelled, expired, or another tab won); `refused`: the user already has a
 * live subscription, so nothing was inserted or charged and the checkout is expired.
 */
export async function payCheckout(
  db: Db,
  checkoutId: string,
  subscription: (c: SandboxCheckout) => typeof sandboxSubscriptions.$inferInsert,
): Promise<
  | { kind: 'paid'; checkout: SandboxCheckout; subscription: SandboxSubscription }
  | { kind: 'closed' }
  | { kind: 'refused'; checkout: SandboxCheckout }
> {
  let closed: SandboxCheckout | undefined;
  try {
    return await db.transaction(async (tx) => {
      [closed] = await tx
        .update(sandboxCheckouts)
        .set({ status: 'complete' })
        .where(and(eq(sandboxCheckouts.id, checkoutId), eq(sandboxCheckouts.status, 'open')))
        .returning();
      if (!closed) return { kind: 'closed' as const };
      const [row] = await tx.insert(sandboxSubscriptions).values(subscription(closed)).returning();
      return { kind: 'paid' as const, checkout: closed, subscription: row! };
    });
  } catch (error) {
    if (!isUniqueViolation(error) || !closed) throw error;
    await closeCheckout(db, checkoutId, 'expired');
    return { kind: 'refused', checkout: closed };
  }
}

export async function findSubscription(db: Db, id: string): Promise<SandboxSubscription | null> {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row ?? null;
}

/** The customer's subscription that is not canceled, if any. */
export async function liveSubscriptionOfCustomer(
  db: Db,
  customerId: string,
): Promise<SandboxSubscription | null> {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.customerId, customerId),
        ne(sandboxSubscriptions.status, 'canceled'),
      ),
    );
  return row ?? null;
}

export async function updateSubscription(
  db: Db,
  id: string,
  set: Partial<typeof sandboxSubscriptions.$inferInsert>,
): Promise<SandboxSubscription> {
  const [row] = await db
    .update(sandboxSubscriptions)
    .set(set)
    .where(eq(sandboxSubscriptions.id, id))
    .returning();
  if (!row) throw new Error(`sandbox subscription ${id} not found`);
  return row;
}

/** Live subscriptions whose period has ended by `now`. */
export function dueSubscriptions(db: Db, now: Date): Promise<SandboxSubscription[]> {
  return db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        ne(sandboxSubscriptions.status, 'canceled'),
        lte(sandboxSubscriptions.currentPeriodEnd, now),
      ),
    );
}
