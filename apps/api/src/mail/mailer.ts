import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { addToOutbox, markSent } from './outbox.repository';

/** A mail: plain text and HTML parts, and extra headers (an alert's List-Unsubscribe). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * Sends mail with nodemailer over `SMTP_URL`. Every mail is also kept in the outbox table
 * (sent_at set once delivered); without SMTP the outbox is where mail waits, and a log line says
 * so — with the text itself only in development, since links carry single-use secrets.
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
  const mailer = {
    /** Whether mail leaves the server (SMTP configured) or waits in the outbox. */
    sends: transport !== null,
    async send(mail: Mail): Promise<void> {
      const outboxId = await addToOutbox(options.db, mail);
      await mailer.deliver(outboxId, mail);
    },
    /**
     * Delivers a mail already kept in the outbox (written by the caller, e.g. in the transaction
     * that records an alert). A failure leaves it unsent in the outbox and is logged.
     */
    async deliver(outboxId: number | null, mail: Mail): Promise<boolean> {
      if (!transport) {
        options.log.info(
          {
            outboxId,
            subject: mail.subject,
            ...(options.logContent ? { text: mail.text } : {}),
          },
          'no SMTP_URL: mail kept in the outbox table',
        );
        return false;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        if (outboxId !== null) await markSent(options.db, outboxId);
        return true;
      } catch (error) {
        // The mail stays in the outbox unsent; the caller's answer does not depend on delivery.
        options.log.error({ err: error, outboxId }, 'mail could not be sent');
        return false;
      }
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}
export type Mailer = ReturnType<typeof createMailer>;
