import { AUTH_MESSAGES, loginResponse, tokenResponse } from '@evident/contracts/auth';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../config/env';
import { authCodes, mailOutbox, users } from '../../db/schema';
import { signedInToken } from '../../test/auth-test-kit';
import { addressKey } from './rate-limits';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';

/*
 * Issue 26: abuse limits that hold across servers and cannot lock the owner out, the reset
 * code's attempts counted atomically, sign-out on the server, and tokens refused after a
 * password change, for a deleted user, or without an expiry.
 */
const SECRET = 'a-jwt-secret-for-the-abuse-tests-0123456789';
const PASSWORD = 'a long password';

describe('abuse limits, sessions and tokens (issue 26)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JWT_SECRET: SECRET }, { authRateLimitScale: 0.2 });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: object, from = '10.0.0.1', token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: from,
      payload,
    });
  const get = (url: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
    });
  const login = (email: string, password: string, from: string) =>
    post('/auth/login', { flag: 'USING_EMAIL', email, password }, from);

  it('slows a password guesser from one address without locking the owner out', async () => {
    const email = 'owner-a@example.com';
    await signedInToken(t.app, t.database.db, email, '10.9.9.1');
    // Scale 0.2: 2 failures per account and address, 10 per account, 6 calls per address.
    for (let i = 0; i < 2; i++) {
      expect((await login(email, `guess ${i}`, '10.1.0.1')).statusCode).toBe(400);
    }
    const blocked = await login(email, PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from elsewhere, signs in.
    expect((await login(email, PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('past the account’s failure budget, failing addresses share one attempt per 10 s; the owner is not queued', async () => {
    const email = 'owner-b@example.com';
    await signedInToken(t.app, t.database.db, email, '10.9.9.2');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    // Ten failures from ten addresses: the budget of the account (scale 0.2) is spent.
    for (let i = 0; i < 10; i++) {
      expect((await login(email, `guess ${i}`, `10.2.0.${i + 1}`)).statusCode).toBe(400);
    }
    // The slow lane, for addresses that guessed wrong: one attempt now, the next one waits …
    expect((await login(email, 'guess again', '10.2.0.1')).statusCode).toBe(400);
    const waiting = await login(email, 'and again', '10.2.0.2');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(10);
    // … while the owner, from an address without failures, is not queued behind them.
    expect((await login(email, PASSWORD, '10.2.1.2')).statusCode).toBe(200);
    // Ten seconds later the lane lets one more guess through.
    vi.setSystemTime(new Date('2026-11-25T12:00:11Z'));
    expect((await login(email, 'later guess', '10.2.0.2')).statusCode).toBe(400);
  });

  it('limits change-password guesses per account, and feedback per address', async () => {
    const token = await signedInToken(t.app, t.database.db, 'owner-c@example.com', '10.9.9.3');
    const change = (current: string) =>
      post(
        '/auth/change-password',
        { currentPassword: current, newPassword: 'another long password' },
        '10.3.0.1',
        token,
      );
    expect((await change('wrong one')).statusCode).toBe(400);
    expect((await change('wrong two')).statusCode).toBe(400);
    expect((await change(PASSWORD)).statusCode).toBe(429);

    const feedback = (from: string) =>
      post('/feedback', { kind: 'feedback', message: 'Hello there' }, from);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await feedback('10.3.1.1')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 429]);
    expect((await feedback('10.3.1.2')).statusCode).toBe(201);
  });

  it('counts limits in the database: a second server on it sees the same counts', async () => {
    const other = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', JWT_SECRET: SECRET }),
      database: t.database,
      logger: false,
      authRateLimitScale: 0.2,
    });
    try {
      const email = 'owner-d@example.com';
      await signedInToken(t.app, t.database.db, email, '10.9.9.4');
      expect((await login(email, 'guess 1', '10.4.0.1')).statusCode).toBe(400);
      const second = await other.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: WEB_KEY,
        remoteAddress: '10.4.0.1',
        payload: { flag: 'USING_EMAIL', email, password: 'guess 2' },
      });
      expect(second.statusCode).toBe(400);
      // Two failures from that address in all, across both servers: the first server refuses.
      expect((await login(email, PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    } finally {
      // The database is the suite's: close only this app (its listeners, not the database).
      await other.close();
    }
  });

  it('counts reset-code attempts atomically: nine at once use the five, then the right code fails', async () => {
    const email = 'owner-e@example.com';
    await signedInToken(t.app, t.database.db, email, '10.9.9.5');
    expect((await post('/auth/forgot-password', { email }, '10.5.0.1')).statusCode).toBe(200);
    // The code is mailed just after the answer (its timing tells nothing).
    const mail = await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, email), eq(mailOutbox.subject, 'Your Evident password reset code')),
        );
      expect(row).toBeDefined();
      return row;
    });
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        post(
          '/auth/reset-password',
          { email, code: wrong, newPassword: 'a new long password' },
          `10.5.1.${i + 1}`,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(9).fill(400));
    const [row] = await t.database.db
      .select({ attempts: authCodes.attempts })
      .from(authCodes)
      .where(eq(authCodes.purpose, 'reset-password'));
    expect(row!.attempts).toBe(5);
    const right = await post(
      '/auth/reset-password',
      { email, code, newPassword: 'a new long password' },
      '10.5.2.1',
    );
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(AUTH_MESSAGES.resetCodeInvalid);
  });

  it('signs out on the server: the refresh token’s family is revoked', async () => {
    const email = 'owner-f@example.com';
    await signedInToken(t.app, t.database.db, email, '10.9.9.6');
    const session = loginResponse.parse((await login(email, PASSWORD, '10.6.0.1')).json()).data;
    const refreshed = tokenResponse.parse(
      (
        await post('/auth/refresh-token', { refreshToken: session.refreshToken }, '10.6.0.1')
      ).json(),
    ).data;
    const out = await post('/auth/logout', { refreshToken: refreshed.refreshToken }, '10.6.0.1');
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(AUTH_MESSAGES.loggedOut);
    const after = await post('/auth/refresh-token', { refreshToken: refreshed.refreshToken });
    expect(after.statusCode).toBe(401);
  });

  it('leaves no refresh token alive when a refresh races the sign-out', async () => {
    const email = 'owner-r@example.com';
    await signedInToken(t.app, t.database.db, email, '10.9.9.10');
    let raced = 0;
    for (let i = 0; i < 12; i += 1) {
      const from = `10.20.0.${i + 1}`;
      const session = loginResponse.parse((await login(email, PASSWORD, from)).json()).data;
      const body = { refreshToken: session.refreshToken };
      // Both at once, the sign-out started 0–11 ms after the refresh (so that either reaches the
      // family's lock first in some rounds): whichever the database sees first, the successor
      // must not outlive it.
      const [refreshed] = await Promise.all([
        post('/auth/refresh-token', body, from),
        new Promise((r) => setTimeout(r, i)).then(() => post('/auth/logout', body, from)),
      ]);
      if (refreshed.statusCode !== 200) continue;
      raced += 1;
      const successor = tokenResponse.parse(refreshed.json()).data.refreshToken;
      const again = await post('/auth/refresh-token', { refreshToken: successor }, from);
      expect(again.statusCode, `round ${i}`).toBe(401);
    }
    // The refresh won at least some rounds (else the race was never run).
    expect(raced).toBeGreaterThan(0);
  });

  it('refuses access tokens issued before a password change, on every call', async () => {
    const email = 'owner-g@example.com';
    const old = await signedInToken(t.app, t.database.db, email, '10.9.9.7');
    expect((await get('/auth/user-subscription', old)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 2_000)); // the change comes a second or more later
    const changed = await post(
      '/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'another long password' },
      '10.7.0.1',
      old,
    );
    expect(changed.statusCode).toBe(200);
    const fresh = tokenResponse.parse(changed.json()).data.token;
    expect((await get('/auth/user-subscription', old)).statusCode).toBe(401);
    expect((await get('/portfolio', old)).statusCode).toBe(401);
    expect((await get('/auth/user-subscription', fresh)).statusCode).toBe(200);
  });

  it('refuses a token issued earlier in the same second as the password change', async () => {
    const email = 'owner-s@example.com';
    await signedInToken(t.app, t.database.db, email, '10.9.9.9');
    const second = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number })
        .iat;
    let password = PASSWORD;
    let old = '';
    let fresh = '';
    // A busy machine can take more than a second over the sign-in and the change (two password
    // hashes): then the pair proves less, and it is tried again, a few times (ADR 051).
    for (let attempt = 1; attempt <= 4; attempt++) {
      // At the start of a second, so that the sign-in and the change fall in the same one.
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
      old = loginResponse.parse((await login(email, password, '10.9.9.9')).json()).data.token;
      const newPassword = `another long password ${attempt}`;
      const changed = await post(
        '/auth/change-password',
        { currentPassword: password, newPassword },
        '10.7.0.2',
        old,
      );
      expect(changed.statusCode).toBe(200);
      password = newPassword;
      fresh = tokenResponse.parse(changed.json()).data.token;
      if (second(old) === second(fresh)) break;
    }
    // The case this test is about (a second boundary crossed meanwhile would prove less).
    expect(second(old)).toBe(second(fresh));
    expect((await get('/auth/user-subscription', old)).statusCode).toBe(401);
    expect((await get('/auth/user-subscription', fresh)).statusCode).toBe(200);
  });

  it('answers 401, not 500, for a valid token of a deleted user, and for a token without expiry', async () => {
    const token = await signedInToken(t.app, t.database.db, 'owner-h@example.com', '10.9.9.8');
    await t.database.db.delete(users).where(eq(users.email, 'owner-h@example.com'));
    await vi.waitFor(async () => expect((await get('/portfolio', token)).statusCode).toBe(401));
    const create = await post('/portfolio/newByName', { name: 'Ghost' }, '10.8.0.1', token);
    expect(create.statusCode).toBe(401);

    const [user] = await t.database.db.select().from(users).limit(1);
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user!.id))
      .setIssuer('evident')
      .setAudience('evident-web')
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    expect((await get('/portfolio', forever)).statusCode).toBe(401);
  });

  it('keys limits by the proxy’s client address only when TRUST_PROXY says so', async () => {
    for (const trust of [undefined, 'true'] as const) {
      const app = await buildApp({
        env: parseEnv({
          NODE_ENV: 'test',
          JWT_SECRET: SECRET,
          ...(trust ? { TRUST_PROXY: trust } : {}),
        }),
        database: t.database,
        logger: false,
        authRateLimitScale: 0.2,
      });
      try {
        const email = `proxy-${trust ?? 'none'}@example.com`;
        await signedInToken(app, t.database.db, email, `10.10.${trust ? 1 : 2}.1`);
        const from = (client: string) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            headers: { ...WEB_KEY, 'x-forwarded-for': client },
            remoteAddress: `10.10.${trust ? 1 : 2}.9`, // the proxy
            payload: { flag: 'USING_EMAIL', email, password: 'a wrong guess' },
          });
        await from('203.0.113.1');
        await from('203.0.113.1');
        // Behind a trusted proxy another client is another address; without trust, one proxy.
        expect((await from('203.0.113.2')).statusCode).toBe(trust ? 400 : 429);
      } finally {
        await app.close();
      }
    }
  });
});

describe('the address a limit counts', () => {
  it('is an IPv4 address as it is, an IPv6 one by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
