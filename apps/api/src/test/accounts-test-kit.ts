import { loginResponse } from '@evident/contracts/auth';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { decodeQuotedPrintable, startSmtpServer } from './auth-test-kit';
import { buildTestApp, WEB_KEY, type TestApp } from './build-test-app';
import { scaled } from './time-scale';

/*
 * The accounts' end-to-end tests (modules/auth): an app mailing through a real SMTP server, and
 * the calls and mail readers those tests share.
 */

export type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
export const PASSWORD = 'correct horse battery';

/** An app whose mail goes to an in-process SMTP server, with generous abuse limits. */
export async function startAccountsApp(): Promise<{ t: TestApp; smtp: Smtp }> {
  const smtp = await startSmtpServer();
  const t = await buildTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://evident.test', JWT_SECRET: 'x'.repeat(40) },
    { authRateLimitScale: 100 },
  );
  return { t, smtp };
}

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { ...WEB_KEY, ...headers },
  });
}
export function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    url: `/api/v1${url}`,
    headers: { ...WEB_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The latest mail to `to` (the `atLeast`-th of those containing `containing`, once there). */
export async function mailTo(
  smtp: Smtp,
  to: string,
  containing = '',
  atLeast = 1,
): Promise<string> {
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
export async function parsedMail(smtp: Smtp, to: string, subject: string): Promise<ParsedMail> {
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
export const linkCode = (mail: string) => decodeURIComponent(/\?code=([^\s"<&]+)/.exec(mail)![1]!);
export const payloadOf = (code: string) =>
  JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as unknown;

/** Signs up with e-mail and follows the mailed link. */
export async function signUpAndVerify(t: TestApp, smtp: Smtp, email: string, password = PASSWORD) {
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

/** Logs in with e-mail and password: the login's data. */
export async function logIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  const res = await post(t, '/auth/login', { email, password, flag: 'USING_EMAIL', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return loginResponse.parse(res.json()).data;
}
