import { randomBytes } from 'node:crypto';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '@evident/contracts/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setServerCookie } from '../../http/cookies';

/*
 * The known-device cookie (issue 56, ADR 057): a random id this browser keeps, and that the
 * server records against an account once a login with the right password came with it. Past the
 * account's failure budget, a recorded device has a slow lane of its own: a guesser, who never
 * signed in to the account, cannot take the owner's turn. The id is random (no personal data)
 * and worth nothing alone: what counts is the server's record of it for that account.
 */
export { DEVICE_COOKIE };
/** How long a device stays known after its last successful login (and its cookie lives). */
export const DEVICE_TTL_SECONDS = DEVICE_COOKIE_DAYS * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The device id this request's cookie carries, or null (absent or not one of ours). */
export function deviceOf(request: FastifyRequest): string | null {
  const value = cookieOf(request, DEVICE_COOKIE);
  return value !== null && DEVICE_ID.test(value) ? value : null;
}

/** A new device id: 128 random bits. */
export function newDevice(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Sets (or renews) the cookie: sent only to the auth calls, never readable by scripts, not sent
 * on cross-site requests but kept on a link followed to the site, and only over https when the
 * request came over https.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, device: string) {
  setServerCookie(request, reply, {
    name: DEVICE_COOKIE,
    value: device,
    path: '/api/v1/auth',
    maxAgeSeconds: DEVICE_TTL_SECONDS,
  });
}
