import type { ChangeReason, ScoreChange } from '@evident/engine/changes/score-changes';
import type { Mail } from '../../mail/mailer';
import { escapeHtml } from '../../http/html';
import { dateText } from '../../http/dates';
import { bandWord } from '../../i18n/band-words';
import type { Language } from '../../i18n/language';
import { htmlTag } from '../../mail/mail-html';
// The one crossing left (ADR 054): goes when the reasons are rendered from catalogues (issue 54).
// eslint-disable-next-line layers/layer-boundaries
import { reasonText } from '../stocks/company-texts';

/*
 * The alert mails (issue 22): plain text and HTML parts, a link to each company page, and a
 * one-click unsubscribe for the alert's kind (RFC 8058: List-Unsubscribe with an https URL and
 * List-Unsubscribe-Post), also written in the mail's footer. Written in the recipient's language
 * (the one stored with the user: issue 23); English as it always was.
 */

export interface AlertCompany {
  ticker: string;
  companyName: string;
}

/** Reasons a band alert gives per company. */
export const REASONS_PER_COMPANY = 3;

const LONG_DATES: Record<Exclude<Language, 'en'>, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  uk: new Intl.DateTimeFormat('uk-UA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** A date as the mails write it: "Sep 30, 2025", "30 de septiembre de 2025", "30 вересня 2025 р.". */
export const mailDate = (iso: string, language: Language = 'en') =>
  language === 'en' ? dateText(iso) : LONG_DATES[language].format(new Date(`${iso}T00:00:00Z`));

/** The alert mails' words in each language. */
interface AlertWords {
  hello: (firstName: string) => string;
  unsubscribe: string;
  notScored: string;
  bandSubjectOne: (company: string, band: string | null, score: number | null) => string;
  bandSubjectMany: (n: number) => string;
  bandIntro: (asOf: string, n: number, since: string) => string;
  bandWhy: string;
  digestSubject: (asOf: string) => string;
  digestIntro: (asOf: string) => string;
  digestWhy: string;
  noneToday: string;
  score: string;
  isNew: string;
  newBadge: string;
  left: string;
  entered: (title: string, score: number) => string;
  leftItem: (title: string) => string;
}

const ukCompanies = (n: number) => {
  const d = n % 10;
  const dd = n % 100;
  if (d === 1 && dd !== 11) return 'компанію';
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return 'компанії';
  return 'компаній';
};

const WORDS: Record<Language, AlertWords> = {
  en: {
    hello: (name) => `Hello ${name},`,
    unsubscribe: 'Unsubscribe from these e-mails',
    notScored: 'not scored',
    bandSubjectOne: (company, band, score) => `${company} is now ${band} (score ${score})`,
    bandSubjectMany: (n) => `${n} companies in your lists changed score band`,
    bandIntro: (asOf, n, since) =>
      `The Evident Score run of ${asOf} moved ${
        n === 1 ? 'a company' : `${n} companies`
      } in your watchlists or portfolios to another band. What moved each score most since ${since}:`,
    bandWhy: 'You receive this e-mail because you asked for score band alerts on Evident.',
    digestSubject: (asOf) => `Evident daily selections — ${asOf}`,
    digestIntro: (asOf) =>
      `The companies selected by the score run of ${asOf}. “New” marks a company that entered a selection today.`,
    digestWhy: 'You receive this e-mail because you asked for the daily selections on Evident.',
    noneToday: 'No company qualifies today.',
    score: 'score',
    isNew: 'new',
    newBadge: 'New',
    left: 'Left the selection',
    entered: (title, score) => `Entered ${title} (score ${score})`,
    leftItem: (title) => `Left ${title}`,
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    unsubscribe: 'Darte de baja de estos correos',
    notScored: 'sin puntuación',
    bandSubjectOne: (company, band, score) =>
      `${company}: su Evident Score pasa a «${band}» (${score})`,
    bandSubjectMany: (n) => `Cambia el nivel del Evident Score de ${n} empresas de tus listas`,
    bandIntro: (asOf, n, since) =>
      `El cálculo del Evident Score del ${asOf} ha cambiado de nivel ${
        n === 1 ? 'a una empresa' : `a ${n} empresas`
      } de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el ${since}:`,
    bandWhy:
      'Recibes este correo porque activaste en Evident las alertas de cambios de nivel del Evident Score.',
    digestSubject: (asOf) => `Selecciones del día de Evident — ${asOf}`,
    digestIntro: (asOf) =>
      `Las empresas seleccionadas por el cálculo del ${asOf}. «Nueva» indica una empresa que ha entrado hoy en una selección.`,
    digestWhy: 'Recibes este correo porque activaste en Evident las selecciones del día.',
    noneToday: 'Hoy ninguna empresa cumple los requisitos.',
    score: 'puntuación',
    isNew: 'nueva',
    newBadge: 'Nueva',
    left: 'Han salido de la selección',
    entered: (title, score) => `Ha entrado en ${title} (puntuación ${score})`,
    leftItem: (title) => `Ha salido de ${title}`,
  },
  uk: {
    hello: (name) => `Вітаємо, ${name}!`,
    unsubscribe: 'Відписатися від цих листів',
    notScored: 'без оцінки',
    bandSubjectOne: (company, band, score) =>
      `${company}: Evident Score тепер «${band}» (${score})`,
    bandSubjectMany: (n) =>
      `Змінився рівень Evident Score для ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'компанії' : 'компаній'} з ваших списків`,
    bandIntro: (asOf, n, since) =>
      `Розрахунок Evident Score від ${asOf} переніс ${
        n === 1 ? 'одну компанію' : `${n} ${ukCompanies(n)}`
      } з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з ${since}:`,
    bandWhy:
      'Ви отримали цей лист, бо ввімкнули в Evident сповіщення про зміну рівня Evident Score.',
    digestSubject: (asOf) => `Щоденні добірки Evident — ${asOf}`,
    digestIntro: (asOf) =>
      `Компанії, відібрані ${asOf} за результатами розрахунку оцінок. Позначка «Нова» означає, що компанія сьогодні потрапила до добірки.`,
    digestWhy: 'Ви отримали цей лист, бо підписалися в Evident на щоденні добірки.',
    noneToday: 'Сьогодні жодна компанія не відповідає умовам.',
    score: 'оцінка',
    isNew: 'нова',
    newBadge: 'Нова',
    left: 'Вибули з добірки',
    entered: (title, score) => `Потрапила до добірки «${title}» (оцінка ${score})`,
    leftItem: (title) => `Вибула з добірки «${title}»`,
  },
};

/** What the profile lists of a digest, in the recipient's language. */
export const digestItemText = {
  entered: (title: string, score: number, language: Language = 'en') =>
    WORDS[language].entered(title, score),
  left: (title: string, language: Language = 'en') => WORDS[language].leftItem(title),
};

/** The company page of a ticker (`NASDAQ:AAPL` → /stocks/NASDAQ/AAPL). */
export const companyUrl = (publicUrl: string, ticker: string) =>
  `${publicUrl}/stocks/${ticker.split(':').map(encodeURIComponent).join('/')}`;

const scoreWords = (score: number | null, band: string | null, language: Language) =>
  score === null ? WORDS[language].notScored : `${score} (${bandWord(band, language)})`;

/**
 * A reason of a band change in the language: the company page's sentence (the engine writes the
 * English). It reads the metric, figures and cause of the stored change, the shape the page serves
 * (the page names factors by their label, which it does not read).
 */
type PageReason = Parameters<typeof reasonText>[0];
type PageChange = Parameters<typeof reasonText>[1];
const reasonIn = (r: ChangeReason, change: ScoreChange, language: Language) =>
  language === 'en'
    ? r.text
    : reasonText(r as unknown as PageReason, change as unknown as PageChange, language);

/**
 * An alert mail: the greeting and the intro, the body (text lines and HTML), then why the reader
 * gets it and the unsubscribe link — in both parts, and as RFC 8058 headers.
 */
function alertMail(parts: {
  to: string;
  firstName: string;
  language: Language;
  subject: string;
  intro: string;
  why: string;
  unsubscribeUrl: string;
  text: string[];
  html: string;
}): Mail & { headers: Record<string, string> } {
  const url = parts.unsubscribeUrl;
  const w = WORDS[parts.language];
  const text = [
    w.hello(parts.firstName),
    '',
    parts.intro,
    '',
    ...parts.text,
    parts.why,
    `${w.unsubscribe}: ${url}`,
    '',
  ].join('\n');
  const html = `<!doctype html>${htmlTag(parts.language)}<body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(parts.subject)}</h1><p>${escapeHtml(w.hello(parts.firstName))}</p><p>${escapeHtml(parts.intro)}</p>${parts.html}
<p style="color:#6b7686;font-size:12px;margin-top:32px">${escapeHtml(parts.why)} <a href="${escapeHtml(url)}" style="color:#6b7686">${escapeHtml(w.unsubscribe)}</a>.</p>
</body></html>`;
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...(parts.language === 'en' ? {} : { 'Content-Language': parts.language }),
    },
  };
}

