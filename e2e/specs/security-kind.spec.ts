import { expect, test } from '../support/test';
import { waitForScores } from '../support/data';
import { saveScreenshot } from '../support/screenshots';

test.beforeAll(async ({ request }) => {
  await waitForScores(request);
});

/**
 * ADR 046: a listing that is not an operating company has a page with what it is, why it has no
 * Evident Score, its prices, and (for a trust-preferred security) a link to its issuer.
 */
test.describe('a listing that is not an operating company', () => {
  test('search "dillard", open the trust-preferred security, then its issuer', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const box = page
      .getByRole('main')
      .getByRole('combobox', { name: 'Find a company by name or ticker' });
    await box.fill('dillard');
    await page.getByRole('option', { name: /DDT.*Dillard's Capital Trust I/ }).click();
    await expect(page).toHaveURL(/\/stocks\/NYSE\/DDT$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "Dillard's Capital Trust I" }),
    ).toBeVisible();
    const panel = page.locator('#security-kind');
    await expect(
      panel.getByRole('heading', { name: 'A preferred security, not common stock' }),
    ).toBeVisible();
    await expect(panel).toContainText('is a preferred (or trust-preferred) security');
    await expect(panel).toContainText('No Evident Score');
    await expect(panel).toContainText('Last close $24.75 (Jul 2, 2026).');
    // The header reads its last close from its own prices (it is in no score run).
    await expect(page.getByTestId('last-close')).toHaveText('Last close $24.75 (Jul 2, 2026)');
    await expect(
      page.getByText("None: Dillard's Capital Trust I is not an operating company"),
    ).toBeVisible();
    // No score badge and no factor sections.
    await expect(page.getByRole('img', { name: /^Evident Score \d+ of 100/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Profitability' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Factor breakdown' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Key performance indicators' })).toHaveCount(0);
    // Its prices.
    const prices = page.getByRole('heading', { name: 'Price, last 6 months' });
    await prices.scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /Share price/ })).toBeVisible();
    // Its own FAQ: what it is, why no score, its issuer's page, its last close; nothing about a
    // score, a fair value or profitability it does not have.
    const faq = page.locator('#faq');
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toContainText("What is Dillard's Capital Trust I?");
    await expect(faq).toContainText("Why does Dillard's Capital Trust I have no Evident Score?");
    await expect(faq).toContainText(
      "Dillard's Capital Trust I is issued by Dillard's Inc. (NYSE:DDS), whose page has its Evident Score.",
    );
    await expect(faq).toContainText('$24.75 on Jul 2, 2026');
    await expect(faq).not.toContainText('undervalued');
    await expect(faq).not.toContainText('How profitable');
    await expect(faq).not.toContainText("What is Dillard's Capital Trust I's Evident Score?");
    await saveScreenshot(page, testInfo, 'security-kind-trust-preferred-faq');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, testInfo, 'security-kind-trust-preferred');

    await panel.getByRole('link', { name: "Dillard's Inc. (NYSE:DDS)" }).click();
    await expect(page).toHaveURL(/\/stocks\/NYSE\/DDS$/);
    await expect(page.getByRole('heading', { level: 1, name: "Dillard's Inc." })).toBeVisible();
    await expect(page.locator('#security-kind')).toHaveCount(0);
  });

  test('a closed-end fund says what it is', async ({ page }, testInfo) => {
    await page.goto('/stocks/NYSE/ADX');
    // Hydrated: the server's copies of the page are gone.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const panel = page.locator('#security-kind');
    await expect(
      panel.getByRole('heading', { name: 'A closed-end fund, not an operating company' }),
    ).toBeVisible();
    await expect(panel).toContainText('Adams Diversified Equity Fund Inc. is a closed-end fund');
    await expect(page.getByTestId('last-close')).toHaveText(
      /^Last close \$\d+\.\d\d \(Jul 2, 2026\)$/,
    );
    await expect(page.locator('#faq')).toContainText(
      'Not available: Adams Diversified Equity Fund Inc. shares its SEC registration number (CIK) with no operating company in our data.',
    );
    await saveScreenshot(page, testInfo, 'security-kind-closed-end-fund');
  });

  test('the server-rendered page and the company answer have the kind', async ({ request }) => {
    const res = await request.get('/api/v1/stocks/NYSE%3AADX', {
      headers: { 'x-api-key': 'evident-public-web' },
    });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as {
      data: { evidentScore: number | null; listing: { kind: string } };
    };
    expect(body.data.listing.kind).toBe('closed_end_fund');
    expect(body.data.evidentScore).toBeNull();
    const html = await (await request.get('/stocks/NYSE/DDT')).text();
    expect(html).toContain('Dillard&#x27;s Capital Trust I');
  });
});
