import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { setViewportWidth } from '@/test-utils/match-media';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { routes } from '../router';
import { later } from '@/test-utils/later';

const summary = (
  ticker: string,
  name: string,
  score: number | null,
  change1d: number | null = null,
) => ({
  ticker,
  symbol: ticker.split(':')[1],
  companyName: name,
  image: null,
  evidentScore: score,
  evidentScorePercentile: score,
  evidentScoreValue: score === null ? null : 1,
  category: null,
  lastClose: 100,
  marketCap: 1e9,
  sessionDate: '2026-07-02',
  change1d,
  dollarVolume1d: 1e9,
});

function setup(path = '/') {
  const fetchMock = mockConfigFetch({
    '/api/v1/companies/rankings/top-sp': () => [
      summary('NASDAQ:MSFT', 'Microsoft Corporation', 96),
      summary('NYSE:KO', 'Coca-Cola Company', null),
    ],
    '/api/v1/companies/rankings/most-active': () => [
      summary('NASDAQ:NVDA', 'NVIDIA Corporation', 88, 0.0123),
    ],
    '/api/v1/companies/coverage': () => ({ companies: 6012, scored: 4110, asOf: '2026-07-02' }),
  });
  return { ...renderRoutes(routes, path), fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1280);
});

describe('home page (spec §2 Home page)', () => {
  it('desktop: quick picks to NASDAQ pages, the section menu, leaders, most popular, stats', async () => {
    setup();
    const picks = within(await screen.findByRole('navigation', { name: 'Popular companies' }));
    expect(picks.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Apple', '/stocks/NASDAQ/AAPL'],
      ['Amazon', '/stocks/NASDAQ/AMZN'],
      ['Alphabet', '/stocks/NASDAQ/GOOGL'],
      ['Meta', '/stocks/NASDAQ/META'],
      ['Microsoft', '/stocks/NASDAQ/MSFT'],
      ['Nvidia', '/stocks/NASDAQ/NVDA'],
      ['Tesla', '/stocks/NASDAQ/TSLA'],
    ]);
    const menu = within(screen.getByRole('navigation', { name: 'Home sections' }));
    expect(menu.getByRole('link', { name: 'Analysis' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByText('Soon').closest('[aria-disabled="true"]')?.textContent).toMatch(/Ideas/);
    expect(screen.getByRole('heading', { name: 'Stock analysis' })).toBeTruthy();

    const leaders = await screen.findByRole('link', { name: /Microsoft Corporation/ });
    expect(leaders.getAttribute('href')).toBe('/stocks/NASDAQ/MSFT');
    expect(within(leaders).getByRole('img', { name: /Evident Score 96 of 100/ })).toBeTruthy();
    // A company without a score says so instead of showing 0.
    const ko = screen.getByRole('link', { name: /Coca-Cola Company/ });
    expect(within(ko).getByText('not available')).toBeTruthy();
    expect(
      within(await screen.findByRole('link', { name: /NVIDIA Corporation/ })).getByText(
        '+1.2% on the day',
      ),
    ).toBeTruthy();

    expect(await screen.findByText('6,012')).toBeTruthy();
    expect(screen.getByText('4,110')).toBeTruthy();
    expect(screen.getByText(/With an Evident Score \(as of Jul 2, 2026\)/)).toBeTruthy();
    expect(screen.getAllByText(/Past performance is no guide/).length).toBeGreaterThan(0);
    // "Stock collections" and "Guru portfolios" are not shown.
    expect(screen.queryByText(/Stock collections|Guru portfolios/)).toBeNull();
  });

  it('unknown and disabled tabs fall back to analysis', async () => {
    setup('/?tab=ideas');
    expect(await screen.findByRole('heading', { name: 'Stock analysis' })).toBeTruthy();
  });

  it('mobile: four quick-pick boxes, then only daily selections and the stats', async () => {
    setViewportWidth(390);
    setup();
    const picks = within(await screen.findByRole('navigation', { name: 'Popular companies' }));
    expect(picks.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/stocks/NASDAQ/NVDA',
      '/stocks/NASDAQ/MSFT',
      '/stocks/NASDAQ/AAPL',
      '/stocks/NASDAQ/AMZN',
    ]);
    expect(screen.getByRole('heading', { name: 'Daily selections' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Can science make a difference?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Top long-term picks' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Home sections' })).toBeNull();
  });
});

describe('home page in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  // The fixture's data and the quick picks: names and tickers read the same in every language.
  const DATA = [
    'Microsoft Corporation',
    'Coca-Cola Company',
    'NVIDIA Corporation',
    'NASDAQ:MSFT',
    'NYSE:KO',
    'NASDAQ:NVDA',
    'Apple',
    'Amazon',
    'Alphabet',
    'Meta',
    'Microsoft',
    'Nvidia',
    'Tesla',
  ];

  it('Ukrainian: no English left on the page, figures in the Ukrainian format', async () => {
    await setLanguage('uk');
    const { container } = setup();
    expect(await screen.findByRole('heading', { name: 'Аналіз акцій' })).toBeTruthy();
    // The lists' contracts load with the first call: slower than one second on a busy machine.
    await screen.findByRole('link', { name: /NVIDIA Corporation/ }, later());
    expect(await screen.findByText('6 012')).toBeTruthy();
    expect(screen.getByText(/Мають Evident Score \(станом на/)).toBeTruthy();
    expect(englishLeft(container.querySelector('[data-home-tab]')!, DATA)).toEqual([]);
  });

  it('Spanish: the page’s texts and figures in Spanish', async () => {
    await setLanguage('es');
    const { container } = setup();
    expect(await screen.findByRole('heading', { name: 'Análisis de acciones' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Empresas populares' })).toBeTruthy();
    expect(
      within(await screen.findByRole('link', { name: /NVIDIA Corporation/ }, later())).getByText(
        /en la sesión/,
      ),
    ).toBeTruthy();
    expect(await screen.findByText('6012')).toBeTruthy();
    expect(screen.getByText('¿Puede la ciencia marcar la diferencia?')).toBeTruthy();
    const page = container.querySelector('[data-home-tab]')!.textContent!;
    for (const english of ['Top long-term picks', 'Daily selections', 'on the day', 'Soon']) {
      expect(page).not.toContain(english);
    }
  });
});
