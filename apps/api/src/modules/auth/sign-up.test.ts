import { AUTH_MESSAGES, subscriptionResponse } from '@evident/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  PASSWORD,
  logIn,
  startAccountsApp,
  get,
  linkCode,
  mailTo,
  parsedMail,
  payloadOf,
  post,
  type Smtp,
} from '../../test/accounts-test-kit';

describe('sign-up and verification (spec §4, §8)', () => {
  let t: TestApp;
  let smtp: Smtp;
  const login = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
    logIn(t, email, password, extra);

  beforeAll(async () => {
    ({ t, smtp } = await startAccountsApp());
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
        refusedPayment: null,
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
    // Verified: the same answer as for any address (issue 56: no account enumeration).
    expect((await post(t, '/auth/resend-verification', { email })).json().message).toBe(
      AUTH_MESSAGES.verificationSent,
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
