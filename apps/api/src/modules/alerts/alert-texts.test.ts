import { UNSUBSCRIBE_MESSAGES } from '@evident/contracts/alerts';
import type { ChangeReason, ScoreChange } from '@evident/engine/changes/score-changes';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from '../../http/validator-compiler';
import type { Language } from '../../i18n/language';
import {
  bandChangeMail,
  bandItemText,
  digestItemText,
  digestMail,
  mailDate,
  type AlertCompany,
} from './alert-mails';
import { unsubscribePageRoutes } from './alerts.routes';
import type { AlertsService } from './alerts.service';

/*
 * The alert mails (band alert, digest) and the unsubscribe pages, byte for byte in the three
 * languages (ADR 055: their words moved from code into the catalogues' `mail.alerts.*` and
 * `unsubscribe.*` entries). The expected texts were written by the code before the move: names
 * with HTML's special characters, a first name that looks like a catalogue variable, the counts
 * of companies each language's plural forms tell apart, scores and bands missing.
 */
const PUBLIC_URL = 'https://evident.test';
const UNSUBSCRIBE_URL = 'https://evident.test/alerts/unsubscribe?token=a.b&c=1';

const reason = (metric: 'roe' | 'netMargin', cause: ChangeReason['cause']): ChangeReason => ({
  metric,
  name: metric === 'roe' ? 'Return on equity' : 'Net margin',
  factor: 'profitability',
  before: cause === 'now-available' ? null : 0.12,
  after: cause === 'no-longer-available' ? null : cause === 'peers' ? 0.12 : 0.185,
  percentileBefore: 40,
  percentileAfter: 70,
  effect: 2,
  cause,
});

const change = (overrides: Partial<ScoreChange> = {}): ScoreChange => ({
  since: '2026-06-30',
  asOf: '2026-07-31',
  scoreBefore: 58,
  scoreAfter: 63,
  bandBefore: 'Fair',
  bandAfter: 'Good',
  bandChanged: true,
  factors: [],
  reasons: [
    reason('roe', 'filing-and-price'),
    reason('netMargin', 'peers'),
    reason('roe', 'now-available'),
    reason('netMargin', 'no-longer-available'),
  ],
  filing: { before: '2026-05-01', after: '2026-07-30' },
  price: { before: 100, after: 110, change: 0.1 },
  weights: null,
  ...overrides,
});

const ACME: AlertCompany = { ticker: 'NASDAQ:ACME', companyName: 'Acme & Sons <Holdings>' };
const BETA: AlertCompany = { ticker: 'NYSE:BETA', companyName: 'Beta Corp' };

/** A band alert for `n` companies (the first two as above, the rest alike). */
const bandMail = (language: Language, n: number) =>
  bandChangeMail({
    to: 'u@example.com',
    firstName: 'Ana {{name}} $&',
    language,
    asOf: '2026-07-31',
    since: '2026-06-30',
    companies: Array.from({ length: n }, (_, i) =>
      i === 0
        ? { company: ACME, change: change() }
        : i === 1
          ? {
              company: BETA,
              change: change({ scoreBefore: null, bandBefore: null, reasons: [] }),
            }
          : {
              company: { ...BETA, ticker: `NYSE:B${i}` },
              change: change({ scoreAfter: null, bandAfter: null }),
            },
    ),
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: UNSUBSCRIBE_URL,
  });

const digest = (language: Language) =>
  digestMail({
    to: 'u@example.com',
    firstName: 'Lucía',
    language,
    asOf: '2026-07-31',
    sections: [
      {
        title: 'Top <Dogs>',
        lines: [
          { company: ACME, score: 81, isNew: true },
          { company: BETA, score: 77, isNew: false },
        ],
        left: [{ ticker: 'NYSE:GONE', companyName: 'Gone & Co' }, BETA],
      },
      { title: 'Rising Stars', lines: [], left: [] },
      { title: 'Hidden Gems', lines: [{ company: BETA, score: 70, isNew: false }], left: [ACME] },
    ],
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: UNSUBSCRIBE_URL,
  });

