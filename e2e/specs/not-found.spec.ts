import { expect, test } from '../support/test';
import { waitForScores } from '../support/data';

// Issue 56 item 5: unknown pages answered HTTP 200 (a soft 404). They answer 404 now, with the
// not-found screen; an unknown ticker's company page too; real pages stay 200.

test('an unknown page answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown ticker answers 404 with its not-found state; a known one 200', async ({
  page,
  request,
}) => {
  await waitForScores(request);
  const unknown = await page.goto('/stocks/NASDAQ/NOPE');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find NASDAQ:NOPE' })).toBeVisible();
  for (const path of ['/', '/about', '/stocks/nasdaq/aapl', '/evidence']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
});
