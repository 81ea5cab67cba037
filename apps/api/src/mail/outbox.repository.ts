import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/*
 * The outbox's writes: every mail is kept before it is delivered (mail/mailer.ts). The mail
 * module's routes and command read it (modules/mail/mail.repository.ts).
 */

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
