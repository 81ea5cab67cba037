import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataState, describeActivity, pollInterval, waitingText } from '@/hooks/use-data-status';
import { healthAnswer, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { routes } from '../router';
import { later } from '@/test-utils/later';

const importing = {
  loaded: false,
  version: null,
  loadedAt: null,
  scoredAsOf: null,
  servedVersion: 'empty',
  activity: {
    kind: 'import' as const,
    label: 'Loading market data: prices',
    percent: 62,
    etaSeconds: 40,
    startedAt: '2026-11-24T10:00:00.000Z',
  },
};

const msft = {
  ticker: 'NASDAQ:MSFT',
  symbol: 'MSFT',
  companyName: 'Microsoft Corporation',
  image: null,
  evidentScore: 96,
  evidentScorePercentile: 96,
  evidentScoreValue: 1,
  category: null,
  lastClose: 100,
  marketCap: 1e12,
  sessionDate: '2026-07-02',
  change1d: 0.01,
  dollarVolume1d: 1e10,
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('what the pages say about the data (issue 17)', () => {
  it('turns health into one state and sentence', () => {
    expect(dataState(undefined)).toBeNull();
    const working = dataState(healthAnswer(importing));
    expect(working).toEqual({
      kind: 'working',
      text: 'Loading market data 62% · about 40 s left',
      percent: 62,
    });
    expect(waitingText(working)).toBe(
      'Loading market data 62% · about 40 s left. This fills in by itself when it finishes.',
    );
    expect(
      describeActivity({
        ...importing.activity,
        kind: 'score',
        label: 'Scoring 5,757 companies',
        companies: 5757,
        etaSeconds: 130,
      }),
    ).toBe('Scoring 5,757 companies… 62% · about 2 min left');
    expect(dataState(healthAnswer({ loaded: false, scoredAsOf: null }))).toEqual({ kind: 'empty' });
    expect(dataState(healthAnswer({ scoredAsOf: null }))).toEqual({ kind: 'unscored' });
    expect(dataState(healthAnswer({ stale: true }))).toEqual({
      kind: 'stale',
      asOf: '2026-07-02',
      live: false,
    });
    // The backtest does not hold the pages back: scores are there.
    expect(
      dataState(healthAnswer({ activity: { ...importing.activity, kind: 'backtest' } }))?.kind,
    ).toBe('ready');
    // Nor the baseline run "what changed" is measured against (issue 22).
    expect(
      dataState(healthAnswer({ activity: { ...importing.activity, kind: 'baseline' } }))?.kind,
    ).toBe('ready');
    // Nor a rescore: the scores it replaces stay served until it lands (issue 53).
    expect(
      dataState(healthAnswer({ activity: { ...importing.activity, kind: 'rescore' } }))?.kind,
    ).toBe('ready');
    // The score run queued after the import holds the pages back as the run itself does.
    expect(
      dataState(
        healthAnswer({
          ...importing,
          loaded: true,
          activity: {
            ...importing.activity,
            kind: 'score',
            percent: 0,
            etaSeconds: null,
            queued: true,
          },
        }),
      ),
    ).toMatchObject({ kind: 'working', text: 'Scoring companies (queued)' });
    expect(waitingText(dataState(healthAnswer()))).toBeNull();
    // Polled often while a job runs, rarely once settled.
    expect(pollInterval(healthAnswer(importing))).toBe(2_000);
    expect(pollInterval(healthAnswer())).toBe(300_000);
  });

  it('home during the first import: progress, honest empty lists, no "0 companies"', async () => {
    mockConfigFetch({ '/api/v1/health': () => healthAnswer(importing) });
    renderRoutes(routes, '/');
    const banner = await screen.findByRole('complementary', { name: 'Data status' }, later());
    expect(within(banner).getByText('Loading market data 62% · about 40 s left')).toBeTruthy();
    expect(within(banner).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('62');
    // Every list says so; they render one after another (waited for together: a busy machine
    // shows the first before the others).
    await waitFor(() =>
      expect(
        screen.getAllByText(/Loading market data 62%.*fills in by itself/).length,
      ).toBeGreaterThan(1),
    );
    const stats = screen.getByRole('heading', {
      name: 'Can science make a difference?',
    }).parentElement!;
    await waitFor(() => expect(within(stats).getAllByText('loading…')).toHaveLength(2));
    expect(within(stats).queryByText('0')).toBeNull();
  });

  it('fills in by itself when the run lands, without a reload', async () => {
    let landed = false;
    const fetchMock = mockConfigFetch({
      '/api/v1/health': () =>
        landed
          ? healthAnswer({ servedVersion: 'scored' })
          : healthAnswer({
              ...importing,
              loaded: true,
              activity: {
                ...importing.activity,
                kind: 'score',
                label: 'Scoring 12 companies',
                companies: 12,
              },
            }),
      '/api/v1/companies/rankings/top-sp': () => (landed ? [msft] : []),
    });
    renderRoutes(routes, '/');
    expect(
      (await screen.findAllByText(/Scoring 12 companies… 62%/, {}, later())).length,
    ).toBeGreaterThan(0);
    landed = true;
    // The next poll (2 s while a job runs) sees a new served version: the lists are refetched.
    const link = await screen.findByRole('link', { name: /Microsoft Corporation/ }, later());
    expect(link.getAttribute('href')).toBe('/stocks/NASDAQ/MSFT');
    expect(screen.getAllByText('Scores as of Jul 2, 2026').length).toBeGreaterThan(0);
    expect(screen.queryByRole('complementary', { name: 'Data status' })).toBeNull();
    const rankingCalls = fetchMock.mock.calls.filter(([u]) =>
      String(u).startsWith('/api/v1/companies/rankings/top-sp'),
    );
    expect(rankingCalls.length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('says when nothing is loaded and nothing is loading, with the command', async () => {
    mockConfigFetch({
      '/api/v1/health': () => healthAnswer({ ...importing, activity: null }),
    });
    renderRoutes(routes, '/');
    const banner = await screen.findByRole('complementary', { name: 'Data status' }, later());
    expect(banner.textContent).toContain('No market data is loaded, and no import is running.');
    expect(
      within(banner).getByText('npm run data:import -- --dir data/market-snapshot'),
    ).toBeTruthy();
  });

  it('names the date of the data and a quiet, dismissible notice when it is not current', async () => {
    mockConfigFetch({ '/api/v1/health': () => healthAnswer({ stale: true }) });
    renderRoutes(routes, '/');
    await waitFor(() =>
      expect(screen.getByTestId('home-as-of').textContent).toBe(
        'Prices and scores as of Jul 2, 2026',
      ),
    );
    const banner = await screen.findByRole('complementary', { name: 'Data status' }, later());
    expect(banner.textContent).toContain('The data is not current:');
    expect(banner.textContent).toContain('as of Jul 2, 2026');
    expect(banner.textContent).toContain('SEC_USER_AGENT');
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss the data notice' }));
    expect(screen.queryByRole('complementary', { name: 'Data status' })).toBeNull();
    expect(sessionStorage.getItem('evident.staleNoticeDismissed')).toBe('2026-07-02');
  });

  it('search and the company page say the data is loading instead of "not found"', async () => {
    mockConfigFetch({
      '/api/v1/health': () => healthAnswer(importing),
      '/api/v1/stocks/NASDAQ:AAPL': () =>
        new Response(JSON.stringify({ success: false, message: 'Company not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      '/api/v1/stocks': () => [],
      '/api/v1/methodology': () => ({}),
    });
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    expect(
      await screen.findByRole('heading', { name: 'The market data is not ready yet' }, later()),
    ).toBeTruthy();
    const box = screen.getAllByRole('combobox')[0]!;
    fireEvent.change(box, { target: { value: 'apple' } });
    // The search's own note says why nothing is found (not "no company matches").
    await waitFor(
      () =>
        expect(box.closest('div')!.querySelector('p')?.textContent).toMatch(
          /^Loading market data 62%.*fills in by itself/,
        ),
      later(),
    );
  });
});
