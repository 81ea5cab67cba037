import { expect, test } from '../support/test';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

// ADR 019, 020 and 028: the public pages arrive rendered; a page that reads API answers (home,
// company, evidence) is rendered by the server with them, and the app hydrates that HTML.

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

  test('a company page shows its analysis from the HTML alone', async ({ page, request }) => {
    await waitForScores(request);
    await page.goto('/stocks/NASDAQ/AAPL');
    const shown = page.locator('[data-prerendered]:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown.locator('h1')).toHaveText('Apple Inc.');
    await expect(shown.getByText('Evident Score', { exact: true }).first()).toBeVisible();
    await expect(shown.getByText('Factor breakdown')).toBeVisible();
  });
});

test('a company page comes with its analysis, hydrated without asking the API for it again', async ({
  page,
  request,
}, testInfo) => {
  await waitForScores(request);
  const html = await (await request.get('/stocks/NASDAQ/AAPL')).text();
  expect(html).toContain('id="evident-state"');
  expect(html).toMatch(/<h1[^>]*>Apple Inc\.<\/h1>/);
  const asked: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/stocks/NASDAQ%3AAAPL')) asked.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  await page.goto('/stocks/NASDAQ/AAPL');
  await expect(page.getByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeVisible();
  // Hydrated: the server's copies are gone (the one that fits the screen became the app).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The page answers clicks: the science dialog opens.
  await page
    .getByRole('button', { name: /science/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await saveScreenshot(page, testInfo, 'hydrated-company');
  expect(asked.filter((u) => new URL(u).pathname === '/api/v1/stocks/NASDAQ%3AAAPL')).toEqual([]);
  // No hydration mismatch (React would say so through onRecoverableError).
  expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
});

test('the home page arrives with its lists and hydrates them', async ({ page, request }) => {
  await waitForScores(request);
  const html = await (await request.get('/')).text();
  expect(html).toContain('id="evident-state"');
  const hydration: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) hydration.push(m.text());
  });
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Beat the market. With science.',
  );
  expect(hydration).toEqual([]);
});
