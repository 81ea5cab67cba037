import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** What a request carrying unstorable text reads (issue 26). */
export const BAD_TEXT_MESSAGE =
  'Text cannot contain NUL characters or broken Unicode (lone surrogates).';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a NUL character or a lone surrogate. */
const isBadString = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * Whether any string in `value` (keys included) is one no database column can store. Builds
 * nothing: it runs on every request, and nearly every request is clean.
 */
function hasBadText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isBadString(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasBadText(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isBadString(key) || hasBadText((value as Record<string, unknown>)[key], depth + 1)) {
      return true;
    }
  }
  return false;
}

/** The path of the first string in `value` that no database column can store, or null. */
export function badTextPath(value: unknown, path = '', depth = 0): string | null {
  if (!hasBadText(value, depth)) return null;
  if (typeof value === 'string') return path || 'value';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = badTextPath(value[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value as object)) {
    const here = path ? `${path}.${key}` : key;
    const bad = (isBadString(key) ? here : null) ?? badTextPath(v, here, depth + 1);
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
      done(
        new AppError('BAD_TEXT', 400, `${BAD_TEXT_MESSAGE} (${bad})`, {
          text: { id: 'error.badTextAt', vars: { path: bad } },
        }),
      );
    },
  );
}
