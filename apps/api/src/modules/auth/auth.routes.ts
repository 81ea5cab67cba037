import {
  AUTH_MESSAGES,
  changePasswordBody,
  checkUserExistBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  notificationPreferences,
  notificationPreferencesResponse,
  refreshTokenBody,
  resendVerificationBody,
  resetPasswordBody,
  signUpBody,
  signUpResponse,
  subscriptionResponse,
  tokenResponse,
  userExistResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from '@evident/contracts/auth';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { errorAnswers, ok } from '../../http/envelope';
import { requestLanguage } from '../../i18n/language';
import type { AuthModule } from './auth.module';
import { deviceOf, newDevice, setDeviceCookie } from './known-device';

/** The error answers any auth call can give (validation, credentials, rate limits, …). */
const errors = errorAnswers(400, 401, 403, 404, 409, 429);
const answers = <T extends z.ZodType>(ok200: T) => ({ 200: ok200, ...errors });

/** Spec §7 auth calls, under /api/v1/auth. */
export const authRoutes: FastifyPluginAsyncZod<{ module: AuthModule }> = async (
  app,
  { module },
) => {
  let auth!: Awaited<ReturnType<AuthModule['get']>>['service'];
  // The service needs its keys from the database: resolved before each handler runs.
  app.addHook('preHandler', async () => {
    ({ service: auth } = await module.get());
  });
  // No response caching anywhere here, and never log bodies (passwords, tokens).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // A body-less call is validated as an empty object: the spec's own message for what is missing.
  app.addHook('preValidation', (request, _reply, done) => {
    request.body ??= {};
    done();
  });
  // A bad body is answered with the spec's §5 message as it is (the web shows it verbatim).
  const config = { verbatimBodyErrors: true };
  // Signed-in calls: the access token is checked before the body.
  const signedIn = { config: { ...config, signedIn: true }, onRequest: app.authenticate };

  app.post(
    '/auth/checkUserExist',
    { config, schema: { body: checkUserExistBody, response: answers(userExistResponse) } },
    async (request) => {
      const { message, data } = await auth.checkUserExist(request.body, request.ip);
      return ok(data, message);
    },
  );

  app.post(
    '/auth/signUp',
    { config, schema: { body: signUpBody, response: { 201: signUpResponse, ...errors } } },
    async (request, reply) => {
      const { message, data } = await auth.signUp(
        request.body,
        request.ip,
        requestLanguage(request),
      );
      return reply.code(201).send(ok(data, message));
    },
  );

  app.post(
    '/auth/login',
    { config, schema: { body: loginBody, response: answers(loginResponse) } },
    async (request, reply) => {
      // The known-device cookie (ADR 057): kept, or a new one given at this successful login.
      const device = deviceOf(request) ?? newDevice();
      const data = await auth.login(request.body, request.ip, requestLanguage(request), device);
      setDeviceCookie(request, reply, device);
      return ok(data, AUTH_MESSAGES.loginSuccess);
    },
  );

  app.post(
    '/auth/refresh-token',
    { config, schema: { body: refreshTokenBody, response: answers(tokenResponse) } },
    async (request) => ok(await auth.refresh(request.body.refreshToken, request.ip)),
  );

  // Signing out revokes the refresh token's family on the server (issue 26); the access token
  // lapses within its 15 minutes.
  app.post(
    '/auth/logout',
    { config, schema: { body: refreshTokenBody, response: answers(messageResponse) } },
    async (request) => {
      const { message } = await auth.logout(request.body.refreshToken, request.ip);
      return ok(null, message);
    },
  );

  app.post(
    '/auth/verify-email',
    { config, schema: { body: verifyEmailBody, response: answers(verifyEmailResponse) } },
    async (request) => {
      const { message, data } = await auth.verifyEmail(request.body, request.ip);
      return ok(data, message);
    },
  );

  app.post(
    '/auth/resend-verification',
    { config, schema: { body: resendVerificationBody, response: answers(messageResponse) } },
    async (request) => {
      const { message } = await auth.resendVerification(
        request.body.email,
        request.ip,
        requestLanguage(request),
      );
      return ok(null, message);
    },
  );

  app.post(
    '/auth/forgot-password',
    { config, schema: { body: forgotPasswordBody, response: answers(messageResponse) } },
    async (request) => {
      const { message } = await auth.forgotPassword(
        request.body.email,
        request.ip,
        requestLanguage(request),
      );
      return ok(null, message);
    },
  );

  app.post(
    '/auth/reset-password',
    { config, schema: { body: resetPasswordBody, response: answers(messageResponse) } },
    async (request) => {
      const { message } = await auth.resetPassword(request.body, request.ip);
      return ok(null, message);
    },
  );

  app.post(
    '/auth/change-password',
    { ...signedIn, schema: { body: changePasswordBody, response: answers(tokenResponse) } },
    async (request) => {
      const { message, data } = await auth.changePassword(request.userId, request.body, request.ip);
      return ok(data, message);
    },
  );

  app.get(
    '/auth/user-subscription',
    { ...signedIn, schema: { response: answers(subscriptionResponse) } },
    async (request) => ok(await auth.subscriptionFor(request.userId)),
  );

  app.get(
    '/auth/notification-preferences',
    { ...signedIn, schema: { response: answers(notificationPreferencesResponse) } },
    async (request) => ok((await auth.user(request.userId)).notificationPreferences),
  );

  app.post(
    '/auth/notification-preferences',
    {
      ...signedIn,
      schema: { body: notificationPreferences, response: answers(notificationPreferencesResponse) },
    },
    async (request) => {
      if (Object.keys(request.body).length > 50)
        throw new AppError('INVALID_BODY', 400, 'Too many preferences');
      return ok(await auth.setPreferences(request.userId, request.body), 'Saved');
    },
  );
};
