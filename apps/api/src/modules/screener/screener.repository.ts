import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backtestRuns, presetBacktests, screens, users } from '../../db/schema';

/** The screener's queries (the only SQL of the screener module). */

export type ScreenRowDb = typeof screens.$inferSelect;
export type ScreenValues = Pick<
  typeof screens.$inferInsert,
  'name' | 'filters' | 'sortingBy' | 'columns' | 'isOr'
>;

export function screensOf(db: Db, userId: number): Promise<ScreenRowDb[]> {
  return db
    .select()
    .from(screens)
    .where(eq(screens.userId, userId))
    .orderBy(asc(screens.createdAt), asc(screens.id));
}

/** The user's screen with that id, or null (someone else's screen is no screen). */
export async function findOwnedScreen(
  db: Db,
  userId: number,
  id: number,
): Promise<ScreenRowDb | null> {
  const [row] = await db
    .select()
    .from(screens)
    .where(and(eq(screens.id, id), eq(screens.userId, userId)));
  return row ?? null;
}

export async function countScreens(db: Db, userId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(screens)
    .where(eq(screens.userId, userId));
  return n;
}

/**
 * Saves a screen unless the user has `cap` already (null then). The count and the insert run
 * under a lock of the user's row: saves that arrive at once wait for each other, so each one
 * counts the screens the earlier ones saved (a count outside it let 60 saves at once leave 61
 * screens against 50).
 */
export function insertScreenWithin(
  db: Db,
  values: ScreenValues & { userId: number },
  cap: number,
): Promise<ScreenRowDb | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${users.id} from ${users} where ${users.id} = ${values.userId} for update`,
    );
    if ((await countScreens(tx, values.userId)) >= cap) return null;
    const [row] = await tx.insert(screens).values(values).returning();
    return row!;
  });
}

export async function updateScreen(
  db: Db,
  userId: number,
  id: number,
  values: Partial<ScreenValues>,
): Promise<ScreenRowDb | null> {
  const [row] = await db
    .update(screens)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(screens.id, id), eq(screens.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteScreen(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(screens)
    .where(and(eq(screens.id, id), eq(screens.userId, userId)))
    .returning({ id: screens.id });
  return rows.length > 0;
}

/** The newest backtest run's preset figures, with the run's id (null when none were computed). */
export async function latestPresetBacktests(db: Db) {
  const [row] = await db
    .select({
      runId: backtestRuns.id,
      presetsVersion: presetBacktests.presetsVersion,
      results: presetBacktests.results,
    })
    .from(backtestRuns)
    .innerJoin(presetBacktests, eq(presetBacktests.backtestRunId, backtestRuns.id))
    .orderBy(desc(backtestRuns.id))
    .limit(1);
  return row ?? null;
}
