import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Full-page screenshot at e2e/test-results/screenshots/<project>-<name>.png (git-ignored). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
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
    fullPage: true,
    animations: 'disabled',
  });
}
