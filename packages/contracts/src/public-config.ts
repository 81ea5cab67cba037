import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The explicit allowlist of configuration the browser may see (CONVENTIONS.md habit 7).
 * Served by `GET /api/v1/config`; never contains a secret.
 */
export const feedbackFormKind = z.enum(['rate-us', 'issues', 'feedback', 'contact']);
export type FeedbackFormKind = z.infer<typeof feedbackFormKind>;

export const publicConfig = z.object({
  version: z.string(),
  forms: z.object({
    'rate-us': z.string(),
    issues: z.string(),
    feedback: z.string(),
    contact: z.string(),
    'bug-report': z.string(),
  }),
  /** Google sign-in's OAuth client id (public by design); null when Google sign-in is off. */
  googleClientId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
export const publicConfigResponse = successEnvelope(publicConfig);