/** The unsubscribe pages, from a server whose alerts service answers by token. */
async function unsubscribePages(language: Language) {
  const alerts = {
    check: async (token: string) =>
      token.startsWith('band')
        ? { userId: 1, kind: 'scoreBandChanges', key: '1' }
        : token.startsWith('digest')
          ? { userId: 1, kind: 'dailySelections', key: '1' }
          : null,
    unsubscribe: async (token: string) =>
      token.startsWith('band')
        ? {
            ok: true,
            message: UNSUBSCRIBE_MESSAGES.done('scoreBandChanges'),
          }
        : token.startsWith('digest')
          ? {
              ok: true,
              message: UNSUBSCRIBE_MESSAGES.done('dailySelections'),
            }
          : token.startsWith('used')
            ? { ok: false, message: UNSUBSCRIBE_MESSAGES.used }
            : { ok: false, message: UNSUBSCRIBE_MESSAGES.invalid },
  } as unknown as AlertsService;
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(unsubscribePageRoutes, { alerts, publicUrl: 'https://evident.test/a&b/' });
  const headers = language === 'en' ? {} : { 'accept-language': language };
  const pages: Record<string, { status: number; body: string }> = {};
  for (const [name, method, query] of [
    ['confirm.band', 'GET', '?token=band<1>&x'],
    ['confirm.digest', 'GET', '?token=digest.1'],
    ['confirm.invalid', 'GET', '?token=nope'],
    ['confirm.noToken', 'GET', ''],
    ['done.band', 'POST', '?token=band.1'],
    ['done.digest', 'POST', '?token=digest.1'],
    ['used', 'POST', '?token=used.1'],
    ['invalid', 'POST', '?token=nope'],
  ] as const) {
    const res = await app.inject({ method, url: `/alerts/unsubscribe${query}`, headers });
    pages[name] = { status: res.statusCode, body: res.body };
  }
  await app.close();
  return pages;
}

/** The counts of companies a band alert is tried with (the plural forms of each language). */
const COUNTS = [1, 2, 5, 11, 12, 21, 22, 25, 111];

/** What the alert texts write in a language (a page: its status, title and main part). */
async function render(language: Language) {
  const pages = await unsubscribePages(language);
  return {
    dates: ['2026-01-01', '2026-07-31', '2025-09-30'].map((d) => mailDate(d, language)),
    bandMail: bandMail(language, 2),
    bandHeads: COUNTS.map((n) => {
      const mail = bandMail(language, n);
      return [mail.subject, mail.text.split('\n')[2]];
    }),
    bandItems: [
      bandItemText(change(), language),
      bandItemText(change({ scoreBefore: null, bandBefore: null }), language),
      bandItemText(change({ bandAfter: 'Other' }), language),
    ],
    digestItems: [
      digestItemText.entered('Top Dogs', 81, language),
      digestItemText.left('Top Dogs', language),
    ],
    digest: digest(language),
    unsubscribe: Object.fromEntries(
      Object.entries(pages).map(([name, { status, body }]) => [
        name,
        {
          status,
          title: /<title>(.*)<\/title>/.exec(body)?.[1],
          main: /<main>([\s\S]*)<\/main>/.exec(body)?.[1],
        },
      ]),
    ),
  };
}

