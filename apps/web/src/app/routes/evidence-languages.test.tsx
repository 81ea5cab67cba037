import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { EVIDENCE, ISSUE_25_EVIDENCE, LIVE_RECORD } from '@/test-utils/evidence-fixtures';
import { routes } from '../router';
import { later } from '@/test-utils/later';

// Canvas charts do not draw in jsdom; the chart's own tests cover its empty states.
vi.mock('@/components/line-chart', () => ({
  LineChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

afterEach(() => vi.unstubAllGlobals());

describe('evidence page and home claims in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  function setup(path: string, evidence: object = ISSUE_25_EVIDENCE) {
    mockConfigFetch({
      '/api/v1/evidence': () => evidence,
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
      '/api/v1/evidence/live': () => LIVE_RECORD,
    });
    return renderRoutes(routes, path);
  }
  // What the server and the methodology write: labels, caveats, names, citations, the version.
  const DATA = [
    ...EVIDENCE.caveats,
    EVIDENCE.params.universe,
    EVIDENCE.params.benchmark,
    EVIDENCE.dataVersion,
    'Walk-forward Score 90 or more',
    'Score 90 or more',
    'Score below 20',
    'Decile 10 (best)',
    '90 or more',
    ...METHODOLOGY_FIXTURE.factors.map((f) => f.name),
    ...METHODOLOGY_FIXTURE.metrics.flatMap((m) => [
      m.description,
      m.name,
      ...m.research.map((r) => r.citation),
    ]),
  ];

  it('Ukrainian: no English left on the evidence page, figures in the Ukrainian format', async () => {
    await setLanguage('uk');
    const { container } = setup('/evidence');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Докази, на яких ґрунтується Evident Score',
      }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Групи оцінок, рівні ваги, після витрат',
    });
    const top = within(table).getByRole('row', { name: /Score 90 or more/ });
    expect(top.textContent).toContain('від 7,7% до 22,3%');
    expect(
      await screen.findByText(/Наживо з 2 лип\. 2026 р\.: 2 місяці пізніших цін/),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: /\(12 з 50\s000\)/ })).toBeTruthy();
    expect(englishLeft(container.querySelector('main')!, DATA)).toEqual([]);
  });

  it('Ukrainian: the home page’s claims', async () => {
    await setLanguage('uk');
    const { container } = setup('/', EVIDENCE);
    expect(
      await screen.findByText(
        'річна дохідність акцій з оцінкою 90+ з 2011 року (SPY: 14,2%)',
        {},
        later(),
      ),
    ).toBeTruthy();
    expect(screen.getByText('бектест із')).toBeTruthy();
    const science = container.querySelector('section[aria-labelledby="science-title"]')!;
    expect(englishLeft(science)).toEqual([]);
  });

  it('Spanish: the evidence page in Spanish', async () => {
    await setLanguage('es');
    setup('/evidence');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'La evidencia detrás del Evident Score',
      }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Tramos de puntuación, ponderación equitativa, netos de costes',
    });
    const top = within(table).getByRole('row', { name: /Score 90 or more/ });
    expect(top.textContent).toMatch(/de 7,7\s%\sa 22,3\s%/);
    expect(screen.getByText('Mantén al menos 20 empresas.')).toBeTruthy();
    expect(screen.queryByText(/Hold at least 20 companies|Portfolio rules|Method/)).toBeNull();
  });

  it('Spanish: the home page’s claims', async () => {
    await setLanguage('es');
    setup('/', EVIDENCE);
    expect(
      await screen.findByText(
        /^rentabilidad anual de las acciones con puntuación de 90 o más desde 2011 \(SPY: 14,2\s%\)$/,
        {},
        later(),
      ),
    ).toBeTruthy();
    expect(screen.getByText('backtest desde')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Consulta la evidencia y sus limitaciones' }),
    ).toBeTruthy();
  });
});
