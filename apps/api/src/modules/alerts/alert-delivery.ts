import type { AlertsDeps } from './alerts-deps';
import { recordAlerts, type NewAlert, type Recipient } from './alerts.repository';

/**
 * Alerts rendered and recorded (with their outbox copies) per transaction: about 1.5 MB of mail,
 * some 50 ms of the event loop on the embedded database (before ADR 042 moved its own work to a
 * thread of its own), given back between batches.
 */
const BATCH = 200;
/** SMTP deliveries in flight at once. */
const SENDING = 8;

/** Who gets an alert of a kind, and how each one's is rendered (null: nothing for them). */
export interface AlertBatch {
  recipients: readonly Recipient[];
  render: (u: Recipient) => NewAlert | null;
}

/**
 * Renders, records and delivers the alerts of `recipients` a batch at a time (a batch's mails
 * are dropped once handed over, so memory stays that of one batch). Resolves to the alerts
 * recorded (one already recorded, e.g. by another server, is not) and the mails SMTP took.
 */
export async function deliverAlerts(
  { db, mailer }: Pick<AlertsDeps, 'db' | 'mailer'>,
  { recipients, render }: AlertBatch,
): Promise<{ recorded: number; delivered: number }> {
  let recorded = 0;
  let delivered = 0;
  for (let i = 0; i < recipients.length; i += BATCH) {
    // Requests pass between batches (the embedded database runs on this thread).
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const alerts = recipients
      .slice(i, i + BATCH)
      .map(render)
      .filter((a): a is NewAlert => a !== null);
    const stored = await recordAlerts(db, alerts);
    recorded += stored.length;
    // After the commit: a mail is recorded once, whatever happens to its delivery.
    for (let j = 0; j < stored.length; j += SENDING) {
      const sent = await Promise.all(
        stored
          .slice(j, j + SENDING)
          .map(({ alert, outboxId }) => mailer.deliver(outboxId, alert.mail)),
      );
      delivered += sent.filter(Boolean).length;
    }
  }
  return { recorded, delivered };
}
