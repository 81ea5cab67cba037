import type { ChangeReason, ScoreChange } from '@evident/engine/changes/score-changes';
import type { Mail } from '../../mail/mailer';
import { escapeHtml } from '../../http/html';
import { dateText } from '../../http/dates';
import { bandWord } from '../../i18n/band-words';
import type { Language } from '../../i18n/language';
import { htmlTag } from '../../mail/mail-html';
import { changeReasonText } from '../../i18n/reason-texts';
import { t } from '../../i18n/translate';

/*
 * The alert mails (issue 22): plain text and HTML parts, a link to each company page, and a
 * one-click unsubscribe for the alert's kind (RFC 8058: List-Unsubscribe with an https URL and
 * List-Unsubscribe-Post), also written in the mail's footer. Written in the recipient's language
 * (the one stored with the user: issue 23); English as it always was. Their words are the
 * catalogues' `mail.alerts.*` entries (ADR 055); the markup, the escaping and the dates are here.
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

/** What the profile lists of a digest, in the recipient's language. */
export const digestItemText = {
  entered: (title: string, score: number, language: Language = 'en') =>
    t(language, 'mail.alerts.entered', { title, score }),
  left: (title: string, language: Language = 'en') =>
    t(language, 'mail.alerts.leftItem', { title }),
};

/** The company page of a ticker (`NASDAQ:AAPL` → /stocks/NASDAQ/AAPL). */
export const companyUrl = (publicUrl: string, ticker: string) =>
  `${publicUrl}/stocks/${ticker.split(':').map(encodeURIComponent).join('/')}`;

const scoreWords = (score: number | null, band: string | null, language: Language) =>
  score === null ? t(language, 'mail.alerts.notScored') : `${score} (${bandWord(band, language)})`;

/** A reason of a band change in the language: the company page's sentence, from its figures. */
const reasonIn = (r: ChangeReason, change: ScoreChange, language: Language) =>
  changeReasonText(r, change, language);

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
  const hello = t(parts.language, 'mail.hello', { name: parts.firstName });
  const unsubscribe = t(parts.language, 'mail.alerts.unsubscribe');
  const text = [
    hello,
    '',
    parts.intro,
    '',
    ...parts.text,
    parts.why,
    `${unsubscribe}: ${url}`,
    '',
  ].join('\n');
  const html = `<!doctype html>${htmlTag(parts.language)}<body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(parts.subject)}</h1><p>${escapeHtml(hello)}</p><p>${escapeHtml(parts.intro)}</p>${parts.html}
<p style="color:#6b7686;font-size:12px;margin-top:32px">${escapeHtml(parts.why)} <a href="${escapeHtml(url)}" style="color:#6b7686">${escapeHtml(unsubscribe)}</a>.</p>
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
  const first = companies[0]!;
  const subject =
    companies.length === 1
      ? t(language, 'mail.alerts.bandSubjectOne', {
          company: first.company.companyName,
          band: String(bandWord(first.change.bandAfter, language)),
          score: String(first.change.scoreAfter),
        })
      : t(language, 'mail.alerts.bandSubjectMany', { count: companies.length });
  const dates = {
    asOf: mailDate(options.asOf, language),
    since: mailDate(options.since, language),
  };
  const intro =
    companies.length === 1
      ? t(language, 'mail.alerts.bandIntroOne', dates)
      : t(language, 'mail.alerts.bandIntro', { ...dates, count: companies.length });
  return alertMail({
    to: options.to,
    firstName: options.firstName,
    language,
    subject,
    intro,
    why: t(language, 'mail.alerts.bandWhy'),
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
  const date = mailDate(options.asOf, language);
  const w = {
    noneToday: t(language, 'mail.alerts.noneToday'),
    score: t(language, 'mail.alerts.score'),
    isNew: t(language, 'mail.alerts.isNew'),
    newBadge: t(language, 'mail.alerts.newBadge'),
    left: t(language, 'mail.alerts.left'),
  };
  return alertMail({
    to: options.to,
    firstName: options.firstName,
    language,
    subject: t(language, 'mail.alerts.digestSubject', { date }),
    intro: t(language, 'mail.alerts.digestIntro', { date }),
    why: t(language, 'mail.alerts.digestWhy'),
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
