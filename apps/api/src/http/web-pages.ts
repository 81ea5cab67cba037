import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which HTML file of the built web app answers a page path (ADR 019): the public pages prerendered
 * by the web build (`dist/pages/pages.json`: a route pattern, its file, and the API answers the
 * page reads first), else the app's `index.html`, whose router then decides what the path shows.
 */
export type WebPage = {
  file: string;
  /** The page's HTML, kept when answers are sent with it. */
  html: string | null;
  /** API paths (under /api/v1) whose answers go with the page (ADR 020). */
  data: string[];
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
      return { file: page.file, html: page.html, data };
    }
    return { file: 'index.html', html: null, data: [] };
  };
}

/** One API answer sent with a page: the URL the web app asks for and the answer's JSON text. */
export type PageAnswer = { url: string; body: string };

/** The id of the script element that carries the answers (read by the web's `lib/page-answers.ts`). */
export const PAGE_ANSWERS_ID = 'evident-answers';

/**
 * The page with its answers in a JSON script element before `</body>`. `<` is escaped so no
 * answer can close the element.
 */
export function withAnswers(html: string, answers: PageAnswer[]): string {
  if (answers.length === 0) return html;
  const json = `[${answers
    .map((a) => `{"url":${JSON.stringify(a.url)},"body":${a.body}}`)
    .join(',')}]`.replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`;
  return html.includes('</body>') ? html.replace('</body>', `${script}</body>`) : html + script;
}
