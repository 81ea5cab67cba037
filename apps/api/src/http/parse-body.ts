import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses a body with its contract; a bad one answers 400 with the first message verbatim (the
 * spec's §5 messages, which the web shows as they are).
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AppError('INVALID_BODY', 400, issue?.message ?? 'Invalid request');
}
