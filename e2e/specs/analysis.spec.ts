import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

test.beforeAll(async ({ request }) => {
  await waitForScores(request);
});

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test.describe('home, search and the company page', () => {
  test('home shows scored selections and computed stats', async ({ page }, testInfo) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Daily selections' })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Top Dogs' })).toBeVisible();
    await expect(
      main.getByRole('heading', { name: 'Can science make a difference?' }),
    ).toBeVisible();
    // The fixture lists 14 listed companies (SPY is an ETF, NSTL-like OTHER rows excluded).
    await expect(main.getByText('Listed US companies analysed')).toBeVisible();
    await expect(main.getByText(/Past performance is no guide/).first()).toBeVisible();
    if (testInfo.project.name === 'desktop') {
      await expect(main.getByRole('heading', { name: 'Top long-term picks' })).toBeVisible();
      await expect(main.getByRole('link', { name: /Apple Inc\./ }).first()).toBeVisible();
    }
    await saveScreenshot(page, testInfo, 'home-with-data');
    await expectNoSeriousAxeViolations(page);
  });

  test('type "apple", Enter: the company page with its score and every section, then a peer', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const box = page
      .getByRole('main')
      .getByRole('combobox', { name: 'Find a company by name or ticker' });
    await box.fill('apple');
    await expect(page.getByRole('option', { name: /AAPL.*Apple Inc\./ })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/stocks\/NASDAQ\/AAPL$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Evident Score \d+ of 100/ }).first(),
    ).toBeVisible();
    for (const section of [
      'Strengths and weaknesses',
      'Valuation',
      'Growth',
      'Profitability',
      'Health',
      'Shareholder payout',
      'Transparency / earnings quality',
      'Momentum',
      'Frequently asked questions',
      'Alternatives',
      'Key performance indicators',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    if (testInfo.project.name === 'mobile') {
      await expect(
        page.getByRole('tablist', { name: 'Stock analysis' }).getByRole('tab'),
      ).toHaveText(['Score']);
    }
    // The score timeline is drawn (uPlot loaded on demand).
    await expect(page.getByRole('img', { name: 'Evident Score over time' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'company-page');
    await expectNoSeriousAxeViolations(page);

    // An alternative (a peer of the same industry) opens its own analysis. The section reads its
    // companies when it nears the screen (ADR 028), as a reader scrolls to it.
    const alternatives = page.getByRole('region', { name: 'Alternatives' });
    await alternatives.scrollIntoViewIfNeeded();
    const peer = alternatives.getByRole('link').first();
    const peerName = (await peer.locator('span span').first().textContent())!;
    await peer.click();
    await expect(page).not.toHaveURL(/\/AAPL$/);
    await expect(page.getByRole('heading', { level: 1, name: peerName })).toBeVisible();
    // Scrolled to the top on the new path.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header search opens a company too', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search companies' });
    await box.fill('company 1');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/stocks\/NASDAQ\/CO[A-L]$/);
  });

  test('daily selection tabs switch', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Daily selections' });
    for (const name of ['Rising Stars', 'Hidden Gems', 'Top Dogs']) {
      await tabs.getByRole('tab', { name }).click();
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    }
  });

  test('info tooltips, the science modal, share (copy link) and report an error', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/stocks/NASDAQ/AAPL');
    await page.getByRole('button', { name: 'About Valuation' }).click();
    const info = page.getByRole('dialog', { name: 'Valuation' });
    await expect(info).toContainText('weighs 25% in the Evident Score');
    await info.getByRole('button', { name: 'Understood' }).click();
    await expect(info).toBeHidden();

    await page.getByRole('button', { name: 'See the science behind' }).click();
    const science = page.getByRole('dialog', { name: 'The science behind the Evident Score' });
    await expect(science).toContainText('Novy-Marx');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Share Apple Inc.' })
      .getByRole('button', { name: 'Copy link' })
      .click();
    await expect(page.getByText('Link copied')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Report an error' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Report an error' }).locator('iframe'),
    ).toBeVisible();
  });

  test('an unknown ticker shows a not-found state with search', async ({ page }) => {
    await page.goto('/stocks/NASDAQ/NOPE');
    await expect(
      page.getByRole('heading', { name: 'We could not find NASDAQ:NOPE' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('combobox')).toBeVisible();
  });

  test('the evidence page: the factors, their papers and the start-up backtest’s figures', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/stocks/NASDAQ/AAPL');
    await page.getByRole('button', { name: 'See the science behind' }).click();
    await page.getByRole('link', { name: 'See the backtest and its caveats' }).click();
    await expect(page).toHaveURL(/\/evidence$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The evidence behind the Evident Score' }),
    ).toBeVisible();
    // The server backtests the snapshot after scoring it (its history is two years long).
    await expect(
      page.getByRole('region', { name: 'Score buckets, equal weight, net of costs' }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Hold at least 20 companies.')).toBeVisible();
    await expect(page.getByText(/Novy-Marx, R\. \(2013\)/).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'evidence');
    // ADR 049: the score by universe and size band, a sentence for each from the figures.
    const bands = page.getByRole('table', { name: /Newey–West t by universe/ });
    await bands.scrollIntoViewIfNeeded();
    await expect(
      bands.getByRole('row', { name: /Micro-caps \(below \$300 million\)/ }),
    ).toBeVisible();
    await expect(page.getByTestId('size-verdicts').getByRole('listitem')).toHaveCount(7);
    await saveScreenshot(page, testInfo, 'evidence-size-bands');
    await expectNoSeriousAxeViolations(page);
  });
});
