import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type SchemaSource, type SuccessSchema } from '@/lib/api-client';

/** The contracts of these calls, loaded with the first one (ADR 028). */
const authContracts = () => import('@evident/contracts/auth');

/** Spec §7 auth calls (one client; auth errors are shown, never refreshed). */
const post = <S extends SuccessSchema>(path: string, schema: SchemaSource<S>, body: unknown) =>
  apiRequest(path, { schema, method: 'POST', body, noRefresh: true });

/** Signs out on the server: the refresh token's family can no longer be used (issue 26). */
export const logout = (refreshToken: string) =>
  post('/auth/logout', async () => (await authContracts()).messageResponse, { refreshToken });

export const login = (body: {
  email: string;
  password: string;
  rememberMe: boolean;
  plan?: string;
  isMonthly?: boolean;
}) =>
  post('/auth/login', async () => (await authContracts()).loginResponse, {
    flag: 'USING_EMAIL',
    ...body,
  });

export const signUp = (body: {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  sendPeriodicUpdates: boolean;
  plan?: string;
  isMonthly?: boolean;
}) =>
  post('/auth/signUp', async () => (await authContracts()).signUpResponse, {
    flag: 'USING_EMAIL',
    ...body,
  });

export const checkUserExist = (email: string) =>
  post('/auth/checkUserExist', async () => (await authContracts()).userExistResponse, { email });
export const forgotPassword = (email: string) =>
  post('/auth/forgot-password', async () => (await authContracts()).messageResponse, { email });
export const resetPassword = (body: { email: string; code: string; newPassword: string }) =>
  post('/auth/reset-password', async () => (await authContracts()).messageResponse, body);
export const resendVerification = (email: string) =>
  post('/auth/resend-verification', async () => (await authContracts()).messageResponse, { email });
/** The link's payload, forwarded whole (spec §3 verification payload). */
export const verifyEmail = (payload: unknown) =>
  post('/auth/verify-email', async () => (await authContracts()).verifyEmailResponse, payload);

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest('/auth/change-password', {
    schema: async () => (await authContracts()).tokenResponse,
    method: 'POST',
    body,
    requiresAuth: true,
  });

export { subscriptionQuery } from '@/lib/subscription';

export const preferencesQuery = queryOptions({
  queryKey: ['auth', 'notification-preferences'],
  queryFn: ({ signal }) =>
    apiRequest('/auth/notification-preferences', {
      schema: async () => (await authContracts()).notificationPreferencesResponse,
      signal,
      requiresAuth: true,
    }),
});

export const savePreferences = (prefs: Record<string, boolean>) =>
  apiRequest('/auth/notification-preferences', {
    schema: async () => (await authContracts()).notificationPreferencesResponse,
    method: 'POST',
    body: prefs,
    requiresAuth: true,
  });

/** Google: the ID token (credential) is the only proof the server accepts. */
export const checkGoogleUserExist = (credential: string) =>
  post('/auth/checkUserExist', async () => (await authContracts()).userExistResponse, {
    credential,
  });
export const googleLogin = (credential: string, plan?: string) =>
  post('/auth/login', async () => (await authContracts()).loginResponse, {
    flag: 'GOOGLE',
    credential,
    ...(plan ? { plan } : {}),
  });
export const googleSignUp = (credential: string, sendPeriodicUpdates: boolean) =>
  post('/auth/signUp', async () => (await authContracts()).signUpResponse, {
    flag: 'GOOGLE',
    credential,
    sendPeriodicUpdates,
  });