/** One line per company of a band alert, as the profile lists it. */
export function bandItemText(change: ScoreChange, language: Language = 'en'): string {
  return `${scoreWords(change.scoreBefore, change.bandBefore, language)} → ${scoreWords(change.scoreAfter, change.bandAfter, language)}`;
}

/** The mail of the band changes of one run for one user. */
export function bandChangeMail(options: {
  to: string;
  firstName: string;
  /** The recipient's language (English when not given). */
  language?: Language;
  asOf: string;
  since: string;
  companies: { company: AlertCompany; change: ScoreChange }[];
  publicUrl: string;
  unsubscribeUrl: string;
}): Mail & { headers: Record<string, string> } {
  const { companies } = options;
  const language = options.language ?? 'en';
  const w = WORDS[language];
  const first = companies[0]!;
  const subject =
    companies.length === 1
      ? w.bandSubjectOne(
          first.company.companyName,
          bandWord(first.change.bandAfter, language),
          first.change.scoreAfter,
        )
      : w.bandSubjectMany(companies.length);
  const intro = w.bandIntro(
    mailDate(options.asOf, language),
    companies.length,
    mailDate(options.since, language),
  );
  return alertMail({
    to: options.to,
    firstName: options.firstName,
    language,
    subject,
    intro,
    why: w.bandWhy,
    unsubscribeUrl: options.unsubscribeUrl,
    text: companies.flatMap(({ company, change }) => [
      `${company.companyName} (${company.ticker}): ${bandItemText(change, language)}`,
      ...change.reasons
        .slice(0, REASONS_PER_COMPANY)
        .map((r) => `  - ${reasonIn(r, change, language)}`),
      `  ${companyUrl(options.publicUrl, company.ticker)}`,
      '',
    ]),
    html: companies
      .map(({ company, change }) => {
        const url = companyUrl(options.publicUrl, company.ticker);
        const reasons = change.reasons
          .slice(0, REASONS_PER_COMPANY)
          .map((r) => `<li>${escapeHtml(reasonIn(r, change, language))}</li>`)
          .join('');
        return `<h2 style="font-size:16px;margin-bottom:4px"><a href="${escapeHtml(url)}" style="color:#2f5bd3">${escapeHtml(company.companyName)}</a> <span style="color:#6b7686;font-weight:normal">${escapeHtml(company.ticker)}</span></h2>
<p style="margin:0 0 4px">${escapeHtml(bandItemText(change, language))}</p>${reasons ? `<ul style="margin-top:4px">${reasons}</ul>` : ''}`;
      })
      .join(''),
  });
}

