import { expect, test } from '@playwright/test';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

// ADR 019 and 020: the public pages arrive prerendered, and a company page's first reads arrive
// with its HTML.

test.describe('before any JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the static pages show their content from the HTML alone', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    // One copy per breakpoint: the one that fits the screen is the one shown.
    const shown = page.locator('[data-prerendered]:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown.locator('h1')).toHaveText('Beat the market. With science.');
    await saveScreenshot(page, testInfo, 'prerendered-home');
    await page.goto('/about');
    await expect(page.locator('[data-prerendered]:visible h1')).toContainText('About');
  });
});

test('a company page comes with its analysis and shows it without asking the API for it', async ({
  page,
  request,
}) => {
  await waitForScores(request);
  const html = await (await request.get('/stocks/NASDAQ/AAPL')).text();
  expect(html).toContain('id="evident-answers"');
  expect(html).toContain('Apple Inc.');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/stocks/NASDAQ%3AAAPL')) asked.push(r.url());
  });
  await page.goto('/stocks/NASDAQ/AAPL');
  await expect(page.getByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeVisible();
  expect(asked.filter((u) => new URL(u).pathname === '/api/v1/stocks/NASDAQ%3AAAPL')).toEqual([]);
});
