import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a request carrying unstorable text reads (issue 26). */
export const BAD_TEXT_MESSAGE =
  'Text cannot contain NUL characters or broken Unicode (lone surrogates).';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in `value` that no database column can store, or null. */
export function badTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || 'value' : null;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = badTextPath(value[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const bad = badTextPath(key, here, depth + 1) ?? badTextPath(v, here, depth + 1);
    if (bad) return bad;
  }
  return null;
}

/**
 * Refuses, before validation, any request whose body, query or path parameters carry a NUL
 * character or a lone surrogate: PostgreSQL cannot store either (it answered 500, and the failed
 * query's parameters reached the log). One hook for every route, present and future.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook(
    'preValidation',
    (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const bad =
        badTextPath(request.params) ?? badTextPath(request.query) ?? badTextPath(request.body);
      if (bad === null) {
        done();
        return;
      }
      void reply.code(400).send({ success: false, message: `${BAD_TEXT_MESSAGE} (${bad})` });
    },
  );
}