export interface DigestLine {
  company: AlertCompany;
  score: number;
  /** Entered the selection with this run. */
  isNew: boolean;
}

export interface DigestSection {
  title: string;
  lines: DigestLine[];
  /** Companies that left the selection with this run. */
  left: AlertCompany[];
}

/** The daily selections digest of one run's date. */
export function digestMail(options: {
  to: string;
  firstName: string;
  /** The recipient's language (English when not given); section titles are given in it. */
  language?: Language;
  asOf: string;
  sections: DigestSection[];
  publicUrl: string;
  unsubscribeUrl: string;
}): Mail & { headers: Record<string, string> } {
  const language = options.language ?? 'en';
  const w = WORDS[language];
  const date = mailDate(options.asOf, language);
  return alertMail({
    to: options.to,
    firstName: options.firstName,
    language,
    subject: w.digestSubject(date),
    intro: w.digestIntro(date),
    why: w.digestWhy,
    unsubscribeUrl: options.unsubscribeUrl,
    text: options.sections.flatMap((s) => [
      `${s.title}:`,
      ...(s.lines.length === 0 ? [`  ${w.noneToday}`] : []),
      ...s.lines.map(
        (l) =>
          `  ${l.company.companyName} (${l.company.ticker}) — ${w.score} ${l.score}${l.isNew ? ` — ${w.isNew}` : ''}  ${companyUrl(options.publicUrl, l.company.ticker)}`,
      ),
      ...(s.left.length > 0 ? [`  ${w.left}: ${s.left.map((c) => c.companyName).join(', ')}`] : []),
      '',
    ]),
    html: options.sections
      .map(
        (s) =>
          `<h2 style="font-size:16px">${escapeHtml(s.title)}</h2>${
            s.lines.length === 0
              ? `<p>${escapeHtml(w.noneToday)}</p>`
              : `<ul>${s.lines
                  .map(
                    (l) =>
                      `<li><a href="${escapeHtml(companyUrl(options.publicUrl, l.company.ticker))}" style="color:#2f5bd3">${escapeHtml(l.company.companyName)}</a> — ${escapeHtml(w.score)} ${l.score}${l.isNew ? ` <strong style="color:#1f9d55">${escapeHtml(w.newBadge)}</strong>` : ''}</li>`,
                  )
                  .join('')}</ul>`
          }${s.left.length > 0 ? `<p style="color:#6b7686">${escapeHtml(w.left)}: ${escapeHtml(s.left.map((c) => c.companyName).join(', '))}</p>` : ''}`,
      )
      .join(''),
  });
}
