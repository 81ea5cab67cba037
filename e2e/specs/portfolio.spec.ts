import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { signUpAndLogIn } from '../support/accounts';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

/** Subscribes the signed-in user to Pro through the sandbox checkout (no plan limit in the way). */
async function subscribePro(page: Page) {
  const url = await page.evaluate(async () => {
    const res = await fetch('/api/v1/payments/PRO_MONTHLY', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'evident-public-web',
        authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      },
    });
    // Spec §7: data is the checkout URL.
    return ((await res.json()) as { data: string }).data;
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay $79.00' }).click();
  await expect(page).toHaveURL(/\?subscription=/);
}

const order = (page: Page) =>
  page
    .getByTestId('list-row')
    .evaluateAll((rows) =>
      rows.map((r) => r.querySelector('a')?.textContent?.trim().split(' ')[0] ?? ''),
    );

test('portfolio: add from three places → reorder by mouse and keyboard → shares → analysis → import → export', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await waitForScores(request);
  await signUpAndLogIn(
    page,
    `pia-${testInfo.project.name}-${Date.now()}@example.com`,
    'folio pass 1',
  );
  await page.getByRole('dialog', { name: 'Hello Bea!' }).press('Escape');
  await subscribePro(page);

  // From the company page …
  await page.goto('/stocks/NASDAQ/AAPL');
  await page.getByRole('button', { name: 'Dismiss the data notice' }).click();
  await page.getByRole('button', { name: 'Add to portfolio' }).click();
  await expect(page.getByRole('link', { name: 'In your portfolio' })).toBeVisible();
  // … from the screener's results …
  const screen = encodeURIComponent(
    JSON.stringify({
      f: [{ field: 'evidentScore', op: 'known' }],
      s: { field: 'evidentScore', order: 'desc' },
    }),
  );
  await page.goto(`/screener?q=${screen}`);
  await page.getByRole('button', { name: 'Add COL to your portfolio' }).click();
  await expect(page.getByText('COL added to My portfolio')).toBeVisible();

  // … and from the search results on the portfolio screen.
  await page.goto('/portfolio');
  const rows = page.getByTestId('list-row');
  await expect(rows).toHaveCount(2);
  const add = page.getByRole('combobox', { name: 'Add a company to My portfolio' });
  await add.fill('COB');
  await page.getByRole('option', { name: /^COB/ }).click();
  await expect(page.getByText('Company 1 added to My portfolio')).toBeVisible();
  await expect(rows).toHaveCount(3);
  expect(await order(page)).toEqual(['Apple', 'Company', 'Company']);
  const names = async () =>
    rows.evaluateAll((rs) => rs.map((r) => r.querySelector('a span')?.textContent ?? ''));
  expect(await names()).toEqual(['NASDAQ:AAPL', 'NASDAQ:COL', 'NASDAQ:COB']);

  // Drag COL to the top with the mouse.
  const handle = (ticker: string) =>
    rows.filter({ hasText: ticker }).getByRole('button', { name: /^Move / });
  const from = (await handle('NASDAQ:COL').boundingBox())!;
  const to = (await handle('NASDAQ:AAPL').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(names).toEqual(['NASDAQ:COL', 'NASDAQ:AAPL', 'NASDAQ:COB']);

  // Move AAPL down one place with the keyboard: Space lifts, an arrow moves, Space drops.
  await handle('NASDAQ:AAPL').focus();
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    // dnd-kit measures the rows between key presses, as it would between a person's.
    await page.waitForTimeout(150);
  }
  await expect.poll(names).toEqual(['NASDAQ:COL', 'NASDAQ:COB', 'NASDAQ:AAPL']);

  // The order is the server's.
  await page.reload();
  await expect.poll(names).toEqual(['NASDAQ:COL', 'NASDAQ:COB', 'NASDAQ:AAPL']);

  // Sorting by a column is a view: the handles wait, and "Your order" brings the list back.
  await page.getByRole('button', { name: 'Company', exact: true }).click();
  await expect.poll(names).toEqual(['NASDAQ:AAPL', 'NASDAQ:COB', 'NASDAQ:COL']);
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Your order' }).click();
  await expect.poll(names).toEqual(['NASDAQ:COL', 'NASDAQ:COB', 'NASDAQ:AAPL']);

  // Shares, typed in place.
  for (const [name, shares] of [
    ['Apple Inc.', '10'],
    ['Company 1', '100'],
    ['Company 11', '50'],
  ] as const) {
    await page.getByLabel(`Shares of ${name}`, { exact: true }).fill(shares);
    await page.getByLabel(`Shares of ${name}`, { exact: true }).press('Enter');
  }
  const analysis = page.getByTestId('analysis');
  await expect(analysis).toContainText('Weighted by value');
  await expect(analysis).toContainText('Evident Score of the portfolio');
  await expect(analysis).toContainText('Hold at least 20 companies.');
  await expect(analysis).toContainText('Add 17 more');
  await expect(analysis.getByRole('figure', { name: 'Allocation by sector' })).toContainText(
    'Technology',
  );
  await saveScreenshot(page, testInfo, 'portfolio-analysis');

  // Import a CSV with one bad row: the preview says so before anything is written.
  await page.getByLabel('Import a CSV (ticker, shares, cost)').setInputFiles({
    name: 'holdings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('ticker,shares,cost\nCOC,5,10\nNOPE,1,1\nAAPL,12,150\n'),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('1 to add, 1 to update, 1 refused');
  await expect(preview).toContainText('refused: Unknown companies: NOPE');
  // Nothing wider than the screen (a phone scrolls the tables inside their frames).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  await saveScreenshot(page, testInfo, 'portfolio-import');
  // By keyboard: on a phone the preview sits between two scrolling tables, where a pointer
  // click's hit test lands on a table cell while the page settles (issue 21 note).
  await preview.getByRole('button', { name: 'Import 2 rows' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(4);
  await expect(page.getByLabel('Shares of Apple Inc.', { exact: true })).toHaveValue('12');

  // Export: the holdings back as a dated CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^evident-my-portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(csv[0]).toBe('ticker,shares,cost,company,last close,value,evident score');
  expect(csv.slice(1).map((l) => l.split(',')[0])).toEqual([
    'NASDAQ:COL',
    'NASDAQ:COB',
    'NASDAQ:AAPL',
    'NASDAQ:COC',
  ]);
});
