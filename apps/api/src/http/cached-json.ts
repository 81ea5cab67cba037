import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';
import type { Language } from '../i18n/language';
import { memoizeHeader } from '../runtime/header-memo';

/**
 * HTTP caching for read endpoints whose answer depends only on the request and a data `version`
 * (the read model's: it changes when a score run lands, new data is imported or the product is
 * upgraded).
 *
 * - `ETag: W/"<version>"` and `Cache-Control: public, no-cache`: clients and shared caches keep
 *   the answer but revalidate every time, so a new score run is seen at once; a matching
 *   `If-None-Match` answers 304 without building anything. The API key is checked before this
 *   (onRequest), so a revalidation never serves a caller without a key.
 * - The serialized answer is kept per (route, parsed parameters) with the version it was built
 *   for, in a size-bounded LRU, as UTF-8 bytes, with its brotli and gzip forms made on first
 *   demand (a fast level at once, the maximum level in the background replacing it): a hot answer
 *   is never serialized, encoded or compressed twice (`@fastify/compress` skips a reply that
 *   already has a Content-Encoding). It is validated against the route's response schema once,
 *   when built.
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

/** Headers of every cached answer besides its ETag, encoding and length. */
const CACHE_CONTROL = 'public, no-cache';
const CONTENT_TYPE = 'application/json; charset=utf-8';

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

/**
 * Accept-Encoding values seen are parsed once (parsing was ~3% of a company-page request's CPU).
 */
const negotiated = memoizeHeader(parseAcceptEncoding);

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (header === undefined) return 'identity';
  return negotiated(Array.isArray(header) ? header.join(',') : header);
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function compressFast(encoding: 'br' | 'gzip', body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressBest(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION });
}

interface Entry {
  /** The data version the answer was built for; another version rebuilds it. */
  version: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** How an answer is sent to a client with this Accept-Encoding (small ones uncompressed). */
const encodingOf = (e: Entry, accept: string | string[] | undefined): Encoding =>
  e.identity.length < COMPRESS_THRESHOLD ? 'identity' : negotiateEncoding(accept);

const sizeOf = (e: Entry) => e.identity.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);

const VARY_LANGUAGE = 'accept-encoding, accept-language';

export function createJsonCache(options: JsonCacheOptions = {}) {
  const bodies = new LRUCache<string, Entry>({
    maxSize: options.maxSize ?? 64 * 1024 * 1024,
    sizeCalculation: (entry, key) => sizeOf(entry) + key.length,
  });
  // One ETag string per version and language (a hot route would otherwise build the same string
  // each time).
  let etagVersion = '';
  let etags = new Map<Language | undefined, string>();
  const etagOf = (version: string, language: Language | undefined) => {
    if (version !== etagVersion) {
      etagVersion = version;
      etags = new Map();
    }
    let etag = etags.get(language);
    if (etag === undefined) {
      etag = language === undefined ? `W/"${version}"` : `W/"${version}-${language}"`;
      etags.set(language, etag);
    }
    return etag;
  };

  return {
    /**
     * Answers `build()` (validated by `schema`) for this request, from the cache when possible.
     * `key` must identify every input of `build` besides the version (route + parsed params).
     */
    async send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      args: {
        version: string;
        key: string;
        schema: ZodType<T>;
        build: () => T | Promise<T>;
        /**
         * A signed-in user's own answer (a portfolio's analysis): kept here but never by other
         * caches (`no-store`, no ETag). The caller has checked that the user may see it.
         */
        private?: boolean;
        /**
         * The answer holds texts in this language (issue 23): it is kept, tagged and declared
         * (`vary: accept-language`) per language.
         */
        language?: Language;
      },
    ): Promise<FastifyReply> {
      const etag = etagOf(args.version, args.language);
      if (!args.private && etagMatches(request.headers['if-none-match'], etag)) {
        if (args.language !== undefined) reply.header('vary', VARY_LANGUAGE);
        return reply.code(304).header('etag', etag).header('cache-control', CACHE_CONTROL).send();
      }
      // Keyed by route + parameters only: an answer of an older version is replaced when next
      // asked for, so a new run never leaves the previous run's answers taking space.
      const cacheKey = args.language === undefined ? args.key : `${args.key}|${args.language}`;
      let entry = bodies.get(cacheKey);
      if (entry === undefined || entry.version !== args.version) {
        // Errors thrown here (404, 503) leave no cache entry and no ETag on the error answer.
        const json = JSON.stringify(args.schema.parse(await args.build()));
        entry = { version: args.version, identity: Buffer.from(json, 'utf8') };
        bodies.set(cacheKey, entry);
      }
      if (args.private) reply.header('cache-control', 'no-store');
      else reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      reply
        .header('vary', args.language === undefined ? 'accept-encoding' : VARY_LANGUAGE)
        .type(CONTENT_TYPE);
      const encoding = encodingOf(entry, request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(entry.identity);
      let body = entry[encoding];
      if (body === undefined) {
        // Fast now, then the smallest form made off the event loop (zlib's thread pool) replaces
        // it: a hot answer is sent at maximum compression, and size bounds hot-path throughput.
        body = compressFast(encoding, entry.identity);
        entry[encoding] = body;
        bodies.set(cacheKey, entry); // re-measured with the compressed form
        const settled = entry;
        compressBest(encoding, entry.identity)
          .then((best) => {
            if (best.length >= settled[encoding]!.length) return;
            settled[encoding] = best;
            if (bodies.peek(cacheKey) === settled) bodies.set(cacheKey, settled);
          })
          .catch(() => {}); // the fast form stays
      }
      return reply.header('content-encoding', encoding).send(body);
    },
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;
