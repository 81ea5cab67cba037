import { z } from 'zod';
import { successEnvelope } from './envelope';
import { PLAN_CODES } from './plans';

/*
 * Accounts (spec §3 User / Token response / Auth payload / Subscription, §5 messages, §7 auth
 * calls, §8). Server messages are the spec's, verbatim — including its spelling.
 */

export const AUTH_MESSAGES = {
  loginSuccess: 'login successfully',
  userNotFound: 'user doesnot exist',
  incorrectPassword: 'incorrect password',
  signupSuccess: 'signup successfully',
  accountNotFound: 'Account does not exist',
  /** Note the trailing space, as in the spec. */
  existingAccount: (flag: AuthFlag) => `You already have an existing account - ${flag} `,
  emailNotVerified: 'Please verify your email address before logging in.',
  verified: 'User verified successfully',
  verificationInvalid: 'This verification link is invalid or has expired.',
  verificationSent: 'Verification email sent',
  resetCodeSent: 'If an account exists for this e-mail, we sent it a reset code.',
  resetCodeInvalid: 'The code is invalid or has expired.',
  passwordReset: 'Your password has been reset.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is not correct.',
  googleDisabled: 'Google sign-in is not available.',
  googleInvalid: 'Google sign-in could not be verified.',
  tooMany: 'Too many attempts. Please try again later.',
  unauthorized: 'Unauthorized',
  refreshFailed: 'Token refresh failed',
  loggedOut: 'You are signed out.',
} as const;

/** §5 validation messages, verbatim (the password one has two spaces in the spec). */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  emailCheck: 'Check the email address provided.',
  passwordRequired: 'Password  is required.',
  passwordShort: 'Password should have at least 8 character.',
  firstNameRequired: 'First Name is required.',
  lastNameWhitespace: 'Last name cannot contain whitespace before the first character',
  forgotEmail: 'Please enter a valid email address',
  resetFields: 'Please fill all fields',
} as const;

/** §5: word characters, dots and dashes, @, domain labels, an ending of 2–4 letters. */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,4}$/;
export const MIN_PASSWORD_LENGTH = 8;

export const authFlag = z.enum(['USING_EMAIL', 'GOOGLE']);
export type AuthFlag = z.infer<typeof authFlag>;

export { PLAN_CODES } from './plans';
export const planCode = z.enum(PLAN_CODES);

export const emailField = z
  .string({ error: VALIDATION_MESSAGES.emailRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.emailRequired)
  .max(254, VALIDATION_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, VALIDATION_MESSAGES.emailInvalid)
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: VALIDATION_MESSAGES.passwordRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES.passwordShort)
  .max(200, 'Password is too long (200 characters at most).');

export const firstNameField = z
  .string({ error: VALIDATION_MESSAGES.firstNameRequired })
  .min(1, VALIDATION_MESSAGES.firstNameRequired)
  .max(100)
  .refine((v) => !/^\s/.test(v), VALIDATION_MESSAGES.firstNameRequired);

export const lastNameField = z
  .string()
  .max(100)
  .refine((v) => !/^\s/.test(v), VALIDATION_MESSAGES.lastNameWhitespace);

/**
 * Spec §3 auth payload `plan` and `isMonthly`: a plan code (either spelling, any case) or a bare
 * tier, the period from `isMonthly` (read with `choosePlan`).
 */
const optionalPlan = {
  plan: z
    .string()
    .max(40)
    .regex(/^(FREE|BASIC|ADVANCED?|PRO)(_(MONTHLY|YEARLY))?$/i, 'Unknown plan')
    .optional(),
  isMonthly: z.boolean().optional(),
};

/** A Google ID token (the credential of Google Identity Services / one-tap). */
const googleCredential = z.string().min(20).max(5000);

export const loginBody = z.discriminatedUnion('flag', [
  z.object({
    flag: z.literal('USING_EMAIL'),
    email: emailField,
    // At login any stored password is accepted (policies may have changed since sign-up).
    password: z
      .string({ error: VALIDATION_MESSAGES.passwordRequired })
      .min(1, VALIDATION_MESSAGES.passwordRequired)
      .max(200),
    rememberMe: z.boolean().optional(),
    ...optionalPlan,
  }),
  z.object({
    flag: z.literal('GOOGLE'),
    credential: googleCredential,
    /** Sent by the spec's client; never trusted: the credential decides who signs in. */
    email: z.string().optional(),
    socialId: z.string().optional(),
    rememberMe: z.boolean().optional(),
    ...optionalPlan,
  }),
]);
export type LoginBody = z.infer<typeof loginBody>;

