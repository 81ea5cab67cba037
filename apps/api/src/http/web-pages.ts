import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Which HTML file of the built web app answers a page path (ADR 019): the public pages prerendered
 * by the web build (`dist/pages/pages.json`: a route pattern, its file, and the API answers the
 * page reads first), else the app's `index.html`, whose router then decides what the path shows.
 */
export type WebPage = {
  file: string;
  /** The page's HTML, kept when the server renders it with answers. */
  html: string | null;
  /** API paths (under /api/v1) the page is rendered with (ADR 020, 028). */
  data: string[];
  /**
   * The page's first read when it names one of the page's parameters (a company page's
   * `/stocks/{exchange|upper}%3A{ticker|upper}`): what the URL names. Its 404 makes the page's
   * answer a 404 (issue 56: no soft 404s).
   */
  subject: string | null;
};
export type WebPages = (urlPath: string) => WebPage;

type PrerenderedPage = { route: string; file: string; data?: string[] };

/** The page's parameters by name, or null when `urlPath` is not the route's. */
function paramsOf(route: string, urlPath: string): Record<string, string> | null {
  const want = route.split('/').filter(Boolean);
  const got = urlPath.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/**
 * An API path template filled with a page's parameters: `{name}` is the parameter URL-encoded,
 * `{name|upper}` the same in capitals (tickers: the web asks for `NASDAQ:AAPL` whatever the case
 * of the page's path).
 */
export function fillTemplate(template: string, params: Record<string, string>): string | null {
  let missing = false;
  const filled = template.replace(/\{(\w+)(\|upper)?\}/g, (_, name: string, upper?: string) => {
    const value = params[name];
    if (value === undefined) {
      missing = true;
      return '';
    }
    return encodeURIComponent(upper ? value.toUpperCase() : value);
  });
  return missing ? null : filled;
}

export function webPages(webDir: string): WebPages {
  const listFile = path.join(webDir, 'pages', 'pages.json');
  const pages = (
    existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as PrerenderedPage[]) : []
  )
    .filter((p) => existsSync(path.join(webDir, p.file)))
    .map((p) => ({
      ...p,
      html: p.data?.length ? readFileSync(path.join(webDir, p.file), 'utf8') : null,
    }));
  return (urlPath) => {
    for (const page of pages) {
      const params = paramsOf(page.route, urlPath);
      if (params === null) continue;
      const data = (page.data ?? [])
        .map((t) => fillTemplate(t, params))
        .filter((p): p is string => p !== null);
      const first = page.data?.[0];
      const subject =
        first !== undefined && /\{\w+(\|upper)?\}/.test(first) ? fillTemplate(first, params) : null;
      return { file: page.file, html: page.html, data, subject };
    }
    return { file: 'index.html', html: null, data: [], subject: null };
  };
}

/**
 * One API answer a page is rendered with: the URL the web app asks for, the answer's JSON text,
 * and its status when it is a refusal the page shows (403: the paywall; issue 56).
 */
export type PageAnswer = { url: string; body: string; status?: 403 };

/** A page rendered with its answers: the copies for #root and the queries it rendered with. */
export type RenderedPage = { root: string; state: unknown };

/** Renders a page path with its answers (the web's server build, `src/prerender.tsx`; ADR 028). */
export type PageRenderer = (urlPath: string, answers: PageAnswer[]) => Promise<RenderedPage>;

/** The id of the element that carries the rendered page's queries (read by the web's `lib/page-state.ts`). */
export const PAGE_STATE_ID = 'evident-state';

/** Where a page's rendered copies start and end (written by the web's `scripts/prerender.mjs`). */
export const ROOT_START = '<!--evident-root-->';
export const ROOT_END = '<!--/evident-root-->';

/**
 * The web's server build beside its `dist/` (`dist-server/prerender.js`), or null when the web was
 * built without it: pages are then sent as built, and read their data in the browser.
 */
export async function loadPageRenderer(webDir: string): Promise<PageRenderer | null> {
  const file = path.join(webDir, '..', 'dist-server', 'prerender.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderWithAnswers?: PageRenderer };
  return typeof module.renderWithAnswers === 'function' ? module.renderWithAnswers : null;
}

/** Whether the web app's router has a page at a path (its catch-all "not found" aside). */
export type AppPathCheck = (urlPath: string) => boolean;

/**
 * The web's own answer to "is this one of my pages?" (`isAppPath` of its server build, from its
 * router's routes), or null when the web was built without it: every path is then taken for a
 * page, as before.
 */
export async function loadAppPathCheck(webDir: string): Promise<AppPathCheck | null> {
  const file = path.join(webDir, '..', 'dist-server', 'prerender.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { isAppPath?: AppPathCheck };
  return typeof module.isAppPath === 'function' ? module.isAppPath : null;
}

/**
 * The page with `rendered`'s copies in place of the built ones and its queries in a JSON element
 * before `</body>`; `<` is escaped so no text in them can close the element.
 */
export function withRenderedPage(html: string, rendered: RenderedPage): string {
  const start = html.indexOf(ROOT_START);
  const end = html.indexOf(ROOT_END);
  if (start < 0 || end < start) throw new Error('the page has no rendered root to replace');
  const json = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
  const page = html.slice(0, start + ROOT_START.length) + rendered.root + html.slice(end);
  const body = page.lastIndexOf('</body>');
  return body < 0 ? page + script : page.slice(0, body) + script + page.slice(body);
}
