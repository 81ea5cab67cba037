import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { HEADER_DEBOUNCE_MS, HERO_DEBOUNCE_MS, HERO_RESULTS } from '../search-results';
import { StockSearch } from './stock-search';

const APPLE = { symbol: 'AAPL', ticker: 'NASDAQ:AAPL', companyName: 'Apple Inc.' };
const results = (term: string) => [
  APPLE,
  // The same symbol twice (e.g. listed twice): shown once.
  { ...APPLE, companyName: 'Apple Inc. (duplicate)' },
  ...Array.from({ length: 8 }, (_, i) => ({
    symbol: `AP${i}`,
    ticker: `NYSE:AP${i}`,
    companyName: `${term} company ${i}`,
  })),
];

function StockPage() {
  const { exchange, ticker } = useParams();
  return <h1>{`Stock page ${exchange}:${ticker}`}</h1>;
}

function setup(handler: (url: URL) => unknown = (url) => results(url.searchParams.get('search')!)) {
  const fetchMock = mockConfigFetch({ '/api/v1/stocks': handler });
  const view = renderRoutes([
    {
      path: '/',
      element: <StockSearch label="Find a company" debounceMs={50} maxResults={HERO_RESULTS} />,
    },
    { path: '/stocks/:exchange/:ticker', element: <StockPage /> },
  ]);
  const box = screen.getByRole('combobox', { name: 'Find a company' });
  const searchCalls = () =>
    fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/v1/stocks'));
  return { ...view, box, fetchMock, searchCalls };
}

afterEach(() => vi.unstubAllGlobals());

