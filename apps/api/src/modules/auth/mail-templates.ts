import { escapeHtml } from '../../http/html';
import type { Language } from '../../i18n/language';
import { t } from '../../i18n/translate';
import { htmlTag } from '../../mail/mail-html';
import type { Mail } from '../../mail/mailer';

/**
 * The account e-mails, plain text and HTML (spec §4: verification, resend, password reset), in
 * the language of the request that asked for them (issue 23). Their words are the catalogues'
 * `mail.account.*` entries (ADR 055); the markup and the escaping are here.
 */

const hello = (language: Language, name: string) => t(language, 'mail.hello', { name });

/** The mail's language for mail clients (English mails are left as they always were). */
export const languageHeaders = (language: Language): Pick<Mail, 'headers'> =>
  language === 'en' ? {} : { headers: { 'Content-Language': language } };

function layout(title: string, body: string, language: Language): string {
  return `<!doctype html>${htmlTag(language)}<body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="color:#6b7686;font-size:12px;margin-top:32px">${escapeHtml(t(language, 'mail.account.footer'))}</p>
</body></html>`;
}

export function verificationMail(
  to: string,
  firstName: string,
  link: string,
  resend: boolean,
  language: Language = 'en',
): Mail {
  const subject = t(language, resend ? 'mail.account.resendSubject' : 'mail.account.verifySubject');
  const intro = t(language, resend ? 'mail.account.resendIntro' : 'mail.account.verifyIntro');
  const expiry = t(language, 'mail.account.verifyExpiry');
  return {
    to,
    subject,
    text: `${hello(language, firstName)}\n\n${intro}\n\n${t(language, 'mail.account.verifyLine', { link })}\n\n${expiry}\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(hello(language, firstName))}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t(language, 'mail.account.verifyButton'))}</a></p>
<p style="font-size:13px">${escapeHtml(t(language, 'mail.account.orOpen'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px">${escapeHtml(expiry)}</p>`,
      language,
    ),
    ...languageHeaders(language),
  };
}

export function resetMail(
  to: string,
  firstName: string,
  code: string,
  language: Language = 'en',
): Mail {
  const codeLine = t(language, 'mail.account.resetCode');
  const expiry = t(language, 'mail.account.resetExpiry');
  return {
    to,
    subject: t(language, 'mail.account.resetSubject'),
    text: `${hello(language, firstName)}\n\n${codeLine} ${code}\n\n${expiry}\n`,
    html: layout(
      t(language, 'mail.account.resetTitle'),
      `<p>${escapeHtml(hello(language, firstName))}</p><p>${escapeHtml(codeLine)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p style="font-size:13px">${escapeHtml(expiry)}</p>`,
      language,
    ),
    ...languageHeaders(language),
  };
}
