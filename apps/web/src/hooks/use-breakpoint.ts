import { createContext, useContext, useSyncExternalStore } from 'react';

/** Spec §2 "Layout": mobile up to 768 px, tablet up to 1024 px, otherwise desktop. */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
const TABLET_QUERY = `(max-width: ${TABLET_MAX_WIDTH}px)`;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

export function getBreakpoint(): Breakpoint {
  if (matches(MOBILE_QUERY)) return 'mobile';
  if (matches(TABLET_QUERY)) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(MOBILE_QUERY), window.matchMedia(TABLET_QUERY)];
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/**
 * The breakpoint a page is rendered for where there is no window: the prerendered HTML renders
 * each public page once per breakpoint (ADR 019). In the browser the window decides.
 */
export const ServerBreakpoint = createContext<Breakpoint>('desktop');

/** The current layout breakpoint; CSS uses the same widths in its media queries. */
export function useBreakpoint(): Breakpoint {
  const server = useContext(ServerBreakpoint);
  return useSyncExternalStore(subscribe, getBreakpoint, () => server);
}
