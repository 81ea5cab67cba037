import type { AlertKind } from '@evident/contracts/alerts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/language';
import { alertDeliveries, mailOutbox, scoreChanges, users } from '../../db/schema';

/*
 * The alerts' SQL (issue 22, ADR 026): who gets a mail for a run, recording each mail sent (with
 * its outbox copy, in one transaction), the profile's list, and the one-time unsubscribe.
 */

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
  /** The language of the user's mails (the interface's at the last sign-in). */
  language: Language;
  /** The listed companies the mail is about (band alerts); empty for the digest. */
  symbols: string[];
}

/**
 * Users who asked for band alerts, whose e-mail is verified, and who hold in a watchlist or
 * portfolio a company whose band changed in `runId` — without a band alert for that run yet.
 */
export async function bandAlertRecipients(db: Db, runId: number): Promise<Recipient[]> {
  return rows<Recipient>(
    await db.execute(sql`
      select u.id::double precision as "userId", u.email, u.first_name as "firstName",
             u.language, array_agg(distinct c.symbol order by c.symbol) as symbols
      from ${scoreChanges} c
      join list_items li on li.symbol = c.symbol and li.removed_at is null
      join lists l on l.id = li.list_id
      join ${users} u on u.id = l.user_id
      where c.run_id = ${runId} and c.band_changed
        and u.email_verified_at is not null
        and (u.notification_preferences ->> 'scoreBandChanges') = 'true'
        and not exists (
          select 1 from ${alertDeliveries} d
          where d.user_id = u.id and d.kind = 'scoreBandChanges' and d.key = ${String(runId)}
        )
      group by u.id, u.email, u.first_name, u.language
      order by u.id`),
  );
}

/** Users who asked for the daily selections, verified, without the digest of `key` yet. */
export async function digestRecipients(db: Db, key: string): Promise<Recipient[]> {
  const found = rows<Omit<Recipient, 'symbols'>>(
    await db.execute(sql`
      select u.id::double precision as "userId", u.email, u.first_name as "firstName",
             u.language
      from ${users} u
      where u.email_verified_at is not null
        and (u.notification_preferences ->> 'dailySelections') = 'true'
        and not exists (
          select 1 from ${alertDeliveries} d
          where d.user_id = u.id and d.kind = 'dailySelections' and d.key = ${key}
        )
      order by u.id`),
  );
  return found.map((r) => ({ ...r, symbols: [] }));
}

/** The band changes of a run, by symbol. */
export const bandChangesOfRun = (db: Db, runId: number) =>
  db
    .select({ symbol: scoreChanges.symbol, change: scoreChanges.change })
    .from(scoreChanges)
    .where(and(eq(scoreChanges.runId, runId), eq(scoreChanges.bandChanged, true)));

export interface NewAlert {
  userId: number;
  kind: AlertKind;
  key: string;
  runId: number;
  asOf: string;
  subject: string;
  items: { ticker: string; companyName: string; text: string }[];
  mail: {
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  };
}

/**
 * Records a batch of alerts and puts their mails in the outbox, in one transaction: an alert whose
 * (user, kind, key) is already recorded — by another server — is skipped, mail included. Resolves
 * to the alerts recorded, with their outbox ids, for delivery after the commit.
 */
export async function recordAlerts(
  db: Db,
  alerts: readonly NewAlert[],
): Promise<{ alert: NewAlert; outboxId: number }[]> {
  if (alerts.length === 0) return [];
  return db.transaction(async (tx) => {
    // The outbox ids first, so each alert row names its mail when it is written.
    const ids = rows<{ id: string | number }>(
      await tx.execute(
        sql`select nextval(pg_get_serial_sequence('mail_outbox', 'id')) as id from generate_series(1, ${alerts.length})`,
      ),
    ).map((r) => Number(r.id));
    // Each statement takes the batch as one JSON document (one parameter, parsed once).
    const inserted = rows<{ i: number }>(
      await tx.execute(sql`
        insert into ${alertDeliveries} (user_id, kind, key, run_id, as_of, subject, items, outbox_id)
        select user_id, kind, key, run_id, as_of, subject, items, outbox_id
        from json_to_recordset(${JSON.stringify(
          alerts.map((a, i) => ({
            user_id: a.userId,
            kind: a.kind,
            key: a.key,
            run_id: a.runId,
            as_of: a.asOf,
            subject: a.subject,
            items: a.items,
            outbox_id: ids[i],
          })),
        )}::json) as v(user_id bigint, kind text, key text, run_id bigint, as_of date,
                      subject text, items jsonb, outbox_id bigint)
        on conflict (user_id, kind, key) do nothing
        returning outbox_id::double precision as i`),
    );
    if (inserted.length === 0) return [];
    const position = new Map(ids.map((id, i) => [id, i]));
    const recorded = inserted.map((r) => {
      const outboxId = Number(r.i);
      return { alert: alerts[position.get(outboxId)!]!, outboxId };
    });
    await tx.execute(sql`
      insert into ${mailOutbox} (id, "to", subject, text, html, headers)
      select id, "to", subject, text, html, headers
      from json_to_recordset(${JSON.stringify(
        recorded.map(({ alert, outboxId }) => ({ id: outboxId, ...alert.mail })),
      )}::json) as m(id bigint, "to" text, subject text, text text, html text, headers jsonb)`);
    return recorded;
  });
}

/** A user's latest alerts with when their mail was sent (null while it waits in the outbox). */
export function sentAlertsOf(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: alertDeliveries.id,
      kind: alertDeliveries.kind,
      subject: alertDeliveries.subject,
      asOf: alertDeliveries.asOf,
      createdAt: alertDeliveries.createdAt,
      sentAt: mailOutbox.sentAt,
      items: alertDeliveries.items,
    })
    .from(alertDeliveries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, alertDeliveries.outboxId))
    .where(eq(alertDeliveries.userId, userId))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(limit);
}

/**
 * Uses an alert's unsubscribe link: marks that alert unsubscribed and switches its kind off in the
 * user's preferences, in one transaction. 'used' when the link was used before, 'unknown' when no
 * such alert belongs to the user.
 */
export async function unsubscribe(
  db: Db,
  userId: number,
  kind: AlertKind,
  key: string,
): Promise<'done' | 'used' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(alertDeliveries)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(alertDeliveries.userId, userId),
          eq(alertDeliveries.kind, kind),
          eq(alertDeliveries.key, key),
          isNull(alertDeliveries.unsubscribedAt),
        ),
      )
      .returning({ id: alertDeliveries.id });
    if (!marked) {
      const [exists] = await tx
        .select({ id: alertDeliveries.id })
        .from(alertDeliveries)
        .where(
          and(
            eq(alertDeliveries.userId, userId),
            eq(alertDeliveries.kind, kind),
            eq(alertDeliveries.key, key),
          ),
        );
      return exists ? 'used' : 'unknown';
    }
    await tx.execute(sql`
      update ${users}
      set notification_preferences = notification_preferences || ${JSON.stringify({ [kind]: false })}::jsonb
      where id = ${userId}`);
    return 'done';
  });
}
