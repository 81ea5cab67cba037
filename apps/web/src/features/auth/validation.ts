import {
  emailField,
  firstNameField,
  lastNameField,
  passwordField,
  VALIDATION_MESSAGES,
} from '@evident/contracts/auth';
import type { ZodType } from 'zod';
import { t } from '@/i18n/i18n';
import '@/i18n/en/account';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;
/** The §5 messages of the contracts' schemas, by their English text. */
const KEY_OF = new Map<string, ValidationKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationKey]),
);

/** A §5 message in the interface's language. */
export const validationMessage = (key: ValidationKey) => t(`account:validation.${key}`);

/**
 * The first §5 message of a field in the interface's language, or null when it is valid (the
 * contracts' own schemas, whose messages are the spec's English).
 */
export function fieldError(schema: ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0];
  const key = issue ? KEY_OF.get(issue.message) : undefined;
  if (key) return validationMessage(key);
  if (issue?.code === 'too_big')
    return t('account:validation.tooLong', { max: Number(issue.maximum) });
  return t('account:validation.invalid');
}

/**
 * Spec §5 e-mail messages: "Email is required.", then "Invalid email address." for text that is
 * no address at all, and "Check the email address provided." for one that has the shape of an
 * address (name@domain.tld) but not the pattern §5 accepts (a `+` in the name, a 5-letter ending…).
 */
export function validateEmail(v: string): string | null {
  const error = fieldError(emailField, v);
  if (error !== validationMessage('emailInvalid')) return error;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? validationMessage('emailCheck') : error;
}
export const validatePassword = (v: string) => fieldError(passwordField, v);
export const validateFirstName = (v: string) => fieldError(firstNameField, v);
export const validateLastName = (v: string) => (v === '' ? null : fieldError(lastNameField, v));
/** Login accepts any stored password, but it is required. */
export const validateLoginPassword = (v: string) =>
  v === '' ? validationMessage('passwordRequired') : null;

/** Spec §5: whitespace is trimmed from passwords as typed. */
export const trimPassword = (v: string) => v.replace(/\s/g, '');
