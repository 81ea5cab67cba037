import type { Methodology } from '@evident/contracts/methodology';
import type { CompanyDetail, ScoreChanges } from '@evident/contracts/stocks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { untranslatedWords } from '@/i18n/untranslated';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { setViewportWidth } from '@/test-utils/match-media';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { CHANGES_FIXTURE, companyFixture, METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { routes } from '../router';
import { later } from '@/test-utils/later';

const emptyChart = (url: URL) => ({
  ticker: 'NASDAQ:AAPL',
  chart: url.pathname.split('/').at(-1),
  asOf: '2026-07-02',
  series: [],
});

function setup(options: { company?: () => unknown; charts?: (url: URL) => unknown } = {}) {
  return mockConfigFetch({
    '/api/v1/stocks/NASDAQ%3AAAPL': options.company ?? (() => companyFixture()),
    '/api/v1/stocks/NASDAQ%3AAAPL/prices': () => ({
      ticker: 'NASDAQ:AAPL',
      range: '6m',
      items: [],
    }),
    '/api/v1/stocks/peers/': () => [],
    '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
    '/api/v1/charts/': options.charts ?? emptyChart,
  });
}

// The page's sections below the fold load on demand; load their code once up front so the first
// test does not wait on its transform.
beforeAll(async () => {
  await import('@/features/stock/components/actions-section');
  await import('@/features/stock/components/what-changed-section');
});
/** Those sections arrive after the rest of the page: a slow machine needs more than a second. */
const LATER = later();

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1280);
});

