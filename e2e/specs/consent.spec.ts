import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { waitForApp } from '../support/app';
import { saveScreenshot } from '../support/screenshots';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// A first visit: no cookie choice made yet.
test.use({ storageState: { cookies: [], origins: [] } });

/** `npm run analytics:report -- --json`: counts per day and event, asked of the running server. */
function analyticsCounts(): Map<string, number> {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/analytics-report.ts', '--json', '--days', '2'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: process.env.EVIDENT_E2E_DATA_DIR } },
  );
  const rows = JSON.parse(out.toString()) as { name: string; count: number }[];
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.name, (counts.get(r.name) ?? 0) + r.count);
  return counts;
}

/** Reloads the page with a forced render error: the error screen records the error event. */
async function forceAnError(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (
      window as Window & { __EVIDENT_FORCE_RENDER_ERROR__?: string }
    ).__EVIDENT_FORCE_RENDER_ERROR__ = 'Consent test error';
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
}

test.describe('cookie consent and first-party analytics (issue 23)', () => {
  test('the banner on a first visit; rejected, no event is sent', async ({ page }, testInfo) => {
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/events')) events.push(r.postData() ?? '');
    });
    await page.goto('/');
    await waitForApp(page);
    const banner = page.getByRole('dialog', { name: 'Your privacy' });
    await expect(banner).toBeVisible();
    await saveScreenshot(page, testInfo, 'consent-banner');
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'evident_consent');
    // Spec §9: the choice lasts 365 days.
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    // Afterwards a settings icon reopens the preferences.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferences.getByRole('switch', { name: /Analytics/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(preferences).toHaveCount(0);
    await forceAnError(page);
    // The batch would leave 5 s after the event: wait past it.
    await page.waitForTimeout(6_500);
    expect(events).toEqual([]);
  });

  test('accepted, the events reach the server and the report counts them', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one project is enough: the report is shared');
    const before = analyticsCounts().get('error') ?? 0;
    await page.goto('/');
    await waitForApp(page);
    await page
      .getByRole('dialog', { name: 'Your privacy' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/events') && r.request().method() === 'POST',
      { timeout: 15_000 },
    );
    await forceAnError(page);
    const res = await sent;
    expect(res.status()).toBe(201);
    const body = JSON.parse(res.request().postData()!) as {
      events: { name: string; props: unknown }[];
    };
    expect(body.events[0]).toMatchObject({
      name: 'error',
      props: { error_name: 'Error', message: 'Consent test error' },
    });
    await expect.poll(() => analyticsCounts().get('error') ?? 0).toBeGreaterThan(before);
  });
});
