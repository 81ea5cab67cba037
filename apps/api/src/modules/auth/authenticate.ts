import { AUTH_MESSAGES } from '@evident/contracts/auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import type { AuthModule } from './auth.module';
import type { SessionGate } from './session-gate';
import type { AccessTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The `onRequest` hook of every signed-in route: verifies `Authorization: Bearer <access
     * token>` on the server and sets `request.userId`, or answers 401.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The signed-in user of a public route, or null: a missing, bad or expired token is treated
     * as signed out (the route answers as it does for a visitor).
     */
    optionalUser: (request: FastifyRequest) => Promise<number | null>;
  }
  interface FastifyRequest {
    /** The signed-in user (set by `app.authenticate`; 0 on public routes). */
    userId: number;
  }
}

/**
 * The user id of a request's bearer access token, or a 401 AppError: the signature and claims,
 * then the user (still there, and the token issued after the last password change).
 */
export async function bearerUser(
  request: FastifyRequest,
  access: AccessTokens,
  gate: SessionGate,
): Promise<number> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
  const { userId, issuedAtMs } = await access.claims(match[1]!);
  await gate.check(userId, issuedAtMs);
  return userId;
}

/** Authentication as a plugin: decorates the app with `authenticate` and `optionalUser`. */
export const authentication = fp<{ auth: AuthModule }>(
  async (app, { auth }) => {
    app.decorateRequest('userId', 0);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.userId = await bearerUser(request, (await auth.get()).access, auth.gate);
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      if (request.headers.authorization === undefined) return null;
      try {
        return await bearerUser(request, (await auth.get()).access, auth.gate);
      } catch {
        return null;
      }
    });
  },
  { name: 'authentication' },
);