const EXPECTED = {
  en: {
    dates: ['Jan 1, 2026', 'Jul 31, 2026', 'Sep 30, 2025'],
    bandMail: {
      to: 'u@example.com',
      subject: '2 companies in your lists changed score band',
      text: "Hello Ana {{name}} $&,\n\nThe Evident Score run of Jul 31, 2026 moved 2 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:\n\nAcme & Sons <Holdings> (NASDAQ:ACME): 58 (Fair) → 63 (Good)\n  - Return on equity went from 12% to 19% with the filing of Jul 30, 2026, and as the share price moved from $100.00 to $110.00.\n  - Net margin stayed at 12%, but other companies' figures moved: its rank went from the 40th to the 70th percentile.\n  - Return on equity is now available: 19%.\n  https://evident.test/stocks/NASDAQ/ACME\n\nBeta Corp (NYSE:BETA): not scored → 63 (Good)\n  https://evident.test/stocks/NYSE/BETA\n\nYou receive this e-mail because you asked for score band alerts on Evident.\nUnsubscribe from these e-mails: https://evident.test/alerts/unsubscribe?token=a.b&c=1\n",
      html: '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">2 companies in your lists changed score band</h1><p>Hello Ana {{name}} $&amp;,</p><p>The Evident Score run of Jul 31, 2026 moved 2 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:</p><h2 style="font-size:16px;margin-bottom:4px"><a href="https://evident.test/stocks/NASDAQ/ACME" style="color:#2f5bd3">Acme &amp; Sons &lt;Holdings&gt;</a> <span style="color:#6b7686;font-weight:normal">NASDAQ:ACME</span></h2>\n<p style="margin:0 0 4px">58 (Fair) → 63 (Good)</p><ul style="margin-top:4px"><li>Return on equity went from 12% to 19% with the filing of Jul 30, 2026, and as the share price moved from $100.00 to $110.00.</li><li>Net margin stayed at 12%, but other companies&#39; figures moved: its rank went from the 40th to the 70th percentile.</li><li>Return on equity is now available: 19%.</li></ul><h2 style="font-size:16px;margin-bottom:4px"><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> <span style="color:#6b7686;font-weight:normal">NYSE:BETA</span></h2>\n<p style="margin:0 0 4px">not scored → 63 (Good)</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">You receive this e-mail because you asked for score band alerts on Evident. <a href="https://evident.test/alerts/unsubscribe?token=a.b&amp;c=1" style="color:#6b7686">Unsubscribe from these e-mails</a>.</p>\n</body></html>',
      headers: {
        'List-Unsubscribe': '<https://evident.test/alerts/unsubscribe?token=a.b&c=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    bandHeads: [
      [
        'Acme & Sons <Holdings> is now Good (score 63)',
        'The Evident Score run of Jul 31, 2026 moved a company in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '2 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 2 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '5 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 5 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '11 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 11 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '12 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 12 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '21 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 21 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '22 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 22 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '25 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 25 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
      [
        '111 companies in your lists changed score band',
        'The Evident Score run of Jul 31, 2026 moved 111 companies in your watchlists or portfolios to another band. What moved each score most since Jun 30, 2026:',
      ],
    ],
    bandItems: ['58 (Fair) → 63 (Good)', 'not scored → 63 (Good)', '58 (Fair) → 63 (Other)'],
    digestItems: ['Entered Top Dogs (score 81)', 'Left Top Dogs'],
    digest: {
      to: 'u@example.com',
      subject: 'Evident daily selections — Jul 31, 2026',
      text: 'Hello Lucía,\n\nThe companies selected by the score run of Jul 31, 2026. “New” marks a company that entered a selection today.\n\nTop <Dogs>:\n  Acme & Sons <Holdings> (NASDAQ:ACME) — score 81 — new  https://evident.test/stocks/NASDAQ/ACME\n  Beta Corp (NYSE:BETA) — score 77  https://evident.test/stocks/NYSE/BETA\n  Left the selection: Gone & Co, Beta Corp\n\nRising Stars:\n  No company qualifies today.\n\nHidden Gems:\n  Beta Corp (NYSE:BETA) — score 70  https://evident.test/stocks/NYSE/BETA\n  Left the selection: Acme & Sons <Holdings>\n\nYou receive this e-mail because you asked for the daily selections on Evident.\nUnsubscribe from these e-mails: https://evident.test/alerts/unsubscribe?token=a.b&c=1\n',
      html: '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Evident daily selections — Jul 31, 2026</h1><p>Hello Lucía,</p><p>The companies selected by the score run of Jul 31, 2026. “New” marks a company that entered a selection today.</p><h2 style="font-size:16px">Top &lt;Dogs&gt;</h2><ul><li><a href="https://evident.test/stocks/NASDAQ/ACME" style="color:#2f5bd3">Acme &amp; Sons &lt;Holdings&gt;</a> — score 81 <strong style="color:#1f9d55">New</strong></li><li><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> — score 77</li></ul><p style="color:#6b7686">Left the selection: Gone &amp; Co, Beta Corp</p><h2 style="font-size:16px">Rising Stars</h2><p>No company qualifies today.</p><h2 style="font-size:16px">Hidden Gems</h2><ul><li><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> — score 70</li></ul><p style="color:#6b7686">Left the selection: Acme &amp; Sons &lt;Holdings&gt;</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">You receive this e-mail because you asked for the daily selections on Evident. <a href="https://evident.test/alerts/unsubscribe?token=a.b&amp;c=1" style="color:#6b7686">Unsubscribe from these e-mails</a>.</p>\n</body></html>',
      headers: {
        'List-Unsubscribe': '<https://evident.test/alerts/unsubscribe?token=a.b&c=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    unsubscribe: {
      'confirm.band': {
        status: 200,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribe</h1><p>Stop receiving “Score band changes in your lists” e-mails from Evident?</p>\n<form method="post" action="/alerts/unsubscribe?token=band%3C1%3E"><button type="submit">Unsubscribe</button></form>',
      },
      'confirm.digest': {
        status: 200,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribe</h1><p>Stop receiving “The daily selections” e-mails from Evident?</p>\n<form method="post" action="/alerts/unsubscribe?token=digest.1"><button type="submit">Unsubscribe</button></form>',
      },
      'confirm.invalid': {
        status: 400,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribe</h1><p>This unsubscribe link is not valid.</p><p>You can choose your alerts in <a href="https://evident.test/a&amp;b/profile">your profile</a>.</p>',
      },
      'confirm.noToken': {
        status: 400,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribe</h1><p>This unsubscribe link is not valid.</p><p>You can choose your alerts in <a href="https://evident.test/a&amp;b/profile">your profile</a>.</p>',
      },
      'done.band': {
        status: 200,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribed</h1><p>You will no longer receive “Score band changes in your lists” e-mails. You can switch them on again in your profile.</p><p><a href="https://evident.test/a&amp;b/profile">Your alerts</a></p>',
      },
      'done.digest': {
        status: 200,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribed</h1><p>You will no longer receive “The daily selections” e-mails. You can switch them on again in your profile.</p><p><a href="https://evident.test/a&amp;b/profile">Your alerts</a></p>',
      },
      used: {
        status: 409,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribe</h1><p>This unsubscribe link has already been used.</p><p><a href="https://evident.test/a&amp;b/profile">Your alerts</a></p>',
      },
      invalid: {
        status: 400,
        title: 'Unsubscribe · Evident',
        main: '<h1>Unsubscribe</h1><p>This unsubscribe link is not valid.</p><p>You can choose your alerts in <a href="https://evident.test/a&amp;b/profile">your profile</a>.</p>',
      },
    },
  },
  es: {
    dates: ['1 de enero de 2026', '31 de julio de 2026', '30 de septiembre de 2025'],
    bandMail: {
      to: 'u@example.com',
      subject: 'Cambia el nivel del Evident Score de 2 empresas de tus listas',
      text: 'Hola, Ana {{name}} $&:\n\nEl cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 2 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:\n\nAcme & Sons <Holdings> (NASDAQ:ACME): 58 (Aceptable) → 63 (Bueno)\n  - Rentabilidad sobre fondos propios (ROE) pasó de 12 % a 19 % con el informe del 30 jul 2026 y al moverse la cotización de 100,00 US$ a 110,00 US$.\n  - Margen neto se mantuvo en 12 %, pero cambiaron las cifras de otras empresas: su posición pasó del percentil 40 al 70.\n  - Rentabilidad sobre fondos propios (ROE) ya está disponible: 19 %.\n  https://evident.test/stocks/NASDAQ/ACME\n\nBeta Corp (NYSE:BETA): sin puntuación → 63 (Bueno)\n  https://evident.test/stocks/NYSE/BETA\n\nRecibes este correo porque activaste en Evident las alertas de cambios de nivel del Evident Score.\nDarte de baja de estos correos: https://evident.test/alerts/unsubscribe?token=a.b&c=1\n',
      html: '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Cambia el nivel del Evident Score de 2 empresas de tus listas</h1><p>Hola, Ana {{name}} $&amp;:</p><p>El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 2 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:</p><h2 style="font-size:16px;margin-bottom:4px"><a href="https://evident.test/stocks/NASDAQ/ACME" style="color:#2f5bd3">Acme &amp; Sons &lt;Holdings&gt;</a> <span style="color:#6b7686;font-weight:normal">NASDAQ:ACME</span></h2>\n<p style="margin:0 0 4px">58 (Aceptable) → 63 (Bueno)</p><ul style="margin-top:4px"><li>Rentabilidad sobre fondos propios (ROE) pasó de 12 % a 19 % con el informe del 30 jul 2026 y al moverse la cotización de 100,00 US$ a 110,00 US$.</li><li>Margen neto se mantuvo en 12 %, pero cambiaron las cifras de otras empresas: su posición pasó del percentil 40 al 70.</li><li>Rentabilidad sobre fondos propios (ROE) ya está disponible: 19 %.</li></ul><h2 style="font-size:16px;margin-bottom:4px"><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> <span style="color:#6b7686;font-weight:normal">NYSE:BETA</span></h2>\n<p style="margin:0 0 4px">sin puntuación → 63 (Bueno)</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Recibes este correo porque activaste en Evident las alertas de cambios de nivel del Evident Score. <a href="https://evident.test/alerts/unsubscribe?token=a.b&amp;c=1" style="color:#6b7686">Darte de baja de estos correos</a>.</p>\n</body></html>',
      headers: {
        'List-Unsubscribe': '<https://evident.test/alerts/unsubscribe?token=a.b&c=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Content-Language': 'es',
      },
    },
    bandHeads: [
      [
        'Acme & Sons <Holdings>: su Evident Score pasa a «Bueno» (63)',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a una empresa de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 2 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 2 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 5 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 5 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 11 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 11 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 12 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 12 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 21 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 21 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 22 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 22 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 25 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 25 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
      [
        'Cambia el nivel del Evident Score de 111 empresas de tus listas',
        'El cálculo del Evident Score del 31 de julio de 2026 ha cambiado de nivel a 111 empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el 30 de junio de 2026:',
      ],
    ],
    bandItems: [
      '58 (Aceptable) → 63 (Bueno)',
      'sin puntuación → 63 (Bueno)',
      '58 (Aceptable) → 63 (Other)',
    ],
    digestItems: ['Ha entrado en Top Dogs (puntuación 81)', 'Ha salido de Top Dogs'],
    digest: {
      to: 'u@example.com',
      subject: 'Selecciones del día de Evident — 31 de julio de 2026',
      text: 'Hola, Lucía:\n\nLas empresas seleccionadas por el cálculo del 31 de julio de 2026. «Nueva» indica una empresa que ha entrado hoy en una selección.\n\nTop <Dogs>:\n  Acme & Sons <Holdings> (NASDAQ:ACME) — puntuación 81 — nueva  https://evident.test/stocks/NASDAQ/ACME\n  Beta Corp (NYSE:BETA) — puntuación 77  https://evident.test/stocks/NYSE/BETA\n  Han salido de la selección: Gone & Co, Beta Corp\n\nRising Stars:\n  Hoy ninguna empresa cumple los requisitos.\n\nHidden Gems:\n  Beta Corp (NYSE:BETA) — puntuación 70  https://evident.test/stocks/NYSE/BETA\n  Han salido de la selección: Acme & Sons <Holdings>\n\nRecibes este correo porque activaste en Evident las selecciones del día.\nDarte de baja de estos correos: https://evident.test/alerts/unsubscribe?token=a.b&c=1\n',
      html: '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Selecciones del día de Evident — 31 de julio de 2026</h1><p>Hola, Lucía:</p><p>Las empresas seleccionadas por el cálculo del 31 de julio de 2026. «Nueva» indica una empresa que ha entrado hoy en una selección.</p><h2 style="font-size:16px">Top &lt;Dogs&gt;</h2><ul><li><a href="https://evident.test/stocks/NASDAQ/ACME" style="color:#2f5bd3">Acme &amp; Sons &lt;Holdings&gt;</a> — puntuación 81 <strong style="color:#1f9d55">Nueva</strong></li><li><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> — puntuación 77</li></ul><p style="color:#6b7686">Han salido de la selección: Gone &amp; Co, Beta Corp</p><h2 style="font-size:16px">Rising Stars</h2><p>Hoy ninguna empresa cumple los requisitos.</p><h2 style="font-size:16px">Hidden Gems</h2><ul><li><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> — puntuación 70</li></ul><p style="color:#6b7686">Han salido de la selección: Acme &amp; Sons &lt;Holdings&gt;</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Recibes este correo porque activaste en Evident las selecciones del día. <a href="https://evident.test/alerts/unsubscribe?token=a.b&amp;c=1" style="color:#6b7686">Darte de baja de estos correos</a>.</p>\n</body></html>',
      headers: {
        'List-Unsubscribe': '<https://evident.test/alerts/unsubscribe?token=a.b&c=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Content-Language': 'es',
      },
    },
    unsubscribe: {
      'confirm.band': {
        status: 200,
        title: 'Darse de baja · Evident',
        main: '<h1>Darse de baja</h1><p>¿Dejar de recibir los correos «Cambios de nivel del Score en tus listas» de Evident?</p>\n<form method="post" action="/alerts/unsubscribe?token=band%3C1%3E"><button type="submit">Darme de baja</button></form>',
      },
      'confirm.digest': {
        status: 200,
        title: 'Darse de baja · Evident',
        main: '<h1>Darse de baja</h1><p>¿Dejar de recibir los correos «La selección diaria» de Evident?</p>\n<form method="post" action="/alerts/unsubscribe?token=digest.1"><button type="submit">Darme de baja</button></form>',
      },
      'confirm.invalid': {
        status: 400,
        title: 'Darse de baja · Evident',
        main: '<h1>Darse de baja</h1><p>Este enlace para darte de baja no es válido.</p><p>Puedes elegir tus alertas en <a href="https://evident.test/a&amp;b/profile">tu perfil</a>.</p>',
      },
      'confirm.noToken': {
        status: 400,
        title: 'Darse de baja · Evident',
        main: '<h1>Darse de baja</h1><p>Este enlace para darte de baja no es válido.</p><p>Puedes elegir tus alertas en <a href="https://evident.test/a&amp;b/profile">tu perfil</a>.</p>',
      },
      'done.band': {
        status: 200,
        title: 'Darse de baja · Evident',
        main: '<h1>Baja confirmada</h1><p>Ya no recibirás correos de «Cambios de nivel del Score en tus listas». Puedes volver a activarlos en tu perfil.</p><p><a href="https://evident.test/a&amp;b/profile">Tus alertas</a></p>',
      },
      'done.digest': {
        status: 200,
        title: 'Darse de baja · Evident',
        main: '<h1>Baja confirmada</h1><p>Ya no recibirás correos de «La selección diaria». Puedes volver a activarlos en tu perfil.</p><p><a href="https://evident.test/a&amp;b/profile">Tus alertas</a></p>',
      },
      used: {
        status: 409,
        title: 'Darse de baja · Evident',
        main: '<h1>Darse de baja</h1><p>Este enlace para darte de baja ya se ha usado.</p><p><a href="https://evident.test/a&amp;b/profile">Tus alertas</a></p>',
      },
      invalid: {
        status: 400,
        title: 'Darse de baja · Evident',
        main: '<h1>Darse de baja</h1><p>Este enlace para darte de baja no es válido.</p><p>Puedes elegir tus alertas en <a href="https://evident.test/a&amp;b/profile">tu perfil</a>.</p>',
      },
    },
  },
  uk: {
    dates: ['1 січня 2026 р.', '31 липня 2026 р.', '30 вересня 2025 р.'],
    bandMail: {
      to: 'u@example.com',
      subject: 'Змінився рівень Evident Score для 2 компаній з ваших списків',
      text: 'Вітаємо, Ana {{name}} $&!\n\nРозрахунок Evident Score від 31 липня 2026 р. переніс 2 компанії з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:\n\nAcme & Sons <Holdings> (NASDAQ:ACME): 58 (Задовільний) → 63 (Добрий)\n  - Показник «Рентабельність власного капіталу (ROE)» змінився з 12% на 19% зі звітом від 30 лип. 2026 р. і бо ціна акції змінилася з 100,00 USD на 110,00 USD.\n  - Показник «Чиста маржа» лишився на рівні 12%, але змінилися дані інших компаній: його процентиль змінився з 40 на 70.\n  - Показник «Рентабельність власного капіталу (ROE)» тепер доступний: 19%.\n  https://evident.test/stocks/NASDAQ/ACME\n\nBeta Corp (NYSE:BETA): без оцінки → 63 (Добрий)\n  https://evident.test/stocks/NYSE/BETA\n\nВи отримали цей лист, бо ввімкнули в Evident сповіщення про зміну рівня Evident Score.\nВідписатися від цих листів: https://evident.test/alerts/unsubscribe?token=a.b&c=1\n',
      html: '<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Змінився рівень Evident Score для 2 компаній з ваших списків</h1><p>Вітаємо, Ana {{name}} $&amp;!</p><p>Розрахунок Evident Score від 31 липня 2026 р. переніс 2 компанії з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:</p><h2 style="font-size:16px;margin-bottom:4px"><a href="https://evident.test/stocks/NASDAQ/ACME" style="color:#2f5bd3">Acme &amp; Sons &lt;Holdings&gt;</a> <span style="color:#6b7686;font-weight:normal">NASDAQ:ACME</span></h2>\n<p style="margin:0 0 4px">58 (Задовільний) → 63 (Добрий)</p><ul style="margin-top:4px"><li>Показник «Рентабельність власного капіталу (ROE)» змінився з 12% на 19% зі звітом від 30 лип. 2026 р. і бо ціна акції змінилася з 100,00 USD на 110,00 USD.</li><li>Показник «Чиста маржа» лишився на рівні 12%, але змінилися дані інших компаній: його процентиль змінився з 40 на 70.</li><li>Показник «Рентабельність власного капіталу (ROE)» тепер доступний: 19%.</li></ul><h2 style="font-size:16px;margin-bottom:4px"><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> <span style="color:#6b7686;font-weight:normal">NYSE:BETA</span></h2>\n<p style="margin:0 0 4px">без оцінки → 63 (Добрий)</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Ви отримали цей лист, бо ввімкнули в Evident сповіщення про зміну рівня Evident Score. <a href="https://evident.test/alerts/unsubscribe?token=a.b&amp;c=1" style="color:#6b7686">Відписатися від цих листів</a>.</p>\n</body></html>',
      headers: {
        'List-Unsubscribe': '<https://evident.test/alerts/unsubscribe?token=a.b&c=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Content-Language': 'uk',
      },
    },
    bandHeads: [
      [
        'Acme & Sons <Holdings>: Evident Score тепер «Добрий» (63)',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс одну компанію з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 2 компаній з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 2 компанії з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 5 компаній з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 5 компаній з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 11 компаній з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 11 компаній з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 12 компаній з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 12 компаній з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 21 компанії з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 21 компанію з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 22 компаній з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 22 компанії з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 25 компаній з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 25 компаній з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
      [
        'Змінився рівень Evident Score для 111 компаній з ваших списків',
        'Розрахунок Evident Score від 31 липня 2026 р. переніс 111 компаній з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з 30 червня 2026 р.:',
      ],
    ],
    bandItems: [
      '58 (Задовільний) → 63 (Добрий)',
      'без оцінки → 63 (Добрий)',
      '58 (Задовільний) → 63 (Other)',
    ],
    digestItems: ['Потрапила до добірки «Top Dogs» (оцінка 81)', 'Вибула з добірки «Top Dogs»'],
    digest: {
      to: 'u@example.com',
      subject: 'Щоденні добірки Evident — 31 липня 2026 р.',
      text: 'Вітаємо, Lucía!\n\nКомпанії, відібрані 31 липня 2026 р. за результатами розрахунку оцінок. Позначка «Нова» означає, що компанія сьогодні потрапила до добірки.\n\nTop <Dogs>:\n  Acme & Sons <Holdings> (NASDAQ:ACME) — оцінка 81 — нова  https://evident.test/stocks/NASDAQ/ACME\n  Beta Corp (NYSE:BETA) — оцінка 77  https://evident.test/stocks/NYSE/BETA\n  Вибули з добірки: Gone & Co, Beta Corp\n\nRising Stars:\n  Сьогодні жодна компанія не відповідає умовам.\n\nHidden Gems:\n  Beta Corp (NYSE:BETA) — оцінка 70  https://evident.test/stocks/NYSE/BETA\n  Вибули з добірки: Acme & Sons <Holdings>\n\nВи отримали цей лист, бо підписалися в Evident на щоденні добірки.\nВідписатися від цих листів: https://evident.test/alerts/unsubscribe?token=a.b&c=1\n',
      html: '<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Щоденні добірки Evident — 31 липня 2026 р.</h1><p>Вітаємо, Lucía!</p><p>Компанії, відібрані 31 липня 2026 р. за результатами розрахунку оцінок. Позначка «Нова» означає, що компанія сьогодні потрапила до добірки.</p><h2 style="font-size:16px">Top &lt;Dogs&gt;</h2><ul><li><a href="https://evident.test/stocks/NASDAQ/ACME" style="color:#2f5bd3">Acme &amp; Sons &lt;Holdings&gt;</a> — оцінка 81 <strong style="color:#1f9d55">Нова</strong></li><li><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> — оцінка 77</li></ul><p style="color:#6b7686">Вибули з добірки: Gone &amp; Co, Beta Corp</p><h2 style="font-size:16px">Rising Stars</h2><p>Сьогодні жодна компанія не відповідає умовам.</p><h2 style="font-size:16px">Hidden Gems</h2><ul><li><a href="https://evident.test/stocks/NYSE/BETA" style="color:#2f5bd3">Beta Corp</a> — оцінка 70</li></ul><p style="color:#6b7686">Вибули з добірки: Acme &amp; Sons &lt;Holdings&gt;</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Ви отримали цей лист, бо підписалися в Evident на щоденні добірки. <a href="https://evident.test/alerts/unsubscribe?token=a.b&amp;c=1" style="color:#6b7686">Відписатися від цих листів</a>.</p>\n</body></html>',
      headers: {
        'List-Unsubscribe': '<https://evident.test/alerts/unsubscribe?token=a.b&c=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Content-Language': 'uk',
      },
    },
    unsubscribe: {
      'confirm.band': {
        status: 200,
        title: 'Відписка · Evident',
        main: '<h1>Відписка</h1><p>Більше не отримувати листи «Зміни рівня Score у ваших списках» від Evident?</p>\n<form method="post" action="/alerts/unsubscribe?token=band%3C1%3E"><button type="submit">Відписатися</button></form>',
      },
      'confirm.digest': {
        status: 200,
        title: 'Відписка · Evident',
        main: '<h1>Відписка</h1><p>Більше не отримувати листи «Щоденна добірка» від Evident?</p>\n<form method="post" action="/alerts/unsubscribe?token=digest.1"><button type="submit">Відписатися</button></form>',
      },
      'confirm.invalid': {
        status: 400,
        title: 'Відписка · Evident',
        main: '<h1>Відписка</h1><p>Це посилання для відписки недійсне.</p><p>Вибрати сповіщення можна у <a href="https://evident.test/a&amp;b/profile">своєму профілі</a>.</p>',
      },
      'confirm.noToken': {
        status: 400,
        title: 'Відписка · Evident',
        main: '<h1>Відписка</h1><p>Це посилання для відписки недійсне.</p><p>Вибрати сповіщення можна у <a href="https://evident.test/a&amp;b/profile">своєму профілі</a>.</p>',
      },
      'done.band': {
        status: 200,
        title: 'Відписка · Evident',
        main: '<h1>Ви відписалися</h1><p>Ви більше не отримуватимете листи «Зміни рівня Score у ваших списках». Їх можна знову ввімкнути у своєму профілі.</p><p><a href="https://evident.test/a&amp;b/profile">Ваші сповіщення</a></p>',
      },
      'done.digest': {
        status: 200,
        title: 'Відписка · Evident',
        main: '<h1>Ви відписалися</h1><p>Ви більше не отримуватимете листи «Щоденна добірка». Їх можна знову ввімкнути у своєму профілі.</p><p><a href="https://evident.test/a&amp;b/profile">Ваші сповіщення</a></p>',
      },
      used: {
        status: 409,
        title: 'Відписка · Evident',
        main: '<h1>Відписка</h1><p>Це посилання для відписки вже використано.</p><p><a href="https://evident.test/a&amp;b/profile">Ваші сповіщення</a></p>',
      },
      invalid: {
        status: 400,
        title: 'Відписка · Evident',
        main: '<h1>Відписка</h1><p>Це посилання для відписки недійсне.</p><p>Вибрати сповіщення можна у <a href="https://evident.test/a&amp;b/profile">своєму профілі</a>.</p>',
      },
    },
  },
};

describe('the alert texts', () => {
  for (const language of ['en', 'es', 'uk'] as const) {
    it(`writes the band alert, the digest and the unsubscribe pages in ${language} as before`, async () => {
      const texts = await render(language);
      expect(Object.keys(texts)).toEqual(Object.keys(EXPECTED[language]));
      for (const [part, expected] of Object.entries(EXPECTED[language])) {
        expect(texts[part as keyof typeof texts], part).toStrictEqual(expected);
      }
    });
  }
});
