import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { signUpAndLogIn } from '../support/accounts';
import { waitForScores } from '../support/data';
import { readMail } from '../support/mail';
import { saveScreenshot } from '../support/screenshots';

const HEADERS = { 'x-api-key': 'evident-public-web' };

/*
 * Issue 22. The server scores the e2e data as of its last date, then the previous month end (the
 * baseline "what changed" is measured against): company pages say what changed. A score run
 * asked after a reader opted in to the daily selections mails them the digest, which the profile
 * then lists.
 */
// FIXME (issue 56 integration, 2026-11-29): after the metering merge the page no longer shows the
// section, although the server-rendered answer carries `changes` (seen with curl); the cause is
// not found yet. Listed in the session note as the first thing to fix.
test('a company page says what changed since the previous score run, and why', async ({
  page,
  request,
}, testInfo) => {
  await waitForScores(request);
  // The baseline run lands a few seconds after the first run.
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/stocks/NASDAQ:COK', { headers: HEADERS });
        return res.ok()
          ? ((await res.json()) as { data: { changes: unknown } }).data.changes
          : null;
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .not.toBeNull();
  await page.goto('/stocks/NASDAQ/COK');
  const section = page.getByRole('region', { name: /^What changed since Jun 30, 2026$/ });
  await expect(section).toBeVisible();
  await expect(section).toContainText(/Score \d+ \(\w+\) → \d+ \(\w+\)/);
  await expect(section.getByRole('list').last().getByRole('listitem').first()).toContainText(
    /went from|stayed at|now available|no longer available/,
  );
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'what-changed');
  await section.screenshot({
    path: path.join(
      path.dirname(testInfo.config.configFile!),
      'test-results',
      'screenshots',
      `${testInfo.project.name}-what-changed-section.png`,
    ),
  });
});

test('the profile lists the daily selections mailed after a score run', async ({
  page,
  request,
}, testInfo) => {
  // One score run asked for the whole suite is enough.
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  test.setTimeout(180_000);
  await waitForScores(request);
  const email = `alerts-${Date.now()}@example.com`;
  await signUpAndLogIn(page, email, 'a long password 1');
  // Signed in once the welcome modal greets the reader.
  await expect(page.getByRole('dialog', { name: 'Hello Bea!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const alerts = page.getByRole('group', { name: 'E-mail me' });
  // The box follows the saved choice (it turns on once the server has it).
  await alerts.getByLabel('The daily selections').click();
  await expect(page.getByText('Your changes have been applied')).toBeVisible();
  await expect(alerts.getByLabel('The daily selections')).toBeChecked();
  await expect(page.getByText('No alerts sent yet.')).toBeVisible();

  // A new score run, asked as `npm run score` asks the running server (its local token).
  const server = JSON.parse(
    readFileSync(path.join(process.env.EVIDENT_E2E_DATA_DIR!, 'server.json'), 'utf8'),
  ) as { token: string };
  await expect
    .poll(
      async () =>
        (
          await request.post('/api/v1/internal/score-run', {
            // From this machine, as `npm run score` asks: the suite's trusted proxy
            // (playwright.config.ts CLIENT_ADDRESS) forwards the loopback address.
            headers: { 'x-evident-local-token': server.token, 'x-forwarded-for': '127.0.0.1' },
          })
        ).status(),
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(202);

  const mail = await readMail(email, 2);
  expect(mail).toMatch(/daily selections/);
  expect(mail).toContain('/alerts/unsubscribe?token=');
  // Reloaded until the profile lists it; each look waits for the list to load (counting right
  // after a reload raced the profile's own request on a slow machine).
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Evident daily selections — Jul 2, 2026$/)).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000, intervals: [1000] });
  await saveScreenshot(page, testInfo, 'profile-alerts');
});
