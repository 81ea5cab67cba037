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