describe('search debounce with a mocked clock (spec §9: 700 ms box, 500 ms header)', () => {
  it.each([
    [HERO_DEBOUNCE_MS, 700],
    [HEADER_DEBOUNCE_MS, 500],
  ])(
    'sends nothing before %i ms, then one request for the last term',
    async (debounceMs, expected) => {
      expect(debounceMs).toBe(expected);
      vi.useFakeTimers();
      try {
        const fetchMock = mockConfigFetch({
          '/api/v1/stocks': (url) => results(url.searchParams.get('search')!),
        });
        renderRoutes([
          {
            path: '/',
            element: <StockSearch label="Find a company" debounceMs={debounceMs} maxResults={5} />,
          },
        ]);
        const box = screen.getByRole('combobox', { name: 'Find a company' });
        const searches = () =>
          fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/v1/stocks'));
        fireEvent.change(box, { target: { value: 'a' } });
        await act(() => vi.advanceTimersByTimeAsync(debounceMs / 2));
        fireEvent.change(box, { target: { value: 'ap' } });
        await act(() => vi.advanceTimersByTimeAsync(debounceMs - 1));
        expect(searches()).toHaveLength(0);
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(searches().map(([u]) => String(u))).toEqual(['/api/v1/stocks?search=ap&limit=20']);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

describe('company search box (spec §4, §5, §9)', () => {
  it('searches after the debounce with limit 20 and shows unique symbols, at most 5', async () => {
    const { box, searchCalls } = setup();
    fireEvent.change(box, { target: { value: 'ap' } });
    expect(searchCalls()).toHaveLength(0);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options.filter((o) => o.textContent?.includes('AAPL'))).toHaveLength(1);
    expect(String(searchCalls()[0]![0])).toBe('/api/v1/stocks?search=ap&limit=20');
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('sends nothing for an empty or blank input, and clearing hides the results', async () => {
    const { box, searchCalls } = setup();
    fireEvent.change(box, { target: { value: '   ' } });
    await new Promise((r) => setTimeout(r, 120));
    expect(searchCalls()).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'ap' } });
    await screen.findAllByRole('option');
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter opens the first result; arrows move the highlight', async () => {
    const first = setup();
    fireEvent.change(first.box, { target: { value: 'ap' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(first.box, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Stock page NASDAQ:AAPL' })).toBeTruthy();
    first.unmount();

    const second = setup();
    fireEvent.change(second.box, { target: { value: 'ap' } });
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(second.box, { key: 'ArrowDown' });
    fireEvent.keyDown(second.box, { key: 'ArrowDown' });
    expect(second.box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(second.box, { key: 'ArrowUp' });
    fireEvent.keyDown(second.box, { key: 'ArrowUp' });
    // Wraps around to the last result.
    expect(second.box.getAttribute('aria-activedescendant')).toBe(options[4]!.id);
    fireEvent.keyDown(second.box, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Stock page NYSE:AP3' })).toBeTruthy();
  });

  it('Enter before the debounce searches at once and opens the first result', async () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'apple' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Stock page NASDAQ:AAPL' })).toBeTruthy();
  });

  it('a new search aborts the previous request, and terms are cached for the session', async () => {
    const signals: AbortSignal[] = [];
    let release: () => void = () => {};
    const { box, fetchMock, searchCalls } = setup((url) => {
      const term = url.searchParams.get('search')!;
      if (term === 'a')
        return new Promise<Response>(
          (r) => (release = () => r(json({ success: true, data: results(term) }))),
        );
      return results(term);
    });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (init?.signal) signals.push(init.signal);
      return original(input, init);
    });
    fireEvent.change(box, { target: { value: 'a' } });
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'ap' } });
    await screen.findAllByRole('option');
    expect(signals[0]!.aborted).toBe(true);
    act(() => release());
    // Back to a term already answered: no new request.
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ap' } });
    await new Promise((r) => setTimeout(r, 120));
    expect(searchCalls().filter(([u]) => String(u).includes('search=ap&'))).toHaveLength(1);
  });

  it('says when no company matches, once the server has answered', async () => {
    const { box, searchCalls } = setup(() => []);
    fireEvent.change(box, { target: { value: 'zzqx' } });
    expect(await screen.findByText('No company matches “zzqx”.')).toBeTruthy();
    expect(searchCalls()).toHaveLength(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('is silent when the search fails', async () => {
    const { box, searchCalls } = setup(() => json({ success: false, message: 'boom' }, 500));
    fireEvent.change(box, { target: { value: 'ap' } });
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
    expect(screen.queryByText(/No company matches/)).toBeNull();
  });
});

describe('company search box in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  const answer = (url: URL) => {
    const term = url.searchParams.get('search')!;
    return term === 'zzqx' ? [] : results(term);
  };
  // The box's label is the caller's; the rest is data (names, symbols, exchanges) and the term.
  const FIXTURES = [
    'Find a company',
    'zzqx',
    'Apple Inc.',
    ...results('ap').flatMap((r) => [r.companyName, r.symbol]),
    'NASDAQ',
    'NYSE',
  ];

  it('Ukrainian: placeholder, the number of results and "no company matches"', async () => {
    await setLanguage('uk');
    const { box, container } = setup(answer);
    expect(box.getAttribute('placeholder')).toBe('Знайти компанію...');
    fireEvent.change(box, { target: { value: 'ap' } });
    await screen.findAllByRole('option');
    expect(await screen.findByText('5 результатів')).toBeTruthy();
    expect(englishLeft(container, FIXTURES)).toEqual([]);
    fireEvent.change(box, { target: { value: 'zzqx' } });
    expect(await screen.findByText('Жодна компанія не відповідає запиту «zzqx».')).toBeTruthy();
    expect(englishLeft(container, FIXTURES)).toEqual([]);
  });

  it('Spanish: the English of the box is all gone once the language changes', async () => {
    const { box, container } = setup(answer);
    fireEvent.change(box, { target: { value: 'zzqx' } });
    await screen.findByText('No company matches “zzqx”.');
    const english = new Set(englishLeft(container, FIXTURES));
    await act(() => setLanguage('es'));
    expect(screen.getByText('Ninguna empresa coincide con «zzqx».')).toBeTruthy();
    expect(box.getAttribute('placeholder')).toBe('Busca una empresa...');
    expect(englishLeft(container, FIXTURES).filter((w) => english.has(w))).toEqual([]);
  });
});