export const signUpBody = z.discriminatedUnion('flag', [
  z.object({
    flag: z.literal('USING_EMAIL'),
    email: emailField,
    password: passwordField,
    firstName: firstNameField,
    lastName: lastNameField.optional(),
    sendPeriodicUpdates: z.boolean().optional(),
    ...optionalPlan,
  }),
  z.object({
    flag: z.literal('GOOGLE'),
    credential: googleCredential,
    email: z.string().optional(),
    socialId: z.string().optional(),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    photoURL: z.string().max(2000).optional(),
    sendPeriodicUpdates: z.boolean().optional(),
    ...optionalPlan,
  }),
]);
export type SignUpBody = z.infer<typeof signUpBody>;

/** Either an e-mail, or (Google flow) the credential whose verified e-mail is checked. */
export const checkUserExistBody = z.union([
  z.object({ credential: googleCredential }),
  z.object({ email: emailField }),
]);

export const forgotPasswordBody = z.object({
  email: z
    .string({ error: VALIDATION_MESSAGES.forgotEmail })
    .trim()
    .regex(EMAIL_PATTERN, VALIDATION_MESSAGES.forgotEmail)
    .transform((e) => e.toLowerCase()),
});

export const resetPasswordBody = z.object({
  email: emailField,
  code: z
    .string({ error: VALIDATION_MESSAGES.resetFields })
    .trim()
    .min(1, VALIDATION_MESSAGES.resetFields)
    .max(20),
  newPassword: z
    .string({ error: VALIDATION_MESSAGES.resetFields })
    .trim()
    .min(1, VALIDATION_MESSAGES.resetFields)
    .min(MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES.passwordShort)
    .max(200),
});

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, VALIDATION_MESSAGES.passwordRequired).max(200),
  newPassword: passwordField,
});

export const resendVerificationBody = z.object({ email: emailField });

/** The verification payload decoded from the link's `code` (base64 JSON), forwarded whole. */
export const verifyEmailBody = z.object({
  email: emailField,
  token: z.string().min(16).max(200),
});
export type VerificationPayload = z.infer<typeof verifyEmailBody>;

export const refreshTokenBody = z.object({
  refreshToken: z
    .string({ error: 'No refresh token available' })
    .min(1, 'No refresh token available')
    .max(500),
});

export const notificationPreferences = z.record(z.string().max(64), z.boolean());

// ---- Answers -----------------------------------------------------------------------------------
export const authUser = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  photoURL: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUser>;

const usage = z.object({ used: z.number().int(), limit: z.number().int() });
export const subscriptionData = z.object({
  subscription: z.object({
    /** The plan in force (FREE when there is no paid subscription in force). */
    plan: z.string(),
    currentPeriodEnd: z.string().nullable(),
    tier: z.enum(['free', 'basic', 'advanced', 'pro']),
    /** active, past_due (payment failed, access kept while the provider retries), canceled. */
    status: z.enum(['none', 'active', 'past_due', 'canceled']),
    /** Canceled at the period end: resumable until `currentPeriodEnd`. */
    cancelAtPeriodEnd: z.boolean(),
    /** A downgrade that takes effect at the period end. */
    scheduledPlan: z.string().nullable(),
    /**
     * The last second subscription the user paid while one was live, refused at once (cancelled
     * and refunded, ADR 060): its plan and when; null when none.
     */
    refusedPayment: z.object({ plan: z.string(), at: z.string() }).nullable().default(null),
  }),
  usage: z.object({ analysis: usage, portfolio: usage, watchlist: usage }),
  user: z.object({ email: z.string() }),
});
export type SubscriptionData = z.infer<typeof subscriptionData>;

export const loginResponse = successEnvelope(
  z.object({
    token: z.string(),
    refreshToken: z.string(),
    user: authUser,
    subscription: subscriptionData,
    redirect_options: z.object({
      redirect: z.string().nullable(),
      modal: z.string().nullable(),
    }),
  }),
);
export type LoginData = z.infer<typeof loginResponse>['data'];

export const tokenResponse = successEnvelope(
  z.object({
    token: z.string(),
    refreshToken: z.string(),
    user: authUser,
    subscription: subscriptionData,
  }),
);
export type TokenData = z.infer<typeof tokenResponse>['data'];

export const messageResponse = successEnvelope(z.null());
export const signUpResponse = successEnvelope(
  z.object({ email: z.string(), verified: z.boolean() }),
);
export const verifyEmailResponse = successEnvelope(z.object({ email: z.string() }));
export const subscriptionResponse = successEnvelope(subscriptionData);
export const notificationPreferencesResponse = successEnvelope(notificationPreferences);
export const userExistResponse = successEnvelope(
  z.object({ exists: z.boolean(), flag: authFlag.nullable() }),
);
