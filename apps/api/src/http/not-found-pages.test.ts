import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_KEY } from '../test/build-test-app';
import { buildScoredTestApp } from '../test/scored-test-app';

// Issue 56 item 5: unknown pages answered HTTP 200 (a soft 404). Now a path that is none of the
// web app's pages, and a company page whose ticker names no company, answer 404 with the app,
// which shows its not-found screen (the web's `isAppPath` and the screen: prerender.test.tsx and
// e2e/specs/not-found.spec.ts).

const INDEX = '<!doctype html><div id="root"></div>';

describe('a real 404 for unknown pages', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'evident-web-'));
    const dist = path.join(web, 'dist');
    mkdirSync(path.join(dist, 'pages'), { recursive: true });
    mkdirSync(path.join(web, 'dist-server'));
    // The web's server build as the server uses it: the renderer, and the router's answer to
    // "is this a page?" (here a few of the real routes; the real one is src/prerender.tsx's).
    writeFileSync(
      path.join(web, 'dist-server', 'prerender.js'),
      `export async function renderWithAnswers(urlPath, answers) {
        return { root: '<p>rendered ' + urlPath + '</p>', state: { answers } };
      }
      export function isAppPath(p) {
        return p === '/' || p === '/about' || /^\\/stocks\\/[^/]+\\/[^/]+$/.test(p);
      }`,
    );
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(
      path.join(dist, 'pages', 'stocks.html'),
      '<html><body><div id="root"><!--evident-root-->company<!--/evident-root--></div></body></html>',
    );
    writeFileSync(path.join(dist, 'pages', 'about.html'), '<div id="root">about page</div>');
    writeFileSync(
      path.join(dist, 'pages', 'pages.json'),
      JSON.stringify([
        {
          route: '/stocks/:exchange/:ticker',
          file: 'pages/stocks.html',
          data: ['/stocks/{exchange|upper}%3A{ticker|upper}', '/config'],
        },
        { route: '/about', file: 'pages/about.html' },
      ]),
    );
    t = await buildScoredTestApp({}, { webDistDir: dist }, { runs: [] });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('a path that is no page answers 404 with the app (its not-found screen), GET and HEAD', async () => {
    for (const url of ['/no/such/page', '/stocks/NASDAQ', '/aboutx?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX);
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
    }
  });

  it('a company page of an unknown ticker answers 404; a known one 200, whatever the case', async () => {
    const unknown = await t.app.inject({ url: '/stocks/EX/NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('rendered /stocks/EX/NOPE');
    for (const url of ['/stocks/NASDAQ/COA', '/stocks/nasdaq/coa']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`rendered ${url}`);
    }
  });

  it('real pages stay 200; the API and files keep their own 404', async () => {
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
    const about = await t.app.inject({ url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('about page');
    const api = await t.app.inject({ url: '/api/v1/nope', headers: WEB_KEY });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect((await t.app.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });
});
