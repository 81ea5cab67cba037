import { z } from 'zod';

/** One account mail as the outbox command shows it: who, what, when, and the links in it. */
export const outboxMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 500' })
    .int('limit must be a number from 1 to 500')
    .min(1, 'limit must be a number from 1 to 500')
    .max(500, 'limit must be a number from 1 to 500')
    .default(20),
  all: z
    .enum(['true', 'false'], { error: 'all must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** The http(s) links of a mail's text (verification and reset links). */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

export function toOutboxMail(row: {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
}): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    links: linksIn(row.text),
  };
}

/** The command's text: newest first, each mail with its date, recipient, subject and links. */
export function formatOutbox(mails: OutboxMail[], includeSent: boolean): string {
  if (mails.length === 0) {
    return includeSent
      ? 'No account mail in the outbox.'
      : 'No account mail waiting in the outbox.';
  }
  return mails
    .map((m) =>
      [
        `${m.createdAt.replace('T', ' ').slice(0, 19)} UTC  to ${m.to}${m.sentAt ? '  (sent)' : ''}`,
        `  ${m.subject}`,
        ...m.links.map((l) => `  ${l}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Said once at start when mail is not sent: where it goes and how to read it. */
export const OUTBOX_NOTICE =
  'No SMTP_URL: account mail (verification, password reset) is kept in the outbox; read it with `npm run mail:outbox`';
