import type {
  ScreenerExplanation,
  ScreenerField,
  ScreenerPreset,
  ScreenerResult,
} from '@evident/contracts/screener';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { englishLeft, resetLanguageAfterEach, useLanguage } from '@/test-utils/languages';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { encodeState, EMPTY_STATE } from '../screen-state';
import { ScreenerPage } from './screener-page';
import { later } from '@/test-utils/later';

const histogram = (min: number, max: number) => ({ min, max, counts: [5, 20, 40, 20, 5] });
const field = (f: Partial<ScreenerField> & Pick<ScreenerField, 'id' | 'label'>): ScreenerField => ({
  group: 'Profitability',
  kind: 'number',
  unit: 'ratio',
  direction: 'higher',
  description: `${f.label} of the company`,
  known: 4_812,
  histogram: histogram(0, 1),
  options: null,
  ...f,
});

const fields: ScreenerField[] = [
  field({ id: 'evidentScore', label: 'Evident Score', group: 'Score', unit: 'score' }),
  field({ id: 'roic', label: 'ROIC', unit: 'percent', histogram: histogram(-0.2, 0.6) }),
  field({
    id: 'marketCap',
    label: 'Market cap',
    group: 'Market',
    unit: 'usd',
    histogram: histogram(1e8, 4e12),
  }),
  field({
    id: 'sector',
    label: 'Sector',
    group: 'Classification',
    kind: 'category',
    unit: null,
    direction: null,
    histogram: null,
    options: [
      { value: 'Technology', count: 700 },
      { value: 'Energy', count: 200 },
    ],
  }),
  field({
    id: 'sp500',
    label: 'S&P 500 member',
    group: 'Classification',
    kind: 'boolean',
    unit: null,
    direction: null,
    histogram: null,
  }),
];

const result: ScreenerResult = {
  total: 1_234,
  excludedMissing: 12,
  limit: 25,
  available: 25,
  universe: 5_012,
  asOf: '2026-07-02',
  columns: ['evidentScore', 'roic', 'marketCap', 'sp500'],
  sortingBy: { field: 'evidentScore', order: 'desc' },
  pagination: { page: 1, pageSize: 25, totalPages: 50 },
  data: [
    {
      ticker: 'NASDAQ:AAPL',
      symbol: 'AAPL',
      companyName: 'Apple Inc.',
      image: null,
      evidentScore: 76,
      category: 'Good',
      values: { roic: 0.5, marketCap: 4.5e12, sp500: true },
    },
  ],
};

const preset: ScreenerPreset = {
  id: 'magic-formula',
  name: 'Magic formula',
  summary: 'Cheap and good.',
  basis: 'Greenblatt (2005)',
  paper: { citation: 'Greenblatt, J. (2005).', year: 2005, finding: 'It beat the market.' },
  universe: 'sp500',
  filters: [{ field: 'roic', op: 'top', percent: 30, scope: 'market' }],
  sortingBy: { field: 'roic', order: 'desc' },
  columns: ['roic'],
  isOr: false,
  backtest: {
    from: '2010-12-31',
    to: '2026-05-31',
    cagr: 0.1234,
    benchmarkCagr: 0.1412,
    maxDrawdown: 0.35,
    benchmarkMaxDrawdown: 0.24,
    volatility: 0.2,
    sharpe: 0.7,
    hitRate3y: 0.46,
    averageHoldings: 41.6,
    turnover: 0.2,
    costPerTurnover: 0.001,
    yearly: [],
    computedAt: '2026-11-25T00:00:00Z',
    runId: 3,
  },
};

const explanation: ScreenerExplanation = {
  ticker: 'NASDAQ:AAPL',
  symbol: 'AAPL',
  companyName: 'Apple Inc.',
  matches: true,
  rank: 1,
  filters: [{ index: 0, field: 'roic', label: 'ROIC', passes: true, value: 0.5 }],
};

/** What the fixture's data names: left as the server writes it. */
const DATA = [
  'Apple Inc.',
  'AAPL',
  'Magic formula',
  'Cheap and good.',
  'Greenblatt (2005)',
  'Greenblatt, J. (2005).',
  'It beat the market.',
  ...fields.flatMap((f) => [f.description, f.label]),
  'Technology',
  'Energy',
];

const state = encodeState({
  ...EMPTY_STATE,
  filters: [
    { field: 'roic', op: 'gte', value: 0.15 },
    { field: 'marketCap', op: 'between', min: 1e10, max: 1e12 },
    { field: 'evidentScore', op: 'top', percent: 10, scope: 'market' },
    { field: 'sector', op: 'in', values: ['Technology'] },
    { field: 'sp500', op: 'is', value: true },
  ],
});

async function renderScreener() {
  saveSession({
    token: 'access',
    refreshToken: 'refresh',
    user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
  });
  mockConfigFetch({
    '/api/v1/screener/fields': () => ({ asOf: '2026-07-02', universe: 5_012, fields }),
    '/api/v1/screener/presets': () => [preset],
    '/api/v1/screener/applyFilters': () => result,
    '/api/v1/screener/explain': () => explanation,
    '/api/v1/screener': () => [],
    '/api/v1/watchlist/': () => [],
    '/api/v1/portfolio/': () => [],
  });
  const view = renderRoutes(
    [{ path: '/screener', element: <ScreenerPage screenId={null} /> }],
    `/screener?q=${encodeURIComponent(state)}`,
  );
  await screen.findByTestId('match-count', {}, later());
  fireEvent.change(screen.getByRole('textbox', { name: /^(Тікер|Símbolo)/ }), {
    target: { value: 'AAPL' },
  });
  fireEvent.submit(screen.getByRole('textbox', { name: /^(Тікер|Símbolo)/ }).closest('form')!);
  await screen.findByTestId('why-not-answer');
  return view;
}

describe('screener in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();

  it('leaves no English of its own in Ukrainian', async () => {
    await useLanguage('uk');
    const { container } = await renderScreener();
    expect(screen.getByTestId('match-count').textContent).toBe(
      // Ukrainian groups thousands with a no-break space.
      '1\u00a0234 компанії з 5\u00a0012 відповідають умовам · ще 12 виключено через брак даних',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Скринер акцій' })).toBeTruthy();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('speaks Spanish, figures in Spanish format', async () => {
    await useLanguage('es');
    const { container } = await renderScreener();
    expect(screen.getByTestId('match-count').textContent).toBe(
      '1234 empresas de 5012 cumplen los filtros · 12 excluidas por falta de datos',
    );
    expect(screen.getByText('Tu plan muestra solo los primeros 25 resultados.')).toBeTruthy();
    expect(screen.getByTestId('why-not-answer').textContent).toContain(
      'Apple Inc. (NASDAQ:AAPL) está en los resultados, en la posición 1.',
    );
    expect(container.textContent).not.toMatch(/companies|Filters|Save screen|Why isn’t/);
  });
});
