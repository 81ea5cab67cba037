import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';
import { clearSession, saveSession } from '@/lib/session';
import { englishLeft, resetLanguageAfterEach, useLanguage } from '@/test-utils/languages';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { freeSubscription } from '@/test-utils/subscription-fixture';
import { PortfolioRoute } from './portfolio';
import { WatchlistRoute } from './watchlist';
import { later } from '@/test-utils/later';

const company = {
  ticker: 'NASDAQ:AAPL',
  symbol: 'AAPL',
  companyName: 'Apple Inc.',
  image: null,
  evidentScore: 76,
  evidentScorePercentile: 76.2,
  evidentScoreValue: 61.5,
  category: 'Good',
  lastClose: 308.63,
  marketCap: 4.5e12,
  sessionDate: '2026-07-02',
  change1d: 0.012,
  dollarVolume1d: 1e10,
};
const stock = {
  ticker: 'NASDAQ:AAPL',
  symbol: 'AAPL',
  addedAt: '2026-11-20T10:00:00.000Z',
  shares: null,
  averageCost: null,
  previousScore: 70,
  factors: [
    { name: 'Value', status: 'Weak' },
    { name: 'Growth', status: 'Good' },
    { name: 'Profitability', status: 'Excellent' },
    { name: 'Health', status: 'Insufficient data' },
    { name: 'Shareholder payout', status: 'Fair' },
  ],
  company,
};
const list = (id: number, name: string, active: boolean) => ({
  id,
  kind: 'watchlist',
  name,
  createdAt: '2026-11-20T10:00:00.000Z',
  previousRunAsOf: '2026-06-30',
  stocks: active ? [stock] : [],
  removed: active ? [] : [{ ...stock, removedAt: '2026-11-21T10:00:00.000Z' }],
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('watchlist screen', () => {
  it('shows the selected list’s companies; removal waits in “Removed” with an undo', async () => {
    saveSession({
      token: 'access',
      refreshToken: 'refresh',
      user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
    });
    let active = true;
    const calls: string[] = [];
    const fetchMock = mockConfigFetch({
      '/api/v1/auth/user-subscription': () => freeSubscription({ used: { watchlist: 1 } }),
      '/api/v1/watchlist/': () => [list(1, 'First', false), list(2, 'Quality', active)],
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        calls.push(`${url} ${String(init.body)}`);
        active = url.endsWith('/addCompanies');
        return json({ success: true, data: list(2, 'Quality', active) });
      }
      return base(input, init);
    });
    renderRoutes(routes, '/watchlist/2');
    // The first test also loads the route modules (slow on a busy machine).
    const table = await screen.findByRole('table', { name: 'Quality' }, later());
    expect(
      within(table)
        .getByRole('link', { name: /Apple Inc\./ })
        .getAttribute('href'),
    ).toBe('/stocks/NASDAQ/AAPL');
    expect(within(table).getByText('+1.2%')).toBeTruthy();
    // The score's change since the previous run (70 → 76) and the factors' words.
    expect(within(table).getByText('+6').getAttribute('title')).toBe('70 on Jun 30, 2026');
    expect(within(table).getByText('Insufficient data').textContent).toBe(
      'Health Insufficient data',
    );
    expect(within(table).getByText('Profitability').parentElement?.textContent).toBe(
      'Profitability Excellent',
    );
    expect(
      screen.getByRole('navigation', { name: 'Your watchlists' }).querySelector('[aria-current]')
        ?.textContent,
    ).toContain('Quality');

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Apple Inc.' }));
    expect(await screen.findByText(/No companies yet/)).toBeTruthy();
    expect(calls[0]).toBe('/api/v1/watchlist/2/removeCompanies {"tickers":["NASDAQ:AAPL"]}');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const back = await screen.findByRole('table', { name: 'Quality' });
    expect(await within(back).findByRole('link', { name: /Apple Inc\./ })).toBeTruthy();
    expect(calls[1]).toBe('/api/v1/watchlist/2/addCompanies {"tickers":["NASDAQ:AAPL"]}');
  });

  it('sorts by a column (drag waits for “Your order”) and adds a company from the search', async () => {
    saveSession({
      token: 'access',
      refreshToken: 'refresh',
      user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
    });
    const low = {
      ...stock,
      ticker: 'NYSE:KO',
      symbol: 'KO',
      previousScore: null,
      company: {
        ...company,
        ticker: 'NYSE:KO',
        symbol: 'KO',
        companyName: 'Coca-Cola',
        evidentScore: 41,
      },
    };
    let stocks = [low, stock];
    const calls: string[] = [];
    const fetchMock = mockConfigFetch({
      '/api/v1/auth/user-subscription': () => freeSubscription({ used: { watchlist: 2 } }),
      '/api/v1/watchlist/': () => [{ ...list(2, 'Quality', true), stocks }],
      '/api/v1/stocks': () => [
        { symbol: 'MSFT', ticker: 'NASDAQ:MSFT', companyName: 'Microsoft Corporation' },
      ],
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        calls.push(`${url} ${String(init.body)}`);
        const msft = {
          ...stock,
          ticker: 'NASDAQ:MSFT',
          symbol: 'MSFT',
          company: { ...company, ticker: 'NASDAQ:MSFT', symbol: 'MSFT', companyName: 'Microsoft' },
        };
        stocks = [...stocks, msft];
        return json({ success: true, data: { ...list(2, 'Quality', true), stocks } });
      }
      return base(input, init);
    });
    renderRoutes(routes, '/watchlist/2');
    const table = await screen.findByRole('table', { name: 'Quality' });
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent?.split(' ')[0]);
    expect(names()).toEqual(['Coca-Cola', 'Apple']);
    expect(within(table).getAllByRole('button', { name: /^Move / })).toHaveLength(2);

    fireEvent.click(within(table).getByRole('button', { name: /Evident Score/ }));
    expect(names()).toEqual(['Apple', 'Coca-Cola']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Evident Score/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(within(table).queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
    fireEvent.click(within(table).getByRole('button', { name: /Evident Score/ }));
    expect(names()).toEqual(['Coca-Cola', 'Apple']);
    fireEvent.click(screen.getByRole('button', { name: 'Your order' }));
    expect(within(table).getAllByRole('button', { name: /^Move / })).toHaveLength(2);

    const box = screen.getByRole('combobox', { name: 'Add a company to Quality' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'micro' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Microsoft Corporation/ }));
    await waitFor(() =>
      expect(calls).toEqual(['/api/v1/watchlist/2/addCompanies {"tickers":["NASDAQ:MSFT"]}']),
    );
    expect(await within(table).findByRole('link', { name: /Microsoft/ })).toBeTruthy();
  });

  it('invites a first list when there is none', async () => {
    saveSession({
      token: 'access',
      refreshToken: 'refresh',
      user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
    });
    mockConfigFetch({ '/api/v1/portfolio/': () => [] });
    renderRoutes(routes, '/portfolio');
    expect(await screen.findByText(/You have no portfolio yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeTruthy();
    expect(screen.getByLabelText('New portfolio')).toBeTruthy();
  });
});

describe('watchlist and portfolio screens in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();

  const removedStock = {
    ...stock,
    ticker: 'NYSE:KO',
    symbol: 'KO',
    company: { ...company, ticker: 'NYSE:KO', symbol: 'KO', companyName: 'Coca-Cola' },
  };
  const analysis = {
    asOf: '2026-07-02',
    weighting: 'value',
    holdings: 1,
    value: 3086.3,
    cost: 1500,
    score: {
      value: 76,
      covered: 1,
      contributions: [
        {
          symbol: 'AAPL',
          ticker: 'NASDAQ:AAPL',
          companyName: 'Apple Inc.',
          sector: 'Technology',
          weight: 1,
          score: 76,
          contribution: 76,
        },
      ],
    },
    factors: [
      { id: 'value', name: 'Value', value: 40, covered: 1 },
      { id: 'growth', name: 'Growth', value: null, covered: 0 },
    ],
    sectors: [{ sector: 'Technology', weight: 1 }],
    rules: [
      {
        id: 'companies',
        rule: 'Hold at least 20 companies.',
        passes: false,
        detail: '1 company held.',
        fix: 'Add 19 more.',
      },
    ],
    performance: {
      from: '2025-07-02',
      to: '2026-07-02',
      portfolio: 0.21,
      benchmark: 0.12,
      covered: 1,
      method: 'Total return.',
    },
  };
  /** What the fixtures' data names: left as the server writes it. */
  const DATA = [
    'Apple Inc.',
    'NASDAQ:AAPL',
    'Coca-Cola',
    'Quality',
    'First',
    'Core',
    'Technology',
    'Hold at least 20 companies.',
    '1 company held.',
    'Add 19 more.',
    'Total return.',
    ...stock.factors.flatMap((f) => [f.name, f.status]),
  ];

  async function renderLists(kind: 'watchlist' | 'portfolio') {
    saveSession({
      token: 'access',
      refreshToken: 'refresh',
      user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
    });
    mockConfigFetch({
      '/api/v1/watchlist/': () => [
        list(1, 'First', false),
        { ...list(2, 'Quality', true), removed: [{ ...removedStock, removedAt: '2026-11-21' }] },
      ],
      '/api/v1/portfolio/': () => [
        {
          ...list(7, 'Core', true),
          kind: 'portfolio',
          stocks: [{ ...stock, shares: 10, averageCost: 150 }],
        },
      ],
      '/api/v1/portfolio/7/analysis': () => analysis,
    });
    const view = renderRoutes(
      [
        { path: '/watchlist/:id?', element: <WatchlistRoute /> },
        { path: '/portfolio/:id?', element: <PortfolioRoute /> },
      ],
      kind === 'watchlist' ? '/watchlist/2' : '/portfolio/7',
    );
    await screen.findByRole('table', { name: kind === 'watchlist' ? 'Quality' : 'Core' });
    if (kind === 'portfolio') await screen.findByTestId('analysis');
    return view;
  }

  it.each(['watchlist', 'portfolio'] as const)(
    'leaves no English of its own on the %s in Ukrainian',
    async (kind) => {
      await useLanguage('uk');
      const { container } = await renderLists(kind);
      const title = kind === 'watchlist' ? 'Список спостереження' : 'Портфель';
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(document.title).toContain(title);
      expect(englishLeft(container, DATA)).toEqual([]);
    },
  );

  it('speaks Spanish on both screens, figures in Spanish format', async () => {
    await useLanguage('es');
    const watchlist = await renderLists('watchlist');
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de seguimiento' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quitadas' })).toBeTruthy();
    // Spanish writes "1,2 %" (testing-library reads the no-break space as a space).
    expect(screen.getByText('+1,2 %')).toBeTruthy();
    expect(watchlist.container.textContent).not.toMatch(/Your order|Remove|Last close|Watchlist/);
    watchlist.unmount();

    const portfolio = await renderLists('portfolio');
    expect(screen.getByRole('heading', { name: 'Análisis de la cartera' })).toBeTruthy();
    expect(screen.getByText('Rentabilidad a 1 año (2 jul 2025 → 2 jul 2026)')).toBeTruthy();
    expect(portfolio.container.textContent).not.toMatch(
      /Portfolio|Shares|Average cost|holdings|Import a CSV/,
    );
  });
});
