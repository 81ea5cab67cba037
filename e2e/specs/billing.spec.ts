import { expect, test } from '../support/test';
import { waitForScores } from '../support/data';
import { signUpAndLogIn } from '../support/accounts';
import { saveScreenshot } from '../support/screenshots';
import { waitForApp } from '../support/app';

test('sign up → pricing → sandbox checkout → subscription result → a second watchlist stock → cancel → resume', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await waitForScores(request);
  const email = `bea-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpAndLogIn(page, email, 'billing password 1');

  const welcome = page.getByRole('dialog', { name: 'Hello Bea!' });
  await expect(welcome.getByRole('img', { name: 'Stocks in Watchlist: 0 / 1' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Upgrade subscription' }).click();

  const pricing = page.getByRole('dialog', { name: 'Manage your subscription' });
  const advanced = pricing.getByRole('region', { name: 'Advanced plan' });
  await expect(advanced).toContainText('Best value');
  await expect(advanced).toContainText('$39');
  await pricing.getByRole('button', { name: /Yearly/ }).click();
  await expect(advanced).toContainText('$384 billed yearly');
  await saveScreenshot(page, testInfo, 'pricing');
  await pricing.getByRole('button', { name: 'Monthly' }).click();
  await advanced.getByRole('button', { name: 'Choose Advanced' }).click();

  // Evident's own sandbox checkout: clearly a test, no real payment.
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sb_/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Subscribe to Evident Advanced (monthly)' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'sandbox-checkout');
  await page.getByRole('button', { name: 'Pay $39.00' }).click();

  // Back in Evident: the result modal shows the plan the server now has, with its limits.
  await expect(page).toHaveURL(/\?subscription=/);
  const result = page.getByRole('dialog', { name: 'Welcome to Advanced (monthly)!' });
  await expect(result.getByRole('img', { name: 'Stocks in Watchlist: 0 / 50' })).toBeVisible();
  await expect(result.getByRole('img', { name: 'Stocks Analysed: 0 / 200' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'subscription-result');
  await result.getByRole('button', { name: 'Continue exploring' }).click();

  // Two watchlist stocks: beyond the free plan's one.
  for (const path of ['/stocks/NASDAQ/AAPL', '/stocks/NASDAQ/COA']) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'In favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  await page.goto('/profile');
  await expect(page.getByTestId('current-plan')).toHaveText('Advanced (monthly)');
  await expect(page.getByRole('img', { name: 'Stocks in Watchlist: 2 / 50' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payment history' })).toContainText('$39.00');
  await expect(page.getByText('Subscription ends on')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-subscription');

  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByText('Membership Cancelled')).toBeVisible();
  await expect(page.getByText('Your membership has been successfully cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled — your plan stays until the period ends.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'membership-cancelled');
  await page.getByRole('button', { name: 'Resume membership' }).click();
  await expect(page.getByText('Membership Resumed')).toBeVisible();
  await expect(page.getByText('Active — renews automatically.')).toBeVisible();

  // A plan change with no checkout (spec §4, §7): the answer's data is a message, shown in a
  // success toast; the subscription is asked again and the profile shows the new plan.
  await page.getByRole('button', { name: 'Change plan' }).click();
  const change = page.getByRole('dialog', { name: 'Manage your subscription' });
  await change
    .getByRole('region', { name: 'Pro plan' })
    .getByRole('button', { name: 'Choose Pro' })
    .click();
  await expect(page.getByText('Your plan is now Pro (monthly).')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Pro (monthly)');
});

test('a signed-out visitor meets the paywall on the 6th company', async ({
  page,
  request,
}, testInfo) => {
  // Seven page loads: three times the default time on a busy machine.
  test.slow();
  await waitForScores(request);
  for (const symbol of ['AAPL', 'COA', 'COB', 'COC', 'COD']) {
    await page.goto(`/stocks/NASDAQ/${symbol}`);
    await expect(
      page
        .getByRole('main')
        .getByText(/Apple Inc\.|Company \d+/)
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Create your free account to keep analysing' }),
    ).toHaveCount(0);
    // The visit counts once the app has the page (the analysis shows in the HTML before that).
    await waitForApp(page);
  }
  await page.goto('/stocks/NASDAQ/COE');
  const gate = page.getByRole('region', { name: 'Create your free account to keep analysing' });
  await expect(gate).toBeVisible();
  await saveScreenshot(page, testInfo, 'visit-gate');
  // A company already analysed stays open.
  await page.goto('/stocks/NASDAQ/AAPL');
  await expect(
    page.getByRole('heading', { name: 'Create your free account to keep analysing' }),
  ).toHaveCount(0);
  await page.goto('/stocks/NASDAQ/COE');
  await gate.getByRole('button', { name: 'Sign Up Free' }).click();
  await expect(page.getByRole('dialog', { name: 'Signup free in one click...' })).toBeVisible();
});
