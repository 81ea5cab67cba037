import {
  AUTH_MESSAGES,
  changePasswordBody,
  checkUserExistBody,
  forgotPasswordBody,
  loginBody,
  notificationPreferences,
  refreshTokenBody,
  resendVerificationBody,
  resetPasswordBody,
  signUpBody,
  verifyEmailBody,
} from '@evident/contracts/auth';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/parse-body';
import type { AuthModule } from './auth.module';
import type { AccessTokens } from './tokens';

/** The signed-in user's id from `Authorization: Bearer <access token>`, or 401. */
export async function requireUser(request: FastifyRequest, access: AccessTokens): Promise<number> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
  return access.verify(match[1]!);
}

/** Spec §7 auth calls, under /api/v1/auth. */
export const authRoutes: FastifyPluginAsync<{ module: AuthModule }> = async (app, { module }) => {
  let auth!: Awaited<ReturnType<AuthModule['get']>>['service'];
  let access!: AccessTokens;
  // The service needs its keys from the database: resolved before each handler runs.
  app.addHook('preHandler', async () => {
    ({ service: auth, access } = await module.get());
  });
  // No response caching anywhere here, and never log bodies (passwords, tokens).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.post('/auth/checkUserExist', async (request) => {
    const { message, data } = await auth.checkUserExist(
      parseBody(checkUserExistBody, request.body),
      request.ip,
    );
    return { success: true, message, data };
  });

  app.post('/auth/signUp', async (request, reply) => {
    const { message, data } = await auth.signUp(parseBody(signUpBody, request.body), request.ip);
    return reply.code(201).send({ success: true, message, data });
  });

  app.post('/auth/login', async (request) => {
    const data = await auth.login(parseBody(loginBody, request.body), request.ip);
    return { success: true, message: AUTH_MESSAGES.loginSuccess, data };
  });

  app.post('/auth/refresh-token', async (request) => {
    const { refreshToken } = parseBody(refreshTokenBody, request.body);
    return { success: true, data: await auth.refresh(refreshToken) };
  });

  app.post('/auth/verify-email', async (request) => {
    const { message, data } = await auth.verifyEmail(parseBody(verifyEmailBody, request.body));
    return { success: true, message, data };
  });

  app.post('/auth/resend-verification', async (request) => {
    const { email } = parseBody(resendVerificationBody, request.body);
    const { message } = await auth.resendVerification(email, request.ip);
    return { success: true, message, data: null };
  });

  app.post('/auth/forgot-password', async (request) => {
    const { email } = parseBody(forgotPasswordBody, request.body);
    const { message } = await auth.forgotPassword(email, request.ip);
    return { success: true, message, data: null };
  });

  app.post('/auth/reset-password', async (request) => {
    const { message } = await auth.resetPassword(
      parseBody(resetPasswordBody, request.body),
      request.ip,
    );
    return { success: true, message, data: null };
  });

  app.post('/auth/change-password', async (request) => {
    const userId = await requireUser(request, access);
    const { message, data } = await auth.changePassword(
      userId,
      parseBody(changePasswordBody, request.body),
    );
    return { success: true, message, data };
  });

  app.get('/auth/user-subscription', async (request) => {
    const user = await auth.user(await requireUser(request, access));
    return { success: true, data: await auth.subscriptionOf(user) };
  });

  app.get('/auth/notification-preferences', async (request) => {
    const user = await auth.user(await requireUser(request, access));
    return { success: true, data: user.notificationPreferences };
  });

  app.post('/auth/notification-preferences', async (request) => {
    const userId = await requireUser(request, access);
    const prefs = parseBody(notificationPreferences, request.body);
    if (Object.keys(prefs).length > 50)
      throw new AppError('INVALID_BODY', 400, 'Too many preferences');
    return { success: true, message: 'Saved', data: await auth.setPreferences(userId, prefs) };
  });
};
