import { describe, expect, it } from 'vitest';
import { resetMail, verificationMail } from './mail-templates';

/*
 * The account mails, byte for byte in the three languages (ADR 055: their words moved from code
 * into the catalogues' `mail.account.*` entries). The expected mails were written by the code
 * before the move; a name and a link with HTML's special characters, and a name that looks like
 * a catalogue variable, are written as given.
 */
const EXPECTED = {
  'en.verify': {
    to: 'l@example.com',
    subject: 'Verify your email for Evident',
    text: 'Hello Lucía <&"\'>,\n\nThanks for signing up. Please confirm that this e-mail address is yours.\n\nVerify your e-mail: https://evident.test/verify?token=a&b=1\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.\n',
    html: '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Verify your email for Evident</h1><p>Hello Lucía &lt;&amp;&quot;&#39;&gt;,</p><p>Thanks for signing up. Please confirm that this e-mail address is yours.</p>\n<p><a href="https://evident.test/verify?token=a&amp;b=1" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Verify my e-mail</a></p>\n<p style="font-size:13px">Or open this link: <a href="https://evident.test/verify?token=a&amp;b=1">https://evident.test/verify?token=a&amp;b=1</a></p>\n<p style="font-size:13px">The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident — fundamental analysis of US-listed companies. You receive this e-mail because of an action on your Evident account.</p>\n</body></html>',
  },
  'en.resend': {
    to: 'l@example.com',
    subject: 'Your new Evident verification link',
    text: 'Hello Lucía,\n\nHere is a new link to verify your e-mail address. Earlier links no longer work.\n\nVerify your e-mail: https://evident.test/verify?token=x\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.\n',
    html: '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Your new Evident verification link</h1><p>Hello Lucía,</p><p>Here is a new link to verify your e-mail address. Earlier links no longer work.</p>\n<p><a href="https://evident.test/verify?token=x" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Verify my e-mail</a></p>\n<p style="font-size:13px">Or open this link: <a href="https://evident.test/verify?token=x">https://evident.test/verify?token=x</a></p>\n<p style="font-size:13px">The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident — fundamental analysis of US-listed companies. You receive this e-mail because of an action on your Evident account.</p>\n</body></html>',
  },
  'en.reset': {
    to: 'l@example.com',
    subject: 'Your Evident password reset code',
    text: 'Hello Ana {{name}} $&,\n\nYour code to reset your password: 123456\n\nIt works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.\n',
    html: '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Reset your password</h1><p>Hello Ana {{name}} $&amp;,</p><p>Your code to reset your password:</p>\n<p style="font-size:28px;letter-spacing:6px;font-weight:bold">123456</p>\n<p style="font-size:13px">It works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident — fundamental analysis of US-listed companies. You receive this e-mail because of an action on your Evident account.</p>\n</body></html>',
  },
  'es.verify': {
    to: 'l@example.com',
    subject: 'Verifica tu correo electrónico en Evident',
    text: 'Hola, Lucía <&"\'>:\n\nGracias por registrarte. Confirma que esta dirección de correo electrónico es tuya.\n\nVerifica tu correo electrónico: https://evident.test/verify?token=a&b=1\n\nEl enlace solo se puede usar una vez y caduca en 24 horas. Si no te has registrado, ignora este correo.\n',
    html: '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Verifica tu correo electrónico en Evident</h1><p>Hola, Lucía &lt;&amp;&quot;&#39;&gt;:</p><p>Gracias por registrarte. Confirma que esta dirección de correo electrónico es tuya.</p>\n<p><a href="https://evident.test/verify?token=a&amp;b=1" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Verificar mi correo electrónico</a></p>\n<p style="font-size:13px">O abre este enlace: <a href="https://evident.test/verify?token=a&amp;b=1">https://evident.test/verify?token=a&amp;b=1</a></p>\n<p style="font-size:13px">El enlace solo se puede usar una vez y caduca en 24 horas. Si no te has registrado, ignora este correo.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident: análisis fundamental de empresas que cotizan en EE. UU. Recibes este correo por una acción realizada en tu cuenta de Evident.</p>\n</body></html>',
    headers: {
      'Content-Language': 'es',
    },
  },
  'es.resend': {
    to: 'l@example.com',
    subject: 'Tu nuevo enlace de verificación de Evident',
    text: 'Hola, Lucía:\n\nAquí tienes un nuevo enlace para verificar tu dirección de correo electrónico. Los enlaces anteriores ya no funcionan.\n\nVerifica tu correo electrónico: https://evident.test/verify?token=x\n\nEl enlace solo se puede usar una vez y caduca en 24 horas. Si no te has registrado, ignora este correo.\n',
    html: '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Tu nuevo enlace de verificación de Evident</h1><p>Hola, Lucía:</p><p>Aquí tienes un nuevo enlace para verificar tu dirección de correo electrónico. Los enlaces anteriores ya no funcionan.</p>\n<p><a href="https://evident.test/verify?token=x" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Verificar mi correo electrónico</a></p>\n<p style="font-size:13px">O abre este enlace: <a href="https://evident.test/verify?token=x">https://evident.test/verify?token=x</a></p>\n<p style="font-size:13px">El enlace solo se puede usar una vez y caduca en 24 horas. Si no te has registrado, ignora este correo.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident: análisis fundamental de empresas que cotizan en EE. UU. Recibes este correo por una acción realizada en tu cuenta de Evident.</p>\n</body></html>',
    headers: {
      'Content-Language': 'es',
    },
  },
  'es.reset': {
    to: 'l@example.com',
    subject: 'Tu código para restablecer la contraseña de Evident',
    text: 'Hola, Ana {{name}} $&:\n\nTu código para restablecer la contraseña: 123456\n\nSolo se puede usar una vez y caduca en 15 minutos. Si no lo has pedido, ignora este correo: tu contraseña no cambiará.\n',
    html: '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Restablece tu contraseña</h1><p>Hola, Ana {{name}} $&amp;:</p><p>Tu código para restablecer la contraseña:</p>\n<p style="font-size:28px;letter-spacing:6px;font-weight:bold">123456</p>\n<p style="font-size:13px">Solo se puede usar una vez y caduca en 15 minutos. Si no lo has pedido, ignora este correo: tu contraseña no cambiará.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident: análisis fundamental de empresas que cotizan en EE. UU. Recibes este correo por una acción realizada en tu cuenta de Evident.</p>\n</body></html>',
    headers: {
      'Content-Language': 'es',
    },
  },
  'uk.verify': {
    to: 'l@example.com',
    subject: 'Підтвердьте свою електронну пошту в Evident',
    text: 'Вітаємо, Lucía <&"\'>!\n\nДякуємо за реєстрацію. Підтвердьте, що ця адреса електронної пошти належить вам.\n\nПідтвердьте електронну пошту: https://evident.test/verify?token=a&b=1\n\nПосилання можна використати лише один раз, і воно діє 24 години. Якщо ви не реєструвалися, просто проігноруйте цей лист.\n',
    html: '<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Підтвердьте свою електронну пошту в Evident</h1><p>Вітаємо, Lucía &lt;&amp;&quot;&#39;&gt;!</p><p>Дякуємо за реєстрацію. Підтвердьте, що ця адреса електронної пошти належить вам.</p>\n<p><a href="https://evident.test/verify?token=a&amp;b=1" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Підтвердити електронну пошту</a></p>\n<p style="font-size:13px">Або відкрийте це посилання: <a href="https://evident.test/verify?token=a&amp;b=1">https://evident.test/verify?token=a&amp;b=1</a></p>\n<p style="font-size:13px">Посилання можна використати лише один раз, і воно діє 24 години. Якщо ви не реєструвалися, просто проігноруйте цей лист.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident — фундаментальний аналіз компаній, акції яких котируються в США. Ви отримали цей лист через дію у вашому обліковому записі Evident.</p>\n</body></html>',
    headers: {
      'Content-Language': 'uk',
    },
  },
  'uk.resend': {
    to: 'l@example.com',
    subject: 'Нове посилання для підтвердження в Evident',
    text: 'Вітаємо, Lucía!\n\nОсь нове посилання для підтвердження вашої адреси електронної пошти. Попередні посилання більше не працюють.\n\nПідтвердьте електронну пошту: https://evident.test/verify?token=x\n\nПосилання можна використати лише один раз, і воно діє 24 години. Якщо ви не реєструвалися, просто проігноруйте цей лист.\n',
    html: '<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Нове посилання для підтвердження в Evident</h1><p>Вітаємо, Lucía!</p><p>Ось нове посилання для підтвердження вашої адреси електронної пошти. Попередні посилання більше не працюють.</p>\n<p><a href="https://evident.test/verify?token=x" style="display:inline-block;background:#2f5bd3;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Підтвердити електронну пошту</a></p>\n<p style="font-size:13px">Або відкрийте це посилання: <a href="https://evident.test/verify?token=x">https://evident.test/verify?token=x</a></p>\n<p style="font-size:13px">Посилання можна використати лише один раз, і воно діє 24 години. Якщо ви не реєструвалися, просто проігноруйте цей лист.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident — фундаментальний аналіз компаній, акції яких котируються в США. Ви отримали цей лист через дію у вашому обліковому записі Evident.</p>\n</body></html>',
    headers: {
      'Content-Language': 'uk',
    },
  },
  'uk.reset': {
    to: 'l@example.com',
    subject: 'Ваш код для скидання пароля в Evident',
    text: 'Вітаємо, Ana {{name}} $&!\n\nВаш код для скидання пароля: 123456\n\nКод можна використати лише один раз, і він діє 15 хвилин. Якщо ви його не запитували, проігноруйте цей лист: ваш пароль залишиться без змін.\n',
    html: '<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;color:#1b2330;max-width:560px;margin:0 auto;padding:24px">\n<h1 style="font-size:20px">Скидання пароля</h1><p>Вітаємо, Ana {{name}} $&amp;!</p><p>Ваш код для скидання пароля:</p>\n<p style="font-size:28px;letter-spacing:6px;font-weight:bold">123456</p>\n<p style="font-size:13px">Код можна використати лише один раз, і він діє 15 хвилин. Якщо ви його не запитували, проігноруйте цей лист: ваш пароль залишиться без змін.</p>\n<p style="color:#6b7686;font-size:12px;margin-top:32px">Evident — фундаментальний аналіз компаній, акції яких котируються в США. Ви отримали цей лист через дію у вашому обліковому записі Evident.</p>\n</body></html>',
    headers: {
      'Content-Language': 'uk',
    },
  },
};

describe('the account mails', () => {
  for (const language of ['en', 'es', 'uk'] as const) {
    describe(language, () => {
      it('writes the verification mail', () => {
        expect(
          verificationMail(
            'l@example.com',
            'Lucía <&"\'>',
            'https://evident.test/verify?token=a&b=1',
            false,
            language,
          ),
        ).toStrictEqual(EXPECTED[`${language}.verify`]);
      });

      it('writes the mail that resends the verification link', () => {
        expect(
          verificationMail(
            'l@example.com',
            'Lucía',
            'https://evident.test/verify?token=x',
            true,
            language,
          ),
        ).toStrictEqual(EXPECTED[`${language}.resend`]);
      });

      it('writes the password reset mail', () => {
        expect(resetMail('l@example.com', 'Ana {{name}} $&', '123456', language)).toStrictEqual(
          EXPECTED[`${language}.reset`],
        );
      });
    });
  }
});
