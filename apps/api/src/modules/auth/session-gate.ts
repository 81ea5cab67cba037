import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';

/** The channel the database notifies with a user's id when the user changes or is deleted. */
export const USER_CHANNEL = 'evident_users';

/** What a signed-in call needs to know of its user: gone, or tokens valid from when (seconds). */
type Gate = { gone: true } | { gone: false; validAfter: number };

/**
 * The check every signed-in call makes after the token's signature (ADR 025): the user still
 * exists, and the token was issued after the user's last password change or reset. Kept in
 * memory per user and dropped when the database notifies a change of that user (any server);
 * read from the database on every call while not listening.
 */
export function createSessionGate(
  /** The user's `tokens_valid_after`, or null when there is no such user (the repository's). */
  read: (userId: number) => Promise<{ tokensValidAfter: Date | null } | null>,
) {
  const kept = new LRUCache<number, Gate>({ max: 100_000 });
  let enabled = false;
  let drops = 0;
  let stopListening: (() => Promise<void>) | null = null;
  const dropAll = () => {
    drops += 1;
    kept.clear();
  };

  async function gateOf(userId: number): Promise<Gate> {
    const known = kept.get(userId);
    if (known) return known;
    const before = drops;
    const row = await read(userId);
    const after = row?.tokensValidAfter ?? null;
    const gate: Gate = row
      ? { gone: false, validAfter: after ? Math.floor(after.getTime() / 1000) : 0 }
      : { gone: true };
    if (enabled && drops === before) kept.set(userId, gate);
    return gate;
  }

  return {
    async listen(database: Database): Promise<void> {
      stopListening = await database.listen(USER_CHANNEL, {
        message: (payload) => {
          drops += 1;
          kept.delete(Number(payload));
        },
        // Nothing is kept while notifications may be missed, nor what was kept before.
        gap: () => {
          enabled = false;
          dropAll();
        },
        restored: () => {
          dropAll();
          enabled = true;
        },
      });
      enabled = true;
    },
    async close(): Promise<void> {
      enabled = false;
      dropAll();
      const stop = stopListening;
      stopListening = null;
      await stop?.().catch(() => {});
    },
    /** Resolves when a token of `userId` issued at `issuedAt` (seconds) may be used; else 401. */
    async check(userId: number, issuedAt: number): Promise<void> {
      const gate = await gateOf(userId);
      if (gate.gone || issuedAt < gate.validAfter) {
        throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
      }
    },
    /** Drops what is kept of a user (a change made by this server: no need to wait). */
    drop(userId: number): void {
      drops += 1;
      kept.delete(userId);
    },
  };
}
export type SessionGate = ReturnType<typeof createSessionGate>;
