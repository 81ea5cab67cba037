import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginResponse } from '@evident/contracts/auth';
import { planChangeResponse } from '@evident/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from './config/env';
import { openDatabase, type Database } from './db/client';
import { decodeQuotedPrintable, startSmtpServer } from './test/auth-test-kit';
import { WEB_KEY } from './test/build-test-app';
import { freePort } from './test/free-port';
import { baseSnapshot, writeSnapshot } from './test/snapshot-fixture';
import { createTestDatabase } from './test/test-database';
import { scaled } from './test/time-scale';

/*
 * Issue 26 item 6: the server killed with SIGKILL in the middle of a stream of writes — sign-ups,
 * new lists, checkouts that end in signed payment events — on the database the suite runs on
 * (embedded PGlite in a data folder, or PostgreSQL). After a restart on the same data, every write
 * the server acknowledged is there, and nothing is half-written.
 */
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

/** The real server (`server.ts`) in its own process, answering once `/health` says so. */
async function startServerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  cleanup.push(() => void child.kill('SIGKILL'));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer: ${stderr}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

interface Acknowledged {
  signUps: string[];
  lists: { email: string; name: string }[];
  checkouts: string[];
}

describe('kill -9 during a stream of writes', () => {
  it(
    'keeps every acknowledged write after a restart, and nothing half-written',
    async () => {
      const tmp = mkdtempSync(path.join(tmpdir(), 'evident-kill-'));
      cleanup.push(() => rmSync(tmp, { recursive: true, force: true }));
      const smtp = await startSmtpServer();
      cleanup.push(() => smtp.close());
      const testDb = await createTestDatabase();
      cleanup.push(() => testDb.dispose());
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: base,
        SMTP_URL: smtp.url,
        // Each sign-up comes from its own client address (the per-address limit is not under test).
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: path.join(tmp, 'data'),
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
        MARKET_DATA_DIR: writeSnapshot(baseSnapshot(), { dir: mkdtempSync(path.join(tmp, 's-')) }),
        ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      };
      // On PostgreSQL the server uses the suite's fresh database; on PGlite its own data folder.
      if (!testDb.url) await testDb.dispose();
      let server = await startServerProcess(env);

      let client = 0;
      const post = (url: string, body: object | null, token?: string) =>
        fetch(`${base}/api/v1${url}`, {
          method: 'POST',
          headers: {
            ...WEB_KEY,
            'content-type': 'application/json',
            'x-forwarded-for': `10.77.${(++client >> 8) & 255}.${client & 255}`,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const signUp = (email: string) =>
        post('/auth/signUp', {
          flag: 'USING_EMAIL',
          email,
          password: 'a long password',
          firstName: 'K',
        });

      /** Three verified, signed-in users (their verification links arrive over SMTP). */
      const members: { email: string; token: string }[] = [];
      for (const name of ['ann', 'bob', 'cy']) {
        const email = `${name}@kill.test`;
        expect((await signUp(email)).status).toBe(201);
        let raw: string | undefined;
        for (let i = 0; i < 100 && !raw; i++) {
          raw = smtp.messages.find((m) => m.to.includes(email))?.raw;
          if (!raw) await new Promise((r) => setTimeout(r, 50));
        }
        const code = decodeURIComponent(
          /\?code=([^\s"&<]+)/.exec(decodeQuotedPrintable(raw!))![1]!,
        );
        const verify = JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as object;
        expect((await post('/auth/verify-email', verify)).status).toBe(200);
        const login = await post('/auth/login', {
          flag: 'USING_EMAIL',
          email,
          password: 'a long password',
        });
        members.push({ email, token: loginResponse.parse(await login.json()).data.token });
      }

      // The stream: sign-ups, new lists and checkouts, several at once, until the kill.
      const acked: Acknowledged = { signUps: [], lists: [], checkouts: [] };
      let killed = false;
      const untilKilled = async (write: (i: number) => Promise<void>) => {
        for (let i = 0; !killed; i++) await write(i).catch(() => {});
      };
      const streams = [
        // Three sign-up streams started apart, so that at the kill they are at different steps.
        ...[0, 1, 2].map((w) =>
          untilKilled(async (i) => {
            if (i === 0) await new Promise((r) => setTimeout(r, 90 * w));
            const email = `storm-${w}-${i}@kill.test`;
            if ((await signUp(email)).status === 201) acked.signUps.push(email);
          }),
        ),
        ...members.map((m) =>
          untilKilled(async (i) => {
            const name = `List ${i}`;
            const res = await post('/watchlist/newByName', { name }, m.token);
            if (res.status === 201) acked.lists.push({ email: m.email, name });
          }),
        ),
        ...members.map(async (m, k) => {
          // Each member buys once, a little later each: the checkout page's answer comes after the
          // signed payment events were applied.
          await new Promise((r) => setTimeout(r, 150 * k));
          const res = await post('/payments/PRO_MONTHLY', null, m.token);
          const page = new URL(planChangeResponse.parse(await res.json()).data).pathname;
          const paid = await fetch(`${base}${page}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ action: 'pay', card: 'pm_card_visa' }).toString(),
            redirect: 'manual',
          });
          if (paid.status === 303) acked.checkouts.push(m.email);
        }),
      ];
      // Kill once enough has been acknowledged, with writes still in flight.
      const deadline = Date.now() + 30_000;
      while (
        Date.now() < deadline &&
        (acked.signUps.length < 6 || acked.lists.length < 30 || acked.checkouts.length < 2)
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      server.kill('SIGKILL');
      killed = true;
      await exited(server);
      await Promise.allSettled(streams);
      expect(acked.signUps.length).toBeGreaterThanOrEqual(6);
      expect(acked.lists.length).toBeGreaterThanOrEqual(30);
      expect(acked.checkouts.length).toBeGreaterThanOrEqual(2);

      // The restarted server opens the same data and answers (a killed PGlite folder still opens).
      server = await startServerProcess(env);
      const health = await fetch(`${base}/api/v1/health`).then((r) => r.json() as Promise<object>);
      expect(health).toMatchObject({ data: { database: { reachable: true } } });
      const relogin = await post('/auth/login', {
        flag: 'USING_EMAIL',
        email: members[0]!.email,
        password: 'a long password',
      });
      expect(relogin.status).toBe(200);
      server.kill('SIGTERM');
      await exited(server);

      const database: Database = testDb.url
        ? await openDatabase({ kind: 'postgres', url: testDb.url, poolSize: 1 })
        : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR! });
      cleanup.push(() => database.close().catch(() => {}));
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

      // Every acknowledged write is there.
      const emails = new Set(
        (await rows<{ email: string }>(sql`select email from users`)).map((r) => r.email),
      );
      for (const email of acked.signUps) expect(emails.has(email), email).toBe(true);
      const lists = new Set(
        (
          await rows<{ email: string; name: string }>(
            sql`select u.email, l.name from lists l join users u on u.id = l.user_id`,
          )
        ).map((r) => `${r.email}/${r.name}`),
      );
      for (const l of acked.lists) expect(lists.has(`${l.email}/${l.name}`), l.name).toBe(true);
      const plans = new Map(
        (
          await rows<{ email: string; plan: string | null; status: string }>(
            sql`select u.email, s.plan, s.status from subscriptions s join users u on u.id = s.user_id`,
          )
        ).map((r) => [r.email, r]),
      );
      for (const email of acked.checkouts) {
        expect(plans.get(email), email).toMatchObject({ plan: 'PRO_MONTHLY', status: 'active' });
      }

      // Nothing half-written: every account can be verified (its code was written with it), every
      // active subscription has its plan, every payment has its subscription.
      expect(
        await rows(sql`
        select u.email from users u
        where u.email_verified_at is null
          and not exists (select 1 from auth_codes c
                          where c.user_id = u.id and c.purpose = 'verify-email')`),
      ).toEqual([]);
      expect(
        await rows(sql`select user_id from subscriptions where status = 'active' and plan is null`),
      ).toEqual([]);
      expect(
        await rows(sql`
        select r.id from payment_records r
        where not exists (select 1 from subscriptions s where s.user_id = r.user_id)`),
      ).toEqual([]);
      console.warn(
        `kill -9 (${testDb.url ? 'PostgreSQL' : 'PGlite'}): acknowledged ${acked.signUps.length} sign-ups, ${acked.lists.length} lists, ${acked.checkouts.length} checkouts before the kill; all there after the restart`,
      );
    },
    scaled(180_000),
  );
});
