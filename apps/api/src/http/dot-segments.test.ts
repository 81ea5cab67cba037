import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/*
 * Issue 26: a path with `..` (as a client sends it, not normalised) reached the static files'
 * handler and was answered "Forbidden". It names nothing: 404 in the envelope, API or web.
 */
describe('paths with dot segments', () => {
  let t: TestApp;
  let web: string;
  let port: number;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'evident-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Evident</title>');
    t = await buildTestApp({}, { webDistDir: web });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  // Raw HTTP: light-my-request (inject) would resolve the dot segments before routing.
  const get = (urlPath: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
          );
        })
        .on('error', reject);
    });

  it('answers 404 in the envelope, never a file or the app page', async () => {
    for (const urlPath of [
      '/api/v1/../../etc/passwd',
      '/api/v1/%2e%2e/%2e%2e/etc/passwd',
      '/api/v1/stocks/../health',
      '/api/../index.html',
      '/assets/../../package.json',
      '/watchlist/../../../etc/passwd',
      '/%2E%2E/%2e%2e/package.json',
    ]) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.type, urlPath).toMatch(/^application\/json/);
      expect(JSON.parse(res.body), urlPath).toEqual({ success: false, message: 'Not found' });
    }
    // A page path without dots is still the app.
    expect((await get('/watchlist')).status).toBe(200);
  });
});
