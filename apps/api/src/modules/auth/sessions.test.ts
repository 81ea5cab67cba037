import { AUTH_MESSAGES, tokenResponse } from '@evident/contracts/auth';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import {
  PASSWORD,
  logIn,
  signUpAndVerify as signUpAndVerifyOn,
  startAccountsApp,
  get,
  mailTo,
  post,
  type Smtp,
} from '../../test/accounts-test-kit';

describe('sessions and passwords (spec §4, §7)', () => {
  let t: TestApp;
  let smtp: Smtp;
  const signUpAndVerify = (email: string, password = PASSWORD) =>
    signUpAndVerifyOn(t, smtp, email, password);
  const login = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
    logIn(t, email, password, extra);

  beforeAll(async () => {
    ({ t, smtp } = await startAccountsApp());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
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
