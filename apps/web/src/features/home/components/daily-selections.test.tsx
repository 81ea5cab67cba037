import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { DAILY_SELECTIONS_STORAGE_KEY } from '../daily-selections-cache';
import { DAILY_SELECTIONS_REFETCH_MS } from '../use-daily-selections';
import { DailySelections } from './daily-selections';

const item = (category: string, ticker: string, name: string, pct: number) => ({
  category,
  companyId: { ticker, companyName: name, image: null },
  evidentScorePercentile: pct,
});
const ITEMS = [
  item('top_dogs', 'NASDAQ:AAPL', 'Apple Inc.', 97.4),
  item('top_dogs', 'NYSE:KO', 'Coca-Cola', 93.1),
  item('rising_stars', 'NASDAQ:NVDA', 'NVIDIA', 91.2),
];

function setup(answer: () => unknown, mobile = false) {
  mockConfigFetch({ '/api/v1/daily-selections/current': answer });
  return renderRoutes([{ path: '/', element: <DailySelections mobile={mobile} /> }]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('daily selections (spec §2, §4, §9)', () => {
  it('shows the three tabs and each category’s companies linking to their pages', async () => {
    setup(() => ITEMS);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Top Dogs', 'Rising Stars', 'Hidden Gems']);
    const apple = await screen.findByRole('link', { name: /Apple Inc\./ });
    expect(apple.getAttribute('href')).toBe('/stocks/NASDAQ/AAPL');
    expect(within(apple).getByRole('img', { name: /Evident Score 97 of 100/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Coca-Cola/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /NVIDIA/ })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Rising Stars' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Rising Stars' }));
    expect(await screen.findByRole('link', { name: /NVIDIA/ })).toBeTruthy();
  });

  it('saves each answer and falls back to the saved copy when the request fails', async () => {
    const first = setup(() => ITEMS);
    await screen.findByRole('link', { name: /Apple Inc\./ });
    const saved = JSON.parse(localStorage.getItem(DAILY_SELECTIONS_STORAGE_KEY)!);
    expect(saved.items).toHaveLength(3);
    first.unmount();
    vi.unstubAllGlobals();

    setup(() => json({ success: false, message: 'down' }, 503));
    expect(await screen.findByRole('link', { name: /Apple Inc\./ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Showing the selections saved on/);
  });

  it('says so when the request fails and nothing was saved', async () => {
    setup(() => json({ success: false, message: 'down' }, 503));
    expect(
      await screen.findByText('The daily selections could not be loaded. Try again later.'),
    ).toBeTruthy();
  });

  it('refetches every five minutes and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      setup(() => {
        calls += 1;
        return ITEMS;
      });
      await screen.findByRole('link', { name: /Apple Inc\./ });
      expect(calls).toBe(1);
      expect(DAILY_SELECTIONS_REFETCH_MS).toBe(300_000);
      await vi.advanceTimersByTimeAsync(DAILY_SELECTIONS_REFETCH_MS - 1_000);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls).toBe(2);
      window.dispatchEvent(new Event('visibilitychange'));
      fireEvent.focus(window);
      await vi.waitFor(() => expect(calls).toBe(3));
    } finally {
      vi.useRealTimers();
    }
  });
});
