import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

export const TEST_CONFIG = {
  version: 'test',
  forms: {
    'rate-us': 'https://forms.example.test/rate-us',
    issues: 'https://forms.example.test/issues',
    feedback: 'https://forms.example.test/feedback',
    contact: 'https://forms.example.test/contact',
    'bug-report': 'https://forms.example.test/bug-report',
  },
};

/**
 * Answers `GET /api/v1/config` with TEST_CONFIG and accepts error reports; any other call fails
 * the test loudly.
 */
export function mockConfigFetch() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/v1/config')) {
      return new Response(JSON.stringify({ success: true, data: TEST_CONFIG }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.startsWith('/api/v1/client-errors')) {
      return new Response(JSON.stringify({ success: true, data: { id: 1 } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }
    throw new Error(`Unexpected fetch in test: ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export function withQueryClient(ui: ReactNode, client = createTestQueryClient()): ReactNode {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

/** Renders routes in a memory router (with a query client), starting at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path = '/',
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(withQueryClient(<RouterProvider router={router} />));
  return { ...result, router };
}
