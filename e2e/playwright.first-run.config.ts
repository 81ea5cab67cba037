import { defineConfig } from '@playwright/test';

/**
 * The first-run journey (issue 17): a copy of the repository in a folder with nothing beside it,
 * `npm install && npm start` as a new user runs them, the real market-data snapshot imported and
 * scored. The test starts the product itself (no webServer here); it takes several minutes.
 */
export default defineConfig({
  testDir: './first-run',
  outputDir: './test-results/first-run-artifacts',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 25 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/first-run.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    colorScheme: 'light',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--no-first-run'],
    },
  },
  projects: [{ name: 'first-run', use: { browserName: 'chromium' } }],
});
