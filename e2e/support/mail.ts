import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** An in-process SMTP server writing each received mail to `<dir>/<n>-<recipient>.eml`. */
export async function startMailCatcher(): Promise<{ port: number; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'evident-e2e-mail-'));
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        n += 1;
        for (const to of session.envelope.rcptTo) {
          writeFileSync(path.join(dir, `${String(n).padStart(4, '0')}-${to.address}.eml`), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Keep the main process free to exit when the run ends.
  server.server.unref();
  return { port: (server.server.address() as AddressInfo).port, dir };
}

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/** Waits for the `count`-th mail to `to` and returns its decoded text. */
export async function readMail(to: string, count = 1): Promise<string> {
  const dir = process.env.EVIDENT_E2E_MAIL_DIR!;
  const files = () =>
    readdirSync(dir)
      .filter((f) => f.endsWith(`-${to}.eml`))
      .sort();
  await expect.poll(() => files().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return decode(readFileSync(path.join(dir, files()[count - 1]!), 'utf8'));
}
