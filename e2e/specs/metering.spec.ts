import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { waitForScores } from '../support/data';

// Issue 56, ADR 059: a visitor's free analyses are counted on the server, by a signed cookie (or
// the client's address without one); clearing the browser's storage gives nothing back.
//
// Each project of the suite is one client address, and other specs open company pages from fresh
// contexts (counted by that address): these visitors come from addresses of their own, so they use
// up nobody else's allowance.

test.skip(({ isMobile }) => isMobile, 'one project is enough: the server decides, not the layout');

const GATE = 'Create your free account to keep analysing';
/** Five companies of the e2e snapshot (page path, name), then a sixth. */
const FREE = [
  ['NASDAQ/AAPL', 'Apple Inc.'],
  ['NASDAQ/COA', 'Company 0'],
  ['NASDAQ/COB', 'Company 1'],
  ['NASDAQ/COC', 'Company 2'],
  ['NASDAQ/COD', 'Company 3'],
] as const;
const SIXTH = 'NASDAQ/COE';

async function visitorFrom(browser: Browser, address: string): Promise<BrowserContext> {
  const base = test.info().project.use;
  return browser.newContext({
    ...(base.viewport ? { viewport: base.viewport } : {}),
    baseURL: base.baseURL!,
    locale: 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': address },
    // The cookie choice made (optional cookies refused), as in the suite's own contexts.
    storageState: {
      cookies: [
        {
          name: 'evident_consent',
          value: encodeURIComponent(
            JSON.stringify({
              analytics: false,
              marketing: false,
              decidedAt: '2026-01-01T00:00:00Z',
            }),
          ),
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
}

test('a visitor who clears the browser’s storage still gets the paywall after 5 companies', async ({
  browser,
  request,
}) => {
  // Six page loads and a fresh browser context on a shared two-core machine.
  test.setTimeout(180_000);
  await waitForScores(request);
  const context = await visitorFrom(browser, '198.51.100.56');
  const page = await context.newPage();
  for (const [path, name] of FREE) {
    await page.goto(`/stocks/${path}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  // The server's cookie is HttpOnly: scripts cannot read it, and clearing storage leaves it.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'evident_visitor')?.httpOnly).toBe(true);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const answer = await page.goto(`/stocks/${SIXTH}`);
  // The server decides: the page's HTML is the paywall, with no analysis in it.
  const html = await answer!.text();
  expect(html).toContain(GATE);
  expect(html).not.toContain('"evidentScore"');
  expect(html).not.toContain('Factor breakdown');
  expect(html).not.toContain('Company 4');
  await expect(page.getByRole('heading', { name: GATE })).toBeVisible();
  await expect(page.getByText('Evident Score', { exact: true })).toHaveCount(0);
  // A company already read this month stays open.
  await page.goto(`/stocks/${FREE[1][0]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Company 0' })).toBeVisible();
  await context.close();
});

test('a visitor whose browser keeps no cookie is counted by its address', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await waitForScores(request);
  const context = await visitorFrom(browser, '198.51.100.57');
  const page = await context.newPage();
  for (const [path, name] of FREE) {
    await page.goto(`/stocks/${path}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The page's own reads done first: one answered after the clearing would leave a new cookie,
    // and the next page would be counted by it, not by the address.
    await page.waitForLoadState('networkidle');
    await context.clearCookies({ name: 'evident_visitor' });
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(`/stocks/${SIXTH}`);
  await expect(page.getByRole('heading', { name: GATE })).toBeVisible();
  await expect(page.getByText('Evident Score', { exact: true })).toHaveCount(0);
  await context.close();
});
