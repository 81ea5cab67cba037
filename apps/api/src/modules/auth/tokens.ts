import { createSecretKey, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Spec §9 cookie durations: a login lasts 2 days, "remember me" 2 weeks. */
export const REFRESH_TTL_MS = { session: 2 * 24 * 3600_000, remember: 14 * 24 * 3600_000 };

const ISSUER = 'evident';
/** Verified access tokens kept at most (a full cache starts again empty). */
const VERIFIED_CACHE_SIZE = 50_000;
const AUDIENCE = 'evident-web';
/** How far ahead of this server's clock another server's `iat` may be. */
const CLOCK_SKEW_SECONDS = 60;
/** A user id as `sign` writes it: a positive integer without sign, zeros, exponent or spaces. */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

export interface Claims {
  userId: number;
  /**
   * When the token was issued, in milliseconds: its `iat_ms` claim (tokens signed since issue
   * 26), else the start of its `iat` second. A password change in the same second as a token
   * must still end it.
   */
  issuedAtMs: number;
  /** `exp`, in milliseconds. */
  expiresAt: number;
}

/** Short-lived access tokens: HS256 JWTs (jose) with issuer, audience, expiry and subject. */
export function createAccessTokens(secret: string) {
  // A KeyObject made once: jose then skips importing the raw secret on every verification.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, Claims>();
  return {
    async sign(userId: number): Promise<string> {
      const now = Date.now();
      const iat = Math.floor(now / 1000);
      return (
        new SignJWT({ iat_ms: now })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(userId))
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(iat)
          // From `iat` itself, so `exp - iat` is exactly the lifetime `claims` allows.
          .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
          .setJti(randomUUID())
          .sign(key)
      );
    },
    /**
     * The user and issue time (seconds) of a valid token; 401 "Unauthorized" for anything else:
     * bad signature or algorithm, another issuer or audience, expired, or without `exp`, `iat`
     * or a user. A token signed with the real key is refused too when it claims a longer life
     * than an access token has, was issued in the future (past a minute of clock skew), or names
     * its user in any form but the one `sign` writes ("1e0", "05"): a leaked key or a signing
     * bug then cannot mint lasting or ambiguous tokens. A token whose signature and claims were checked is remembered until it expires
     * (the same token, byte for byte, needs no second check): a signed-in user's every call
     * then skips the HMAC.
     */
    async claims(token: string): Promise<Claims> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const sub = payload.sub!;
        const id = Number(sub);
        if (!CANONICAL_ID.test(sub) || !Number.isSafeInteger(id)) throw new Error('bad subject');
        const iat = payload.iat!;
        if (payload.exp! - iat > ACCESS_TOKEN_TTL_SECONDS) throw new Error('lives too long');
        if (iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) throw new Error('issued in the future');
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        const iatMs = payload.iat_ms;
        // The millisecond claim counts only when it agrees with `iat` (same second).
        const issuedAtMs =
          typeof iatMs === 'number' &&
          Number.isSafeInteger(iatMs) &&
          Math.floor(iatMs / 1000) === payload.iat
            ? iatMs
            : payload.iat! * 1000;
        const claims = { userId: id, issuedAtMs, expiresAt: payload.exp! * 1000 };
        verified.set(token, claims);
        return claims;
      } catch {
        throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
      }
    },
    /** The user id of a valid token (see `claims`). */
    async verify(token: string): Promise<number> {
      return (await this.claims(token)).userId;
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