describe('stock page (spec §2 Stock page)', () => {
  it('shows every section in the spec’s order', async () => {
    setup();
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeTruthy();
    // The page's own headings (the layout may show a consent banner beside it).
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => t !== 'Evident Score' && t !== 'Factor breakdown');
    expect(headings).toEqual([
      'Strengths and weaknesses',
      'Valuation',
      'Growth',
      'Profitability',
      'Health',
      'Shareholder payout',
      'Transparency / earnings quality',
      'Momentum',
      'Frequently asked questions',
      'Alternatives',
      'Key performance indicators',
    ]);
    expect(screen.getByRole('img', { name: /Evident Score 71 of 100, Good/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Earnings quality: insufficient data' })).toBeTruthy();
    // The actions load on demand (below the fold).
    expect(
      await screen.findByRole('button', { name: 'See the science behind' }, LATER),
    ).toBeTruthy();
  });

  it('shows "What changed since …" after the factor sections when the answer has changes', async () => {
    setup({ company: () => companyFixture({ changes: CHANGES_FIXTURE }) });
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    // Loaded on demand: it arrives after the rest of the page.
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'What changed since Oct 31, 2026' },
      LATER,
    );
    const section = screen.getByRole('region', { name: 'What changed since Oct 31, 2026' });
    expect(within(section).getAllByRole('listitem')[0]!.textContent).toBe(
      'Score 49 (Weak) → 51 (Fair)',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const at = headings.indexOf(heading.textContent);
    expect(headings[at - 1]).toBe('Momentum');
    expect(headings[at + 1]).toBe('Frequently asked questions');
  });

  it('has no "What changed" section when the answer has no changes', async () => {
    setup();
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    await screen.findByRole('heading', { level: 1, name: 'Apple Inc.' });
    await screen.findByRole('button', { name: 'Share' }, LATER);
    expect(screen.queryByRole('heading', { name: /What changed since/ })).toBeNull();
  });

  it('says when a company was delisted (issue 55)', async () => {
    setup({ company: () => companyFixture({ delistedOn: '2026-07-06', evidentScore: null }) });
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    expect((await screen.findByTestId('delisted')).textContent).toBe(
      'Delisted on Jul 6, 2026: Apple Inc. no longer trades on its exchange. Its history is kept here; it is no longer scored.',
    );
  });

  it('says nothing of a delisting for a company that trades', async () => {
    setup();
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    await screen.findByRole('heading', { level: 1, name: 'Apple Inc.' });
    expect(screen.queryByTestId('delisted')).toBeNull();
  });

  it('reads "not available" for missing figures, never 0', async () => {
    setup();
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    const row = (await screen.findByRole('rowheader', { name: /Free cash flow yield/ })).closest(
      'tr',
    )!;
    expect(within(row).getByText('not available')).toBeTruthy();
    const kpis = screen.getByRole('region', { name: 'Key performance indicators' });
    expect(within(kpis).getByText('Dividend yield').nextSibling?.textContent).toBe('not available');
    // Charts without data say so.
    expect(await screen.findAllByText(/Return on invested capital: not available\./)).toHaveLength(
      1,
    );
    expect(await screen.findAllByText(/Share price, last 6 months: not available\./)).toHaveLength(
      2,
    );
  });

  it('opens the Info tooltip modal with an Understood button', async () => {
    setup();
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    fireEvent.click(await screen.findByRole('button', { name: 'About Earnings yield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earnings yield' });
    expect(within(dialog).getByText('Earnings yield description.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Understood' }));
    expect(screen.queryByRole('dialog', { name: 'Earnings yield' })).toBeNull();
  });

  it('shares the page: its link, copied from the share dialog (issue 23)', async () => {
    setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }, LATER));
    await screen.findByRole('dialog', { name: 'Share Apple Inc.' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/stocks/NASDAQ/AAPL`),
    );
  });

  it('keeps the page when one chart fails', async () => {
    setup({
      charts: (url) =>
        url.pathname.endsWith('/roic')
          ? json({ success: false, message: 'boom' }, 500)
          : emptyChart(url),
    });
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    expect(await screen.findByText('This chart could not be loaded.')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Key performance indicators' }),
    ).toBeTruthy();
  });

  it('answers an unknown ticker with a not-found state and a search box', async () => {
    setup({ company: () => json({ success: false, message: 'Company not found' }, 404) });
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    expect(
      await screen.findByRole('heading', { name: 'We could not find NASDAQ:AAPL' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('combobox').length).toBe(2);
  });

  it('shows the visit gate when the server refuses a visitor the company (403), whatever local storage holds', async () => {
    // Issue 56: the server meters visitors; nothing in the browser's storage decides.
    localStorage.clear();
    const fetchMock = setup({
      company: () => json({ success: false, message: 'You have analysed 5 companies' }, 403),
    });
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    expect(
      await screen.findByRole('heading', { name: 'Create your free account to keep analysing' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeNull();
    // No local count is kept any more.
    expect(localStorage.getItem('visits')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/stocks/NASDAQ%3AAAPL')),
    ).toBe(true);
  });

  it('mobile: the title "Stock analysis" with only the score tab', async () => {
    setViewportWidth(390);
    setup();
    renderRoutes(routes, '/stocks/NASDAQ/AAPL');
    const tabs = within(await screen.findByRole('tablist', { name: 'Stock analysis' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Score']);
    expect(screen.getByText('Stock analysis')).toBeTruthy();
  });
});

/**
 * The texts of the answers the server writes (factor and metric names, status words, sentences)
 * are data it sends in the reader's language: here a stand-in that is not English, so that what
 * `englishLeft` finds is the page's own text.
 */
const SERVED = 'дані';

function servedCompany(): CompanyDetail {
  const company = companyFixture();
  const factors = Object.fromEntries(
    Object.entries(company.factors).map(([key, f]) => [
      key,
      { ...f, name: SERVED, status: SERVED },
    ]),
  ) as CompanyDetail['factors'];
  const changes: ScoreChanges = {
    ...CHANGES_FIXTURE,
    bandBefore: SERVED,
    bandAfter: SERVED,
    factors: CHANGES_FIXTURE.factors.map((f) => ({
      ...f,
      name: SERVED,
      statusBefore: SERVED,
      statusAfter: SERVED,
    })),
    reasons: CHANGES_FIXTURE.reasons.map((r) => ({ ...r, name: SERVED, text: SERVED })),
    weights: { effect: 1.5 },
  };
  return {
    ...company,
    factors,
    changes,
    category: SERVED,
    attributes: { positive: [], neutral: [], negative: [] },
    faq: [],
  };
}

const servedMethodology: Methodology = {
  ...METHODOLOGY_FIXTURE,
  factors: METHODOLOGY_FIXTURE.factors.map((f) => ({ ...f, name: SERVED })),
  metrics: METHODOLOGY_FIXTURE.metrics.map((m) => ({
    ...m,
    name: SERVED,
    description: SERVED,
    formula: SERVED,
  })),
};

describe('stock page in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  const c = companyFixture();
  /**
   * The company's own names, and the multiples' abbreviations, which follow a figure directly in
   * the text: they read the same in every language.
   */
  const names = [c.companyName, c.ticker, c.sector!, c.industry!, 'P/E', 'P/S', 'P/FCF'];
  const FIRST = later(3);

  for (const [language, valuation, whatChanged] of [
    ['uk', 'Оцінка вартості', /^Що змінилося з /],
    ['es', 'Valoración', /^Qué ha cambiado desde el /],
  ] as const) {
    it(`leaves no English on the page once it is in ${language}`, async () => {
      mockConfigFetch({
        '/api/v1/stocks/NASDAQ%3AAAPL': () => servedCompany(),
        '/api/v1/stocks/NASDAQ%3AAAPL/prices': () => ({
          ticker: 'NASDAQ:AAPL',
          range: '6m',
          items: [],
        }),
        '/api/v1/stocks/peers/': () => [],
        '/api/v1/methodology': () => servedMethodology,
        '/api/v1/charts/': emptyChart,
      });
      const { container } = renderRoutes(routes, '/stocks/NASDAQ/AAPL');
      // Every section, those loaded on demand too (the first render of a run is the slowest).
      await screen.findByRole('heading', { level: 2, name: /^What changed since/ }, FIRST);
      await screen.findByRole('button', { name: 'Share' }, LATER);
      const main = container.querySelector('main')!;
      // Spanish is written in Latin letters too: there the words of the English page must go
      // (but "capital", "sector" and "error", which Spanish writes alike), and its headings and labels too (the page's
      // text runs a label into the figure after it: "Net marginnot available").
      const english = new Set(
        englishLeft(main, names).filter((w) => !['capital', 'sector', 'error'].includes(w)),
      );
      const labels = () =>
        [...main.querySelectorAll('h2, h3, h4, dt, thead th')].map((e) => e.textContent);
      const englishLabels = new Set(labels().filter((l) => untranslatedWords(l).length > 0));
      await act(() => setLanguage(language));
      expect(await screen.findByRole('heading', { level: 2, name: valuation })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: whatChanged })).toBeTruthy();
      const left = englishLeft(main, names);
      expect(language === 'uk' ? left : left.filter((w) => english.has(w))).toEqual([]);
      expect(labels().filter((l) => englishLabels.has(l))).toEqual([]);
    });
  }
});
