/**
 * Build-time rendering of the public pages (ADR 019): `scripts/prerender.mjs` renders each page
 * here, once per breakpoint, into the HTML the server sends, so a visitor sees the page's frame and
 * its text before the JavaScript has loaded. Data-dependent parts render as their loading state,
 * exactly as the browser's first render shows them.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { ServerBreakpoint, type Breakpoint } from '@/hooks/use-breakpoint';

export const BREAKPOINTS: readonly Breakpoint[] = ['mobile', 'tablet', 'desktop'];

/** The HTML of `path` as the app first renders it at `breakpoint`, before any data arrives. */
export async function renderPage(path: string, breakpoint: Breakpoint): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <ServerBreakpoint.Provider value={breakpoint}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerBreakpoint.Provider>
    </StrictMode>,
  );
}
