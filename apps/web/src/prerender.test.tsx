// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companyFixture, METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { isAppPath, renderPage, renderRoot, renderWithAnswers } from './prerender';

/** The text of some HTML, tags removed. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

// The build renders the public pages where there is no window (ADR 019): no `window`, `document`
// or storage in this environment, as in the build.
describe('prerendering the public pages', () => {
  it('renders the home page at each breakpoint, with the layout of that breakpoint', async () => {
    const mobile = await renderPage('/', 'mobile');
    const desktop = await renderPage('/', 'desktop');
    for (const html of [mobile, desktop]) {
      expect(text(html)).toContain('Beat the market. With science.');
      expect(html).toContain('id="main"');
    }
    // The desktop side menu lists the account links, and the footer at every width (spec §2).
    const signUps = (html: string) => text(html).split('Sign Up Free').length - 1;
    expect(signUps(desktop)).toBe(2);
    expect(signUps(mobile)).toBe(1);
    expect(text(desktop)).toContain('Top long-term picks');
    expect(text(mobile)).toContain('Daily selections');
  });

  it('renders the static pages with their text and the company page as its loading state', async () => {
    expect(text(await renderPage('/about', 'mobile'))).toMatch(/About/);
    const company = await renderPage('/stocks/_/_', 'mobile');
    expect(company).toContain('id="main"');
    // A placeholder ticker never shows: the page waits for its data.
    expect(text(company)).not.toContain('_:_');
  });

  it('renders a path no route knows as the not-found page', async () => {
    expect(text(await renderPage('/no/such/page/here', 'desktop'))).toContain('Page not found');
  });

  it('tells the server which paths are pages: the rest answer 404 (issue 56)', () => {
    for (const path of ['/', '/signup', '/stocks/NASDAQ/AAPL', '/screener', '/screener/12'])
      expect(isAppPath(path), path).toBe(true);
    for (const path of ['/profile', '/evidence', '/glossary', '/about', '/privacy'])
      expect(isAppPath(path), path).toBe(true);
    for (const path of ['/no/such/page', '/stocks/NASDAQ', '/stocks/NASDAQ/AAPL/more', '/aboutx'])
      expect(isAppPath(path), path).toBe(false);
  });
});

/** An answer as the server passes it: the API URL and the envelope's JSON text. */
const answer = (url: string, data: unknown) => ({
  url,
  body: JSON.stringify({ success: true, data }),
});
const COMPANY_URL = '/api/v1/stocks/NASDAQ%3AAAPL';

// ADR 028: the server renders a page that reads API answers with the answers it asked for.
describe('rendering a page with its answers', () => {
  it('renders the company page with its analysis at each breakpoint and sends its queries', async () => {
    const page = await renderWithAnswers('/stocks/NASDAQ/AAPL', [
      answer(COMPANY_URL, companyFixture()),
      answer('/api/v1/methodology', METHODOLOGY_FIXTURE),
    ]);
    for (const breakpoint of ['mobile', 'tablet', 'desktop']) {
      expect(page.root).toContain(`data-prerendered="${breakpoint}" inert>`);
    }
    // Three copies, each with the analysis, not its loading state.
    expect(text(page.root).match(/Apple Inc\./g)?.length).toBeGreaterThanOrEqual(3);
    expect(page.root).not.toContain('Loading the analysis');
    const keys = page.state.queries.map((q) => JSON.stringify(q.queryKey)).sort();
    expect(keys).toEqual(['["methodology"]', '["stocks","NASDAQ:AAPL"]']);
    const company = page.state.queries.find((q) => q.queryKey[0] === 'stocks')!;
    expect((company.state.data as { companyName: string }).companyName).toBe('Apple Inc.');
  });

  it('renders a part without an answer as its loading state and sends no query for it', async () => {
    const page = await renderWithAnswers('/stocks/NASDAQ/AAPL', [
      answer('/api/v1/methodology', METHODOLOGY_FIXTURE),
    ]);
    expect(page.root).toContain('Loading the analysis');
    expect(page.state.queries.map((q) => q.queryKey)).toEqual([['methodology']]);
  });

  it('renders the paywall, not the analysis, when the server refused the company (issue 56)', async () => {
    const refusal = { success: false, message: 'You have analysed 5 companies this month.' };
    const page = await renderWithAnswers('/stocks/NASDAQ/AAPL', [
      { url: COMPANY_URL, body: JSON.stringify(refusal), status: 403 },
      answer('/api/v1/methodology', METHODOLOGY_FIXTURE),
    ]);
    expect(text(page.root).match(/Create your free account to keep analysing/g)).toHaveLength(3);
    expect(page.root).not.toContain('Loading the analysis');
    expect(page.root).not.toContain('Apple Inc.');
    // The refusal travels with the page (as JSON), so the browser's first render shows it too.
    const company = page.state.queries.find((q) => q.queryKey[0] === 'stocks')!;
    expect(company.state.status).toBe('error');
    expect(JSON.parse(JSON.stringify(company.state.error))).toEqual({
      apiError: true,
      status: 403,
      message: refusal.message,
    });
  });

  it('checks each answer against the contract: one that does not match is not used', async () => {
    const page = await renderWithAnswers('/stocks/NASDAQ/AAPL', [
      answer(COMPANY_URL, { companyName: 'Not a company answer' }),
      answer('/api/v1/methodology', METHODOLOGY_FIXTURE),
    ]);
    expect(page.root).not.toContain('Not a company answer');
    expect(page.state.queries.map((q) => q.queryKey)).toEqual([['methodology']]);
  });

  it('keeps each page to its own answers when pages render at the same time', async () => {
    const other = { ...companyFixture(), ticker: 'NYSE:KO', companyName: 'The Coca-Cola Company' };
    const [apple, coke] = await Promise.all([
      renderWithAnswers('/stocks/NASDAQ/AAPL', [
        answer(COMPANY_URL, companyFixture()),
        answer('/api/v1/methodology', METHODOLOGY_FIXTURE),
      ]),
      renderWithAnswers('/stocks/NYSE/KO', [
        answer('/api/v1/stocks/NYSE%3AKO', other),
        answer('/api/v1/methodology', METHODOLOGY_FIXTURE),
      ]),
    ]);
    const titles = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);
    expect(titles(apple.root)).toEqual(['Apple Inc.', 'Apple Inc.', 'Apple Inc.']);
    expect(titles(coke.root)).toEqual([
      'The Coca-Cola Company',
      'The Coca-Cola Company',
      'The Coca-Cola Company',
    ]);
  });

  it("renders the build's copies (no data) in the same wrappers", async () => {
    const root = await renderRoot('/about');
    expect(root.startsWith('<div data-prerendered="mobile" inert>')).toBe(true);
    expect(root.match(/data-prerendered=/g)).toHaveLength(3);
  });
});
