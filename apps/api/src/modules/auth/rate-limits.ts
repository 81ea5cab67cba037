import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error';

/**
 * Abuse limits on the auth calls, per client IP and per e-mail (rate-limiter-flexible, in
 * memory: one server process; a shared store would replace it when running several).
 */
const LIMITS = {
  login: { ip: [30, 15 * 60], email: [10, 15 * 60] },
  signUp: { ip: [10, 60 * 60], email: [5, 60 * 60] },
  forgot: { ip: [20, 60 * 60], email: [5, 60 * 60] },
  reset: { ip: [30, 15 * 60], email: [10, 15 * 60] },
  resend: { ip: [20, 60 * 60], email: [5, 60 * 60] },
  check: { ip: [60, 15 * 60], email: [30, 15 * 60] },
} as const satisfies Record<
  string,
  { ip: readonly [number, number]; email: readonly [number, number] }
>;
export type LimitedAction = keyof typeof LIMITS;

export function createAuthRateLimits(options: { scale?: number } = {}) {
  const scale = options.scale ?? 1;
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([action, l]) => [
      action,
      {
        ip: new RateLimiterMemory({
          keyPrefix: `${action}-ip`,
          points: l.ip[0] * scale,
          duration: l.ip[1],
        }),
        email: new RateLimiterMemory({
          keyPrefix: `${action}-email`,
          points: l.email[0] * scale,
          duration: l.email[1],
        }),
      },
    ]),
  ) as Record<LimitedAction, { ip: RateLimiterMemory; email: RateLimiterMemory }>;

  return {
    /** Counts one attempt; 429 with a message (and Retry-After seconds) when over a limit. */
    async consume(action: LimitedAction, ip: string, email: string | null): Promise<void> {
      const l = limiters[action];
      try {
        await l.ip.consume(ip);
        if (email) await l.email.consume(email);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError('TOO_MANY_REQUESTS', 429, AUTH_MESSAGES.tooMany, {
            retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
          });
        }
        throw error;
      }
    },
  };
}
export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
