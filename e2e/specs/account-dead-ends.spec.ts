import { expect, test, type Page } from '../support/test';
import { signUpAndLogIn } from '../support/accounts';
import { readMail } from '../support/mail';
import { saveScreenshot } from '../support/screenshots';

// Issue 56 item 5: spec texts and steps of the account modals the app lacked.

const PASSWORD = 'first password 1';

test('"Check the email address provided." for an address the §5 pattern refuses (spec §5)', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Login in one click...' });
  await login.getByLabel('E-mail').fill('ada+news@example.com');
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByText('Check the email address provided.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'email-check', { fullPage: false });
  await login.getByLabel('E-mail').fill('not-an-address');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByText('Invalid email address.')).toBeVisible();
  await expect(login.getByText('Check the email address provided.')).toHaveCount(0);
});

/** A mark on this document: a reload starts a new one without it. */
async function expectReloadAfter(page: Page, close: () => Promise<void>) {
  await page.evaluate(() => ((window as unknown as { beforeReload?: true }).beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await close();
  await reloaded;
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
}

test('the reset modal and the login after a reset reload the page on close (spec §4)', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `reset-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpAndLogIn(page, email, PASSWORD);
  await page
    .getByRole('dialog', { name: 'Hello Bea!' })
    .getByRole('button', { name: 'Continue exploring' })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });

  const requestCode = async () => {
    await signIn.click();
    const login = page.getByRole('dialog', { name: 'Login in one click...' });
    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send me a code' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(reset).toBeVisible();
    return reset;
  };

  // Closed without a code.
  const first = await requestCode();
  await expectReloadAfter(page, () => first.getByRole('button', { name: 'Cancel' }).click());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Reset done: the login opens with the e-mail; closing it reloads the page.
  const second = await requestCode();
  const code = /Your code to reset your password: (\d{6})/.exec(await readMail(email, 3))![1]!;
  await second.getByLabel('Code').fill(code);
  await second.getByLabel('New password').fill('second password 2');
  await second.getByRole('button', { name: 'Reset password' }).click();
  const login = page.getByRole('dialog', { name: 'Login in one click...' });
  await expect(login.getByLabel('E-mail')).toHaveValue(email);
  await saveScreenshot(page, testInfo, 'login-after-reset', { fullPage: false });
  await expectReloadAfter(page, () => page.keyboard.press('Escape'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signIn).toBeVisible();
});

test('"Saving changes" while the profile saves (spec §8 generic toasts)', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = `saving-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpAndLogIn(page, email, PASSWORD);
  await page
    .getByRole('dialog', { name: 'Hello Bea!' })
    .getByRole('button', { name: 'Continue exploring' })
    .click();
  await page.goto('/profile');
  const boxes = page.getByRole('group', { name: 'E-mail me' });
  await expect(boxes).toBeVisible();

  // Hold the save until the toast has been seen: on this machine it would answer at once.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/auth/notification-preferences', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.continue();
  });
  // Ticked once the server has it: a click, not `check()`, which expects it at once.
  await boxes.getByRole('checkbox', { name: 'The daily selections' }).click();
  await expect(page.getByText('Saving changes')).toBeVisible();
  await saveScreenshot(page, testInfo, 'saving-changes', { fullPage: false });
  release();
  await expect(page.getByText('Your changes have been applied')).toBeVisible();
  await expect(page.getByText('Saving changes')).toHaveCount(0);
  await expect(boxes.getByRole('checkbox', { name: 'The daily selections' })).toBeChecked();
});

test('an unverified account: the login offers the mail again, and its new link verifies (issue 56)', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `unverified-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('dialog', { name: 'Login in one click...' })
    .getByRole('button', { name: 'First time here? Sign up free' })
    .click();
  const signUp = page.getByRole('dialog', { name: 'Signup free in one click...' });
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByLabel('First name').fill('Bea');
  await signUp.getByRole('button', { name: 'Sign up free' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and privacy' });
  await terms.getByLabel('I accept the terms and conditions and the privacy policy.').check();
  await terms.getByRole('button', { name: 'Create my account' }).click();
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Continue exploring' })
    .click();
  await readMail(email);

  // The first mail is "lost": the login says why it refuses, and offers the mail again.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Login in one click...' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    login.getByText('Please verify your email address before logging in.'),
  ).toBeVisible();
  await login.getByRole('button', { name: 'Send the verification mail again' }).click();
  await expect(page.getByText('Resend email successfully')).toBeVisible();
  await expect(page.getByText(`Looks great. Email has been sent to ${email}.`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'resend-from-login', { fullPage: false });

  const link = /(http:\/\/127\.0\.0\.1:\d+\/\?code=[^\s"<]+)/.exec(await readMail(email, 2))![1]!;
  await page.goto(link);
  await page
    .getByRole('dialog', { name: 'Email verification' })
    .getByRole('button', { name: 'Go to login' })
    .click();
  const again = page.getByRole('dialog', { name: 'Login in one click...' });
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Hello Bea!' })).toBeVisible();
});
