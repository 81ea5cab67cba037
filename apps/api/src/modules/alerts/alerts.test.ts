import { sentAlertsResponse, UNSUBSCRIBE_MESSAGES } from '@evident/contracts/alerts';
import { notificationPreferencesResponse } from '@evident/contracts/auth';
import { companyDetailResponse } from '@evident/contracts/stocks';
import { scoreChangeOf, type ChangeSide } from '@evident/engine/changes/score-changes';
import { and, eq, like } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDeliveries,
  companyScores,
  mailOutbox,
  scoreChanges,
  scoreRuns,
} from '../../db/schema';
import { runAlertsJob } from '../../jobs/alerts/alerts-job';
import { WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  PREVIOUS_RUN,
  PUBLIC,
  startAlertsWorld,
  type AlertsWorld,
} from '../../test/alerts-test-world';
import { bandWord } from '../../i18n/band-words';
import { changeReasonText } from '../../i18n/reason-texts';
import { signUnsubscribe } from './unsubscribe-token';

/*
 * Issue 22: "what changed" stored with each run and served with the company page; band alerts
 * and the daily selections digest mailed once per user and run through a real SMTP server, with a
 * one-click unsubscribe that works once and only for its user.
 */
describe('alerts: what changed, band alerts, digest, unsubscribe (issue 22)', () => {
  let t: TestApp;
  let smtp: AlertsWorld['smtp'];
  let world: AlertsWorld;
  let runId: number;
  let changed: string[];
  let tokens: Record<string, string>;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  /** A header of the raw message (as the SMTP server received it; folded lines unfolded). */
  const rawHeader = (mail: ParsedMail, name: string) => {
    const raw = smtp.messages.find((m) => m.raw.includes(String(mail.messageId)))!.raw;
    const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
  };
  const mailsTo = async (email: string): Promise<ParsedMail[]> =>
    Promise.all(smtp.messages.filter((m) => m.to.includes(email)).map((m) => simpleParser(m.raw)));
  const alertsService = () => t.app.alerts;
  /** The subjects of the mails a user got besides the sign-up verification. */
  const alertMailsTo = async (email: string) =>
    (await mailsTo(email)).map((m) => m.subject).filter((s) => !/^Verify your email/.test(s ?? ''));

  beforeAll(async () => {
    world = await startAlertsWorld();
    ({ t, smtp, tokens, runId, changed } = world);
  });
  afterAll(async () => world.close());

  it('stores what changed with the run, as the engine computes it from the two runs', async () => {
    const [run] = await t.database.db.select().from(scoreRuns).where(eq(scoreRuns.id, runId));
    const [previous] = await t.database.db
      .select()
      .from(scoreRuns)
      .where(eq(scoreRuns.asOf, PREVIOUS_RUN));
    expect(run!.changesFrom).toBe(previous!.id);
    const side = async (id: number, asOf: string, symbol: string): Promise<ChangeSide> => {
      const [r] = await t.database.db
        .select()
        .from(companyScores)
        .where(and(eq(companyScores.runId, id), eq(companyScores.symbol, symbol)));
      return {
        asOf,
        scorePercentile: r!.evidentScorePercentile,
        scoreValue: r!.evidentScoreValue,
        factors: r!.factors,
        metrics: r!.metrics,
        metricPercentiles: r!.metricPercentiles,
        lastClose: r!.context.lastClose,
        latestFiled: r!.context.latestFiled,
      };
    };
    const symbol = changed[0]!;
    const [stored] = await t.database.db
      .select()
      .from(scoreChanges)
      .where(and(eq(scoreChanges.runId, runId), eq(scoreChanges.symbol, symbol)));
    const expected = scoreChangeOf(
      await side(previous!.id, PREVIOUS_RUN, symbol),
      await side(runId, run!.asOf, symbol),
    );
    expect(stored!.change).toEqual(expected);
    expect(expected!.bandChanged).toBe(true);
    expect(expected!.reasons.length).toBeGreaterThan(0);
  });

  it('serves "what changed" with the company page, null when nothing shown changed', async () => {
    await t.app.readModel.reload();
    const entry = t.app.readModel.get()!.bySymbol.get(changed[0]!)!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stocks/${entry.company.ticker}`,
      headers: WEB_KEY,
    });
    const detail = companyDetailResponse.parse(res.json()).data;
    expect(detail.changes).toMatchObject({ since: PREVIOUS_RUN, bandChanged: true });
    expect(detail.changes!.reasons[0]!.factor).toMatch(/^[A-Z]/);
    const stored = new Set(
      (
        await t.database.db
          .select({ symbol: scoreChanges.symbol })
          .from(scoreChanges)
          .where(eq(scoreChanges.runId, runId))
      ).map((r) => r.symbol),
    );
    const steady = [...t.app.readModel.get()!.bySymbol.values()].find(
      (e) => e.score && !stored.has(e.company.symbol),
    );
    if (steady) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/stocks/${steady.company.ticker}`,
        headers: WEB_KEY,
      });
      expect(companyDetailResponse.parse(page.json()).data.changes).toBeNull();
    }
  });

  it('mails each opted-in holder one band alert for the run, with reasons and links', async () => {
    // The server sends them by itself once it serves the run (the reload above); a job run
    // while that one holds the lock answers busy.
    let result = await runAlertsJob(t.database, alertsService());
    for (let i = 0; i < 100 && 'busy' in result; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      result = await runAlertsJob(t.database, alertsService());
    }
    expect(result).toMatchObject({ runId, bandAlerts: 0, digests: 0 });
    const kinds = (await t.database.db.select().from(alertDeliveries)).map((d) => d.kind).sort();
    expect(kinds).toEqual([
      'dailySelections',
      'dailySelections',
      'dailySelections',
      'scoreBandChanges',
      'scoreBandChanges',
    ]);
    const [band] = (await mailsTo('both@example.com')).filter((m) =>
      /score band/.test(m.subject ?? ''),
    );
    expect(band, 'band alert received').toBeDefined();
    expect(band!.subject).toBe('2 companies in your lists changed score band');
    const text = band!.text!;
    for (const symbol of changed.slice(0, 2)) {
      const entry = t.app.readModel.get()!.bySymbol.get(symbol)!;
      const change = entry.changes!;
      expect(text).toContain(
        `${entry.company.name} (${entry.company.ticker}): ${change.scoreBefore} (${change.bandBefore}) → ${change.scoreAfter} (${change.bandAfter})`,
      );
      const english = change.reasons.map((r) => changeReasonText(r, change, 'en'));
      for (const sentence of english.slice(0, 3)) expect(text).toContain(`  - ${sentence}`);
      if (english[3]) expect(text).not.toContain(english[3]);
      expect(text).toContain(`${PUBLIC}/stocks/${entry.company.ticker.replace(':', '/')}`);
      expect(band!.html).toContain(entry.company.name!.replace(/&/g, '&amp;'));
    }
    // The held company whose band stayed is not in the mail.
    expect(rawHeader(band!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(band!, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<?${PUBLIC}/alerts/unsubscribe\\?token=`),
    );
    // Opted out, or nothing of theirs changed band: no band alert.
    expect(await alertMailsTo('none@example.com')).toEqual([]);
    expect(await alertMailsTo('other@example.com')).toEqual([]);
    expect(await alertMailsTo('digest@example.com')).toEqual([
      expect.stringMatching(/^Evident daily selections — /),
    ]);
  });

  it('writes each alert in the language stored with its reader (issue 23)', async () => {
    const mails = await mailsTo('es@example.com');
    expect(mails[0]!.subject).toBe('Verifica tu correo electrónico en Evident');
    const band = mails.find((m) => m.subject?.includes('nivel del Evident Score'))!;
    expect(band.subject).toBe('Cambia el nivel del Evident Score de 2 empresas de tus listas');
    expect(rawHeader(band, 'Content-Language')).toBe('es');
    const text = band.text!;
    expect(text).toMatch(/^Hola, U:\n\nEl cálculo del Evident Score del \d+ de \w+ de \d{4}/);
    for (const symbol of changed.slice(0, 2)) {
      const entry = t.app.readModel.get()!.bySymbol.get(symbol)!;
      const change = entry.changes!;
      const words = (score: number | null, band: string | null) =>
        score === null ? 'sin puntuación' : `${score} (${bandWord(band, 'es')})`;
      expect(text).toContain(
        `${entry.company.name} (${entry.company.ticker}): ${words(change.scoreBefore, change.bandBefore)} → ${words(change.scoreAfter, change.bandAfter)}`,
      );
      // The reasons are the company page's Spanish sentences, not the engine's English.
      for (const r of change.reasons.slice(0, 3)) {
        expect(text).not.toContain(changeReasonText(r, change, 'en'));
        expect(text).toContain(`  - ${changeReasonText(r, change, 'es')}`);
      }
    }
    expect(text).toContain('Darte de baja de estos correos: https://evident.test/alerts/');
    expect(band.html).toContain('<html lang="es">');

    const digest = mails.find((m) => m.subject?.startsWith('Selecciones del día de Evident — '));
    expect(digest, 'Spanish digest').toBeDefined();
    expect(digest!.text).toContain('Grandes líderes:');
    expect(digest!.text).not.toContain('Top Dogs');

    // The profile lists them as they were written; the English readers' are untouched.
    const listed = sentAlertsResponse.parse((await call(tokens.es!, 'GET', '/alerts')).json()).data;
    expect(listed.find((a) => a.kind === 'scoreBandChanges')!.subject).toBe(band.subject);
    expect(listed.find((a) => a.kind === 'scoreBandChanges')!.items[0]!.text).toMatch(
      /^(\d+ \(\p{L}+\)|sin puntuación) → /u,
    );
    const english = sentAlertsResponse.parse((await call(tokens.both!, 'GET', '/alerts')).json());
    expect(english.data.find((a) => a.kind === 'dailySelections')!.subject).toMatch(
      /^Evident daily selections — /,
    );

    // The unsubscribe page speaks the browser's language.
    const link = /<?(https:\/\/evident\.test\/alerts\/unsubscribe\?token=[^>\s]+)>?/.exec(
      rawHeader(band, 'List-Unsubscribe')!,
    )![1]!;
    const page = await t.app.inject({
      method: 'GET',
      url: link.replace(PUBLIC, ''),
      headers: { 'accept-language': 'es-ES' },
    });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(
      '¿Dejar de recibir los correos «Cambios de nivel del Score en tus listas» de Evident?',
    );
  });

  it('never sends a second mail for the same run, even when the job runs again', async () => {
    const before = smtp.messages.length;
    const again = await runAlertsJob(t.database, alertsService());
    expect(again).toMatchObject({ bandAlerts: 0, digests: 0 });
    await t.app.readModel.reload();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before);
    const rows = await t.database.db.select().from(alertDeliveries);
    expect(rows.length).toBe(5);
    expect(rows.every((r) => r.outboxId !== null)).toBe(true);
  });

  it('lists the sent alerts in the profile, newest first', async () => {
    const res = await call(tokens.both!, 'GET', '/alerts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const alerts = sentAlertsResponse.parse(res.json()).data;
    expect(alerts.map((a) => a.kind).sort()).toEqual(['dailySelections', 'scoreBandChanges']);
    const band = alerts.find((a) => a.kind === 'scoreBandChanges')!;
    expect(band.sentAt).not.toBeNull();
    expect(band.items.map((i) => i.ticker)).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/alerts', headers: WEB_KEY })).statusCode,
    ).toBe(401);
    // Another user's alerts are never listed.
    const others = sentAlertsResponse.parse((await call(tokens.other!, 'GET', '/alerts')).json());
    expect(others.data).toEqual([]);
  });

  it('unsubscribes with one click, once, and only the user the link was sent to', async () => {
    const [band] = (await mailsTo('both@example.com')).filter((m) =>
      /score band/.test(m.subject ?? ''),
    );
    const link = /<?(https:\/\/evident\.test\/alerts\/unsubscribe\?token=[^>\s]+)>?/.exec(
      rawHeader(band!, 'List-Unsubscribe')!,
    )![1]!;
    const path = link.replace(PUBLIC, '');
    // Following the link changes nothing: it asks.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop receiving “Score band changes in your lists” e-mails');
    const prefsOf = async (who: string) =>
      notificationPreferencesResponse.parse(
        (await call(tokens[who]!, 'GET', '/auth/notification-preferences')).json(),
      ).data;
    expect((await prefsOf('both')).scoreBandChanges).toBe(true);

    // A token re-signed for another user, or altered, is refused.
    const token = new URL(link).searchParams.get('token')!;
    const [payload, sig] = token.split('.');
    const [userId, kind, key] = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as [
      number,
      string,
      string,
    ];
    const otherUser = Buffer.from(JSON.stringify([userId + 1, kind, key])).toString('base64url');
    for (const bad of [
      `${otherUser}.${sig}`,
      `${payload}.${sig}x`,
      'garbage',
      signUnsubscribe('wrong key', { userId, kind: 'scoreBandChanges', key: String(runId) }),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain(UNSUBSCRIBE_MESSAGES.invalid);
    }
    // A link the query schema refuses (no token, an empty one, one too long) gets the same page,
    // not a JSON error: these pages are opened from mails.
    for (const method of ['GET', 'POST'] as const) {
      for (const query of ['', '?token=', `?token=${'x'.repeat(401)}`, '?token=a&token=b']) {
        const res = await t.app.inject({ method, url: `/alerts/unsubscribe${query}` });
        expect(res.statusCode, `${method} ${query}`).toBe(400);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain(UNSUBSCRIBE_MESSAGES.invalid);
      }
    }

    // The mail client's one-click POST (RFC 8058).
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('You will no longer receive');
    expect(await prefsOf('both')).toMatchObject({ scoreBandChanges: false, dailySelections: true });
    // The other users' choices are untouched.
    expect((await prefsOf('other')).scoreBandChanges).toBe(true);
    const twice = await t.app.inject({ method: 'POST', url: path });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(UNSUBSCRIBE_MESSAGES.used);
  });

  it('keeps the mail in the outbox with its headers when no SMTP server takes it', async () => {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, 'digest@example.com'), like(mailOutbox.subject, 'Evident daily%')),
      );
    expect(row!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(row!.sentAt).not.toBeNull();
  });
});
