import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  PASSWORD,
  linkCode,
  logIn,
  mailTo,
  payloadOf,
  post,
  signUpAndVerify,
  startAccountsApp,
  type Smtp,
} from '../../test/accounts-test-kit';

// Issue 56 item 5: an account waiting for its address is no dead end — the verification mail can
// be sent again (from the login modal), and signing up again sends it too.

describe('resending the verification mail (spec §4 "Resend verification")', () => {
  let t: TestApp;
  let smtp: Smtp;
  beforeAll(async () => {
    ({ t, smtp } = await startAccountsApp());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).length;

  it('answers the same whether the address is unknown, verified or waiting; only the waiting one gets a mail', async () => {
    await signUpAndVerify(t, smtp, 'verified@example.com');
    await post(t, '/auth/signUp', {
      email: 'waiting@example.com',
      password: PASSWORD,
      firstName: 'Wait',
      flag: 'USING_EMAIL',
    });
    await mailTo(smtp, 'waiting@example.com');
    const before = {
      verified: mailsTo('verified@example.com'),
      unknown: mailsTo('nobody@example.com'),
    };

    const answers = await Promise.all(
      ['nobody@example.com', 'verified@example.com', 'waiting@example.com'].map(async (email) => {
        const res = await post(t, '/auth/resend-verification', { email });
        return { status: res.statusCode, body: res.json() as unknown };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: { success: true, message: AUTH_MESSAGES.verificationSent, data: null },
      });
    }
    // The waiting account's new link arrives; the other two got nothing.
    const resent = await mailTo(smtp, 'waiting@example.com', 'Your new Evident verification link');
    expect(mailsTo('verified@example.com')).toBe(before.verified);
    expect(mailsTo('nobody@example.com')).toBe(before.unknown);
    expect((await post(t, '/auth/verify-email', payloadOf(linkCode(resent)))).statusCode).toBe(200);
  });

  it('signing up again before verifying sends a fresh link and keeps the account as it was', async () => {
    const email = 'again@example.com';
    const first = await post(t, '/auth/signUp', {
      email,
      password: PASSWORD,
      firstName: 'First',
      flag: 'USING_EMAIL',
      sendPeriodicUpdates: true,
    });
    expect(first.statusCode).toBe(201);
    const firstLink = linkCode(await mailTo(smtp, email));

    // Today's dead end was a 409: now the same answer as a sign-up, and the mail again.
    const again = await post(t, '/auth/signUp', {
      email: ' Again@Example.com ',
      password: 'another password entirely',
      firstName: 'Second',
      flag: 'USING_EMAIL',
      sendPeriodicUpdates: false,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.signupSuccess,
      data: { email, verified: false },
    });
    const secondLink = linkCode(await mailTo(smtp, email, 'Your new Evident verification link'));
    expect(secondLink).not.toBe(firstLink);

    // Nothing of the second sign-up was taken: who proved owning the address chose these.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'First', sendPeriodicUpdates: true });
    // Older links stop working; the newest verifies.
    expect((await post(t, '/auth/verify-email', payloadOf(firstLink))).statusCode).toBe(400);
    expect((await post(t, '/auth/verify-email', payloadOf(secondLink))).statusCode).toBe(200);
    const wrong = await post(t, '/auth/login', {
      email,
      password: 'another password entirely',
      flag: 'USING_EMAIL',
    });
    expect(wrong.json().message).toBe(AUTH_MESSAGES.incorrectPassword);
    await logIn(t, email);

    // Once verified, signing up again is refused as before.
    const verified = await post(t, '/auth/signUp', {
      email,
      password: PASSWORD,
      firstName: 'Third',
      flag: 'USING_EMAIL',
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(AUTH_MESSAGES.existingAccount('USING_EMAIL'));
  });
});

describe('resend limits (the app limiter, per address and per client)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://evident.test' });
  });
  afterAll(async () => t.close());

  const resend = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification',
      payload: { email },
      headers: WEB_KEY,
      remoteAddress,
    });

  it('five an hour per e-mail address, from any client', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await resend('limited@example.com', `198.51.100.${i}`)).statusCode).toBe(200);
    }
    expect((await resend('limited@example.com', '198.51.100.99')).statusCode).toBe(429);
  });

  it('twenty an hour per client, whatever the addresses', async () => {
    for (let i = 1; i <= 20; i++) {
      expect((await resend(`a${i}@example.com`, '203.0.113.7')).statusCode).toBe(200);
    }
    expect((await resend('a21@example.com', '203.0.113.7')).statusCode).toBe(429);
    expect((await resend('a21@example.com', '203.0.113.8')).statusCode).toBe(200);
  });
});
