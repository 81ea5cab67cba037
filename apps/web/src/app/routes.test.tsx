import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { setViewportWidth } from '@/test-utils/match-media';
import { mockConfigFetch, renderRoutes, TEST_CONFIG } from '@/test-utils/render';
import { companyFixture, METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { routes } from './router';
import { later } from '@/test-utils/later';

const HOME_HEADING = 'Beat the market. With science.';

describe('protected routes (spec §4)', () => {
  it.each(['/screener', '/screener/42', '/portfolio', '/portfolio/7', '/watchlist', '/profile'])(
    '%s redirects to / without a token',
    async (path) => {
      mockConfigFetch();
      const { router } = renderRoutes(routes, path);
      // The first case also loads the route modules (slow on a busy CI machine).
      expect(await screen.findByRole('heading', { name: HOME_HEADING }, later())).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each([
    ['/screener/42', 'Screener'],
    ['/portfolio', 'Portfolio'],
    ['/watchlist/3', 'Watchlist'],
    ['/profile', 'Profile'],
  ])('%s shows its page when signed in', async (path, title) => {
    mockConfigFetch();
    localStorage.setItem('accessToken', 'token');
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('a blank token counts as signed out', async () => {
    mockConfigFetch();
    localStorage.setItem('accessToken', '');
    const { router } = renderRoutes(routes, '/watchlist');
    await screen.findByRole('heading', { name: HOME_HEADING });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('public routes', () => {
  it('home shows the hero and the search placeholder', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/?tab=whatever');
    await screen.findByRole('heading', { name: HOME_HEADING });
    expect(document.querySelector('[data-home-tab="analysis"]')).toBeTruthy();
    const search = screen.getByRole('combobox', { name: 'Find a company by name or ticker' });
    expect(search.getAttribute('placeholder')).toBe('Find a company...');
  });

  it('/signup renders the home screen', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/signup');
    expect(await screen.findByRole('heading', { name: HOME_HEADING })).toBeTruthy();
  });

  it('the stock page asks for EXCHANGE:TICKER built from the path, upper-cased', async () => {
    const fetchMock = mockConfigFetch({
      '/api/v1/stocks/NASDAQ%3AAAPL': () => companyFixture(),
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
      '/api/v1/stocks/peers/': () => [],
      '/api/v1/charts/': () => ({ ticker: 'NASDAQ:AAPL', chart: 'roic', asOf: null, series: [] }),
    });
    renderRoutes(routes, '/stocks/nasdaq/aapl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/v1/stocks/NASDAQ%3AAAPL');
    expect(document.title).toContain('NASDAQ:AAPL');
  });

  it.each([
    ['/about', 'About Evident'],
    ['/legal', 'Legal notice'],
    ['/privacy', 'Privacy policy'],
    ['/disclaimer', 'Disclaimer'],
  ])('%s shows %s', async (path, title) => {
    mockConfigFetch();
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('an unknown path shows the not-found page with a link home', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });
});

describe('layout', () => {
  it('desktop: left menu with four entries and Ideas marked Soon and disabled', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.getAttribute('data-variant')).toBe('side');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Analysis', '/'],
      ['Screener', '/screener'],
      ['Portfolio', '/portfolio'],
      ['Watchlist', '/watchlist'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    const ideas = within(nav).getByText('Ideas').closest('[aria-disabled]');
    expect(ideas?.getAttribute('aria-disabled')).toBe('true');
    expect(ideas?.tagName).not.toBe('A');
    expect(ideas?.textContent).toContain('Soon');
    expect(screen.getByRole('complementary', { name: 'Feedback' })).toBeTruthy();
  });

  it('mobile: bottom bar, feedback links in the footer', async () => {
    mockConfigFetch();
    setViewportWidth(390);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    expect(screen.getByRole('navigation', { name: 'Main' }).getAttribute('data-variant')).toBe(
      'bottom',
    );
    expect(screen.queryByRole('complementary', { name: 'Feedback' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    const feedback = within(footer).getByRole('navigation', { name: 'Feedback' });
    expect(
      within(feedback)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Rate us', 'Issues', 'Feedback', 'Contact us']);
  });

  it('tablet: the compact left menu', async () => {
    mockConfigFetch();
    setViewportWidth(900);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    expect(screen.getByRole('navigation', { name: 'Main' }).getAttribute('data-variant')).toBe(
      'rail',
    );
  });

  it.each([
    ['tablet', 900, 'rail'],
    ['mobile', 390, 'bottom'],
  ])(
    '%s: the compact menu ends with Sign In, which opens the sign-in modal',
    async (_name, width, variant) => {
      mockConfigFetch();
      setViewportWidth(width);
      const { router } = renderRoutes(routes, '/');
      await screen.findByRole('heading', { name: HOME_HEADING });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(nav.getAttribute('data-variant')).toBe(variant);
      const entries = within(nav).getAllByRole('listitem');
      expect(entries.map((li) => li.textContent)).toEqual([
        'Analysis',
        'Screener',
        'Portfolio',
        'Watchlist',
        'IdeasSoon',
        'Sign In',
      ]);
      expect(within(nav).queryByRole('link', { name: 'My account' })).toBeNull();
      fireEvent.click(within(nav).getByRole('button', { name: 'Sign In' }));
      // The sign-in modal's code loads on its first opening (slow on a busy machine).
      expect(
        await screen.findByRole('dialog', { name: 'Login in one click...' }, later()),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each([
    ['tablet', 900],
    ['mobile', 390],
  ])(
    '%s signed in: the compact menu ends with My account, a link to /profile',
    async (_name, width) => {
      mockConfigFetch();
      localStorage.setItem('accessToken', 'token');
      setViewportWidth(width);
      renderRoutes(routes, '/');
      await screen.findByRole('heading', { name: HOME_HEADING });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const account = within(nav).getByRole('link', { name: 'My account' });
      expect(account.getAttribute('href')).toBe('/profile');
      expect(within(nav).getAllByRole('listitem').at(-1)?.contains(account)).toBe(true);
      expect(within(nav).queryByRole('button', { name: 'Sign In' })).toBeNull();
    },
  );

  it('footer: disclaimer, information links and the current year', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('not personalised investment advice');
    expect(footer.textContent).toContain('Past performance is no guide');
    expect(footer.textContent).toContain('Investing involves risk');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Evident`);
    for (const name of ['About', 'Legal', 'Privacy Policy', 'Disclaimer']) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(footer).getByRole('link', { name: 'Glossary' }).getAttribute('href')).toBe(
      '/glossary',
    );
    expect(within(footer).getByRole('button', { name: 'Contact' })).toBeTruthy();
  });

  /** The footer's account entries (spec §2 sidebar and footer entries) and their texts. */
  const footerAccount = () =>
    within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Account' });
  const entriesOf = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('footer account entries: Sign In and Sign Up Free open their modals when signed out', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    const account = footerAccount();
    expect(entriesOf(account)).toEqual(['Sign In', 'Sign Up Free']);
    fireEvent.click(within(account).getByRole('button', { name: 'Sign Up Free' }));
    const signUp = await screen.findByRole('dialog', {}, later());
    expect(within(signUp).getByLabelText('First name')).toBeTruthy();
    fireEvent.keyDown(signUp, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(account).getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('dialog', { name: 'Login in one click...' }, later()),
    ).toBeTruthy();
  });

  it('footer account entries when signed in: My account (/profile) and Sign out', async () => {
    mockConfigFetch({ '/api/v1/auth/logout': () => null });
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('refreshToken', 'refresh');
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    const account = footerAccount();
    expect(entriesOf(account)).toEqual(['My account', 'Sign out']);
    expect(within(account).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/profile',
    );
    fireEvent.click(within(account).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
    await vi.waitFor(() => expect(entriesOf(account)).toEqual(['Sign In', 'Sign Up Free']));
  });

  it('a feedback link opens its form from the configuration', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    const rail = screen.getByRole('complementary', { name: 'Feedback' });
    await act(async () => {
      fireEvent.click(within(rail).getByRole('button', { name: 'Rate us' }));
    });
    await screen.findByRole('dialog', { name: 'Rate Evident' });
    const frame = await screen.findByTitle('Rate Evident');
    expect(frame.getAttribute('src')).toBe(TEST_CONFIG.forms['rate-us']);
    expect(screen.getByText('Loading form')).toBeTruthy();
  });

  it('the footer Contact opens the contact form', async () => {
    mockConfigFetch();
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Contact' }),
      );
    });
    const frame = await screen.findByTitle('Contact Evident');
    expect(frame.getAttribute('src')).toBe(TEST_CONFIG.forms.contact);
  });

  it('the header shows the search box and the avatar initials from usr', async () => {
    mockConfigFetch();
    localStorage.setItem('usr', JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }));
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    const header = screen.getByRole('banner');
    expect(
      within(header)
        .getByRole('combobox', { name: 'Search companies' })
        .getAttribute('placeholder'),
    ).toBe('Find a company...');
    expect(within(header).getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
    expect(within(header).queryByRole('link', { name: 'My account' })).toBeNull();
  });

  it('signed in, the avatar menu leads to the profile and signs out', async () => {
    mockConfigFetch();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('refreshToken', 'refresh');
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    const trigger = within(screen.getByRole('banner')).getByRole('button', {
      name: 'Account menu',
    });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const item = await screen.findByRole('menuitem', { name: 'My account' });
    expect(item.getAttribute('href')).toBe('/profile');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' }),
    ).toBeTruthy();
  });

  it('signed out, a protected menu entry opens the sign-in modal instead of navigating', async () => {
    mockConfigFetch();
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Portfolio',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Login in one click...' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('scrolls to the top when the path changes', async () => {
    mockConfigFetch();
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: 'About Evident' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('records a first-visit flag for every path', async () => {
    mockConfigFetch();
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: HOME_HEADING });
    expect(localStorage.getItem('visited:/')).not.toBeNull();
    expect(localStorage.getItem('visited:/about')).toBeNull();
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: 'About Evident' });
    expect(localStorage.getItem('visited:/about')).not.toBeNull();
  });
});

describe('the frame in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  // The not-found page: the layout around a page of the frame's own.
  const PATH = '/no/such/page';

  it('Ukrainian: no English left on the page or in the tab title', async () => {
    await setLanguage('uk');
    mockConfigFetch();
    const { container } = renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { name: 'Сторінку не знайдено' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Головне меню' })).toBeTruthy();
    expect(englishLeft(container)).toEqual([]);
    expect(document.title).toBe('Сторінку не знайдено · Evident');
  });

  it.each([
    ['tablet', 900],
    ['mobile', 390],
  ])('Ukrainian, %s: the compact menu and the footer', async (_name, width) => {
    await setLanguage('uk');
    mockConfigFetch();
    setViewportWidth(width);
    const { container } = renderRoutes(routes, PATH);
    await screen.findByRole('heading', { name: 'Сторінку не знайдено' });
    const nav = screen.getByRole('navigation', { name: 'Головне меню' });
    expect(within(nav).getByRole('button', { name: 'Увійти' })).toBeTruthy();
    expect(englishLeft(container)).toEqual([]);
  });

  it('Spanish: the English of the page is all gone once the language changes', async () => {
    mockConfigFetch();
    const { container } = renderRoutes(routes, PATH);
    await screen.findByRole('heading', { name: 'Page not found' });
    // Words Spanish writes alike ("no", the consent banner's "marketing") are not English left.
    const english = new Set(englishLeft(container).filter((w) => w !== 'no' && w !== 'marketing'));
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Buscar empresas' }).getAttribute('placeholder'),
    ).toBe('Busca una empresa...');
    expect(englishLeft(container).filter((w) => english.has(w))).toEqual([]);
    expect(document.title).toBe('Página no encontrada · Evident');
  });
});
