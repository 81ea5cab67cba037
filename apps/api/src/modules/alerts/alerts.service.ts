import {
  SENT_ALERTS_SHOWN,
  UNSUBSCRIBE_MESSAGES,
  type AlertKind,
  type SentAlert,
} from '@evident/contracts/alerts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/language';
import type { Mailer } from '../../mail/mailer';
import type { ReadModelHolder } from '../../read-model/read-model';
import { latestSucceededRun, selectionsOfRun } from '../../read-model/read-model.repository';
import {
  bandChangeMail,
  bandItemText,
  digestItemText,
  digestMail,
  type AlertCompany,
  type DigestSection,
} from './alert-mails';
import {
  bandAlertRecipients,
  bandChangesOfRun,
  digestRecipients,
  recordAlerts,
  sentAlertsOf,
  unsubscribe,
  type NewAlert,
  type Recipient,
} from './alerts.repository';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

/** Alerts are sent for a run that finished this recently (a server started on old data sends none). */
export const ALERT_WINDOW_MS = 36 * 3600_000;
/**
 * Alerts rendered and recorded (with their outbox copies) per transaction: about 1.5 MB of mail,
 * some 50 ms of the event loop on the embedded database (before ADR 042 moved its own work to a
 * thread of its own), given back between batches.
 */
const BATCH = 200;
/** SMTP deliveries in flight at once. */
const SENDING = 8;

/** The daily selections, with their names in each language (the web app's). */
const SELECTION_TITLES: [string, Record<Language, string>][] = [
  ['top_dogs', { en: 'Top Dogs', es: 'Grandes líderes', uk: 'Лідери' }],
  ['rising_stars', { en: 'Rising Stars', es: 'Estrellas en ascenso', uk: 'Висхідні зірки' }],
  ['hidden_gems', { en: 'Hidden Gems', es: 'Joyas ocultas', uk: 'Приховані перлини' }],
];

export interface AlertsRunResult {
  runId: number | null;
  skipped?: 'no-run' | 'too-old';
  bandAlerts: number;
  digests: number;
  delivered: number;
}

/**
 * Score-band alerts and the daily selections digest (issue 22, ADR 026). `sendForLatestRun` is the
 * job's work (jobs/alerts runs it under a lock): who gets what for the latest run, each mail
 * rendered, recorded once per user and run with its outbox copy, then handed to SMTP.
 */
