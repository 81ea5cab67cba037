import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backtestRuns, presetBacktests, screens } from '../../db/schema';

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

export async function insertScreen(
  db: Db,
  values: ScreenValues & { userId: number },
): Promise<ScreenRowDb> {
  const [row] = await db.insert(screens).values(values).returning();
  return row!;
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
