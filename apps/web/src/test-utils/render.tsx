import type { HealthData } from '@evident/contracts/health';
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
  googleClientId: null as string | null,
};

/** A handler's answer: the envelope's `data` (status 200), or a full Response. */
export type ApiAnswer = unknown | Response;
export type ApiHandlers = Record<string, (url: URL) => ApiAnswer | Promise<ApiAnswer>>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `GET /api/v1/health` of a server whose data is loaded, scored and current, with overrides. */
export function healthAnswer(data: Partial<HealthData['data']> = {}): HealthData {
  return {
    status: 'ok',
    version: 'test',
    uptimeSeconds: 1,
    database: { driver: 'pglite', reachable: true, latencyMs: 0.1 },
    data: {
      loaded: true,
      version: 'snapshot-test',
      loadedAt: '2026-07-03T00:00:00.000Z',
      scoredAsOf: '2026-07-02',
      stale: false,
      liveSources: { filings: false, prices: false },
      servedVersion: 'v1',
      activity: null,
      ...data,
    },
  };
}

/** Answers of the home page's calls when a test does not care about them: empty but valid. */
export const EMPTY_HOME_API: ApiHandlers = {
  '/api/v1/health': () => healthAnswer(),
  '/api/v1/companies/rankings/': () => [],
  '/api/v1/companies/coverage': () => ({ companies: 0, scored: 0, asOf: null }),
  '/api/v1/daily-selections/current': () => [],
  '/api/v1/evidence': () => null,
};

/**
 * Answers `GET /api/v1/config` with TEST_CONFIG, accepts error reports, answers the home page's
 * calls empty, and the given `handlers` (matched by path prefix, longest first); any other call
 * fails the test loudly.
 */
export function mockConfigFetch(handlers: ApiHandlers = {}) {
  const all: ApiHandlers = { ...EMPTY_HOME_API, ...handlers };
  const prefixes = Object.keys(all).sort((a, b) => b.length - a.length);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if (url.startsWith('/api/v1/config') && !handlers['/api/v1/config']) {
      return json({ success: true, data: TEST_CONFIG });
    }
    if (url.startsWith('/api/v1/client-errors'))
      return json({ success: true, data: { id: 1 } }, 201);
    const prefix = prefixes.find((p) => url.startsWith(p));
    if (prefix) {
      const answer = await all[prefix]!(new URL(url, 'http://localhost'));
      return answer instanceof Response ? answer : json({ success: true, data: answer });
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
