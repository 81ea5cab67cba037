import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** The table the database limiters (rate-limiter-flexible's Drizzle store) keep their counters in. */
export const rateLimitCounters = rateLimits;

/** Deletes the counters that expired over an hour ago (what the library's own timer did). */
export async function deleteExpiredRateLimits(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)))
    .returning({ key: rateLimits.key });
  return gone.length;
}
