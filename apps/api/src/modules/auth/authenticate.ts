import { AUTH_MESSAGES } from '@evident/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AuthModule } from './auth.module';
import type { AccessTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest (or preHandler) hook of every signed-in route: verifies `Authorization: Bearer <access token>` on the
     * server and sets `request.userId`, or answers 401.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user (set by `app.authenticate`; 0 on public routes). */
    userId: number;
  }
}

/** The user id of a request's bearer access token, or a 401 AppError. */
export async function bearerUser(request: FastifyRequest, access: AccessTokens): Promise<number> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
  return access.verify(match[1]!);
}

/** Decorates the app with `authenticate` (routes declare it as their preHandler). */
export function registerAuthentication(app: FastifyInstance, auth: AuthModule): void {
  app.decorateRequest('userId', 0);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.userId = await bearerUser(request, (await auth.get()).access);
  });
}
