import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The built-in feedback forms (used when no external form URL is configured). */
export const feedbackKind = z.enum(['rate-us', 'issues', 'feedback', 'contact', 'bug-report']);
export type FeedbackKind = z.infer<typeof feedbackKind>;

export const feedbackKindParams = z.object({ kind: feedbackKind });

export const feedbackRequest = z
  .object({
    kind: feedbackKind,
    rating: z
      .number()
      .int()
      .min(1, 'Rating must be from 1 to 5')
      .max(5, 'Rating must be from 1 to 5')
      .optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .email('Invalid email address.')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    message: z
      .string()
      .trim()
      .min(1, 'Please write a message')
      .max(5000, 'The message is too long (5,000 characters at most)'),
    pagePath: z.string().max(2000).optional(),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export const feedbackResponse = successEnvelope(z.object({ id: z.number().int() }));
