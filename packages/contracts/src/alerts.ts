import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Alerts by e-mail (issue 22, ADR 026). Each kind is switched on by the notification preference
 * of the same name (`POST /auth/notification-preferences`); every mail of a kind carries a
 * one-click unsubscribe for that kind.
 */
export const ALERT_KINDS = ['scoreBandChanges', 'dailySelections'] as const;
export const alertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof alertKind>;

export const ALERT_NAMES: Record<AlertKind, string> = {
  scoreBandChanges: 'Score band changes in your lists',
  dailySelections: 'The daily selections',
};

/** One line of a sent alert: a company and what the mail said about it. */
export const sentAlertItem = z.object({
  ticker: z.string(),
  companyName: z.string(),
  text: z.string(),
});

/** An alert mail sent to the user (the profile's Alerts section lists the last 20). */
export const sentAlert = z.object({
  id: z.number().int(),
  kind: alertKind,
  subject: z.string(),
  /** The score run's date the alert is about. */
  asOf: z.string(),
  createdAt: z.string(),
  /** When the SMTP server took it; null while it waits in the outbox. */
  sentAt: z.string().nullable(),
  items: z.array(sentAlertItem),
});
export type SentAlert = z.infer<typeof sentAlert>;
export const sentAlertsResponse = successEnvelope(z.array(sentAlert));

/** The alerts listed in the profile. */
export const SENT_ALERTS_SHOWN = 20;

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid.',
  used: 'This unsubscribe link has already been used.',
  done: (kind: AlertKind) =>
    `You will no longer receive “${ALERT_NAMES[kind]}” e-mails. You can switch them on again in your profile.`,
};

export const unsubscribeQuery = z.object({
  token: z.string().min(1, UNSUBSCRIBE_MESSAGES.invalid).max(400, UNSUBSCRIBE_MESSAGES.invalid),
});
