import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { preloadModal } from '@/components/modal';
import { Toaster } from '@/components/toast';
import { ErrorScreen } from '@/features/errors/components/error-screen';
import { LanguageBoundary } from '@/i18n/language-boundary';
import { createQueryClient } from '@/lib/query-client';

/**
 * App-wide providers. The root error boundary sits inside the query client so the error screen
 * can still fetch the bug-report form; errors inside the router are caught by its errorElement.
 * `client`: a query client made beforehand (the browser's holds the server-rendered page's
 * queries, the server's the answers it rendered with); otherwise one is made here.
 */
export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useLoadDialogsOnFirstIntent();
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary
        onError={(error) => console.error('Uncaught error', error)}
        fallback={({ error, reset }) => <ErrorScreen error={error} reset={reset} />}
      >
        <LanguageBoundary>{children}</LanguageBoundary>
      </ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}

/**
 * Dialogs' code is not in the first page load; it is fetched on the user's first pointer, touch,
 * key or focus, so the first dialog they open does not wait for it.
 */
function useLoadDialogsOnFirstIntent() {
  useEffect(() => {
    const events = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;
    const stop = () => {
      for (const e of events) window.removeEventListener(e, load, true);
    };
    const load = () => {
      stop();
      void preloadModal();
    };
    for (const e of events) window.addEventListener(e, load, { capture: true, passive: true });
    return stop;
  }, []);
}
