import { escapeHtml } from '../../http/html';
import type { Language } from '../../i18n/language';
import { htmlTag } from '../../mail/mail-html';
import type { Mail } from '../../mail/mailer';

/**
 * The account e-mails, plain text and HTML (spec §4: verification, resend, password reset), in
 * the language of the request that asked for them (issue 23).
 */

interface AccountWords {
  hello: (firstName: string) => string;
  footer: string;
  verifySubject: string;
  resendSubject: string;
  verifyIntro: string;
  resendIntro: string;
  verifyLine: (link: string) => string;
  verifyButton: string;
  orOpen: string;
  verifyExpiry: string;
  resetSubject: string;
  resetTitle: string;
  resetCode: string;
  resetExpiry: string;
}

const WORDS: Record<Language, AccountWords> = {
  en: {
    hello: (name) => `Hello ${name},`,
    footer:
      'Evident — fundamental analysis of US-listed companies. You receive this e-mail because of an action on your Evident account.',
    verifySubject: 'Verify your email for Evident',
    resendSubject: 'Your new Evident verification link',
    verifyIntro: 'Thanks for signing up. Please confirm that this e-mail address is yours.',
    resendIntro: 'Here is a new link to verify your e-mail address. Earlier links no longer work.',
    verifyLine: (link) => `Verify your e-mail: ${link}`,
    verifyButton: 'Verify my e-mail',
    orOpen: 'Or open this link:',
    verifyExpiry:
      'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    resetSubject: 'Your Evident password reset code',
    resetTitle: 'Reset your password',
    resetCode: 'Your code to reset your password:',
    resetExpiry:
      'It works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    footer:
      'Evident: análisis fundamental de empresas que cotizan en EE. UU. Recibes este correo por una acción realizada en tu cuenta de Evident.',
    verifySubject: 'Verifica tu correo electrónico en Evident',
    resendSubject: 'Tu nuevo enlace de verificación de Evident',
    verifyIntro:
      'Gracias por registrarte. Confirma que esta dirección de correo electrónico es tuya.',
    resendIntro:
      'Aquí tienes un nuevo enlace para verificar tu dirección de correo electrónico. Los enlaces anteriores ya no funcionan.',
    verifyLine: (link) => `Verifica tu correo electrónico: ${link}`,
    verifyButton: 'Verificar mi correo electrónico',
    orOpen: 'O abre este enlace:',
    verifyExpiry:
      'El enlace solo se puede usar una vez y caduca en 24 horas. Si no te has registrado, ignora este correo.',
    resetSubject: 'Tu código para restablecer la contraseña de Evident',
    resetTitle: 'Restablece tu contraseña',
    resetCode: 'Tu código para restablecer la contraseña:',
    resetExpiry:
      'Solo se puede usar una vez y caduca en 15 minutos. Si no lo has pedido, ignora este correo: tu contraseña no cambiará.',
  },
  uk: {
    hello: (name) => `Вітаємо, ${name}!`,
    footer:
      'Evident — фундаментальний аналіз компаній, акції яких котируються в США. Ви отримали цей лист через дію у вашому обліковому записі Evident.',
    verifySubject: 'Підтвердьте свою електронну пошту в Evident',
    resendSubject: 'Нове посилання для підтвердження в Evident',
    verifyIntro: 'Дякуємо за реєстрацію. Підтвердьте, що ця адреса електронної пошти належить вам.',
    resendIntro:
      'Ось нове посилання для підтвердження вашої адреси електронної пошти. Попередні посилання більше не працюють.',
    verifyLine: (link) => `Підтвердьте електронну пошту: ${link}`,
    verifyButton: 'Підтвердити електронну пошту',
    orOpen: 'Або відкрийте це посилання:',
    verifyExpiry:
      'Посилання можна використати лише один раз, і воно діє 24 години. Якщо ви не реєструвалися, просто проігноруйте цей лист.',
    resetSubject: 'Ваш код для скидання пароля в Evident',
    resetTitle: 'Скидання пароля',
    resetCode: 'Ваш код для скидання пароля:',
    resetExpiry:
      'Код можна використати лише один раз, і він діє 15 хвилин. Якщо ви його не запитували, проігноруйте цей лист: ваш пароль залишиться без змін.',
  },
};

/** The mail's language for mail clients (English mails are left as they always were). */
export const languageHeaders = (language: Language): Pick<Mail, 'headers'> =>
  language === 'en' ? {} : { headers: { 'Content-Language': language } };

function layout(title: string, body: string, language: Language): string {
  return `<!doctype html>${htmlTag(language)}<body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="color:#6b7686;font-size:12px;margin-top:32px">${escapeHtml(WORDS[language].footer)}</p>
</body></html>`;
}

export function verificationMail(
  to: string,
  firstName: string,
  link: string,
  resend: boolean,
  language: Language = 'en',
): Mail {
  const w = WORDS[language];
  const subject = resend ? w.resendSubject : w.verifySubject;
  const intro = resend ? w.resendIntro : w.verifyIntro;
  return {
    to,
    subject,
    text: `${w.hello(firstName)}\n\n${intro}\n\n${w.verifyLine(link)}\n\n${w.verifyExpiry}\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(w.hello(firstName))}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(w.verifyButton)}</a></p>
<p style="font-size:13px">${escapeHtml(w.orOpen)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px">${escapeHtml(w.verifyExpiry)}</p>`,
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
  const w = WORDS[language];
  return {
    to,
    subject: w.resetSubject,
    text: `${w.hello(firstName)}\n\n${w.resetCode} ${code}\n\n${w.resetExpiry}\n`,
    html: layout(
      w.resetTitle,
      `<p>${escapeHtml(w.hello(firstName))}</p><p>${escapeHtml(w.resetCode)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p style="font-size:13px">${escapeHtml(w.resetExpiry)}</p>`,
      language,
    ),
    ...languageHeaders(language),
  };
}