export function createAlertsService(options: {
  db: Db;
  mailer: Mailer;
  readModel: ReadModelHolder;
  publicUrl: string;
  /** The key unsubscribe links are signed with. */
  secret: () => Promise<string>;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, readModel } = options;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const unsubscribeUrl = (secret: string, userId: number, kind: AlertKind, key: string) =>
    `${publicUrl}/alerts/unsubscribe?token=${signUnsubscribe(secret, { userId, kind, key })}`;
  const companyOf = (symbol: string): AlertCompany => {
    const entry = readModel.get()?.bySymbol.get(symbol);
    return {
      ticker: entry?.company.ticker ?? symbol,
      companyName: entry?.company.name ?? symbol,
    };
  };

  /**
   * Renders, records and delivers the alerts of `recipients` a batch at a time (a batch's mails
   * are dropped once handed over, so memory stays that of one batch). Resolves to the alerts
   * recorded (one already recorded, e.g. by another server, is not) and the mails SMTP took.
   */
  async function send(
    recipients: readonly Recipient[],
    render: (u: Recipient) => NewAlert | null,
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

  /** Band alerts of a run: who gets one, and how each is rendered. */
  async function bandAlerts(secret: string, run: { id: number; asOf: string }) {
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

  /** The daily selections digest of a run's date: who gets it, and how it is rendered. */
  async function digests(
    secret: string,
    run: { id: number; asOf: string; changesFrom: number | null },
  ) {
    // Once a day: keyed by the run's date, so a run of the same date scored again sends nothing.
    const key = run.asOf;
    const recipients = await digestRecipients(db, key);
    const today = recipients.length === 0 ? [] : await selectionsOfRun(db, run.id);
    const before =
      recipients.length === 0 || run.changesFrom === null
        ? []
        : await selectionsOfRun(db, run.changesFrom);
    const sections: (DigestSection & { titles: Record<Language, string> })[] = SELECTION_TITLES.map(
      ([category, titles]) => {
        const now = today.filter((s) => s.category === category);
        const then = new Set(before.filter((s) => s.category === category).map((s) => s.symbol));
        const kept = new Set(now.map((s) => s.symbol));
        return {
          title: titles.en,
          titles,
          lines: now.map((s) => ({
            company: companyOf(s.symbol),
            score: Math.round(s.evidentScorePercentile),
            // Without an earlier run nothing is marked new.
            isNew: run.changesFrom !== null && !then.has(s.symbol),
          })),
          left: [...then].filter((symbol) => !kept.has(symbol)).map(companyOf),
        };
      },
    );
    // The sections and what the profile lists of a digest (the companies that entered or left a
    // selection: the whole selections are in the mail), once per language of the readers.
    const byLanguage = new Map<Language, { sections: DigestSection[]; items: NewAlert['items'] }>();
    const inLanguage = (language: Language) => {
      let made = byLanguage.get(language);
      if (!made) {
        const localized = sections.map(({ titles, ...s }) => ({ ...s, title: titles[language] }));
        made = {
          sections: localized,
          items: localized.flatMap((s) => [
            ...s.lines
              .filter((l) => l.isNew)
              .map((l) => ({
                ...l.company,
                text: digestItemText.entered(s.title, l.score, language),
              })),
            ...s.left.map((c) => ({ ...c, text: digestItemText.left(s.title, language) })),
          ]),
        };
        byLanguage.set(language, made);
      }
      return made;
    };
    const render = (u: Recipient): NewAlert => {
      const { sections: localized, items } = inLanguage(u.language);
      const mail = digestMail({
        to: u.email,
        firstName: u.firstName,
        language: u.language,
        asOf: run.asOf,
        sections: localized,
        publicUrl,
        unsubscribeUrl: unsubscribeUrl(secret, u.userId, 'dailySelections', key),
      });
      return {
        userId: u.userId,
        kind: 'dailySelections',
        key,
        runId: run.id,
        asOf: run.asOf,
        subject: mail.subject,
        items,
        mail,
      };
    };
    return { recipients, render };
  }

  return {
    /**
     * Sends the latest run's alerts not sent yet. Call it holding the alerts lock (one sender at a
     * time); the (user, kind, key) key keeps each mail single even without it.
     */
    async sendForLatestRun(now: Date = new Date()): Promise<AlertsRunResult> {
      const run = await latestSucceededRun(db);
      if (!run) return { runId: null, skipped: 'no-run', bandAlerts: 0, digests: 0, delivered: 0 };
      if (!run.finishedAt || now.getTime() - run.finishedAt.getTime() > ALERT_WINDOW_MS) {
        return { runId: run.id, skipped: 'too-old', bandAlerts: 0, digests: 0, delivered: 0 };
      }
      const secret = await options.secret();
      // Band changes exist once the run was compared with an earlier one.
      const bands = run.changesFrom === null ? null : await bandAlerts(secret, run);
      const band = bands
        ? await send(bands.recipients, bands.render)
        : { recorded: 0, delivered: 0 };
      const digest = await digests(secret, run);
      const sentDigests = await send(digest.recipients, digest.render);
      return {
        runId: run.id,
        bandAlerts: band.recorded,
        digests: sentDigests.recorded,
        delivered: band.delivered + sentDigests.delivered,
      };
    },

    /** The profile's list: the user's last alerts. */
    async sentTo(userId: number): Promise<SentAlert[]> {
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
    },

    /** Uses an unsubscribe link: the page's message, and whether it worked. */
    async unsubscribe(token: string): Promise<{ ok: boolean; message: string }> {
      const claims = verifyUnsubscribe(await options.secret(), token);
      if (!claims) return { ok: false, message: UNSUBSCRIBE_MESSAGES.invalid };
      const result = await unsubscribe(db, claims.userId, claims.kind, claims.key);
      if (result === 'done') return { ok: true, message: UNSUBSCRIBE_MESSAGES.done(claims.kind) };
      return {
        ok: false,
        message: result === 'used' ? UNSUBSCRIBE_MESSAGES.used : UNSUBSCRIBE_MESSAGES.invalid,
      };
    },

    /** Whether a token is one this server signed (the confirmation page is shown only then). */
    async check(token: string) {
      return verifyUnsubscribe(await options.secret(), token);
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
