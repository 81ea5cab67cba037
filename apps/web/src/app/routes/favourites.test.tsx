import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast';
import { clearSession, saveSession } from '@/lib/session';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { companyFixture, METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { routes } from '../router';
import { freeSubscription } from '@/test-utils/subscription-fixture';
import { later } from '@/test-utils/later';

// The page's sections below the fold load on demand; load their code once up front so the first
// test does not wait on its transform.
beforeAll(async () => {
  await import('@/features/stock/components/actions-section');
});
/** The actions arrive after the rest of the page: a slow machine needs more than a second. */
const LATER = later();

const PAGE = '/stocks/NASDAQ/AAPL';

const list = (stocks: string[], id = 7) => ({
  id,
  kind: 'watchlist',
  name: 'My watchlist',
  createdAt: '2026-11-20T10:00:00.000Z',
  previousRunAsOf: null,
  stocks: stocks.map((ticker) => ({
    ticker,
    symbol: ticker.split(':')[1],
    addedAt: '2026-11-20T10:00:00.000Z',
    shares: null,
    averageCost: null,
    previousScore: null,
    factors: [],
    company: null,
  })),
  removed: [],
});

/** The stock page's calls, plus the watchlist calls answered by `lists`. */
function setup(lists: Record<string, (url: URL, init?: RequestInit) => unknown>) {
  const fetchMock = mockConfigFetch({
    '/api/v1/stocks/NASDAQ%3AAAPL': () => companyFixture(),
    '/api/v1/stocks/NASDAQ%3AAAPL/prices': () => ({
      ticker: 'NASDAQ:AAPL',
      range: '6m',
      items: [],
    }),
    '/api/v1/stocks/peers/': () => [],
    '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
    '/api/v1/charts/': (url) => ({
      ticker: 'NASDAQ:AAPL',
      chart: url.pathname.split('/').at(-1),
      asOf: '2026-07-02',
      series: [],
    }),
    '/api/v1/auth/user-subscription': () => freeSubscription({ used: { analysis: 1 } }),
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = lists[key];
    if (handler) {
      const answer = await handler(url, init);
      return answer instanceof Response ? answer : json({ success: true, data: answer });
    }
    return base(input, init);
  });
  render(<Toaster />);
  return fetchMock;
}

const signIn = () =>
  saveSession({
    token: 'access',
    refreshToken: 'refresh',
    user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
  });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('add to favourites (spec §2 stock page actions)', () => {
  it('opens sign-in when signed out, and calls nothing', async () => {
    const fetchMock = setup({});
    renderRoutes(routes, PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }, LATER));
    expect(await screen.findByRole('dialog', { name: /Login in one click/ })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/watchlist'))).toBe(false);
  });

  it('creates "My watchlist" for a first favourite, adds the company, then shows it is in', async () => {
    signIn();
    let stored: ReturnType<typeof list> | null = null;
    const fetchMock = setup({
      'GET /api/v1/watchlist/': () => (stored ? [stored] : []),
      'POST /api/v1/watchlist/newByName': (_u, init) => {
        expect(JSON.parse(String(init!.body))).toEqual({ name: 'My watchlist' });
        stored = list([]);
        return json({ success: true, data: stored }, 201);
      },
      'PUT /api/v1/watchlist/7/addCompanies': (_u, init) => {
        expect(JSON.parse(String(init!.body))).toEqual({ tickers: ['NASDAQ:AAPL'] });
        stored = list(['NASDAQ:AAPL']);
        return stored;
      },
    });
    renderRoutes(routes, PAGE);
    const button = await screen.findByRole('button', { name: 'Add to favourites' }, LATER);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Added to favourites')).toBeTruthy();
    const pressed = await screen.findByRole('button', { name: 'In favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Open your watchlist' }).getAttribute('href')).toBe(
      '/watchlist/7',
    );
    const sent = fetchMock.mock.calls.map(([u, i]) => `${i?.method ?? 'GET'} ${String(u)}`);
    expect(sent).toContain('POST /api/v1/watchlist/newByName');
  });

  it('takes a favourite out again, with an undo', async () => {
    signIn();
    let stored = list(['NASDAQ:AAPL']);
    setup({
      'GET /api/v1/watchlist/': () => [stored],
      'PUT /api/v1/watchlist/7/removeCompanies': () => {
        stored = list([]);
        return stored;
      },
      'PUT /api/v1/watchlist/7/addCompanies': () => {
        stored = list(['NASDAQ:AAPL']);
        return stored;
      },
    });
    renderRoutes(routes, PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'In favourites' }, LATER));
    expect(await screen.findByText('Removed from favourites')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'In favourites' })).toBeTruthy();
  });

  it('says so when the plan’s watchlist limit is reached', async () => {
    signIn();
    const message =
      'Your plan allows 1 stock in your watchlists. Upgrade your subscription to add more.';
    setup({
      'GET /api/v1/watchlist/': () => [list(['NYSE:BRK.B'])],
      'PUT /api/v1/watchlist/7/addCompanies': () => json({ success: false, message }, 403),
    });
    renderRoutes(routes, PAGE);
    const button = await screen.findByRole('button', { name: 'Add to favourites' }, LATER);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Watchlist limit reached')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
  });
});
