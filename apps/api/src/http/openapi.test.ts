import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYNAMIC_BROTLI } from '../app';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';
import { API_REFERENCE_PATH, OPENAPI_PATH, undocumented } from './openapi';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security?: object[]; tags?: string[]; responses?: object }>
  >;
  components: { securitySchemes: Record<string, object> };
}

/** `/stocks/:ticker` → `/stocks/{ticker}` (OpenAPI path templates). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');

/*
 * Issue 26: a public, documented API. The document is generated from the routes' zod schemas;
 * every route the app registers under /api/v1 (but the local tools') is in it — walked from the
 * route table, so a new route is checked without editing this test.
 */
describe('the OpenAPI document and the API reference', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp({ API_KEYS: 'a-private-key' });
    await t.app.ready();
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode, 'served without an API key').toBe(200);
    doc = res.json();
  });
  afterAll(async () => t.close());

  it('goes out compressed as every answer built per request: brotli at quality 3', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      // What Chromium sends: zstd too, which Node 24's zlib can make; brotli is still chosen.
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(plain.toString())).toEqual(doc);
    // Brotli is deterministic: the same bytes as quality 3 makes, not @fastify/compress's 4.
    expect(res.rawPayload.equals(brotliCompressSync(plain, DYNAMIC_BROTLI))).toBe(true);
    const four = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(res.rawPayload.equals(four)).toBe(false);
  });

  it('is OpenAPI 3.1 with the API-key and bearer schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer']);
  });

  it('documents every route registered under /api/v1, but the local tools', () => {
    const routes = t.app.routeTable.filter(
      (r) => !undocumented(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/v1/internal'))).toBe(false);
    console.warn(`OpenAPI: ${routes.length} routes documented`);
  });

  it('describes bodies and answers from the contracts, and which calls need a signed-in user', () => {
    const login = doc.paths['/api/v1/auth/login']!.post!;
    expect(JSON.stringify(login)).toContain('"password"');
    expect(login.security).toBeUndefined();
    const company = doc.paths['/api/v1/stocks/{ticker}']!.get!;
    expect(JSON.stringify(company.responses)).toContain('evidentScore');
    expect(doc.paths['/api/v1/watchlist/{id}']!.get!.security).toEqual([
      { apiKey: [], bearer: [] },
    ]);
    expect(doc.paths['/api/v1/auth/change-password']!.post!.security).toEqual([
      { apiKey: [], bearer: [] },
    ]);
    expect(doc.paths['/api/v1/alerts']!.get!.tags).toEqual(['alerts']);
  });

  it('documents answers that are not JSON by their media type, with their JSON errors', () => {
    const responses = (path: string, method: string) =>
      doc.paths[path]![method]!.responses as Record<string, { content?: Record<string, unknown> }>;
    for (const [path, method] of [
      ['/api/v1/portfolio/{id}/export', 'get'],
      ['/api/v1/screener/downloadFilters', 'post'],
    ] as const) {
      const answers = responses(path, method);
      expect(Object.keys(answers['200']!.content!), path).toEqual(['text/csv']);
      expect(JSON.stringify(answers['404']), path).toContain('"success"');
    }
    const self = responses('/api/v1/openapi.json', 'get');
    expect(JSON.stringify(self['200'])).toContain('"openapi"');
  });

  it('serves a reference page that reads the document, its scripts from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const script = await t.app.inject({
      method: 'GET',
      url: `${API_REFERENCE_PATH}/static/swagger-ui-bundle.js`,
    });
    expect(script.statusCode).toBe(200);
    // Calls from the reference page still need a key.
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stocks?search=a',
      headers: WEB_KEY,
    });
    expect(call.statusCode).toBe(401);
  });
});
