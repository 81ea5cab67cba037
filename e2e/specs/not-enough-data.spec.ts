import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 52 (ADR 047, ADR 048): a company without the data for an Evident Score — the fixture's
 * "Thin Data Pharma" (NASDAQ:THIN, support/snapshot.ts), modelled on PharmaCyte: three of the
 * five core factors, and a net income made of a one-off gain.
 */
test.beforeAll(async ({ request }) => {
  await waitForScores(request);
});

test('a company without enough data: no score, what is missing, and the one-off gain', async ({
  page,
}, testInfo) => {
  // A long page with an accessibility scan: on a loaded machine the scan alone took 20 s.
  test.slow();
  await page.goto('/stocks/NASDAQ/THIN');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thin Data Pharma Inc.' }),
  ).toBeVisible();
  // No score badge: the score box says it is not available.
  await expect(page.getByRole('img', { name: /^Evident Score \d+ of 100/ })).toHaveCount(0);

  const panel = page.getByRole('region', { name: 'Not enough data for an Evident Score' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(
    'An Evident Score needs at least 4 of its 5 factors, each resting on enough of its own measures. Thin Data Pharma Inc. has 3',
  );
  await expect(panel.getByRole('listitem').filter({ hasText: /^Growth:/ })).toContainText(
    'not enough data (0 of 5 measures, 2 needed). Missing:',
  );
  await expect(
    panel.getByRole('listitem').filter({ hasText: /^Shareholder payout:/ }),
  ).toContainText('not enough data');
  await expect(panel.getByRole('listitem').filter({ hasText: /^Value:/ })).toContainText(
    'enough data',
  );

  const notes = page.getByRole('region', { name: 'Figures that are not what they seem' });
  await expect(notes).toContainText(
    'Net income includes $35M that is not from operations (net income $31M, operating income −$4M).',
  );
  await expect(notes).toContainText('Revenue ($400K) is under 2% of total assets');

  // The factors it has are still shown; the ones it lacks read "Insufficient data".
  const breakdown = page.getByRole('heading', { name: 'Factor breakdown' }).locator('..');
  await expect(breakdown.getByText('Insufficient data').first()).toBeVisible();

  await saveScreenshot(page, testInfo, 'not-enough-data');
  // The panels as a reader sees them on the screen (the full page is long).
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-not-enough-data-panels.png`),
  });
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
});

test('the score history of a scored company runs on a 0–100 axis', async ({ page }, testInfo) => {
  await page.goto('/stocks/NASDAQ/AAPL');
  const chart = page.getByRole('img', { name: 'Evident Score over time' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-score-history-axis.png`),
  });
  await saveScreenshot(page, testInfo, 'score-history-axis');
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-score-history-viewport.png`),
  });
});
