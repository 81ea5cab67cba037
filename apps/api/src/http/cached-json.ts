import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';

/**
 * HTTP caching for read endpoints whose answer depends only on the request and a data `version`
 * (the read model's: it changes when a score run lands, new data is imported or the product is
 * upgraded).
 *
 * - `ETag: W/"<version>"` and `Cache-Control: public, no-cache`: clients and shared caches keep
 *   the answer but revalidate every time, so a new score run is seen at once; a matching
 *   `If-None-Match` answers 304 without building anything. The API key is checked before this
 *   (onRequest), so a revalidation never serves a caller without a key.
 * - The serialized answer is kept per (version, route, parsed parameters) in a size-bounded LRU
 *   as UTF-8 bytes, with its brotli and gzip forms made on first demand: a hot answer is never
 *   serialized, encoded or compressed twice (`@fastify/compress` skips a reply that already has a
 *   Content-Encoding). It is validated against the route's response schema once, when built.
 * - Weak ETags because the same tag covers the compressed and plain forms.
 */
/**
 * Route options of the endpoints answered by the cache: they compress their own (cached) bodies,
 * so @fastify/compress's per-request hooks are switched off for them.
 */
export const CACHED_ROUTE = { compress: false, decompress: false } as const;

export interface JsonCacheOptions {
  /** Upper bound on the cached bodies, in UTF-16 code units (≈ bytes for JSON). */
  maxSize?: number;
}

export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Bodies smaller than this are sent uncompressed (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (header === undefined) return 'identity';
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

interface Entry {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const sizeOf = (e: Entry) => e.identity.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);

export function createJsonCache(options: JsonCacheOptions = {}) {
  const bodies = new LRUCache<string, Entry>({
    maxSize: options.maxSize ?? 64 * 1024 * 1024,
    sizeCalculation: (entry, key) => sizeOf(entry) + key.length,
  });

  return {
    /**
     * Answers `build()` (validated by `schema`) for this request, from the cache when possible.
     * `key` must identify every input of `build` besides the version (route + parsed params).
     */
    async send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      args: { version: string; key: string; schema: ZodType<T>; build: () => T | Promise<T> },
    ): Promise<FastifyReply> {
      const etag = `W/"${args.version}"`;
      if (etagMatches(request.headers['if-none-match'], etag)) {
        return reply
          .code(304)
          .header('etag', etag)
          .header('cache-control', 'public, no-cache')
          .send();
      }
      const cacheKey = `${args.version}\u0000${args.key}`;
      let entry = bodies.get(cacheKey);
      if (entry === undefined) {
        // Errors thrown here (404, 503) leave no cache entry and no ETag on the error answer.
        const json = JSON.stringify(args.schema.parse(await args.build()));
        entry = { identity: Buffer.from(json, 'utf8') };
        bodies.set(cacheKey, entry);
      }
      reply
        .header('etag', etag)
        .header('cache-control', 'public, no-cache')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      const encoding =
        entry.identity.length < COMPRESS_THRESHOLD
          ? 'identity'
          : negotiateEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(entry.identity);
      let body = entry[encoding];
      if (body === undefined) {
        body =
          encoding === 'br'
            ? brotliCompressSync(entry.identity, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: 5,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
                },
              })
            : gzipSync(entry.identity);
        entry[encoding] = body;
        bodies.set(cacheKey, entry); // re-measured with the compressed form
      }
      return reply.header('content-encoding', encoding).send(body);
    },
    /** Number of cached answers (for tests). */
    get size(): number {
      return bodies.size;
    },
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;
