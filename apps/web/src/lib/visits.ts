/**
 * Spec §2: every route records a first-visit flag per path in local storage and reports whether
 * the visit was a first one. One flag per path under `visited:<path>`.
 */
export const VISITED_KEY_PREFIX = 'visited:';

export function visitedKey(path: string): string {
  return `${VISITED_KEY_PREFIX}${path}`;
}

export function hasVisited(path: string): boolean {
  try {
    return localStorage.getItem(visitedKey(path)) !== null;
  } catch {
    return false;
  }
}

/** Stores the flag for `path`; returns true when this was the first visit. */
export function markVisited(path: string, at: Date = new Date()): boolean {
  const first = !hasVisited(path);
  if (first) {
    try {
      localStorage.setItem(visitedKey(path), at.toISOString());
    } catch {
      // Storage full or disabled: the visit is simply not remembered.
    }
  }
  return first;
}

/**
 * Spec §4 visit gate: the companies a signed-out visitor has analysed, kept under `visits`. The
 * first `FREE_VISITS` companies open freely (and stay open); the next one shows the paywall that
 * asks the visitor to register.
 */
export const VISITS_KEY = 'visits';
export const FREE_VISITS = 5;

function readVisits(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VISITS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the gate shows instead of `ticker`'s page: a new company after the free ones. */
export function visitGated(ticker: string): boolean {
  const seen = readVisits();
  return !seen.includes(ticker) && seen.length >= FREE_VISITS;
}

/**
 * Records that a signed-out visitor analysed `ticker` — called once its analysis has loaded, so a
 * mistyped or unknown ticker never uses up a free company.
 */
export function recordAnalysedVisit(ticker: string): void {
  const seen = readVisits();
  if (seen.includes(ticker) || seen.length >= FREE_VISITS) return;
  try {
    localStorage.setItem(VISITS_KEY, JSON.stringify([...seen, ticker]));
  } catch {
    // Storage disabled: the visit is not counted.
  }
}
