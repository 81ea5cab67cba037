/**
 * Public pages rendered where there is no window.
 * - At build time (ADR 019): `scripts/prerender.mjs` renders each public page once per breakpoint
 *   into the HTML the server sends, before any data (data-dependent parts as their loading state).
 * - Per request (ADR 028): the server renders a page that reads API answers (a company page, the
 *   evidence) with the answers it asked of itself, so the HTML holds the page's content, and sends
 *   the queries it rendered with so the app's first render in the browser shows the same.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { ServerBreakpoint, type Breakpoint } from '@/hooks/use-breakpoint';
import { ApiError, isRefusal } from '@/lib/api-client';
import { readOnlyPageAnswers } from '@/lib/page-answers';
import { plainError } from '@/lib/page-state';

/**
 * Whether the router has a page at `path`, its catch-all ("not found") aside. The server answers
 * any other path 404, with the app that shows the not-found screen (issue 56: no soft 404s).
 */
export function isAppPath(path: string): boolean {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
}

export const BREAKPOINTS: readonly Breakpoint[] = ['mobile', 'tablet', 'desktop'];

const handler = createStaticHandler(routes);

async function routeContext(path: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  return context;
}

function renderAt(
  context: StaticHandlerContext,
  breakpoint: Breakpoint,
  client?: QueryClient,
): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <ServerBreakpoint.Provider value={breakpoint}>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerBreakpoint.Provider>
    </StrictMode>,
  );
}

/** The HTML of `path` as the app first renders it at `breakpoint`, before any data arrives. */
export async function renderPage(path: string, breakpoint: Breakpoint): Promise<string> {
  return renderAt(await routeContext(path), breakpoint);
}

/**
 * The copies of a page, one per breakpoint (CSS shows the one that fits the screen), each inert
 * until the app replaces it: a click before the app has started is not taken.
 */
export function rootHtml(copies: { breakpoint: Breakpoint; html: string }[]): string {
  return copies
    .map(({ breakpoint, html }) => `<div data-prerendered="${breakpoint}" inert>${html}</div>`)
    .join('');
}

/** The build's copies of `path`: its first render at each breakpoint, before any data. */
export async function renderRoot(path: string): Promise<string> {
  const context = await routeContext(path);
  return rootHtml(
    BREAKPOINTS.map((breakpoint) => ({ breakpoint, html: renderAt(context, breakpoint) })),
  );
}

/**
 * One API answer: the URL the web app asks for (`/api/v1/…`), the answer's JSON text, and its
 * status when the server refused the read (403: the paywall, issue 56).
 */
export type PageAnswer = { url: string; body: string; status?: number };

/** A page rendered with its answers: the copies for #root and the queries it rendered with. */
export type RenderedPage = { root: string; state: DehydratedState };

/** The state with each query's error as plain JSON (the browser revives it, `lib/page-state.ts`). */
function withPlainErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.error instanceof ApiError
        ? { ...q, state: { ...q.state, error: plainError(q.state.error) as unknown as Error } }
        : q,
    ),
  };
}

// One render at a time: the answers are the API client's only source while a page renders.
let queue: Promise<unknown> = Promise.resolve();
const RENDER_LIMIT_MS = 5_000;

/**
 * `path` rendered with `answers` (ADR 028): a first render finds the queries the page reads first;
 * those with an answer are run on it (through the API client and the contracts, as in the
 * browser), the others stay as their loading state; then the page is rendered at each breakpoint.
 */
export function renderWithAnswers(path: string, answers: PageAnswer[]): Promise<RenderedPage> {
  const run = queue.then(async () => {
    const context = await routeContext(path);
    const client = new QueryClient({
      // No retries (there is no network here) and no garbage-collection timers: the client is
      // dropped with the request.
      defaultOptions: { queries: { retry: false, gcTime: Infinity } },
    });
    readOnlyPageAnswers(
      new Map(answers.map((a) => [a.url, { body: a.body, status: a.status ?? 200 }])),
    );
    try {
      renderAt(context, 'desktop', client);
      const cache = client.getQueryCache();
      await Promise.all(
        cache
          .getAll()
          .filter(
            (q) =>
              q.state.data === undefined && (q.options as { enabled?: unknown }).enabled !== false,
          )
          // A read the server refused (the paywall) keeps its error: the page shows it, and the
          // browser's first render too. Any other failure renders that part as loading.
          .map((q) =>
            q.fetch().catch((error: unknown) => (isRefusal(error) ? null : cache.remove(q))),
          ),
      );
      const root = rootHtml(
        BREAKPOINTS.map((breakpoint) => ({
          breakpoint,
          html: renderAt(context, breakpoint, client),
        })),
      );
      const state = dehydrate(client, {
        shouldDehydrateQuery: (q) =>
          q.state.status === 'success' || (q.state.status === 'error' && isRefusal(q.state.error)),
      });
      return { root, state: withPlainErrors(state) };
    } finally {
      readOnlyPageAnswers(null);
      client.clear();
    }
  });
  // A render that never settles must not hold the pages after it: it fails after 5 s.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${path} was not rendered within 5 s`)),
      RENDER_LIMIT_MS,
    );
  });
  const bounded = Promise.race([run, limit]).finally(() => clearTimeout(timer));
  queue = bounded.catch(() => undefined);
  return bounded;
}
