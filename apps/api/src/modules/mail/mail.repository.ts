import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** Account mails, newest first: the unsent ones, or every one with `includeSent`. */
export async function listOutbox(db: Db, options: { limit: number; includeSent: boolean }) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(options.includeSent ? undefined : isNull(mailOutbox.sentAt))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}

/** Keeps a mail in the outbox (before any delivery attempt); its id. */
export async function addToOutbox(
  db: Db,
  mail: {
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** Marks an outbox mail delivered. */
export async function markSent(db: Db, id: number, at: Date = new Date()): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at }).where(eq(mailOutbox.id, id));
}
