import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router';
import { hasVisited, markVisited } from '@/lib/visits';

/**
 * Every navigation — including back and forward — yields a new location object. Each one is
 * recorded once, even when React runs effects twice, and its answer is kept so every component
 * asking about this visit gets the same one.
 */
const answers = new WeakMap<Location, boolean>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function record(location: Location): void {
  if (answers.has(location)) return;
  answers.set(location, markVisited(location.pathname));
  listeners.forEach((listener) => listener());
}

/** Records the first-visit flag of every navigation. Mount once, inside the router. */
export function useRecordVisits(): void {
  const location = useLocation();
  useEffect(() => record(location), [location]);
}

/** Whether the current visit is the first one to this path (spec §2). */
export function useFirstVisit(): boolean {
  const location = useLocation();
  // Before the visit is recorded, "not visited yet" is exactly what recording will answer.
  const read = () => answers.get(location) ?? !hasVisited(location.pathname);
  return useSyncExternalStore(subscribe, read, read);
}
