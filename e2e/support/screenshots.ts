import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Full-page screenshot at e2e/test-results/screenshots/<project>-<name>.png (git-ignored);
 * `fullPage: false` keeps the window only, as a visitor sees it (what fixed overlays cover).
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const configDir = path.dirname(
    testInfo.config.configFile ?? path.resolve('playwright.config.ts'),
  );
  await page.screenshot({
    path: path.join(
      configDir,
      'test-results',
      'screenshots',
      `${testInfo.project.name}-${name}.png`,
    ),
    fullPage,
    animations: 'disabled',
  });
}
