import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInToken } from '../test/auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';
import { serializeError } from './log-serializers';
import { BAD_TEXT_MESSAGE, badTextPath } from './text-guard';

/*
 * Issue 26: a NUL character or a lone surrogate in any text answered 500 (PostgreSQL cannot
 * store them) and the failed query's parameters reached the error log.
 */
describe('text no database can store', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { authRateLimitScale: 100 });
    await t.app.ready();
    token = await signedInToken(t.app, t.database.db, 'text@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...WEB_KEY, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it.each([
    [
      'a sign-up name',
      '/auth/signUp',
      {
        flag: 'USING_EMAIL',
        email: 'n@example.com',
        password: 'a long password',
        firstName: 'A\u0000B',
      },
      'firstName',
    ],
    ['feedback', '/feedback', { kind: 'feedback', message: 'broken \ud800 text' }, 'message'],
    ['a list name', '/watchlist/newByName', { name: 'x\u0000' }, 'name'],
    ['a client error', '/client-errors', { name: 'E', message: 'm', page: '/\udc00' }, 'page'],
    ['a preference key', '/auth/notification-preferences', { 'k\u0000': true }, 'k\u0000'],
  ])('refuses %s with a readable 400, not a 500', async (_what, url, payload, field) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: `${BAD_TEXT_MESSAGE} (${field})` });
  });

  it('refuses it in a query or path parameter too', async () => {
    const search = await call('GET', '/stocks?limit=5&search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(`${BAD_TEXT_MESSAGE} (search)`);
    const path = await call('GET', '/watchlist/%00');
    expect(path.statusCode).toBe(400);
  });

  it('lets every well-formed text through, emoji and other scripts included', () => {
    expect(badTextPath({ a: ['Ünïcödé 😀 Українська', { b: '日本語' }] })).toBeNull();
    expect(badTextPath({ a: ['ok', { b: 'bad\u0000' }] })).toBe('a[1].b');
    expect(badTextPath('\ud83d')).toBe('value');
  });

  it('names the first bad key or value, in objects without a prototype too', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, {
      fine: 'x',
      'bad\udc00key': 'y',
    });
    expect(badTextPath(query)).toBe('bad\udc00key');
    expect(badTextPath({ a: { b: [[{ c: 'ok' }, { d: ['\u0000'] }]] } })).toBe('a.b[0][1].d[0]');
    expect(badTextPath({ a: 1, b: true, c: null, d: ['x', 2] })).toBeNull();
    // Past 32 levels nothing is looked at (a request body cannot nest that deep in practice).
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 40; i++) deep = { n: deep };
    expect(badTextPath(deep)).toBeNull();
  });

  it('logs a failed query without its parameters', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['victim@example.com', '$argon2id$v=19$m=19456$secret', 'line one\nvictim line two'],
      Object.assign(new Error('duplicate key value violates unique constraint'), {
        detail: 'Key (email)=(victim@example.com) already exists.',
      }),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('victim@example.com');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('victim');
    expect(logged).toContain('insert into');
    expect(logged).toContain('duplicate key value');
  });

  it('answers a URL that is not valid percent-encoding in the envelope', async () => {
    const res = await call('GET', '/stocks/%ff');
    expect(res.statusCode).toBe(400);
    // Answered before routing, and with the security headers all the same.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.json()).toEqual({
      success: false,
      message: 'The address is not valid: a % must start a valid escape (e.g. %20).',
    });
  });
});
