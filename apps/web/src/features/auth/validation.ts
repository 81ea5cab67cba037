import {
  emailField,
  firstNameField,
  lastNameField,
  passwordField,
  VALIDATION_MESSAGES,
} from '@evident/contracts/auth';
import type { ZodType } from 'zod';

/** The first §5 message of a field, or null when it is valid (the contracts' own schemas). */
export function fieldError(schema: ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid value');
}

export const validateEmail = (v: string) => fieldError(emailField, v);
export const validatePassword = (v: string) => fieldError(passwordField, v);
export const validateFirstName = (v: string) => fieldError(firstNameField, v);
export const validateLastName = (v: string) => (v === '' ? null : fieldError(lastNameField, v));
/** Login accepts any stored password, but it is required. */
export const validateLoginPassword = (v: string) =>
  v === '' ? VALIDATION_MESSAGES.passwordRequired : null;

/** Spec §5: whitespace is trimmed from passwords as typed. */
export const trimPassword = (v: string) => v.replace(/\s/g, '');
