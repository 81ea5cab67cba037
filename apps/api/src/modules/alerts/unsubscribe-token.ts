import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_KINDS, type AlertKind } from '@evident/contracts/alerts';

/**
 * The signed unsubscribe link of an alert mail (issue 22): the user, the alert kind and the
 * alert's key, signed with a server secret (HMAC-SHA256). It names one alert sent to one user, so
 * it unsubscribes only that user and (the alert remembers its use) only once.
 */
export interface UnsubscribeClaims {
  userId: number;
  kind: AlertKind;
  key: string;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest();

export function signUnsubscribe(secret: string, claims: UnsubscribeClaims): string {
  const payload = Buffer.from(JSON.stringify([claims.userId, claims.kind, claims.key])).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claims of a token this server signed; null for anything else. */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [userId, kind, key] = value as unknown[];
    if (!Number.isSafeInteger(userId) || (userId as number) <= 0) return null;
    if (!ALERT_KINDS.includes(kind as AlertKind) || typeof key !== 'string') return null;
    return { userId: userId as number, kind: kind as AlertKind, key };
  } catch {
    return null;
  }
}
