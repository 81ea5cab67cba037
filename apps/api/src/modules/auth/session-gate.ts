import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { createNotifiedCache } from '../../db/notified-cache';
import { AppError } from '../../http/app-error';

/** The channel the database notifies with a user's id when the user changes or is deleted. */
export const USER_CHANNEL = 'evident_users';

/** What a signed-in call needs to know of its user: gone, or tokens valid from when (ms). */
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
  const users = createNotifiedCache<Gate>(USER_CHANNEL, 100_000);
  const gateOf = (userId: number): Promise<Gate> =>
    users.get(userId, async (): Promise<Gate> => {
      const row = await read(userId);
      const after = row?.tokensValidAfter ?? null;
      return row ? { gone: false, validAfter: after ? after.getTime() : 0 } : { gone: true };
    });

  return {
    listen: users.listen,
    close: users.close,
    /** Resolves when a token of `userId` issued at `issuedAtMs` may be used; else 401. */
    async check(userId: number, issuedAtMs: number): Promise<void> {
      const gate = await gateOf(userId);
      if (gate.gone || issuedAtMs < gate.validAfter) {
        throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
      }
    },
    /** Drops what is kept of a user (a change made by this server: no need to wait). */
    drop: users.drop,
  };
}
export type SessionGate = ReturnType<typeof createSessionGate>;
