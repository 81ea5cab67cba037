import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe secret (refresh tokens, verification tokens). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** SHA-256 of a high-entropy secret: enough to store it (a leak does not reveal the secret). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** HMAC for low-entropy secrets (6-digit reset codes), keyed with a server secret. */
export const hmac = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A numeric code with a uniform distribution (password reset). */
export const numericCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
