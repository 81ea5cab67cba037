import type { HealthData } from '@evident/contracts/health';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_COMMAND, SCORE_COMMAND } from '@/hooks/use-data-status';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { healthAnswer, mockConfigFetch, withQueryClient } from '@/test-utils/render';
import { DataStatusBanner } from './data-status-banner';

const ACTIVITY_LABEL = 'Loading market data: prices';

/** Each state the banner shows, as the health call answers it. */
const STATES: [string, Partial<HealthData['data']>][] = [
  [
    'working',
    {
      loaded: false,
      scoredAsOf: null,
      activity: {
        kind: 'import',
        label: ACTIVITY_LABEL,
        percent: 62,
        etaSeconds: 130,
        startedAt: '2026-07-03T00:00:00.000Z',
      },
    },
  ],
  ['empty', { loaded: false, scoredAsOf: null }],
  ['unscored', { scoredAsOf: null }],
  ['stale', { stale: true }],
  ['stale with a live source', { stale: true, liveSources: { filings: true, prices: false } }],
];

/** What the banner quotes as it is: the server's words, commands and settings. */
const QUOTED = [
  ACTIVITY_LABEL,
  IMPORT_COMMAND,
  SCORE_COMMAND,
  'MARKET_DATA_DIR=off',
  'SEC_USER_AGENT',
  'ALPHAVANTAGE_API_KEY',
  'data/market-snapshot',
];

async function renderBanner(data: Partial<HealthData['data']>) {
  mockConfigFetch({ '/api/v1/health': () => healthAnswer(data) });
  const view = render(withQueryClient(<DataStatusBanner />));
  await screen.findByRole('complementary');
  return view;
}

describe('DataStatusBanner in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();

  it.each(STATES)('Ukrainian, %s: no English left', async (_state, data) => {
    await setLanguage('uk');
    const { container } = await renderBanner(data);
    expect(screen.getByRole('complementary', { name: 'Стан даних' })).toBeTruthy();
    expect(englishLeft(container, QUOTED)).toEqual([]);
  });

  it('Ukrainian: the progress and the time left', async () => {
    await setLanguage('uk');
    await renderBanner(STATES[0]![1]);
    expect(
      screen.getByText('Завантажуємо ринкові дані 62% · залишилося близько 2 хв'),
    ).toBeTruthy();
  });

  /** A first score run once it has read its companies: 5,757 in the engine's universe. */
  const scoring = (extra: Partial<NonNullable<HealthData['data']['activity']>> = {}) => ({
    loaded: true,
    scoredAsOf: null,
    activity: {
      kind: 'score' as const,
      label: 'Scoring 5,757 companies',
      percent: 40,
      etaSeconds: 30,
      startedAt: '2026-07-03T00:00:00.000Z',
      companies: 5757,
      ...extra,
    },
  });

  it.each([
    ['en', 'Scoring 5,757 companies… 40% · about 30 s left'],
    ['es', 'Puntuando 5757 empresas… 40\u00a0% · quedan unos 30 s'],
    ['uk', 'Оцінюємо 5\u00a0757 компаній… 40% · залишилося близько 30 с'],
  ] as const)(
    '%s: the companies the score run scores, counted (issue 53)',
    async (language, text) => {
      await setLanguage(language);
      await renderBanner(scoring());
      expect(screen.getByRole('status').textContent).toContain(text);
    },
  );

  it.each([
    ['en', 'Scoring companies (queued)'],
    ['es', 'Puntuando las empresas (en cola)'],
    ['uk', 'Оцінюємо компанії (у черзі)'],
  ] as const)(
    '%s: the score run queued after the import, before it counts its companies',
    async (language, text) => {
      await setLanguage(language);
      await renderBanner(scoring({ percent: 0, etaSeconds: null, companies: null, queued: true }));
      const status = screen.getByRole('status').textContent ?? '';
      expect(status.startsWith(text)).toBe(true);
      expect(status).not.toMatch(/\d/);
    },
  );

  it('a rescore, a baseline or a backtest leaves the banner to the served scores', async () => {
    for (const kind of ['rescore', 'baseline', 'backtest'] as const) {
      mockConfigFetch({
        '/api/v1/health': () => healthAnswer({ activity: { ...scoring().activity, kind } }),
      });
      const { container, unmount } = render(withQueryClient(<DataStatusBanner />));
      await new Promise((r) => setTimeout(r, 50));
      expect(container.textContent).toBe('');
      unmount();
    }
  });

  it.each(STATES)(
    'Spanish, %s: the English is all gone once the language changes',
    async (_state, data) => {
      const { container } = await renderBanner(data);
      // "no" is Spanish too.
      // Words Spanish writes alike ("no", the minutes' "min").
      const english = new Set(
        englishLeft(container, QUOTED).filter((w) => !['no', 'min'].includes(w)),
      );
      await act(() => setLanguage('es'));
      expect(screen.getByRole('complementary', { name: 'Estado de los datos' })).toBeTruthy();
      expect(englishLeft(container, QUOTED).filter((w) => english.has(w))).toEqual([]);
    },
  );

  it('Spanish: the date of stale data in Spanish', async () => {
    await setLanguage('es');
    const { container } = await renderBanner({ stale: true });
    expect(container.textContent).toContain('los precios y las puntuaciones son del 2 jul 2026');
  });
});

describe('the stale-data notice as one line on a phone (issue 53)', () => {
  resetLanguageAfterEach();

  it('starts folded with its whole text there; its button unfolds and folds it', async () => {
    await renderBanner({ stale: true });
    const banner = screen.getByRole('complementary', { name: 'Data status' });
    const toggle = within(banner).getByRole('button', { name: 'Show the whole data notice' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The text the button controls is the whole notice, folded or not (CSS cuts the line).
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(text.textContent).toContain('The data is not current:');
    expect(text.textContent).toContain('as of Jul 2, 2026');
    expect(text.textContent).toContain('data/market-snapshot');
    expect(banner.className).toContain('collapsed');
    fireEvent.click(toggle);
    // A disclosure: the same name, its state in aria-expanded.
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Show the whole data notice');
    expect(banner.className).toContain('expanded');
    expect(banner.className).not.toContain('collapsed');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(banner.className).toContain('collapsed');
  });

  it('a tap on the line unfolds it; dismissing it still hides it for the session', async () => {
    await renderBanner({ stale: true, liveSources: { filings: true, prices: false } });
    const banner = screen.getByRole('complementary', { name: 'Data status' });
    fireEvent.click(within(banner).getByText(/the next refresh brings them up to date/));
    expect(
      within(banner)
        .getByRole('button', { name: 'Show the whole data notice' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss the data notice' }));
    expect(screen.queryByRole('complementary', { name: 'Data status' })).toBeNull();
    expect(sessionStorage.getItem('evident.staleNoticeDismissed')).toBe('2026-07-02');
    sessionStorage.clear();
  });

  it.each([
    ['es', 'Mostrar el aviso sobre los datos completo'],
    ['uk', 'Показати повідомлення про дані повністю'],
  ] as const)('%s: the button says what it does', async (language, expand) => {
    await setLanguage(language);
    await renderBanner({ stale: true });
    const toggle = screen.getByRole('button', { name: expand });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('the working, empty and unscored states have no fold', async () => {
    for (const [, data] of STATES.filter(([name]) => !name.startsWith('stale'))) {
      const { unmount } = await renderBanner(data);
      expect(screen.queryByRole('button', { name: 'Show the whole data notice' })).toBeNull();
      unmount();
    }
  });
});
