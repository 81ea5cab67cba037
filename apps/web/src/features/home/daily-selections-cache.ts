import { dailySelectionItem } from '@evident/contracts/stocks';
import { z } from 'zod';

/** Local-storage key of the last daily selections received (spec §4 polling fallback). */
export const DAILY_SELECTIONS_STORAGE_KEY = 'daily-selections';

export type DailySelectionItem = z.infer<typeof dailySelectionItem>;

const stored = z.object({ savedAt: z.string(), items: z.array(dailySelectionItem) });
export type StoredSelections = z.infer<typeof stored>;

export function saveSelections(items: DailySelectionItem[], now = new Date()): void {
  try {
    localStorage.setItem(
      DAILY_SELECTIONS_STORAGE_KEY,
      JSON.stringify({ savedAt: now.toISOString(), items }),
    );
  } catch {
    // Storage full or disabled: the fallback is a nicety, not a requirement.
  }
}

/** The last copy saved, or null when there is none or it is unreadable. */
export function loadSelections(): StoredSelections | null {
  try {
    const raw = localStorage.getItem(DAILY_SELECTIONS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
