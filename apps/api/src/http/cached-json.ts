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
 * - The serialized answer is kept per (version, route, parsed parameters) in a size-bounded LRU;
 *   it is validated against the route's response schema once, when built.
 * - Weak ETags because the body may be sent gzip/brotli-compressed (@fastify/compress).
 */
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

export function createJsonCache(options: JsonCacheOptions = {}) {
  const bodies = new LRUCache<string, string>({
    maxSize: options.maxSize ?? 64 * 1024 * 1024,
    sizeCalculation: (body, key) => body.length + key.length,
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
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const cacheKey = `${args.version}\u0000${args.key}`;
      let body = bodies.get(cacheKey);
      if (body === undefined) {
        body = JSON.stringify(args.schema.parse(await args.build()));
        bodies.set(cacheKey, body);
      }
      // A string with a JSON content type is sent as is (no second serialization).
      return reply.type('application/json; charset=utf-8').send(body);
    },
    /** Number of cached answers (for tests). */
    get size(): number {
      return bodies.size;
    },
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;
