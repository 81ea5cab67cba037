import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** The browser's entry calls this before it hydrates a page the server rendered (ADR 028). */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * False on the server and while React hydrates a page the server rendered (ADR 028), true in
 * any render made in the browser after that. What only the browser knows (storage), and parts
 * whose code loads on demand, wait for it, so the hydrating render matches the server's HTML;
 * they follow in a transition (rendered in slices, not one long task).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    // The first effects run once the hydrated page has committed: later mounts start hydrated.
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
