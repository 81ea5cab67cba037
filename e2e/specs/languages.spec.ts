import { expect, test } from '../support/test';
import { waitForApp } from '../support/app';
import { waitForScores } from '../support/data';
import { chooseLanguage, E2E_DATA_NAMES, englishOnPage } from '../support/languages';
import { saveScreenshot } from '../support/screenshots';

test.beforeAll(async ({ request }) => {
  await waitForScores(request);
});

test.describe('languages (issue 23)', () => {
  // The screener in Ukrainian (a signed-in page) is in screener.spec.ts, after its journey: every
  // sign-up of the suite counts against the one address's hourly limit.
  test('Українська: home and company page in Ukrainian; a reload keeps it', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await waitForApp(page);
    await chooseLanguage(page, 'English', 'Українська');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk-UA');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Щоденні добірки' })).toBeVisible();
    await expect(page.getByText('Обігравайте ринок. Науково.')).toBeVisible();
    expect(await englishOnPage(page, E2E_DATA_NAMES)).toEqual([]);
    await saveScreenshot(page, testInfo, 'home-uk');

    // The choice is remembered: a reload shows Ukrainian at once.
    await page.reload();
    await expect(main.getByRole('heading', { name: 'Щоденні добірки' })).toBeVisible();

    // The company page: the interface and the sentences the server writes.
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/stocks/NASDAQ%3AAAPL'));
    await page.goto('/stocks/NASDAQ/AAPL');
    const sent = (await answer).request().headers()['accept-language'];
    expect(sent).toBe('uk-UA');
    await expect(main.getByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Поширені запитання' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Поділитися' })).toBeVisible();
    expect(await englishOnPage(page, E2E_DATA_NAMES)).toEqual([]);
    await saveScreenshot(page, testInfo, 'company-uk');
  });

  test('en-GB browsers get British dates; Spanish is one click away', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/stocks/NASDAQ/AAPL');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    // "as of 2 Jul 2026": day before month.
    await expect(page.getByText(/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/).first()).toBeVisible();
    await chooseLanguage(page, 'English', 'Español');
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    await context.close();
  });
});

test.describe('glossary (issue 23)', () => {
  test('every metric with its anchor; the search narrows the list', async ({ page }, testInfo) => {
    await page.goto('/glossary');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    const articles = main.locator('article[id]');
    expect(await articles.count()).toBeGreaterThanOrEqual(80);
    await expect(main.locator('article#pe')).toContainText(
      'Below 10 is cheap, above 20 is expensive',
    );
    await main.getByRole('searchbox').fill('return on equity');
    await expect(main.locator('article#roe')).toBeVisible();
    expect(await articles.count()).toBeLessThan(10);
    await saveScreenshot(page, testInfo, 'glossary-search');
    // An info tooltip's "Learn More" goes to the metric's entry.
    await page.goto('/about');
    await page.goto('/glossary#roic');
    await expect(main.locator('article#roic')).toBeInViewport();
  });
});

test.describe('share (issue 23)', () => {
  test('the score card downloads as a 1200 × 630 image; the page has its link preview', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'desktop',
      'the Web Share sheet replaces the dialog on phones',
    );
    await page.goto('/stocks/NASDAQ/AAPL');
    await waitForApp(page);
    const head = page.locator('head');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /^Apple Inc\. \(NASDAQ:AAPL\)/,
    );
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/share\/stocks\/NASDAQ\/AAPL\.png\?lang=en$/);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Apple Inc.' });
    await expect(dialog.getByRole('img', { name: 'Score card of Apple Inc.' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('evident-aapl-score.png');
    const file = testInfo.outputPath('score-card.png');
    await download.saveAs(file);
    const png = (await import('node:fs')).readFileSync(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await saveScreenshot(page, testInfo, 'share-dialog');
    // The link preview's image, as a crawler fetches it (no API key).
    const preview = await request.get(new URL(image!).pathname + '?lang=en');
    expect(preview.headers()['content-type']).toBe('image/png');
  });
});
