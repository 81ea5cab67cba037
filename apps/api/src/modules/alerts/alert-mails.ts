import type { ScoreChange } from '@evident/engine/changes/score-changes';
import type { Mail } from '../mail/mailer';
import { escapeHtml } from '../../http/html';
import { dateText } from '../../http/dates';

/*
 * The alert mails (issue 22): plain text and HTML parts, a link to each company page, and a
 * one-click unsubscribe for the alert's kind (RFC 8058: List-Unsubscribe with an https URL and
 * List-Unsubscribe-Post), also written in the mail's footer.
 */

export interface AlertCompany {
  ticker: string;
  companyName: string;
}

/** Reasons a band alert gives per company. */
export const REASONS_PER_COMPANY = 3;

export const mailDate = dateText;

/** The company page of a ticker (`NASDAQ:AAPL` → /stocks/NASDAQ/AAPL). */
export const companyUrl = (publicUrl: string, ticker: string) =>
  `${publicUrl}/stocks/${ticker.split(':').map(encodeURIComponent).join('/')}`;

const scoreWords = (score: number | null, band: string | null) =>
  score === null ? 'not scored' : `${score} (${band})`;

/**
 * An alert mail: the greeting and the intro, the body (text lines and HTML), then why the reader
 * gets it and the unsubscribe link — in both parts, and as RFC 8058 headers.
 */
function alertMail(parts: {
  to: string;
  firstName: string;
  subject: string;
  intro: string;
  why: string;
  unsubscribeUrl: string;
  text: string[];
  html: string;
}): Mail & { headers: Record<string, string> } {
  const url = parts.unsubscribeUrl;
  const text = [
    `Hello ${parts.firstName},`,
    '',
    parts.intro,
    '',
    ...parts.text,
    parts.why,
    `Unsubscribe from these e-mails: ${url}`,
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(parts.subject)}</h1><p>Hello ${escapeHtml(parts.firstName)},</p><p>${escapeHtml(parts.intro)}</p>${parts.html}
<p style="color:#6b7686;font-size:12px;margin-top:32px">${escapeHtml(parts.why)} <a href="${escapeHtml(url)}" style="color:#6b7686">Unsubscribe from these e-mails</a>.</p>
</body></html>`;
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One line per company of a band alert, as the profile lists it. */
export function bandItemText(change: ScoreChange): string {
  return `${scoreWords(change.scoreBefore, change.bandBefore)} → ${scoreWords(change.scoreAfter, change.bandAfter)}`;
}

/** The mail of the band changes of one run for one user. */
export function bandChangeMail(options: {
  to: string;
  firstName: string;
  asOf: string;
  since: string;
  companies: { company: AlertCompany; change: ScoreChange }[];
  publicUrl: string;
  unsubscribeUrl: string;
}): Mail & { headers: Record<string, string> } {
  const { companies } = options;
  const first = companies[0]!;
  const subject =
    companies.length === 1
      ? `${first.company.companyName} is now ${first.change.bandAfter} (score ${first.change.scoreAfter})`
      : `${companies.length} companies in your lists changed score band`;
  const intro = `The Evident Score run of ${mailDate(options.asOf)} moved ${
    companies.length === 1 ? 'a company' : `${companies.length} companies`
  } in your watchlists or portfolios to another band. What moved each score most since ${mailDate(options.since)}:`;
  return alertMail({
    to: options.to,
    firstName: options.firstName,
    subject,
    intro,
    why: 'You receive this e-mail because you asked for score band alerts on Evident.',
    unsubscribeUrl: options.unsubscribeUrl,
    text: companies.flatMap(({ company, change }) => [
      `${company.companyName} (${company.ticker}): ${bandItemText(change)}`,
      ...change.reasons.slice(0, REASONS_PER_COMPANY).map((r) => `  - ${r.text}`),
      `  ${companyUrl(options.publicUrl, company.ticker)}`,
      '',
    ]),
    html: companies
      .map(({ company, change }) => {
        const url = companyUrl(options.publicUrl, company.ticker);
        const reasons = change.reasons
          .slice(0, REASONS_PER_COMPANY)
          .map((r) => `<li>${escapeHtml(r.text)}</li>`)
          .join('');
        return `<h2 style="font-size:16px;margin-bottom:4px"><a href="${escapeHtml(url)}" style="color:#2f5bd3">${escapeHtml(company.companyName)}</a> <span style="color:#6b7686;font-weight:normal">${escapeHtml(company.ticker)}</span></h2>
<p style="margin:0 0 4px">${escapeHtml(bandItemText(change))}</p>${reasons ? `<ul style="margin-top:4px">${reasons}</ul>` : ''}`;
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
  asOf: string;
  sections: DigestSection[];
  publicUrl: string;
  unsubscribeUrl: string;
}): Mail & { headers: Record<string, string> } {
  const subject = `Evident daily selections — ${mailDate(options.asOf)}`;
  const intro = `The companies selected by the score run of ${mailDate(options.asOf)}. “New” marks a company that entered a selection today.`;
  return alertMail({
    to: options.to,
    firstName: options.firstName,
    subject,
    intro,
    why: 'You receive this e-mail because you asked for the daily selections on Evident.',
    unsubscribeUrl: options.unsubscribeUrl,
    text: options.sections.flatMap((s) => [
      `${s.title}:`,
      ...(s.lines.length === 0 ? ['  No company qualifies today.'] : []),
      ...s.lines.map(
        (l) =>
          `  ${l.company.companyName} (${l.company.ticker}) — score ${l.score}${l.isNew ? ' — new' : ''}  ${companyUrl(options.publicUrl, l.company.ticker)}`,
      ),
      ...(s.left.length > 0
        ? [`  Left the selection: ${s.left.map((c) => c.companyName).join(', ')}`]
        : []),
      '',
    ]),
    html: options.sections
      .map(
        (s) =>
          `<h2 style="font-size:16px">${escapeHtml(s.title)}</h2>${
            s.lines.length === 0
              ? '<p>No company qualifies today.</p>'
              : `<ul>${s.lines
                  .map(
                    (l) =>
                      `<li><a href="${escapeHtml(companyUrl(options.publicUrl, l.company.ticker))}" style="color:#2f5bd3">${escapeHtml(l.company.companyName)}</a> — score ${l.score}${l.isNew ? ' <strong style="color:#1f9d55">New</strong>' : ''}</li>`,
                  )
                  .join('')}</ul>`
          }${s.left.length > 0 ? `<p style="color:#6b7686">Left the selection: ${escapeHtml(s.left.map((c) => c.companyName).join(', '))}</p>` : ''}`,
      )
      .join(''),
  });
}
