import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';
import { clearSession, saveSession } from '@/lib/session';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { freeSubscription } from '@/test-utils/subscription-fixture';

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
  company,
};
const list = (id: number, name: string, active: boolean) => ({
  id,
  kind: 'watchlist',
  name,
  createdAt: '2026-11-20T10:00:00.000Z',
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
    const table = await screen.findByRole('table', { name: 'Quality' });
    expect(
      within(table)
        .getByRole('link', { name: /Apple Inc\./ })
        .getAttribute('href'),
    ).toBe('/stocks/NASDAQ/AAPL');
    expect(within(table).getByText('+1.2%')).toBeTruthy();
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
