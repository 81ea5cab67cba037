import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { rateLimitCounters } from './rate-limits.repository';

/** What a client over a limit reads (spec §8 wording for auth: "Too many requests…"). */
export const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

export interface LimitSpec {
  /** Distinguishes this limit's keys from every other's. */
  prefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * The limiters of one app (rate-limiter-flexible): counters in the database (`rate_limits`), so
 * that every server on one PostgreSQL counts together; while the database does not answer, a
 * per-process memory limiter with the same limits stands in (its insurance).
 */
export function createLimiterFactory(db: Db | null, options: { scale?: number } = {}) {
  const scale = options.scale ?? 1;
  return (spec: LimitSpec): RateLimiterAbstract => {
    const common = {
      keyPrefix: spec.prefix,
      points: Math.max(1, Math.round(spec.points * scale)),
      duration: spec.duration,
    };
    const memory = new RateLimiterMemory(common);
    if (!db) return memory;
    // The long-expired rows are deleted by the job queue's cron (deleteExpiredRateLimits in
    // rate-limits.repository.ts), once across servers, not by a timer in each limiter.
    return new RateLimiterDrizzle({
      ...common,
      storeClient: db,
      schema: rateLimitCounters,
      clearExpiredByTimeout: false,
      insuranceLimiter: memory,
    });
  };
}

export type LimiterFactory = ReturnType<typeof createLimiterFactory>;

/** A 429 for a refusal of a limiter (with Retry-After seconds); other errors pass through. */
export function tooManyOr(error: unknown, message = TOO_MANY): unknown {
  if (error instanceof RateLimiterRes) {
    return new AppError('TOO_MANY_REQUESTS', 429, message, {
      retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
    });
  }
  return error;
}

/** Counts one request of `key` against `limiter`: resolves, or rejects with a 429 AppError. */
export async function consumeOr429(
  limiter: RateLimiterAbstract,
  key: string,
  message?: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    throw tooManyOr(error, message);
  }
}
