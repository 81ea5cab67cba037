import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';

describe('serving the built web app', () => {
  let t: TestApp;
  let web: string;
  let dir: string;
  beforeAll(async () => {
    // The web's build (dist/) and its server build (dist-server/) side by side, as `npm run build`
    // leaves them.
    web = mkdtempSync(path.join(tmpdir(), 'evident-web-'));
    dir = path.join(web, 'dist');
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    mkdirSync(path.join(web, 'dist-server'));
    // A renderer that shows what it was given (the real one is the web's src/prerender.tsx,
    // tested there and end to end); it fails for one path, as a real render could.
    writeFileSync(
      path.join(web, 'dist-server', 'prerender.js'),
      `export async function renderWithAnswers(urlPath, answers) {
        if (urlPath.includes('broken')) throw new Error('render failed');
        return { root: '<p>rendered ' + urlPath + ' $& $1</p>', state: { urlPath, answers } };
      }`,
    );
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'pages', 'home.html'), '<div id="root">home page</div>');
    writeFileSync(path.join(dir, 'pages', 'stocks.html'), '<div id="root">company page</div>');
    writeFileSync(
      path.join(dir, 'pages', 'about.html'),
      '<html><body><div id="root"><!--evident-root-->about page<!--/evident-root--></div></body></html>',
    );
    writeFileSync(
      path.join(dir, 'pages', 'pages.json'),
      JSON.stringify([
        { route: '/', file: 'pages/home.html' },
        { route: '/stocks/:exchange/:ticker', file: 'pages/stocks.html' },
        { route: '/evidence', file: 'pages/missing.html' },
        {
          route: '/about/:name',
          file: 'pages/about.html',
          data: ['/config', '/nope/{name|upper}', '/health?x={name}'],
        },
      ]),
    );
    writeFileSync(
      path.join(dir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    t = await buildTestApp({}, { webDistDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses when the client accepts gzip', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('falls back to index.html for app routes', async () => {
    for (const url of ['/screener/12?x=1', '/watchlist']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered public page with its own HTML, other paths with index.html', async () => {
    const body = async (url: string) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return res.body;
    };
    expect(await body('/')).toContain('home page');
    expect(await body('/?tab=analysis')).toContain('home page');
    expect(await body('/stocks/NYSE/JPM')).toContain('company page');
    expect(await body('/stocks/NYSE/JPM?x=1')).toContain('company page');
    // A listed page whose file is missing, and paths no page matches: the app's index.html.
    for (const url of ['/evidence', '/stocks/NYSE', '/stocks/NYSE/JPM/more', '/profile']) {
      expect(await body(url), url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('renders a page with the API answers it reads first, asked through the app itself', async () => {
    const res = await t.app.inject({ url: '/about/<b>' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The rendered copies replace the built ones, as they are ("$&" is no replacement pattern).
    expect(res.body).toContain(
      '<div id="root"><!--evident-root--><p>rendered /about/%3Cb%3E $& $1</p><!--/evident-root--></div>',
    );
    expect(res.body).not.toContain('about page');
    const m = /<script type="application\/json" id="evident-state">(.*?)<\/script><\/body>/.exec(
      res.body,
    );
    expect(m, res.body).not.toBeNull();
    // No raw "<" inside the element: no text in the state can close it.
    expect(m![1]).not.toContain('<');
    const state = JSON.parse(m![1]!) as {
      urlPath: string;
      answers: { url: string; body: string }[];
    };
    expect(state.urlPath).toBe('/about/%3Cb%3E');
    // The config answer as the web app gets it; a 404 answer is left out.
    expect(state.answers.map((a) => a.url)).toEqual(['/api/v1/config', '/api/v1/health?x=%3Cb%3E']);
    const config = await t.app.inject({ url: '/api/v1/config', headers: WEB_KEY });
    expect(JSON.parse(state.answers[0]!.body)).toEqual(config.json());
    expect((JSON.parse(state.answers[1]!.body) as { success: boolean }).success).toBe(true);
  });

  it('sends the page as built when its render fails', async () => {
    const res = await t.app.inject({ url: '/about/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('about page');
    expect(res.body).not.toContain('evident-state');
  });

  it('does not fall back for API routes or missing files', async () => {
    expect((await t.app.inject({ url: '/api/v1/nope', headers: WEB_KEY })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });
});
