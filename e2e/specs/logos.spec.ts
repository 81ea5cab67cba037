import { expect, test, type Page } from '../support/test';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

// Issue 55 item 5: without LOGO_URL_TEMPLATE (the e2e server sets none) every company gets a
// monogram drawn from its ticker, in place of a grey placeholder image.

/**
 * The app has taken over the server's page (as `waitForApp`), with more time: the company page's
 * first hydration on the busy 2-core machine has taken over 10 s.
 */
async function waitForHydration(page: Page) {
  await expect(page.locator('#root [data-prerendered], #root [inert]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Every company logo on the page is a monogram: initials on a colour, no image requested. */
async function expectMonograms(page: Page) {
  const logos = page.locator('[data-monogram]');
  await expect(logos.first()).toBeVisible();
  const drawn = await logos.evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        initials: el.getAttribute('data-monogram'),
        text: el.textContent,
        label: el.getAttribute('aria-label'),
        background: style.backgroundColor,
        color: style.color,
      };
    }),
  );
  for (const logo of drawn) {
    expect(logo.initials).toMatch(/^[A-Z0-9]{1,2}$/);
    expect(logo.text).toBe(logo.initials);
    expect(logo.label).toMatch(/ logo$/);
    expect(logo.background).not.toBe(logo.color);
    expect(logo.background).not.toBe('rgba(0, 0, 0, 0)');
  }
  // No logo image is left on the page (the old placeholder was one).
  await expect(page.locator('img[alt$=" logo"]')).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`monogram logos, browser asking for ${colorScheme}`, () => {
    test.use({ colorScheme });

    test('on the home page and a company page', async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      await waitForScores(request);
      await page.goto('/');
      await waitForHydration(page);
      await expectMonograms(page);
      await page.locator('[data-monogram]').first().scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `monograms-home-${colorScheme}`, { fullPage: false });

      await page.goto('/stocks/NASDAQ/AAPL');
      await waitForHydration(page);
      const apple = page.getByRole('img', { name: 'Apple Inc. logo' });
      await expect(apple).toHaveAttribute('data-monogram', 'AA');
      await expectMonograms(page);
      await saveScreenshot(page, testInfo, `monograms-company-${colorScheme}`, {
        fullPage: false,
      });
    });
  });
}
