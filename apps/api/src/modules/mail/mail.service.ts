import type { Db } from '../../db/client';
import { listOutbox } from './mail.repository';
import { toOutboxMail } from './outbox';

/** The account mails waiting in the outbox, as `npm run mail:outbox` shows them. */
export function createMailService(db: Db) {
  return {
    async outbox(options: { limit: number; includeSent: boolean }) {
      return (await listOutbox(db, options)).map(toOutboxMail);
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
