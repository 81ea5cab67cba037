import { AUTH_MESSAGES, loginResponse } from '@evident/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { startFakeGoogle } from '../../test/auth-test-kit';

const CLIENT = 'test-client.apps.googleusercontent.com';

function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { ...WEB_KEY, ...headers },
  });
}

describe('Google sign-in (server-side verification of the ID token)', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await buildTestApp(
      { GOOGLE_CLIENT_ID: CLIENT, GOOGLE_JWKS_URL: google.jwksUrl },
      { authRateLimitScale: 100 },
    );
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('follows the spec §4 social flow: none → sign up → log in; then GOOGLE → log in', async () => {
    const credential = await google.idToken({ email: 'Grace@Example.com', sub: 'g-1' });
    const check = await post(t, '/auth/checkUserExist', { credential });
    expect(check.json()).toMatchObject({
      message: 'Account does not exist',
      data: { exists: false },
    });
    const signUp = await post(t, '/auth/signUp', {
      flag: 'GOOGLE',
      credential,
      sendPeriodicUpdates: false,
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toMatchObject({
      message: 'signup successfully',
      data: { email: 'grace@example.com', verified: true },
    });
    expect((await post(t, '/auth/checkUserExist', { credential })).json().message).toBe(
      'You already have an existing account - GOOGLE ',
    );
    const login = await post(t, '/auth/login', { flag: 'GOOGLE', credential });
    expect(login.statusCode).toBe(200);
    const data = loginResponse.parse(login.json()).data;
    expect(data.user).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      photoURL: 'https://example.test/grace.png',
    });
  });

  it('keeps the interface language of the Google sign-up, then of each sign-in (issue 23)', async () => {
    const credential = await google.idToken({ email: 'olena@example.com', sub: 'g-uk' });
    const signUp = await post(
      t,
      '/auth/signUp',
      { flag: 'GOOGLE', credential },
      { 'accept-language': 'uk-UA' },
    );
    expect(signUp.json().message).toBe('Ви успішно зареєструвалися');
    const languageOf = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, 'olena@example.com')))[0]!
        .language;
    expect(await languageOf()).toBe('uk');
    await post(t, '/auth/login', { flag: 'GOOGLE', credential }, { 'accept-language': 'es-ES' });
    expect(await languageOf()).toBe('es');
  });

  it('stores the consent step’s promotional opt-in as sendPeriodicUpdates (issue 56)', async () => {
    const optedIn = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!
        .sendPeriodicUpdates;
    for (const [email, choice] of [
      ['yes-updates@example.com', true],
      ['no-updates@example.com', false],
    ] as const) {
      const credential = await google.idToken({ email, sub: `g-${email}` });
      const res = await post(t, '/auth/signUp', {
        flag: 'GOOGLE',
        credential,
        sendPeriodicUpdates: choice,
      });
      expect(res.statusCode).toBe(201);
      expect(await optedIn(email)).toBe(choice);
    }
    // Not asked: no consent to promotions.
    const credential = await google.idToken({ email: 'unasked@example.com', sub: 'g-unasked' });
    expect((await post(t, '/auth/signUp', { flag: 'GOOGLE', credential })).statusCode).toBe(201);
    expect(await optedIn('unasked@example.com')).toBe(false);
  });

  it('never signs in on an e-mail or id sent by the browser alone', async () => {
    const res = await post(t, '/auth/login', {
      flag: 'GOOGLE',
      email: 'grace@example.com',
      socialId: 'g-1',
    });
    expect(res.statusCode).toBe(400);
    const forged = await post(t, '/auth/login', {
      flag: 'GOOGLE',
      credential: 'x'.repeat(40),
      email: 'grace@example.com',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(AUTH_MESSAGES.googleInvalid);
  });

  it('rejects a foreign signature, another audience, an expired token and an unverified e-mail', async () => {
    const bad = [
      await google.idToken({ email: 'grace@example.com', sub: 'g-1' }, { foreignKey: true }),
      await google.idToken({ email: 'grace@example.com', sub: 'g-1', aud: 'someone-else' }),
      await google.idToken(
        { email: 'grace@example.com', sub: 'g-1' },
        { expiresIn: Math.floor(Date.now() / 1000) - 60 },
      ),
      await google.idToken({ email: 'grace@example.com', sub: 'g-1', email_verified: false }),
    ];
    for (const credential of bad) {
      const res = await post(t, '/auth/login', { flag: 'GOOGLE', credential });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.googleInvalid);
    }
  });

  it('sends an e-mail account to e-mail sign-in', async () => {
    const email = 'mail-user@example.com';
    await post(t, '/auth/signUp', {
      flag: 'USING_EMAIL',
      email,
      password: 'a long password',
      firstName: 'M',
    });
    const credential = await google.idToken({ email, sub: 'g-2' });
    expect((await post(t, '/auth/checkUserExist', { credential })).json().message).toBe(
      'You already have an existing account - USING_EMAIL ',
    );
    const login = await post(t, '/auth/login', { flag: 'GOOGLE', credential });
    expect(login.json().message).toBe('You already have an existing account - USING_EMAIL ');
    expect((await post(t, '/auth/signUp', { flag: 'GOOGLE', credential })).statusCode).toBe(409);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('is refused', async () => {
    const t = await buildTestApp();
    try {
      const res = await post(t, '/auth/login', { flag: 'GOOGLE', credential: 'x'.repeat(40) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.googleDisabled);
    } finally {
      await t.close();
    }
  });
});
