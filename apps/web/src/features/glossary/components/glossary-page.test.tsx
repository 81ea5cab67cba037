import type { MetricDefinition } from '@evident/contracts/methodology';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { renderRoutes } from '@/test-utils/render';
import { METHODOLOGY_FIXTURE, metricDefinitionFixture } from '@/test-utils/stock-fixtures';
import { GlossaryPage } from './glossary-page';

const METRICS: MetricDefinition[] = [
  ...METHODOLOGY_FIXTURE.metrics,
  {
    ...metricDefinitionFixture('pe', 'Price / earnings', 'times', 'valuation'),
    direction: 'lower',
    rulesOfThumb: { good: 10, poor: 20, text: 'Below 10 is cheap, above 20 is expensive.' },
  },
  {
    ...metricDefinitionFixture('marketCap', 'Market capitalisation', 'ratio', 'size'),
    unit: 'usd',
    direction: 'neutral',
    research: [],
    appliesToFinancials: false,
  },
  {
    ...metricDefinitionFixture('insolvencyZ', 'Bank Z-score', 'ratio', 'health'),
    financialOnly: true,
  },
];

/** The catalogue's texts: the server's data, not the interface's (longest first: a name is part
 * of its description). */
const DATA = METRICS.flatMap((m) => [
  m.name,
  m.description,
  m.formula,
  ...(m.rulesOfThumb ? [m.rulesOfThumb.text] : []),
  ...m.research.flatMap((r) => [r.citation, r.finding]),
]).sort((a, b) => b.length - a.length);

/** The page with the catalogue (`loaded`), before it, or after it failed to load (`failed`). */
function renderGlossary({ loaded = true, failed = false, path = '/glossary' } = {}) {
  const metrics = loaded ? METRICS : undefined;
  return renderRoutes(
    [{ path: '/glossary', element: <GlossaryPage metrics={metrics} failed={failed} /> }],
    path,
  );
}

const article = (id: string) => document.getElementById(id);

describe('glossary', () => {
  it('shows every metric by category, each at its own anchor', () => {
    renderGlossary();
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeTruthy();
    const categories = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(categories).toEqual(['Valuation', 'Financial health', 'Size and liquidity']);
    for (const metric of METRICS) {
      expect(article(metric.id)?.tagName).toBe('ARTICLE');
      expect(within(article(metric.id)!).getByRole('heading', { level: 3 }).textContent).toBe(
        metric.name,
      );
    }
    const valuation = screen.getByRole('region', { name: 'Valuation' });
    expect(
      within(valuation)
        .getAllByRole('article')
        .map((a) => a.id),
    ).toEqual(['earningsYield', 'fcfYield', 'pe']);
    expect(screen.getByRole('status').textContent).toBe('5 metrics');
    const contents = screen.getByRole('navigation', { name: 'Categories' });
    expect(
      within(contents).getByRole('link', { name: 'Size and liquidity' }).getAttribute('href'),
    ).toBe('#category-size');
  });

  it('gives the definition, formula, unit, direction, rule of thumb and research', () => {
    renderGlossary();
    const pe = within(article('pe')!);
    expect(pe.getByText('Price / earnings description.')).toBeTruthy();
    expect(pe.getByText('Price / earnings formula')).toBeTruthy();
    expect(pe.getByText('times')).toBeTruthy();
    expect(pe.getByText('Lower is better')).toBeTruthy();
    expect(pe.getByText('Below 10 is cheap, above 20 is expensive.')).toBeTruthy();
    expect(pe.getByRole('heading', { level: 4, name: 'Research' })).toBeTruthy();
    expect(pe.getByText('Basu, S. (1977). Investment Performance…').tagName).toBe('CITE');

    const size = within(article('marketCap')!);
    expect(size.getByText('US dollars')).toBeTruthy();
    expect(size.getByText('Neither higher nor lower is better')).toBeTruthy();
    expect(size.getByText('Not computed for banks, insurers and REITs.')).toBeTruthy();
    expect(size.queryByText('Rule of thumb')).toBeNull();
    expect(size.queryByText('Research')).toBeNull();

    expect(within(article('earningsYield')!).getByText('percent')).toBeTruthy();
    expect(within(article('earningsYield')!).getByText('Higher is better')).toBeTruthy();
    expect(
      within(article('insolvencyZ')!).getByText('Computed for banks, insurers and REITs only.'),
    ).toBeTruthy();
  });

  it('filters by name, id or description as you type, and says when nothing matches', () => {
    renderGlossary();
    const search = screen.getByRole('searchbox', { name: 'Search the glossary' });
    fireEvent.change(search, { target: { value: 'free CASH' } });
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['fcfYield']);
    expect(screen.getByRole('status').textContent).toBe('1 metric');
    fireEvent.change(search, { target: { value: 'marketcap' } });
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['marketCap']);
    fireEvent.change(search, { target: { value: 'Z-score description' } });
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['insolvencyZ']);
    fireEvent.change(search, { target: { value: 'dividend' } });
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No metric matches “dividend”.');
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('article')).toHaveLength(METRICS.length);
  });

  it('scrolls to the metric of the address’s anchor once the catalogue is shown', async () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    renderGlossary({ path: '/glossary#pe' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts).toEqual([article('pe')]);
  });

  it('shows a placeholder while the catalogue loads, and says when it could not be loaded', () => {
    const { unmount } = renderGlossary({ loaded: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    renderGlossary({ loaded: false, failed: true });
    expect(
      screen.getByText('The glossary could not be loaded. Please try again later.'),
    ).toBeTruthy();
  });
});

describe('glossary in Ukrainian and Spanish', () => {
  resetLanguageAfterEach();

  it('uk: only the catalogue’s own texts (the server’s) are left in English', async () => {
    await setLanguage('uk');
    const { container } = renderGlossary();
    expect(screen.getByRole('heading', { level: 1, name: 'Глосарій' })).toBeTruthy();
    expect(within(article('pe')!).getByText('Чим нижче, тим краще')).toBeTruthy();
    expect(within(article('marketCap')!).getByText('долари США')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('5 показників');
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('es: the interface’s texts are in Spanish', async () => {
    await setLanguage('es');
    renderGlossary();
    expect(screen.getByRole('heading', { level: 1, name: 'Glosario' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Valoración' })).toBeTruthy();
    expect(within(article('pe')!).getByText('Cuanto más bajo, mejor')).toBeTruthy();
    expect(within(article('pe')!).getByText('Regla práctica')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Buscar en el glosario' });
    fireEvent.change(search, { target: { value: 'dividendo' } });
    expect(screen.getByRole('status').textContent).toBe(
      'Ninguna métrica coincide con «dividendo».',
    );
  });
});
