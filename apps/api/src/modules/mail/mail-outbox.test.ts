import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot, parseEnv } from '../../config/env';
import { startServer } from '../../start-server';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import { mailOutbox } from '../../db/schema';
import { LOCAL_TOKEN_HEADER } from '../../http/local-only';
import { formatOutbox, linksIn, toOutboxMail } from './outbox';
import { scaled } from '../../test/time-scale';

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * `npm run mail:outbox` as a user runs it, on the given data folder (asynchronously: the server
 * it may ask runs in this process).
 */
async function outboxCommand(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/mail-outbox.ts', ...args],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: scaled(60_000),
    },
  );
  return stdout;
}

describe('the outbox text', () => {
  it('lists the links of each mail, newest first as given, and says when there is none', () => {
    expect(
      linksIn('Open https://evident.test/verify?code=abc&email=a%40b.c. Or http://x.test/y)'),
    ).toEqual(['https://evident.test/verify?code=abc&email=a%40b.c.', 'http://x.test/y']);
    const mail = toOutboxMail({
      id: 1,
      to: 'ada@example.com',
      subject: 'Verify your e-mail',
      text: 'Open https://evident.test/verify?code=1',
      createdAt: new Date('2026-11-24T10:00:00Z'),
      sentAt: null,
    });
    expect(formatOutbox([mail], false)).toBe(
      '2026-11-24 10:00:00 UTC  to ada@example.com\n  Verify your e-mail\n  https://evident.test/verify?code=1',
    );
    expect(formatOutbox([], false)).toBe('No account mail waiting in the outbox.');
    expect(formatOutbox([], true)).toBe('No account mail in the outbox.');
  });
});

describe('GET /internal/mail-outbox (the local tools route)', () => {
  let t: TestApp;
  const token = 'a'.repeat(64);
  afterAll(async () => {
    await t?.close();
  });

  it('answers only this machine, with the token; otherwise it is not there', async () => {
    t = await buildTestApp({}, { localToken: token });
    await t.database.db.insert(mailOutbox).values([
      {
        to: 'old@example.com',
        subject: 'Old',
        text: 'https://e.test/1',
        html: '',
        sentAt: new Date(),
      },
      { to: 'new@example.com', subject: 'New', text: 'https://e.test/2', html: '' },
    ]);
    const url = '/api/v1/internal/mail-outbox';
    const ok = await t.app.inject({ url, headers: { [LOCAL_TOKEN_HEADER]: token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.map((m: { to: string }) => m.to)).toEqual(['new@example.com']);
    const all = await t.app.inject({
      url: `${url}?all=true`,
      headers: { [LOCAL_TOKEN_HEADER]: token },
    });
    expect(all.json().data.map((m: { to: string }) => m.to)).toEqual([
      'new@example.com',
      'old@example.com',
    ]);
    for (const headers of [{}, { [LOCAL_TOKEN_HEADER]: 'b'.repeat(64) }, WEB_KEY]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('e.test');
    }
    const remote = await t.app.inject({
      url,
      headers: { [LOCAL_TOKEN_HEADER]: token },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: `${url}?limit=0`,
      headers: { [LOCAL_TOKEN_HEADER]: token },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('does not exist without a token (PostgreSQL, tests)', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/v1/internal/mail-outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run mail:outbox', () => {
  it(
    'reads the mail through the running server, then from the folder once it stopped',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'evident-outbox-'));
      dirs.push(dataDir);
      const env = parseEnv({
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        MARKET_DATA_DIR: 'off',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        PUBLIC_URL: 'http://evident.test',
      });
      const app = await startServer({ ...env, PORT: 0 }, repoRoot);
      let closed = false;
      try {
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('no address');
        const signUp = await fetch(`http://127.0.0.1:${address.port}/api/v1/auth/signUp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...WEB_KEY },
          body: JSON.stringify({
            email: 'ada@example.com',
            password: 'correct horse battery staple 42',
            firstName: 'Ada',
            lastName: 'Lovelace',
            flag: 'USING_EMAIL',
          }),
        });
        expect(signUp.status).toBe(201);
        expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);

        // The server holds the embedded database: the command asks it instead of opening it.
        const viaServer = await outboxCommand(dataDir);
        expect(viaServer).toContain('to ada@example.com');
        expect(viaServer).toMatch(/^ {2}http:\/\/evident\.test\/\?code=\S+$/m);

        await app.close();
        closed = true;
        expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
        // No server: the folder is read directly, with the same answer.
        const direct = await outboxCommand(dataDir, '--json');
        const mails = JSON.parse(direct) as { to: string; links: string[] }[];
        expect(mails).toHaveLength(1);
        expect(mails[0]!.to).toBe('ada@example.com');
        expect(mails[0]!.links[0]).toMatch(/^http:\/\/evident\.test\//);
      } finally {
        if (!closed) await app.close();
      }
    },
    scaled(120_000),
  );
});
