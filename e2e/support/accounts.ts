import type { Page } from '@playwright/test';
import { readMail } from './mail';

/** Signs up, verifies by the mailed link and logs in; leaves the welcome modal open. */
export async function signUpAndLogIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('dialog', { name: 'Login in one click...' })
    .getByRole('button', { name: 'First time here? Sign up free' })
    .click();
  const signUp = page.getByRole('dialog', { name: 'Signup free in one click...' });
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password').fill(password);
  await signUp.getByLabel('First name').fill('Bea');
  await signUp.getByRole('button', { name: 'Sign up free' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and privacy' });
  await terms.getByLabel('I accept the terms and conditions and the privacy policy.').check();
  await terms.getByRole('button', { name: 'Create my account' }).click();
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Continue exploring' })
    .click();
  const link = /(http:\/\/127\.0\.0\.1:\d+\/\?code=[^\s"<]+)/.exec(await readMail(email))![1]!;
  await page.goto(link);
  await page
    .getByRole('dialog', { name: 'Email verification' })
    .getByRole('button', { name: 'Go to login' })
    .click();
  const login = page.getByRole('dialog', { name: 'Login in one click...' });
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Sign in' }).click();
}
