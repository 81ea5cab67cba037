// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

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
    // The desktop side menu lists the account links; the mobile page has the bottom bar instead.
    expect(text(desktop)).toContain('Sign Up Free');
    expect(text(mobile)).not.toContain('Sign Up Free');
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
});
