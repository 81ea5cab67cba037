import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCheckouts, sandboxSubscriptions } from '../../db/schema';

/** The sandbox provider's books (its only SQL). */

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;
export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;

export async function insertCheckout(db: Db, values: typeof sandboxCheckouts.$inferInsert) {
  await db.insert(sandboxCheckouts).values(values);
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

export async function insertSubscription(
  db: Db,
  values: typeof sandboxSubscriptions.$inferInsert,
): Promise<SandboxSubscription> {
  const [row] = await db.insert(sandboxSubscriptions).values(values).returning();
  return row!;
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
