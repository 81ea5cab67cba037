import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A part whose code loads on demand (`lazy`): its fallback in the server's HTML and while the page
 * hydrates, then the part (ADR 028). Rendered on the server, a part still loading would be sent
 * as its fallback, thrown away and rendered anew by the browser as an error it recovers from.
 */
export function LoadedAfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
