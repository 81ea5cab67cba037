import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInToken } from '../../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';

/*
 * Issue 56: a guess is counted before it is checked (concurrent guesses make only the allowed
 * checks), and a client that signed in before keeps its own slow lane during an attack (ADR 057).
 */
const SECRET = 'a-jwt-secret-for-the-abuse-tests-0123456789';
const PASSWORD = 'a long password';

describe('guesses counted before they are checked, and known devices (issue 56)', () => {
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
  const login = (email: string, password: string, from: string) =>
    post('/auth/login', { flag: 'USING_EMAIL', email, password }, from);

  it('counts a guess before checking it: 40 wrong logins at once from one address make only the allowed checks (issue 56)', async () => {
    const email = 'owner-g@example.com';
    await signedInToken(t.app, t.database.db, email, '10.11.9.1');
    // Scale 0.2: 2 failures per account and address. A 400 is a password checked; a 429 is not.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(email, `guess ${i}`, '10.11.0.1')),
    );
    const checked = answers.filter((a) => a.statusCode === 400).length;
    expect(checked).toBe(2);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(38);
    // A right password from an address without failures is checked and passes (not counted).
    expect((await login(email, PASSWORD, '10.11.0.2')).statusCode).toBe(200);
    expect((await login(email, PASSWORD, '10.11.0.2')).statusCode).toBe(200);
    expect((await login(email, PASSWORD, '10.11.0.2')).statusCode).toBe(200);
  });

  it('counts a change-password guess before checking it: 30 at once make only the allowed checks', async () => {
    const token = await signedInToken(t.app, t.database.db, 'owner-j@example.com', '10.12.9.1');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/auth/change-password',
          { currentPassword: `wrong ${i}`, newPassword: 'another long password' },
          '10.12.0.1',
          token,
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(28);
  });

  it('gives a client that signed in before its own slow lane: the owner signs in while a guesser floods (issue 56)', async () => {
    const email = 'owner-i@example.com';
    await signedInToken(t.app, t.database.db, email, '10.13.9.1');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T13:00:00Z'));
    // The owner signs in from home: the answer sets the known-device cookie.
    const home = '10.13.0.1';
    const first = await login(email, PASSWORD, home);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^evident_device=[\w-]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here; Secure over https
    const cookie = setCookie.split(';')[0]!;
    const withCookie = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...WEB_KEY, cookie },
        remoteAddress: home,
        payload: { flag: 'USING_EMAIL', email, password },
      });
    // Later, a mistyped password from home …
    expect((await withCookie('mistyped')).statusCode).toBe(400);
    // … then a guesser spends the account's budget from ten addresses and keeps trying.
    for (let i = 0; i < 10; i++) {
      expect((await login(email, `guess ${i}`, `10.13.1.${i + 1}`)).statusCode).toBe(400);
    }
    expect((await login(email, 'guess again', '10.13.1.1')).statusCode).toBe(400);
    // Home without the cookie shares the guesser's lane (its one slot is taken): 429 …
    expect((await login(email, PASSWORD, home)).statusCode).toBe(429);
    // … while home with the cookie has a lane of its own, and signs in.
    expect((await withCookie(PASSWORD)).statusCode).toBe(200);
    // A cookie the server never saw sign in to this account is no way round the lane.
    vi.setSystemTime(new Date('2026-11-25T13:00:11Z'));
    expect((await login(email, 'guess again', '10.13.1.2')).statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...WEB_KEY, cookie: 'evident_device=AAAAAAAAAAAAAAAAAAAAAA' },
      remoteAddress: '10.13.1.3',
      payload: { flag: 'USING_EMAIL', email, password: 'another guess' },
    });
    expect(forged.statusCode).toBe(429);
  });
});
