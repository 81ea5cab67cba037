import { parseCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The server's own cookies (the known device, ADR 057; the visitor, ADR 059): read from the
 * request's Cookie header and set as HttpOnly, SameSite=Lax cookies, Secure when the request came
 * over https. The Cookie header is parsed by the `cookie` package; the values are ours (an id, a
 * signature: no character needs encoding).
 */

/** The value of the cookie `name` on this request, or null. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  return parseCookie(header)[name] ?? null;
}

/** Sets the cookie `name` for `maxAgeSeconds`, sent only under `path`. */
export function setServerCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookie.name}=${cookie.value}; Path=${cookie.path}; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
}
