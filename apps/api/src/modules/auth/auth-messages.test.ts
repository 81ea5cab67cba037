import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@evident/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  PASSWORD,
  signUpAndVerify as signUpAndVerifyOn,
  startAccountsApp,
  post,
  type Smtp,
} from '../../test/accounts-test-kit';

describe('the answers of the accounts (spec §4, §5, §8)', () => {
  let t: TestApp;
  let smtp: Smtp;
  const signUpAndVerify = (email: string, password = PASSWORD) =>
    signUpAndVerifyOn(t, smtp, email, password);

  beforeAll(async () => {
    ({ t, smtp } = await startAccountsApp());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
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
});
