import { desc, isNull } from 'drizzle-orm';
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
