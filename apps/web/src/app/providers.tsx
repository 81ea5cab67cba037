import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/toast';
import { ErrorScreen } from '@/features/errors/components/error-screen';
import { createQueryClient } from '@/lib/query-client';

/**
 * App-wide providers. The root error boundary sits inside the query client so the error screen
 * can still fetch the bug-report form; errors inside the router are caught by its errorElement.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary
        onError={(error) => console.error('Uncaught error', error)}
        fallback={({ error, reset }) => <ErrorScreen error={error} reset={reset} />}
      >
        {children}
      </ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
