import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client error (4xx) will not change on retry; network and server errors get two retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
