import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Each test is its own client (a client address of its own through the suite's trusted proxy,
 * `TRUST_PROXY` in playwright.config.ts): the server meters a visitor without a cookie by its
 * address (ADR 059) and limits sign-ups per address, so tests sharing one address would eat each
 * other's free analyses. A spec's own `test.use({ extraHTTPHeaders })` still wins.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash('sha256')
      .update(`${testInfo.project.name}/${testInfo.testId}`)
      .digest();
    const address = `10.${digest[0]! % 250}.${digest[1]! % 250}.${(digest[2]! % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});
