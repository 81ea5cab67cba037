import { expect, test, type Page } from '../support/test';
import { waitForApp } from '../support/app';
import { readMail } from '../support/mail';
import { saveScreenshot } from '../support/screenshots';

const PASSWORD = 'first password 1';
const NEW_PASSWORD = 'second password 2';

async function openAvatarMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
}

test('sign up → verify by the mailed link → log in → profile → change password → sign out → forgot → reset → log in', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `ada-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Login in one click...' });
  await login.getByRole('button', { name: 'First time here? Sign up free' }).click();
  const signUp = page.getByRole('dialog', { name: 'Signup free in one click...' });

  // §5 messages, verbatim, for bad input.
  await signUp.getByLabel('E-mail').fill('not-an-address');
  await signUp.getByLabel('Password').fill('short');
  await signUp.getByRole('button', { name: 'Sign up free' }).click();
  await expect(signUp.getByText('Invalid email address.')).toBeVisible();
  await expect(signUp.getByText('Password should have at least 8 character.')).toBeVisible();
  await expect(signUp.getByText('First Name is required.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'sign-up-errors');

  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByLabel('First name').fill('Ada');
  await signUp.getByLabel('Last name (optional)').fill('Lovelace');
  await signUp.getByRole('button', { name: 'Sign up free' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and privacy' });
  await terms.getByLabel('I accept the terms and conditions and the privacy policy.').check();
  await terms.getByRole('button', { name: 'Create my account' }).click();
  const verifyYourEmail = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verifyYourEmail).toContainText(email);
  await verifyYourEmail.getByRole('button', { name: 'Continue exploring' }).click();

  // The mail's link carries the verification payload in `code`.
  const mail = await readMail(email);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/\?code=[^\s"<]+)/.exec(mail)![1]!;
  await page.goto(link);
  const verification = page.getByRole('dialog', { name: 'Email verification' });
  await expect(verification.getByRole('button', { name: 'Verifying email...' })).toBeDisabled();
  await verification.getByRole('button', { name: 'Go to login' }).click();

  const login2 = page.getByRole('dialog', { name: 'Login in one click...' });
  await expect(login2.getByLabel('E-mail')).toHaveValue(email);
  await login2.getByLabel('Password').fill('wrong password');
  await login2.getByRole('button', { name: 'Sign in' }).click();
  await expect(login2.getByText('incorrect password')).toBeVisible();
  await login2.getByLabel('Password').fill(PASSWORD);
  await login2.getByRole('button', { name: 'Sign in' }).click();
  const welcome = page.getByRole('dialog', { name: 'Hello Ada!' });
  await expect(welcome).toContainText('Your usage this month');
  await expect(welcome).toContainText('Stocks Analysed');
  await saveScreenshot(page, testInfo, 'welcome');
  await welcome.getByRole('button', { name: 'Continue exploring' }).click();

  // Add to favourites on a company page → the watchlist lists it; remove → undo.
  await page.goto('/stocks/NASDAQ/AAPL');
  // The server's copy stays inert until the app has rendered the page anew for this signed-in
  // visitor: a click before that is not taken.
  await waitForApp(page);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'In favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Open your watchlist' }).click();
  await expect(page).toHaveURL(/\/watchlist\/\d+$/);
  const favourites = page.getByRole('table', { name: 'My watchlist' });
  await expect(favourites.getByRole('link', { name: /Apple Inc\./ })).toBeVisible();
  // Each row: the score's factors with their words, and the change since the previous run.
  await expect(favourites.getByRole('listitem')).toHaveText([
    /^Value /,
    /^Growth /,
    /^Profitability /,
    /^Health /,
    /^Shareholder payout /,
  ]);
  await expect(favourites.getByRole('columnheader', { name: 'Change' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'watchlist');
  await favourites.getByRole('button', { name: 'Remove Apple Inc.' }).click();
  // An empty list says so in place of its table.
  await expect(page.getByText(/No companies yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(favourites.getByRole('link', { name: /Apple Inc\./ })).toBeVisible();

  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile');

  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Forgot → mailed code → reset → log in with the new password.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const login3 = page.getByRole('dialog', { name: 'Login in one click...' });
  await login3.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('E-mail').fill(email);
  await forgot.getByRole('button', { name: 'Send me a code' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(reset).toBeVisible();
  // It cannot be dismissed with Escape.
  await page.keyboard.press('Escape');
  await expect(reset).toBeVisible();
  const code = /Your code to reset your password: (\d{6})/.exec(await readMail(email, 2))![1]!;
  await reset.getByLabel('Code').fill(code);
  await reset.getByLabel('New password').fill('third password 3');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  const login4 = page.getByRole('dialog', { name: 'Login in one click...' });
  await expect(login4.getByLabel('E-mail')).toHaveValue(email);
  await login4.getByLabel('Password').fill('third password 3');
  await login4.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Hello Ada!' })).toBeVisible();
});

test('signed out, a protected menu entry opens the sign-in modal', async ({ page }, testInfo) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Watchlist' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Login in one click...' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await saveScreenshot(page, testInfo, 'sign-in-modal');
});
