import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../http/app-error';

export interface GoogleProfile {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
}

/**
 * Verifies a Google ID token (the credential of Google Identity Services and one-tap) on the
 * server: signature against Google's published keys (`GOOGLE_JWKS_URL`), issuer, audience (our
 * client id), expiry, and a verified e-mail. Nobody is signed in on an e-mail or id sent by the
 * browser alone. Disabled (every call refused) without `GOOGLE_CLIENT_ID`.
 */
export function createGoogleVerifier(options: { clientId?: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    enabled: Boolean(options.clientId),
    async verify(credential: string): Promise<GoogleProfile> {
      if (!options.clientId)
        throw new AppError('GOOGLE_DISABLED', 400, AUTH_MESSAGES.googleDisabled);
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(credential, keys, {
          issuer: ['https://accounts.google.com', 'accounts.google.com'],
          audience: options.clientId,
          algorithms: ['RS256'],
        }));
      } catch {
        throw new AppError('GOOGLE_INVALID', 401, AUTH_MESSAGES.googleInvalid);
      }
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
      if (!email || payload.email_verified !== true || typeof payload.sub !== 'string') {
        throw new AppError('GOOGLE_INVALID', 401, AUTH_MESSAGES.googleInvalid);
      }
      const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
      return {
        sub: payload.sub,
        email,
        firstName: str(payload.given_name) ?? str(payload.name),
        lastName: str(payload.family_name),
        photoUrl: str(payload.picture),
      };
    },
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
