import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { VISITOR_COOKIE, VISITOR_COOKIE_DAYS } from '@evident/contracts/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setServerCookie } from '../../http/cookies';

/*
 * The visitor cookie (issue 56, ADR 059): a random id this browser keeps, signed by the server, by
 * which the free analyses of a visitor without an account are counted. It holds nothing else: no
 * personal data, no account, nothing shared with anyone. Strictly necessary for the metered
 * service the visitor asks for; no consent (ADR 059).
 */
export { VISITOR_COOKIE };
/** About a year: the count is per calendar month, the id outlives a few of them. */
export const VISITOR_TTL_SECONDS = VISITOR_COOKIE_DAYS * 24 * 3600;
const ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** A keyed digest (HMAC-SHA-256, base64url) of `value`. */
export function digestOf(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/**
 * Random bytes for the next visitor ids, drawn 256 ids at a time: one call into the system's
 * generator costs more than the rest of a metered read, and a client that sends no cookie is
 * offered a new id with every answer (`crypto.randomUUID` draws its bytes the same way).
 */
const ID_BYTES = 16;
let pool = Buffer.alloc(0);
let drawn = 0;

/** A new visitor id: 128 random bits. */
export function newVisitor(): string {
  if (drawn >= pool.length) {
    pool = randomBytes(ID_BYTES * 256);
    drawn = 0;
  }
  const id = pool.subarray(drawn, drawn + ID_BYTES).toString('base64url');
  drawn += ID_BYTES;
  return id;
}

/** The cookie's value: the id and its signature. */
export function signedVisitor(secret: string, id: string): string {
  return `${id}.${digestOf(secret, `visitor:${id}`)}`;
}

/** The value of this request's visitor cookie, or null. */
export const visitorCookieOf = (request: FastifyRequest) => cookieOf(request, VISITOR_COOKIE);

/** The visitor id of a cookie's value when its signature is ours, else null. */
export function checkedVisitor(value: string, secret: string): string | null {
  const [id, signature] = value.split('.');
  if (!id || !signature || !ID.test(id) || !SIGNATURE.test(signature)) return null;
  const expected = Buffer.from(digestOf(secret, `visitor:${id}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * Sets the cookie: sent with every request to this site (the pages and the API both meter), never
 * readable by scripts, not sent on cross-site subrequests but kept on a link followed to the site,
 * and only over https when the request came over https.
 */
export function setVisitorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  id: string,
) {
  setServerCookie(request, reply, {
    name: VISITOR_COOKIE,
    value: signedVisitor(secret, id),
    path: '/',
    maxAgeSeconds: VISITOR_TTL_SECONDS,
  });
}
