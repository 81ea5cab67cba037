/**
 * The app's start, the last stage of `main.tsx`: hydrates the page the server sent (or renders
 * the app where it sent none).
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { getBreakpoint, ServerBreakpoint, type Breakpoint } from '@/hooks/use-breakpoint';
import { startHydrating } from '@/hooks/use-hydrated';
import { createQueryClient } from '@/lib/query-client';
import { hydratePageState } from '@/lib/page-state';
import { getAccessToken } from '@/lib/session';
import { setLanguage, startingLanguage } from '@/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const router = createAppRouter();
// A page the server rendered with its data (ADR 028) brings the queries it rendered with: the
// app's first render then shows the same content, not its loading state.
const queryClient = createQueryClient();
hydratePageState(queryClient);

/** Calls `done` once the tree inside it has committed (a hydration has finished). */
function WhenCommitted({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * The app; `hydrating`: the breakpoint the server rendered the hydrated copy for, and what to do
 * once the hydration has committed.
 */
function app(hydrating?: { breakpoint: Breakpoint; done: () => void }) {
  const tree = (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return (
    <StrictMode>
      {hydrating ? (
        <ServerBreakpoint.Provider value={hydrating.breakpoint}>
          <WhenCommitted done={hydrating.done}>{tree}</WhenCommitted>
        </ServerBreakpoint.Provider>
      ) : (
        tree
      )}
    </StrictMode>
  );
}

/**
 * A public page arrives rendered, one copy per breakpoint (ADR 019, 028). A signed-out visitor's
 * copy for this screen is hydrated: React attaches to the HTML already on screen instead of
 * building the page again (it renders in slices, and nothing on screen is replaced). The other
 * copies go. A signed-in visitor's page differs from the server's (their header, their reads), so
 * it is rendered anew and replaces the copies in one commit, rendered in a transition (in slices,
 * the copy staying on screen until then).
 */
async function start() {
  // The server's copies are in US English. A visitor who reads another language (chosen before,
  // or their browser's) or British formats gets the page rendered anew in theirs (ADR 033).
  const { language, locale } = startingLanguage();
  const asServed = language === 'en' && locale === 'en-US';
  if (!asServed) {
    await setLanguage(language);
    // The answers the server rendered with were asked in US English: ask again in this language.
    void queryClient.invalidateQueries();
  }
  const breakpoint = getBreakpoint();
  const copy = container!.querySelector<HTMLElement>(`:scope > [data-prerendered="${breakpoint}"]`);
  if (copy && asServed && getAccessToken() === null) {
    for (const other of container!.querySelectorAll(':scope > [data-prerendered]')) {
      if (other !== copy) other.remove();
    }
    // Now the app's own root, shown at every width. It stays inert until hydrated: a click
    // before React has attached to the HTML would be lost.
    copy.removeAttribute('data-prerendered');
    startHydrating();
    const done = () => copy.removeAttribute('inert');
    // In a transition: React hydrates in slices and gives the main thread back between them.
    startTransition(() => {
      hydrateRoot(copy, app({ breakpoint, done }), {
        // A difference from the server's HTML is mended by rendering that part anew; say so.
        onRecoverableError: (error) => console.warn('Hydration:', error),
      });
    });
    return;
  }
  const root = createRoot(container!);
  startTransition(() => root.render(app()));
}

// The page's route code is loaded first, so the first render is the page itself, never a blank
// frame or the loading bar.
const prerendered = container.querySelector(':scope > [data-prerendered]') !== null;
if (!prerendered || router.state.initialized) {
  void start();
} else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    void start();
  });
}
