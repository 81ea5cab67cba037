import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { writeSnapshot } from '../apps/api/src/test/snapshot-fixture';
import { startMailCatcher } from './support/mail';
import { e2eSnapshot } from './support/snapshot';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
// EVIDENT_E2E_PORT: another port, so that two checkouts on one machine can run their journeys at once.
const PORT = Number(process.env.EVIDENT_E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh, empty data directory per run. Set once in the main process; the workers inherit it.
process.env.EVIDENT_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'evident-e2e-'));
// A small market-data snapshot (support/snapshot.ts), imported and scored by the server at start;
// specs that need scores wait for the run (support/data.ts).
process.env.EVIDENT_E2E_SNAPSHOT ??= writeSnapshot(e2eSnapshot());
// A real SMTP server for the account journeys: started once, in the main process (workers load
// this file too and inherit the variables); each mail is written to a file the specs read.
if (!process.env.EVIDENT_E2E_SMTP_PORT) {
  const mail = await startMailCatcher();
  process.env.EVIDENT_E2E_SMTP_PORT = String(mail.port);
  process.env.EVIDENT_E2E_MAIL_DIR = mail.dir;
}

/**
 * Each project is its own client address (sent through a trusted proxy's X-Forwarded-For): the
 * suite signs up more accounts than one address may in an hour (10, issue 26), as a desktop and a
 * phone user would from two homes.
 */
const CLIENT_ADDRESS = { desktop: '198.51.100.1', mobile: '198.51.100.2' };

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results/artifacts',
  forbidOnly: true,
  fullyParallel: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    colorScheme: 'light',
    locale: 'en-US',
    // A visitor who has made their cookie choice (optional cookies refused): the consent banner
    // would otherwise sit over every page. consent.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'evident_consent',
          value: encodeURIComponent(
            JSON.stringify({
              analytics: false,
              marketing: false,
              decidedAt: '2026-01-01T00:00:00Z',
            }),
          ),
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: {
      // The Debian chromium package; never download a browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless=new',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': CLIENT_ADDRESS.desktop },
      },
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { 'x-forwarded-for': CLIENT_ADDRESS.mobile },
      },
    },
  ],
  webServer: {
    // The Node running the tests (ADR 050), not whichever `node` is first on PATH.
    command: `${JSON.stringify(process.execPath)} scripts/start.mjs`,
    cwd: repoRoot,
    url: `${baseURL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.EVIDENT_E2E_DATA_DIR,
      // Request logs would drown the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      MARKET_DATA_DIR: process.env.EVIDENT_E2E_SNAPSHOT,
      SMTP_URL: `smtp://127.0.0.1:${process.env.EVIDENT_E2E_SMTP_PORT}`,
      PUBLIC_URL: baseURL,
      // The two projects are two clients behind one proxy (CLIENT_ADDRESS).
      TRUST_PROXY: '1',
      // `npm start` runs in production, where the offline payments sandbox must be asked for.
      PAYMENTS_SANDBOX: '1',
    },
  },
});
