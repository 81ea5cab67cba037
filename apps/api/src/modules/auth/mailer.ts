import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { addToOutbox, markSent } from '../mail/mail.repository';
import type { Mail } from './mail-templates';

/**
 * Sends account mail with nodemailer over `SMTP_URL`. Every mail is also kept in the outbox
 * table (sent_at set once delivered); without SMTP the outbox is where mail waits, and a log line
 * says so — with the link itself only in development, since links carry single-use secrets.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Log the mail's text (with its link) — development only. */
  logContent: boolean;
}) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail: Mail): Promise<void> {
      const outboxId = await addToOutbox(options.db, mail);
      if (!transport) {
        options.log.info(
          {
            outboxId,
            subject: mail.subject,
            ...(options.logContent ? { text: mail.text } : {}),
          },
          'no SMTP_URL: mail kept in the outbox table',
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        if (outboxId !== null) await markSent(options.db, outboxId);
      } catch (error) {
        // The mail stays in the outbox unsent; the caller's answer does not depend on delivery.
        options.log.error({ err: error, outboxId }, 'mail could not be sent');
      }
    },
    close() {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
