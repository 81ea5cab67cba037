import type { Mail } from '../mail/mailer';
import { escapeHtml } from '../../http/html';

/** The account e-mails, plain text and HTML (spec §4: verification, resend, password reset). */

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident — fundamental analysis of US-listed companies. You receive this e-mail because of an action on your Evident account.</p>
</body></html>`;
}

export function verificationMail(
  to: string,
  firstName: string,
  link: string,
  resend: boolean,
): Mail {
  const subject = resend ? 'Your new Evident verification link' : 'Verify your email for Evident';
  const intro = resend
    ? 'Here is a new link to verify your e-mail address. Earlier links no longer work.'
    : 'Thanks for signing up. Please confirm that this e-mail address is yours.';
  return {
    to,
    subject,
    text: `Hello ${firstName},\n\n${intro}\n\nVerify your e-mail: ${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.\n`,
    html: layout(
      subject,
      `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Verify my e-mail</a></p>
<p style="font-size:13px">Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px">The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.</p>`,
    ),
  };
}

export function resetMail(to: string, firstName: string, code: string): Mail {
  return {
    to,
    subject: 'Your Evident password reset code',
    text: `Hello ${firstName},\n\nYour code to reset your password: ${code}\n\nIt works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    html: layout(
      'Reset your password',
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your code to reset your password:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p style="font-size:13px">It works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}
