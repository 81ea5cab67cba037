import type { Methodology } from '@evident/contracts/methodology';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { resetLanguageAfterEach } from '@/test-utils/languages';
import { companyFixture, metricDefinitionFixture } from '@/test-utils/stock-fixtures';
import { FigureNotesPanel } from './figure-notes-panel';
import { ScoreDataPanel } from './score-data-panel';

/* Issue 52: "Not enough data for an Evident Score" (ADR 047) and figure notes (ADR 048). */

const methodology: Methodology = {
  factors: [],
  metrics: [
    metricDefinitionFixture('epsCagr3y', 'EPS growth, 3-year CAGR', 'percent', 'growth'),
    metricDefinitionFixture('fcfCagr3y', 'FCF growth, 3-year CAGR', 'percent', 'growth'),
    metricDefinitionFixture('dividendYield', 'Dividend yield', 'percent', 'shareholderRetribution'),
    metricDefinitionFixture('buybackYield', 'Buyback yield', 'percent', 'shareholderRetribution'),
    metricDefinitionFixture('earningsYield', 'Earnings yield', 'percent', 'value'),
    metricDefinitionFixture('pe', 'P/E', 'times', 'value'),
  ],
} as unknown as Methodology;

const thin = companyFixture({
  companyName: 'PharmaCyte Biotech',
  evidentScore: null,
  evidentScorePercentile: null,
  evidentScoreValue: null,
  category: null,
  scoreData: {
    enough: false,
    factorsPresent: 3,
    factorsNeeded: 4,
    factors: [
      { factor: 'Value', present: 4, applicable: 5, needed: 2, enough: true, missing: ['pe'] },
      {
        factor: 'Growth',
        present: 1,
        applicable: 5,
        needed: 2,
        enough: false,
        missing: ['epsCagr3y', 'fcfCagr3y'],
      },
      { factor: 'Profitability', present: 5, applicable: 7, needed: 3, enough: true, missing: [] },
      { factor: 'Health', present: 6, applicable: 6, needed: 2, enough: true, missing: [] },
      {
        factor: 'ShareholderRetribution',
        present: 0,
        applicable: 5,
        needed: 2,
        enough: false,
        missing: ['dividendYield', 'buybackYield'],
      },
    ],
  },
  figureNotes: [
    {
      code: 'oneOffIncome',
      amount: 35_000_000,
      netIncome: 31_000_000,
      operatingResult: -4_000_000,
      basis: 'operatingIncome',
      metrics: ['earningsYield', 'pe'],
    },
    { code: 'negativeEquity', equity: -2_500_000, totalAssets: 9_000_000, metrics: ['pe'] },
  ],
});

describe('ScoreDataPanel (ADR 047)', () => {
  resetLanguageAfterEach();

  it('says there is not enough data and names each short factor and its missing measures', () => {
    render(<ScoreDataPanel company={thin} methodology={methodology} />);
    const panel = screen.getByRole('region', { name: 'Not enough data for an Evident Score' });
    expect(panel.textContent).toContain(
      'An Evident Score needs at least 4 of its 5 factors, each resting on enough of its own measures. PharmaCyte Biotech has 3',
    );
    const items = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Value: enough data (4 of 5 measures)',
      'Growth: not enough data (1 of 5 measures, 2 needed). Missing: EPS growth, 3-year CAGR and FCF growth, 3-year CAGR.',
      'Profitability: enough data (5 of 7 measures)',
      'Health: enough data (6 of 6 measures)',
      'Shareholder payout: not enough data (0 of 5 measures, 2 needed). Missing: Dividend yield and Buyback yield.',
    ]);
  });

  it('shows nothing for a scored company', () => {
    const { container } = render(
      <ScoreDataPanel company={companyFixture()} methodology={methodology} />,
    );
    expect(container.textContent).toBe('');
  });

  it('in Spanish and Ukrainian', async () => {
    await setLanguage('es');
    const es = render(<ScoreDataPanel company={thin} methodology={methodology} />);
    expect(
      screen.getByRole('region', { name: 'No hay datos suficientes para un Evident Score' })
        .textContent,
    ).toContain('datos insuficientes (1 de 5 medidas; se necesitan 2).');
    es.unmount();
    await setLanguage('uk');
    render(<ScoreDataPanel company={thin} methodology={methodology} />);
    expect(
      screen.getByRole('region', { name: 'Недостатньо даних для Evident Score' }).textContent,
    ).toContain('даних недостатньо (0 з 5 показників, потрібно 2).');
  });
});

describe('FigureNotesPanel (ADR 048)', () => {
  resetLanguageAfterEach();

  it('names the one-off gain in dollars and the measures it changed', () => {
    render(<FigureNotesPanel company={thin} methodology={methodology} />);
    const panel = screen.getByRole('region', { name: 'Figures that are not what they seem' });
    const items = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toBe(
      'Net income includes $35M that is not from operations (net income $31M, operating income −$4M). The earnings measures use operating earnings after tax instead, or are left out: Earnings yield and P/E.',
    );
    expect(items[1]).toBe(
      'Shareholders’ equity is negative (−$2.5M), so ratios over equity mean nothing. Left out: P/E.',
    );
  });

  it('words a one-off found against gross profit (no operating income in the data)', () => {
    const company = companyFixture({
      figureNotes: [
        {
          code: 'oneOffIncome',
          amount: 2e9,
          netIncome: 5e9,
          operatingResult: 3e9,
          basis: 'grossProfit',
          metrics: ['earningsYield'],
        },
      ],
    });
    render(<FigureNotesPanel company={company} methodology={methodology} />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Net income ($5B) exceeds gross profit ($3B) by $2B: that part is not from operations. The earnings measures are left out: Earnings yield.',
    );
  });

  it('shows nothing without notes', () => {
    const { container } = render(
      <FigureNotesPanel company={companyFixture()} methodology={methodology} />,
    );
    expect(container.textContent).toBe('');
  });

  it('in Spanish and Ukrainian', async () => {
    await setLanguage('es');
    const es = render(<FigureNotesPanel company={thin} methodology={methodology} />);
    expect(
      screen.getByRole('region', { name: 'Cifras que no son lo que parecen' }).textContent,
    ).toContain('El beneficio neto incluye');
    es.unmount();
    await setLanguage('uk');
    render(<FigureNotesPanel company={thin} methodology={methodology} />);
    expect(
      screen.getByRole('region', { name: 'Цифри, які не є тим, чим здаються' }).textContent,
    ).toContain('Чистий прибуток містить');
  });
});
