import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which HTML file of the built web app answers a page path (ADR 019): the public pages prerendered
 * by the web build (`dist/pages/pages.json`: a route pattern and its file), else the app's
 * `index.html`, whose router then decides what the path shows.
 */
export type WebPages = (urlPath: string) => string;

type PrerenderedPage = { route: string; file: string };

function matches(route: string, urlPath: string): boolean {
  const want = route.split('/').filter(Boolean);
  const got = urlPath.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

export function webPages(webDir: string): WebPages {
  const listFile = path.join(webDir, 'pages', 'pages.json');
  const pages: PrerenderedPage[] = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as PrerenderedPage[]).filter((p) =>
        existsSync(path.join(webDir, p.file)),
      )
    : [];
  return (urlPath) => pages.find((p) => matches(p.route, urlPath))?.file ?? 'index.html';
}
