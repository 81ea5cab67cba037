import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCodes, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshRow = typeof refreshTokens.$inferSelect;
export type CodePurpose = 'verify-email' | 'reset-password';

/** SQL of the accounts module, nothing else (rules live in auth.service.ts). */
export function createAuthRepository(db: Db) {
  return {
    async userByEmail(email: string): Promise<UserRow | null> {
      const [u] = await db.select().from(users).where(eq(users.email, email));
      return u ?? null;
    },
    async userById(id: number): Promise<UserRow | null> {
      const [u] = await db.select().from(users).where(eq(users.id, id));
      return u ?? null;
    },
    async userByGoogleSub(sub: string): Promise<UserRow | null> {
      const [u] = await db.select().from(users).where(eq(users.googleSub, sub));
      return u ?? null;
    },
    /** Inserts a user; null when the e-mail (or Google id) is already taken. */
    async insertUser(user: NewUser): Promise<UserRow | null> {
      const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    /**
     * Inserts a user with its first single-use code in one transaction, so that no account is
     * ever stored without the code that verifies it (a crash in between); null when taken.
     */
    async insertUserWithCode(
      user: NewUser,
      code: { purpose: CodePurpose; codeHash: string; expiresAt: Date },
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
        if (!row) return null;
        await tx.insert(authCodes).values({ userId: row.id, ...code });
        return row;
      });
    },
    /** What a signed-in call checks of its user (session gate), or null when it is gone. */
    async sessionStateOf(id: number): Promise<{ tokensValidAfter: Date | null } | null> {
      const [row] = await db
        .select({ tokensValidAfter: users.tokensValidAfter })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async updateUser(id: number, values: Partial<NewUser>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },
    async refreshTokenByHash(hash: string): Promise<RefreshRow | null> {
      const [r] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      return r ?? null;
    },
    /**
     * Rotates a token: marks it rotated and stores its successor, in one transaction holding the
     * family's lock, so that a sign-out revoking the family at the same moment either comes first
     * (nothing is rotated) or after (the successor is revoked too). False when the token was
     * already rotated or revoked.
     */
    async rotate(
      id: number,
      successor: typeof refreshTokens.$inferInsert,
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`refresh:${successor.familyId}`}))`,
        );
        const rows = await tx
          .update(refreshTokens)
          .set({ rotatedAt: at })
          .where(
            and(
              eq(refreshTokens.id, id),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (rows.length !== 1) return false;
        await tx.insert(refreshTokens).values(successor);
        return true;
      });
    },
    /** Revokes every token of a family (holding its lock: see `rotate`). */
    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refresh:${familyId}`}))`);
        await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      });
    },
    async revokeAllForUser(userId: number, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every unused code of this purpose, then stores the new one. */
    async replaceCode(
      userId: number,
      purpose: CodePurpose,
      codeHash: string,
      expiresAt: Date,
      now: Date,
    ) {
      await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(authCodes.userId, userId),
            eq(authCodes.purpose, purpose),
            isNull(authCodes.usedAt),
          ),
        );
      await db.insert(authCodes).values({ userId, purpose, codeHash, expiresAt });
    },
    /** The newest unused, unexpired code of this purpose. */
    async activeCode(userId: number, purpose: CodePurpose, now: Date) {
      const [c] = await db
        .select()
        .from(authCodes)
        .where(
          and(
            eq(authCodes.userId, userId),
            eq(authCodes.purpose, purpose),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(authCodes.id))
        .limit(1);
      return c ?? null;
    },
    /** Uses a code once (false when it was used meanwhile). */
    async useCode(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ usedAt: at })
        .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
        .returning({ id: authCodes.id });
      return rows.length === 1;
    },
    /**
     * Counts one attempt at a code, atomically: true while fewer than `max` attempts were made
     * before this one (and the code is unused); false once the code has had its `max`.
     */
    async countAttempt(id: number, max: number): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt), lt(authCodes.attempts, max)))
        .returning({ id: authCodes.id });
      return rows.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
