import { z } from 'zod';

/**
 * One answer envelope for the whole API (issue 2, CONVENTIONS.md habit 6).
 * Success: `{ success: true, data, message? }`; failure: `{ success: false, message }`.
 */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
