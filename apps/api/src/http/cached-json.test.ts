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
