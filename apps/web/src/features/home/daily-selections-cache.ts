import type { z } from 'zod';
import type { dailySelectionItem } from '@evident/contracts/stocks';

/** Local-storage key of the last daily selections received (spec §4 polling fallback). */
export const DAILY_SELECTIONS_STORAGE_KEY = 'daily-selections';

export type DailySelectionItem = z.infer<typeof dailySelectionItem>;
export type StoredSelections = { savedAt: string; items: DailySelectionItem[] };

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

/**
 * The last copy saved, or null when there is none or it is unreadable. Checked against the
 * contract, loaded with this first use (it is needed only when a request failed; ADR 028).
 */
export async function loadSelections(): Promise<StoredSelections | null> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(DAILY_SELECTIONS_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const [{ z }, { dailySelectionItem }] = await Promise.all([
    import('zod'),
    import('@evident/contracts/stocks'),
  ]);
  try {
    const stored = z.object({ savedAt: z.string(), items: z.array(dailySelectionItem) });
    const parsed = stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
