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

/** Short-lived access tokens: HS256 JWTs (jose) with issuer, audience, expiry and subject. */
export function createAccessTokens(secret: string) {
  // A KeyObject made once: jose then skips importing the raw secret on every verification.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, { userId: number; expiresAt: number }>();
  return {
    async sign(userId: number): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .setJti(randomUUID())
        .sign(key);
    },
    /**
     * The user id of a valid token; 401 "Unauthorized" for anything else. A token whose
     * signature and claims were checked is remembered until it expires (the same token, byte
     * for byte, needs no second check): a signed-in user's every call then skips the HMAC.
     */
    async verify(token: string): Promise<number> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.userId;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0) throw new Error('bad subject');
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { userId: id, expiresAt: (payload.exp ?? 0) * 1000 });
        return id;
      } catch {
        throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
