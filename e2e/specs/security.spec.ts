import { expect, test } from '../support/test';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 26: the Content-Security-Policy is strict (no inline script but the product's own, by
 * hash) and the product works under it — the prerendered pages start the app, the company page
 * and the evidence page render, the feedback form's script runs in its frame — with no violation.
 */
test('the public pages and the feedback form work under the security policy, with no violation', async ({
  page,
  request,
}) => {
  await waitForScores(request);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  // The app started (its start-up script is inline): the search answers.
  const box = page
    .getByRole('main')
    .getByRole('combobox', { name: 'Find a company by name or ticker' });
  await box.fill('apple');
  await expect(page.getByRole('option', { name: /AAPL.*Apple Inc\./ })).toBeVisible();

  await page.goto('/stocks/NASDAQ/AAPL');
  await expect(page.getByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeVisible();
  await page.goto('/evidence');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The feedback form (its inline script validates and posts the message), in its page.
  await page.goto('/forms/feedback');
  await page.getByLabel('Message').fill('The policy lets this form send.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();

  expect(violations).toEqual([]);
});

test('the API reference renders the OpenAPI document under the security policy', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.goto('/api/reference/');
  await expect(page.getByRole('heading', { name: /Evident API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/stocks/{ticker}', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'api-reference');
  expect(violations).toEqual([]);
});
