import { bandChangeMail, bandItemText } from './alert-mails';
import type { AlertsDeps } from './alerts-deps';
import type { AlertBatch } from './alert-delivery';
import {
  bandAlertRecipients,
  bandChangesOfRun,
  type NewAlert,
  type Recipient,
} from './alerts.repository';

/** Band alerts of a run: who gets one, and how each is rendered. */
export async function bandAlerts(
  deps: AlertsDeps,
  secret: string,
  run: { id: number; asOf: string },
): Promise<AlertBatch> {
  const { db, publicUrl, companyOf, unsubscribeUrl } = deps;
  const recipients = await bandAlertRecipients(db, run.id);
  const changes = new Map(
    recipients.length === 0
      ? []
      : (await bandChangesOfRun(db, run.id)).map((r) => [r.symbol, r.change]),
  );
  const key = String(run.id);
  const render = (u: Recipient): NewAlert | null => {
    const companies = u.symbols
      .map((symbol) => ({ company: companyOf(symbol), change: changes.get(symbol)! }))
      .filter((c) => c.change !== undefined)
      // The biggest moves first.
      .sort(
        (a, b) =>
          Math.abs((b.change.scoreAfter ?? 0) - (b.change.scoreBefore ?? 0)) -
            Math.abs((a.change.scoreAfter ?? 0) - (a.change.scoreBefore ?? 0)) ||
          a.company.companyName.localeCompare(b.company.companyName),
      );
    if (companies.length === 0) return null;
    const mail = bandChangeMail({
      to: u.email,
      firstName: u.firstName,
      language: u.language,
      asOf: run.asOf,
      since: companies[0]!.change.since,
      companies,
      publicUrl,
      unsubscribeUrl: unsubscribeUrl(secret, u.userId, 'scoreBandChanges', key),
    });
    return {
      userId: u.userId,
      kind: 'scoreBandChanges',
      key,
      runId: run.id,
      asOf: run.asOf,
      subject: mail.subject,
      items: companies.map(({ company, change }) => ({
        ...company,
        text: bandItemText(change, u.language),
      })),
      mail,
    };
  };
  return { recipients, render };
}
