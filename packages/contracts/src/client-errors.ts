import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Spec §7 "Other": an error-reporting call takes the current path and the error; §8: the error
 * event carries page, error name and message. Sent by the web app's error screen.
 */
export const clientErrorReport = z
  .object({
    page: z.string().trim().min(1).max(2000),
    name: z.string().trim().min(1).max(200),
    message: z.string().max(2000),
    stack: z.string().max(10_000).optional(),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

export const clientErrorResponse = successEnvelope(z.object({ id: z.number().int() }));
