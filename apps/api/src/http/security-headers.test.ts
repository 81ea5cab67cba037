import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';
import { inlineScriptHashes } from './security-headers';

const START = 'const start=()=>{};start();';
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** Issue 26: security headers on every answer, API and web, cached or not. */
describe('security headers', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'evident-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(
      path.join(web, 'index.html'),
      `<!doctype html><html><head><script type="module">${START}</script>` +
        '<script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    t = await buildTestApp(
      { PUBLIC_URL: 'https://evident.example', LOGO_URL_TEMPLATE: 'https://logo.example/{domain}' },
      { webDistDir: web },
    );
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a CSP without inline scripts but the product’s own, by hash, on web and API answers', async () => {
    const page = await get('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' ${sha(START)}`);
    expect(csp).not.toContain("'unsafe-inline' https://accounts.google.com/gsi/client");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: https://logo.example");

    // The feedback form's own inline script is allowed by its hash.
    const form = await get('/forms/feedback');
    for (const hash of inlineScriptHashes(form.body)) expect(csp).toContain(hash);

    for (const res of [page, form, await get('/assets/app.js'), await get('/api/v1/health')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(csp);
    }
  });

  it('sends them on answers from the JSON cache and on errors too, and no CORS', async () => {
    for (const url of ['/api/v1/stocks?limit=5&search=a', '/api/v1/methodology', '/api/v1/nope']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(url, { ...WEB_KEY, origin: 'https://elsewhere.example' });
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
      }
    }
  });

  it('sends no HSTS when the public address is plain HTTP', async () => {
    const plain = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await plain.close();
    }
  });

  it('hashes inline scripts, not data blocks or scripts with a source', () => {
    const html =
      '<script>a()</script><script type="application/json">{"x":1}</script>' +
      '<script src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});
