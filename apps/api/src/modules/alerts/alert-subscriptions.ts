import { SENT_ALERTS_SHOWN, UNSUBSCRIBE_MESSAGES, type SentAlert } from '@evident/contracts/alerts';
import type { AlertsDeps } from './alerts-deps';
import { sentAlertsOf, unsubscribe } from './alerts.repository';
import { verifyUnsubscribe } from './unsubscribe-token';

/*
 * What a reader does with the alerts sent to them: the profile's list, and the unsubscribe link.
 */

/** The profile's list: the user's last alerts. */
export async function sentTo({ db }: AlertsDeps, userId: number): Promise<SentAlert[]> {
  const rows = await sentAlertsOf(db, userId, SENT_ALERTS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    asOf: r.asOf,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    items: r.items,
  }));
}

/** Uses an unsubscribe link: the page's message, and whether it worked. */
export async function unsubscribeWith(
  deps: AlertsDeps,
  token: string,
): Promise<{ ok: boolean; message: string }> {
  const claims = verifyUnsubscribe(await deps.secret(), token);
  if (!claims) return { ok: false, message: UNSUBSCRIBE_MESSAGES.invalid };
  const result = await unsubscribe(deps.db, claims.userId, claims.kind, claims.key);
  if (result === 'done') return { ok: true, message: UNSUBSCRIBE_MESSAGES.done(claims.kind) };
  return {
    ok: false,
    message: result === 'used' ? UNSUBSCRIBE_MESSAGES.used : UNSUBSCRIBE_MESSAGES.invalid,
  };
}

/** Whether a token is one this server signed (the confirmation page is shown only then). */
export async function checkToken(deps: AlertsDeps, token: string) {
  return verifyUnsubscribe(await deps.secret(), token);
}
