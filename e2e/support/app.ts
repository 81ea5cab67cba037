import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page the server sent (ADR 028): the server's copies are
 * gone and nothing is inert any more. Before that the HTML shows the page, but nothing the app
 * does (a visit recorded, a click) has happened yet.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root [data-prerendered], #root [inert]')).toHaveCount(0);
}
