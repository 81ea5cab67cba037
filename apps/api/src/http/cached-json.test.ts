import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CACHED_ROUTE, createJsonCache, etagMatches, negotiateEncoding } from './cached-json';

describe('etagMatches (If-None-Match)', () => {
  it('matches weak and strong forms of the same tag, in lists, and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches(['W/"x"', 'W/"abc"'], 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
  });
  it('does not match other tags or no header', () => {
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
    expect(etagMatches('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(etagMatches('', 'W/"abc"')).toBe(false);
  });
});

describe('negotiateEncoding (Accept-Encoding)', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip;q=0')).toBe('identity');
  });
});

describe('negotiateEncoding memo', () => {
  it('answers the same for a header seen before, and by header', () => {
    for (let i = 0; i < 3; i++) {
      expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
      expect(negotiateEncoding('gzip')).toBe('gzip');
    }
    // More distinct values than the memo keeps: still parsed right.
    for (let i = 0; i < 600; i++) expect(negotiateEncoding(`x-${i}, gzip`)).toBe('gzip');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
  });
});

describe('createJsonCache compression', () => {
  it('sends a fast brotli form first, then the smallest form, both decoding to the answer', async () => {
    const app = Fastify({ logger: false });
    const cache = createJsonCache();
    const answer = {
      items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Company ${i}`, v: i / 7 })),
    };
    let builds = 0;
    app.get('/x', CACHED_ROUTE, (request, reply) =>
      cache.send(request, reply, {
        version: 'v1',
        key: 'x',
        schema: z.object({ items: z.array(z.any()) }),
        build: () => {
          builds += 1;
          return answer;
        },
      }),
    );
    const get = () => app.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
    const first = await get();
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(answer);
    // The best form is made in the background; wait for it.
    let later = first;
    for (let i = 0; i < 50 && later.rawPayload.length >= first.rawPayload.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
      later = await get();
    }
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(later.rawPayload).toString())).toEqual(answer);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(builds).toBe(1);
    await app.close();
  });
});

describe('createJsonCache answers repeated URLs (answerRepeat)', () => {
  /** A response that records what was written, for `answerRepeat`. */
  const recorder = () => {
    const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
    const res = {
      writeHead(status: number, headers: Record<string, unknown>) {
        sent.status = status;
        sent.headers = headers;
      },
      end(body?: Buffer) {
        sent.body = body;
      },
    };
    return { res: res as never, sent };
  };
  const repeat = (cache: ReturnType<typeof createJsonCache>, url: string) => {
    const { res, sent } = recorder();
    const status = cache.answerRepeat(
      { method: 'GET', url, headers: {} } as never,
      res,
      () => 'req-x',
    );
    return { status, sent };
  };

  it('answers only URLs answered before, in the current version, within a size bound', async () => {
    const app = Fastify({ logger: false });
    const cache = createJsonCache({ maxRepeatUrlBytes: 1_000 });
    let version = 'v1';
    app.get<{ Querystring: { name: string } }>('/r', CACHED_ROUTE, (request, reply) =>
      cache.send(request, reply, {
        version,
        key: `r|${request.query.name}`,
        schema: z.object({ name: z.string() }),
        build: () => ({ name: request.query.name }),
        live: () => version,
      }),
    );
    const long = (i: number) => `/r?name=${String(i).padStart(300, '0')}`;
    expect(repeat(cache, long(1)).status).toBe(0);
    for (let i = 1; i <= 5; i++) expect((await app.inject({ url: long(i) })).statusCode).toBe(200);
    // ~370 units per URL and key: the bound keeps the last two.
    expect(repeat(cache, long(1)).status).toBe(0);
    const last = repeat(cache, long(5));
    expect(last.status).toBe(200);
    expect(JSON.parse(last.sent.body!.toString('utf8'))).toEqual({ name: long(5).slice(8) });
    expect(last.sent.headers).toMatchObject({ etag: 'W/"v1"', 'x-request-id': 'req-x' });
    // A new version: not answered until routed again.
    version = 'v2';
    expect(repeat(cache, long(5)).status).toBe(0);
    await app.inject({ url: long(5) });
    expect(repeat(cache, long(5)).sent.headers).toMatchObject({ etag: 'W/"v2"' });
    await app.close();
  });

  it('does not remember answers of routes without `live`, or of errors', async () => {
    const app = Fastify({ logger: false });
    const cache = createJsonCache();
    app.get('/plain', CACHED_ROUTE, (request, reply) =>
      cache.send(request, reply, {
        version: 'v1',
        key: 'plain',
        schema: z.object({}),
        build: () => ({}),
      }),
    );
    app.get('/fails', CACHED_ROUTE, (request, reply) =>
      cache.send(request, reply, {
        version: 'v1',
        key: 'fails',
        schema: z.object({}),
        build: () => {
          throw new Error('no data');
        },
        live: () => 'v1',
      }),
    );
    expect((await app.inject({ url: '/plain' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
    expect(repeat(cache, '/plain').status).toBe(0);
    expect(repeat(cache, '/fails').status).toBe(0);
    await app.close();
  });
});
