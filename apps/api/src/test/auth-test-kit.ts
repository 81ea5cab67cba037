import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { SMTPServer } from 'smtp-server';
import { loginResponse } from '@evident/contracts/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { WEB_KEY } from './build-test-app';

/** A real in-process SMTP server that keeps every message it receives (tests only). */
export async function startSmtpServer() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  // A client killed in the middle of a session (the kill -9 test) resets its connection: the
  // server emits that as 'error', which with no listener would end the test run. A message is
  // recorded only when its DATA completes, so nothing half-sent is kept.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes quoted-printable soft line breaks and escapes of a raw MIME text part. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * A stand-in for Google's token issuer: an RSA key whose public half is served as a JWKS over
 * HTTP (GOOGLE_JWKS_URL), and a function that signs ID tokens with it.
 */
export async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const other = await generateKeyPair('RS256');
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    /** An ID token; `claims` override the defaults, `foreignKey` signs with an unknown key. */
    async idToken(
      claims: Record<string, unknown> & { email: string; sub: string; aud?: string },
      options: { expiresIn?: string | number; foreignKey?: boolean } = {},
    ) {
      return new SignJWT({
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
        picture: 'https://example.test/grace.png',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(claims.aud ?? 'test-client.apps.googleusercontent.com')
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.foreignKey ? other.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs a new e-mail account up, verifies it through the mailed link (outbox) and logs in:
 * answers the access token (tests of signed-in features).
 */
export async function signedInToken(
  app: FastifyInstance,
  db: Db,
  email: string,
  /** The client's address (tests of per-address limits give each user its own). */
  remoteAddress = '127.0.0.1',
  /** The interface's language (`accept-language`), stored with the account (issue 23). */
  language?: string,
): Promise<string> {
  const headers = language ? { ...WEB_KEY, 'accept-language': language } : WEB_KEY;
  const password = 'a long password';
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signUp',
    headers,
    remoteAddress,
    payload: { flag: 'USING_EMAIL', email, password, firstName: 'U' },
  });
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const code = decodeURIComponent(/\?code=(\S+)/.exec(mail!.text)![1]!);
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    headers,
    remoteAddress,
    payload: JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as object,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    remoteAddress,
    payload: { flag: 'USING_EMAIL', email, password },
  });
  return loginResponse.parse(login.json()).data.token;
}
