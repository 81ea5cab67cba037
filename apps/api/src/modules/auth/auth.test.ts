import {
  AUTH_MESSAGES,
  VALIDATION_MESSAGES,
  loginResponse,
  tokenResponse,
  subscriptionResponse,
} from '@evident/contracts/auth';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/auth-test-kit';
import { scaled } from '../../test/time-scale';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const PASSWORD = 'correct horse battery';

function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { ...WEB_KEY, ...headers },
  });
}
function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    url: `/api/v1${url}`,
    headers: { ...WEB_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The last mail to `to`: its decoded raw text. */
/** The latest mail to `to` (the `atLeast`-th of those containing `containing`, once there). */
async function mailTo(smtp: Smtp, to: string, containing = '', atLeast = 1): Promise<string> {
  const matching = () =>
    smtp.messages.filter(
      (m) => m.to.includes(to) && decodeQuotedPrintable(m.raw).includes(containing),
    );
  await expect
    .poll(() => matching().length, { timeout: scaled(5000) })
    .toBeGreaterThanOrEqual(atLeast);
  return decodeQuotedPrintable(matching().at(-1)!.raw);
}
/** The latest mail to `to` whose subject is `subject`, parsed (headers and parts decoded). */
async function parsedMail(smtp: Smtp, to: string, subject: string): Promise<ParsedMail> {
  const find = async () => {
    for (const m of smtp.messages.filter((x) => x.to.includes(to)).reverse()) {
      const parsed = await simpleParser(m.raw);
      if (parsed.subject === subject) return parsed;
    }
    return null;
  };
  await expect.poll(find, { timeout: scaled(5000) }).not.toBeNull();
  return (await find())!;
}
const linkCode = (mail: string) => decodeURIComponent(/\?code=([^\s"<&]+)/.exec(mail)![1]!);
const payloadOf = (code: string) =>
  JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as unknown;

describe('accounts (spec §4, §7, §8)', () => {
  let t: TestApp;
  let smtp: Smtp;

  async function signUpAndVerify(email: string, password = PASSWORD) {
    const res = await post(t, '/auth/signUp', {
      email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      flag: 'USING_EMAIL',
    });
    expect(res.statusCode, res.body).toBe(201);
    const code = linkCode(await mailTo(smtp, email));
    expect((await post(t, '/auth/verify-email', payloadOf(code))).statusCode).toBe(200);
  }
  async function login(email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
    const res = await post(t, '/auth/login', { email, password, flag: 'USING_EMAIL', ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return loginResponse.parse(res.json()).data;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://evident.test', JWT_SECRET: 'x'.repeat(40) },
      { authRateLimitScale: 100 },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sign-up → verification mail over SMTP → the link verifies → login → subscription', async () => {
    const email = 'ada@example.com';
    const res = await post(t, '/auth/signUp', {
      email: ' Ada@Example.com ',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      flag: 'USING_EMAIL',
      sendPeriodicUpdates: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'signup successfully',
      data: { email, verified: false },
    });
    const mail = await mailTo(smtp, email);
    expect(mail).toContain('Subject: Verify your email for Evident');
    expect(mail).toContain('https://evident.test/?code=');
    // The password is stored as an argon2id hash, never as given.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.sendPeriodicUpdates).toBe(true);

    // Not verified yet: no login.
    const early = await post(t, '/auth/login', { email, password: PASSWORD, flag: 'USING_EMAIL' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(AUTH_MESSAGES.emailNotVerified);

    // The link's code is base64 JSON, forwarded whole.
    const payload = payloadOf(linkCode(mail));
    const verified = await post(t, '/auth/verify-email', payload);
    expect(verified.json()).toEqual({
      success: true,
      message: 'User verified successfully',
      data: { email },
    });
    // Single use.
    expect((await post(t, '/auth/verify-email', payload)).json().message).toBe(
      AUTH_MESSAGES.verificationInvalid,
    );

    const data = await login(email, PASSWORD, { plan: 'PRO_MONTHLY' });
    expect(data.user).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email, photoURL: null });
    // Spec §4: a paid plan at login goes to checkout (the sandbox's, with no Stripe key).
    expect(data.redirect_options.modal).toBeNull();
    expect(data.redirect_options.redirect).toMatch(/\/sandbox\/checkout\/cs_sb_[\w-]+$/);
    const sub = subscriptionResponse.parse(
      (await get(t, '/auth/user-subscription', data.token)).json(),
    ).data;
    expect(sub).toEqual({
      subscription: {
        plan: 'FREE',
        currentPeriodEnd: null,
        tier: 'free',
        status: 'none',
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
      },
      usage: {
        analysis: { used: 0, limit: 5 },
        portfolio: { used: 0, limit: 1 },
        watchlist: { used: 0, limit: 1 },
      },
      user: { email },
    });
  });

  it('carries a plan chosen at sign-up through the mailed link to checkout (plan + isMonthly)', async () => {
    const email = 'pia@example.com';
    const res = await post(t, '/auth/signUp', {
      email,
      password: PASSWORD,
      firstName: 'Pia',
      flag: 'USING_EMAIL',
      plan: 'pro',
      isMonthly: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await mailTo(smtp, email);
    expect(mail).toMatch(/https:\/\/evident\.test\/\?code=[^\s"<&]+&plan=PRO_YEARLY/);
    await post(t, '/auth/verify-email', payloadOf(linkCode(mail)));
    // A bare tier with isMonthly selects that plan; the checkout is for it.
    const data = await login(email, PASSWORD, { plan: 'ADVANCE', isMonthly: false });
    const checkout = new URL(data.redirect_options.redirect!);
    const page = await t.app.inject({ method: 'GET', url: checkout.pathname });
    expect(page.body).toContain('Subscribe to Evident Advanced (yearly)');
    // An unknown plan is refused with a message, never taken as another plan.
    const bad = await post(t, '/auth/login', {
      email,
      password: PASSWORD,
      flag: 'USING_EMAIL',
      plan: 'GOLD',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers every login and sign-up message of spec §4 and §8 verbatim', async () => {
    await signUpAndVerify('grace@example.com');
    const cases: [string, unknown, number, string][] = [
      [
        '/auth/login',
        { email: 'nobody@example.com', password: PASSWORD, flag: 'USING_EMAIL' },
        404,
        'user doesnot exist',
      ],
      [
        '/auth/login',
        { email: 'grace@example.com', password: 'wrong password', flag: 'USING_EMAIL' },
        400,
        'incorrect password',
      ],
      [
        '/auth/signUp',
        { email: 'grace@example.com', password: PASSWORD, firstName: 'G', flag: 'USING_EMAIL' },
        409,
        'You already have an existing account - USING_EMAIL ',
      ],
      [
        '/auth/checkUserExist',
        { email: 'grace@example.com' },
        200,
        'You already have an existing account - USING_EMAIL ',
      ],
      ['/auth/checkUserExist', { email: 'nobody@example.com' }, 200, 'Account does not exist'],
      [
        '/auth/signUp',
        { email: 'bad-address', password: PASSWORD, firstName: 'G', flag: 'USING_EMAIL' },
        400,
        'Invalid email address.',
      ],
      [
        '/auth/signUp',
        { email: '', password: PASSWORD, firstName: 'G', flag: 'USING_EMAIL' },
        400,
        'Email is required.',
      ],
      [
        '/auth/signUp',
        { email: 'a@b.com', password: 'short', firstName: 'G', flag: 'USING_EMAIL' },
        400,
        'Password should have at least 8 character.',
      ],
      [
        '/auth/signUp',
        { email: 'a@b.com', password: '', firstName: 'G', flag: 'USING_EMAIL' },
        400,
        'Password  is required.',
      ],
      [
        '/auth/signUp',
        { email: 'a@b.com', password: PASSWORD, firstName: ' G', flag: 'USING_EMAIL' },
        400,
        'First Name is required.',
      ],
      [
        '/auth/signUp',
        {
          email: 'a@b.com',
          password: PASSWORD,
          firstName: 'G',
          lastName: ' H',
          flag: 'USING_EMAIL',
        },
        400,
        'Last name cannot contain whitespace before the first character',
      ],
      ['/auth/forgot-password', { email: 'nope' }, 400, 'Please enter a valid email address'],
      [
        '/auth/reset-password',
        { email: 'a@b.com', code: '', newPassword: '' },
        400,
        'Please fill all fields',
      ],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(t, url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().message, url).toBe(message);
    }
  });

  it('answers a bad or missing body with the §5 message itself; a signed-in call checks the token first', async () => {
    const cases: [string, unknown, string][] = [
      [
        '/auth/login',
        { email: 'not-an-email', password: PASSWORD, flag: 'USING_EMAIL' },
        VALIDATION_MESSAGES.emailInvalid,
      ],
      [
        '/auth/login',
        { email: 'grace@example.com', flag: 'USING_EMAIL' },
        VALIDATION_MESSAGES.passwordRequired,
      ],
      ['/auth/forgot-password', { email: 'nope' }, VALIDATION_MESSAGES.forgotEmail],
      ['/auth/forgot-password', undefined, VALIDATION_MESSAGES.forgotEmail],
    ];
    for (const [url, payload, message] of cases) {
      const res =
        payload === undefined
          ? await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: WEB_KEY })
          : await post(t, url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const anonymous = await post(t, '/auth/change-password', { nonsense: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.unauthorized);
  });

  it('rotates refresh tokens; reusing an old one revokes the whole family', async () => {
    await signUpAndVerify('rot@example.com');
    const first = await login('rot@example.com');
    // Quotes and whitespace are stripped (a JSON-encoded stored token).
    const r1 = await post(t, '/auth/refresh-token', { refreshToken: ` "${first.refreshToken}"\n` });
    expect(r1.statusCode).toBe(200);
    const second = tokenResponse.parse(r1.json()).data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.email).toBe('rot@example.com');
    expect((await get(t, '/auth/user-subscription', second.token)).statusCode).toBe(200);

    // The old token again: refused, and the family (incl. the new token) is revoked.
    const reuse = await post(t, '/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Token refresh failed');
    expect(
      (await post(t, '/auth/refresh-token', { refreshToken: second.refreshToken })).statusCode,
    ).toBe(401);
    // Missing token.
    expect((await post(t, '/auth/refresh-token', {})).json().message).toBe(
      'No refresh token available',
    );
  });

  it('two concurrent refreshes with the same token: exactly one succeeds', async () => {
    await signUpAndVerify('race@example.com');
    const { refreshToken } = await login('race@example.com');
    const answers = await Promise.all([
      post(t, '/auth/refresh-token', { refreshToken }),
      post(t, '/auth/refresh-token', { refreshToken }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects tampered, expired and wrong-audience access tokens', async () => {
    await signUpAndVerify('tok@example.com');
    const { token } = await login('tok@example.com');
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '1' })).toString('base64url')}.${s}`;
    const key = new TextEncoder().encode('x'.repeat(40));
    const sign = (aud: string, exp: number | string, secret = key) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('evident')
        .setAudience(aud)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(secret);
    const expired = await sign('evident-web', Math.floor(Date.now() / 1000) - 60);
    const wrongAudience = await sign('someone-else', '5m');
    const wrongKey = await sign('evident-web', '5m', new TextEncoder().encode('y'.repeat(40)));
    for (const bad of [tampered, expired, wrongAudience, wrongKey, 'not-a-jwt']) {
      const res = await get(t, '/auth/user-subscription', bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
    expect((await get(t, '/auth/user-subscription')).statusCode).toBe(401);
  });

  it('forgot → mailed code → reset (limited attempts) → login with the new password', async () => {
    await signUpAndVerify('reset@example.com');
    const before = await login('reset@example.com');
    const forgot = await post(t, '/auth/forgot-password', { email: 'reset@example.com' });
    expect(forgot.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.resetCodeSent });
    // Unknown addresses get the same answer (and no mail).
    expect(
      (await post(t, '/auth/forgot-password', { email: 'ghost@example.com' })).json().message,
    ).toBe(AUTH_MESSAGES.resetCodeSent);
    // The reset mail is sent just after the answer (the answer's timing tells nothing).
    const mail = await mailTo(smtp, 'reset@example.com', 'reset your password');
    const code = /Your code to reset your password: (\d{6})/.exec(mail)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post(t, '/auth/reset-password', {
      email: 'reset@example.com',
      code: wrong,
      newPassword: 'a new password',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUTH_MESSAGES.resetCodeInvalid);
    const ok = await post(t, '/auth/reset-password', {
      email: 'reset@example.com',
      code: ` ${code} `,
      newPassword: 'a new password',
    });
    expect(ok.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.passwordReset });
    // Single use; old sessions revoked; the new password works, the old one not.
    expect(
      (
        await post(t, '/auth/reset-password', {
          email: 'reset@example.com',
          code,
          newPassword: 'another password',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(t, '/auth/refresh-token', { refreshToken: before.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (
        await post(t, '/auth/login', {
          email: 'reset@example.com',
          password: PASSWORD,
          flag: 'USING_EMAIL',
        })
      ).json().message,
    ).toBe('incorrect password');
    await login('reset@example.com', 'a new password');

    // Five wrong codes spend the code: even the right one no longer works.
    await post(t, '/auth/forgot-password', { email: 'reset@example.com' });
    const mail2 = await mailTo(smtp, 'reset@example.com', 'reset your password', 2);
    const code2 = /Your code to reset your password: (\d{6})/.exec(mail2)![1]!;
    const wrong2 = code2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await post(t, '/auth/reset-password', {
        email: 'reset@example.com',
        code: wrong2,
        newPassword: 'third password',
      });
    }
    expect(
      (
        await post(t, '/auth/reset-password', {
          email: 'reset@example.com',
          code: code2,
          newPassword: 'third password',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('change-password needs the current password, ends other sessions and opens a new one', async () => {
    await signUpAndVerify('change@example.com');
    const s1 = await login('change@example.com');
    const wrong = await post(
      t,
      '/auth/change-password',
      { currentPassword: 'nope nope', newPassword: 'brand new pass' },
      { authorization: `Bearer ${s1.token}` },
    );
    expect(wrong.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const res = await post(
      t,
      '/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'brand new pass' },
      { authorization: `Bearer ${s1.token}` },
    );
    expect(res.statusCode).toBe(200);
    const fresh = tokenResponse.parse(res.json()).data;
    expect(
      (await post(t, '/auth/refresh-token', { refreshToken: s1.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/auth/refresh-token', { refreshToken: fresh.refreshToken })).statusCode,
    ).toBe(200);
    await login('change@example.com', 'brand new pass');
  });

  it('resends the verification mail; only the newest link works', async () => {
    const email = 'resend@example.com';
    await post(t, '/auth/signUp', {
      email,
      password: PASSWORD,
      firstName: 'Re',
      flag: 'USING_EMAIL',
    });
    const firstCode = linkCode(await mailTo(smtp, email));
    const resent = await post(t, '/auth/resend-verification', { email });
    expect(resent.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.verificationSent });
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(2);
    const secondMail = await mailTo(smtp, email);
    expect(secondMail).toContain('Subject: Your new Evident verification link');
    expect((await post(t, '/auth/verify-email', payloadOf(firstCode))).statusCode).toBe(400);
    expect((await post(t, '/auth/verify-email', payloadOf(linkCode(secondMail)))).statusCode).toBe(
      200,
    );
    expect((await post(t, '/auth/resend-verification', { email })).json().message).toBe(
      'This e-mail address is already verified.',
    );
  });

  it('mails in the language of the request; the account keeps the language of its last sign-in (issue 23)', async () => {
    const email = 'lucia@example.com';
    const ES = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' };
    const UK = { 'accept-language': 'uk-UA' };
    const res = await post(
      t,
      '/auth/signUp',
      { email, password: PASSWORD, firstName: 'Lucía', flag: 'USING_EMAIL' },
      ES,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Te has registrado correctamente');
    const verify = await parsedMail(smtp, email, 'Verifica tu correo electrónico en Evident');
    expect(verify.text).toContain('Hola, Lucía:');
    expect(verify.text).toContain('Gracias por registrarte.');
    expect(verify.text).toContain('El enlace solo se puede usar una vez y caduca en 24 horas.');
    expect(verify.html).toContain('<html lang="es">');
    expect(verify.html).toContain('Verificar mi correo electrónico');
    expect(verify.headers.get('content-language')).toBe('es');
    const languageOf = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.language;
    expect(await languageOf()).toBe('es');
    // The mailed link works as in English.
    const verified = await post(t, '/auth/verify-email', payloadOf(linkCode(verify.text!)), ES);
    expect(verified.json()).toMatchObject({
      success: true,
      message: 'Tu correo electrónico se ha verificado correctamente',
    });

    // Signing in from a Ukrainian interface: the account's language follows.
    const uk = await post(t, '/auth/login', { email, password: PASSWORD, flag: 'USING_EMAIL' }, UK);
    expect(uk.json().message).toBe('Ви успішно увійшли');
    expect(await languageOf()).toBe('uk');
    // The reset mail is in the language of the request that asked for it.
    await post(t, '/auth/forgot-password', { email }, UK);
    const reset = await parsedMail(smtp, email, 'Ваш код для скидання пароля в Evident');
    expect(reset.text).toMatch(/^Вітаємо, Lucía!\n\nВаш код для скидання пароля: \d{6}\n/);
    // A sign-in without a language is English again.
    await login(email);
    expect(await languageOf()).toBe('en');
  });

  it('stores notification preferences and never caches auth answers', async () => {
    await signUpAndVerify('prefs@example.com');
    const { token } = await login('prefs@example.com');
    const saved = await post(
      t,
      '/auth/notification-preferences',
      { scoreChanges: true, weeklyDigest: false },
      { authorization: `Bearer ${token}` },
    );
    expect(saved.statusCode).toBe(200);
    const res = await get(t, '/auth/notification-preferences', token);
    expect(res.json().data).toEqual({ scoreChanges: true, weeklyDigest: false });
    expect(res.headers['cache-control']).toBe('no-store');
    const bad = await post(
      t,
      '/auth/notification-preferences',
      { scoreChanges: 'yes' },
      { authorization: `Bearer ${token}` },
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('accounts without SMTP, and abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://evident.test' });
  });
  afterAll(async () => t.close());

  it('keeps mail in the outbox table when no SMTP server is configured', async () => {
    await post(t, '/auth/signUp', {
      email: 'out@example.com',
      password: PASSWORD,
      firstName: 'Out',
      flag: 'USING_EMAIL',
    });
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'out@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).toBeNull();
    expect(rows[0]!.text).toContain('https://evident.test/?code=');
    expect(rows[0]!.html).toContain('Verify my e-mail');
  });
});
