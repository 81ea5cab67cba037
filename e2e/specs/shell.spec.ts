import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { freeSubscription } from '../../apps/web/src/test-utils/subscription-fixture';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

const HOME_HEADING = 'Beat the market. With science.';

async function openHome(page: Page) {
  await page.goto('/');
  // The prerendered page (ADR 019) has been replaced by the app.
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
}

test.describe('web shell', () => {
  test('menu, header and footer', async ({ page }, testInfo) => {
    await openHome(page);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('The projects set a viewport');

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const entry of ['Analysis', 'Screener', 'Portfolio', 'Watchlist']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }
    const ideas = nav.locator('[aria-disabled="true"]');
    await expect(ideas).toHaveCount(1);
    await expect(ideas).toContainText('Ideas');
    await expect(ideas).toContainText('Soon');
    await expect(nav.getByRole('link', { name: /Ideas/ })).toHaveCount(0);

    const navBox = await nav.boundingBox();
    const mainBox = await page.getByRole('main').boundingBox();
    if (!navBox || !mainBox) throw new Error('Menu and main content must be rendered');
    if (testInfo.project.name === 'mobile') {
      // A bar along the bottom edge, as wide as the screen.
      expect(navBox.width).toBeGreaterThanOrEqual(viewport.width - 1);
      expect(navBox.height).toBeLessThan(100);
      expect(navBox.y + navBox.height).toBeGreaterThanOrEqual(viewport.height - 1);
    } else {
      // A column on the left, beside the content.
      expect(navBox.x).toBeLessThanOrEqual(1);
      expect(navBox.height).toBeGreaterThan(navBox.width);
      expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x + 1);
    }

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Evident home' })).toBeVisible();
    await expect(header.getByRole('combobox')).toHaveAttribute('placeholder', 'Find a company...');
    await expect(
      page.getByRole('main').getByRole('combobox', { name: 'Find a company by name or ticker' }),
    ).toHaveAttribute('placeholder', 'Find a company...');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('not personalised investment advice');
    await expect(footer).toContainText('Past performance is no guide to future returns');
    await expect(footer).toContainText('Investing involves risk');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Evident`);
    for (const name of ['About', 'Legal', 'Privacy Policy', 'Disclaimer']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }

    const feedback =
      testInfo.project.name === 'mobile'
        ? footer.getByRole('navigation', { name: 'Feedback' })
        : page.getByRole('complementary', { name: 'Feedback' });
    for (const name of ['Rate us', 'Issues', 'Feedback', 'Contact us']) {
      await expect(feedback.getByRole('button', { name })).toBeVisible();
    }
    if (testInfo.project.name === 'desktop') {
      const railBox = await feedback.boundingBox();
      expect(railBox && railBox.x + railBox.width).toBeGreaterThanOrEqual(viewport.width - 1);
    }

    await saveScreenshot(page, testInfo, 'home');

    if (testInfo.project.name === 'desktop') {
      // Scrolled down, the side bar's account entries stay below the pages, not on top of them.
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const screener = await nav.getByRole('link', { name: 'Screener' }).boundingBox();
      const watchlist = await nav.getByRole('link', { name: 'Watchlist' }).boundingBox();
      const signIn = await nav.getByRole('button', { name: 'Sign In' }).boundingBox();
      if (!screener || !watchlist || !signIn) throw new Error('Side bar entries must be rendered');
      expect(signIn.y).toBeGreaterThanOrEqual(watchlist.y + watchlist.height);
      expect(screener.y).toBeGreaterThan(0);
      await saveScreenshot(page, testInfo, 'home-scrolled');
    }
  });

  test('a feedback link opens its form in the modal; Escape closes it', async ({
    page,
  }, testInfo) => {
    await openHome(page);
    const feedback =
      testInfo.project.name === 'mobile'
        ? page.getByRole('contentinfo').getByRole('navigation', { name: 'Feedback' })
        : page.getByRole('complementary', { name: 'Feedback' });
    await feedback.getByRole('button', { name: 'Feedback' }).click();

    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await expect(dialog).toBeVisible();
    // The same configuration the app reads; the public web key is the contracts' PUBLIC_WEB_API_KEY.
    const answer = await page.request.get('/api/v1/config', {
      headers: { 'x-api-key': 'evident-public-web' },
    });
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as { data: { forms: { feedback: string } } };
    const frame = dialog.locator('iframe[title="Send feedback"]');
    await expect(dialog.getByText('Loading form').or(frame)).toBeVisible();
    await expect(frame).toHaveAttribute('src', data.forms.feedback);
    // Once loaded, the frame is shown and the loading note is gone.
    await expect(frame).toHaveAttribute('data-loaded', 'true');
    await expect(dialog.getByText('Loading form')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'feedback-modal');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the footer Contact link opens the contact form', async ({ page }) => {
    await openHome(page);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Contact', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Contact Evident' })).toBeVisible();
  });

  test('a protected route redirects to / when signed out', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('signed in, protected pages show their title', async ({ page }) => {
    // A made-up session: the page's data calls and the subscription (polled on every page while
    // signed in) answered here — the server would end this session (401, spec §8).
    await page.addInitScript(() => localStorage.setItem('accessToken', 'e2e-token'));
    await page.route('**/api/v1/auth/user-subscription', (route) =>
      route.fulfill({
        json: { success: true, data: freeSubscription({ email: 'e2e@example.com' }) },
      }),
    );
    // The screener's own calls, answered as for a user with no saved screens.
    await page.route(/\/api\/v1\/screener(\/|$)/, (route) => {
      const path = new URL(route.request().url()).pathname;
      const data = path.endsWith('/fields') ? { asOf: null, universe: 0, fields: [] } : [];
      return route.fulfill({ json: { success: true, data } });
    });
    await page.goto('/screener');
    await expect(page.getByRole('heading', { level: 1, name: 'Screener' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  test('the avatar shows the initials of the stored user', async ({ page }, testInfo) => {
    await page.addInitScript(() =>
      localStorage.setItem('usr', JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' })),
    );
    await openHome(page);
    const avatar = page.getByRole('banner').getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveText('AL');
    await saveScreenshot(page, testInfo, 'home-with-user');
  });

  test('the error screen on a forced render error', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      (
        window as Window & { __EVIDENT_FORCE_RENDER_ERROR__?: string }
      ).__EVIDENT_FORCE_RENDER_ERROR__ = 'Forced test error';
    });
    const report = page.waitForResponse(
      (res) => res.url().endsWith('/api/v1/client-errors') && res.request().method() === 'POST',
    );
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page.getByText(/team has been notified/)).toBeVisible();
    // The note is true: the error reached the server and was stored.
    const reported = await report;
    expect(reported.status()).toBe(201);
    expect(reported.request().postDataJSON()).toMatchObject({
      page: '/about',
      name: 'Error',
      message: 'Forced test error',
    });
    await expect(page.getByRole('button', { name: 'Report Error' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'error-screen');

    const toggle = page.getByRole('button', { name: /technical details/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Forced test error', { exact: true })).toBeVisible();
    await expect(page.getByTestId('error-stack')).toHaveCount(
      testInfo.project.name === 'mobile' ? 0 : 1,
    );
    await saveScreenshot(page, testInfo, 'error-details');

    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('Report Error opens the bug-report form full screen', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      (
        window as Window & { __EVIDENT_FORCE_RENDER_ERROR__?: string }
      ).__EVIDENT_FORCE_RENDER_ERROR__ = 'Forced test error';
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Report Error' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an error' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('data-loaded', 'true');
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    await saveScreenshot(page, testInfo, 'report-error');
  });

  test('content pages and the not-found page', async ({ page, request }, testInfo) => {
    await waitForScores(request);
    for (const [path, title, name] of [
      ['/about', 'About Evident', 'about'],
      ['/legal', 'Legal notice', 'legal'],
      ['/privacy', 'Privacy policy', 'privacy'],
      ['/disclaimer', 'Disclaimer', 'disclaimer'],
      ['/stocks/nasdaq/aapl', 'Apple Inc.', 'stock'],
      ['/no/such/page', 'Page not found', 'not-found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await saveScreenshot(page, testInfo, name);
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  test('tablet: the compact left menu and the right rail', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'Resizes a desktop window to tablet width');
    await page.setViewportSize({ width: 900, height: 800 });
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-variant', 'rail');
    const navBox = await nav.boundingBox();
    expect(navBox?.x).toBeLessThanOrEqual(1);
    expect(navBox?.width).toBeLessThan(100);
    await expect(page.getByRole('complementary', { name: 'Feedback' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'tablet-home');
  });

  test('the home page has no serious or critical accessibility violations', async ({ page }) => {
    await openHome(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  });
});
