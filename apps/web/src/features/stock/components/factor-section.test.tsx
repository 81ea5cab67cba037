import type { Methodology } from '@evident/contracts/methodology';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyFixture, metricDefinitionFixture } from '@/test-utils/stock-fixtures';
import { FACTOR_SECTIONS } from '../sections';
import { FactorSection } from './factor-section';

/* ADR 029: a financial company is measured with the metrics that describe it. */
const def = (id: string, name: string, appliesToFinancials: boolean, financialOnly: boolean) => ({
  ...metricDefinitionFixture(id, name, 'ratio', 'health'),
  appliesToFinancials,
  financialOnly,
});

const methodology: Methodology = {
  factors: [
    {
      id: 'health',
      name: 'Health',
      weight: 0.1,
      inScore: true,
      metrics: [
        { id: 'altmanZ', direction: 'higher', weight: 1 },
        { id: 'leverageRatio', direction: 'higher', weight: 1 },
        { id: 'insolvencyZ', direction: 'higher', weight: 1.5 },
      ],
    },
    {
      id: 'shareholderRetribution',
      name: 'Shareholder payout',
      weight: 0.15,
      inScore: true,
      metrics: [{ id: 'buybackYield', direction: 'higher', weight: 1 }],
    },
  ],
  metrics: [
    def('altmanZ', 'Altman Z-score (reduced)', false, false),
    def('leverageRatio', 'Leverage ratio (equity / assets)', true, true),
    def('insolvencyZ', 'Insolvency distance (bank Z-score)', true, true),
    def('buybackYield', 'Buyback yield', true, false),
    def('netDebtToEquity', 'Net debt / equity', false, false),
    def('interestCoverage', 'Interest coverage', false, false),
  ],
};

const health = { ...FACTOR_SECTIONS.find((s) => s.id === 'health')!, charts: [] } as const;
const payout = {
  ...FACTOR_SECTIONS.find((s) => s.id === 'shareholder-payout')!,
  charts: [],
} as const;

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('rowheader').textContent?.replace(/i$/, ''));

describe('FactorSection', () => {
  it('shows a bank its financial measures and says what was left out', () => {
    render(
      <FactorSection
        section={health}
        company={companyFixture({ isFinancial: true })}
        methodology={methodology}
      />,
    );
    expect(rowNames()).toEqual([
      'Leverage ratio (equity / assets)',
      'Insolvency distance (bank Z-score)',
    ]);
    expect(
      screen.getByText(
        'Measured as a financial company: 1 metric built for industrial balance sheets is left out.',
      ),
    ).toBeTruthy();
  });

  it('ranks a bank measure among financial companies and hides the industrial charts', () => {
    const withCharts = FACTOR_SECTIONS.find((s) => s.id === 'health')!;
    expect(withCharts.charts.map((c) => c.metric)).toEqual(['netDebtToEquity', 'interestCoverage']);
    render(
      <FactorSection
        section={withCharts}
        company={companyFixture({
          isFinancial: true,
          metrics: {
            insolvencyZ: { value: 101, universePercentile: 83, sectorPercentile: 89 },
            leverageRatio: { value: 0.08, universePercentile: 16, sectorPercentile: 18 },
          },
        })}
        methodology={methodology}
      />,
    );
    expect(screen.getByText('better than 83% of financial companies')).toBeTruthy();
    expect(screen.getByText('better than 89% of its sector')).toBeTruthy();
    expect(screen.getByText('worse than 84% of financial companies')).toBeTruthy();
    expect(screen.queryByText('Net debt / equity')).toBeNull();
    expect(screen.queryByText('Interest coverage')).toBeNull();
  });

  it('shows an industrial company no bank measure and no such sentence', () => {
    render(
      <FactorSection
        section={health}
        company={companyFixture({ isFinancial: false })}
        methodology={methodology}
      />,
    );
    expect(rowNames()).toEqual(['Altman Z-score (reduced)']);
    expect(screen.queryByText(/Measured as a financial company/)).toBeNull();
  });

  it('says in the tooltip where the company’s buyback yield came from', () => {
    const note =
      'Buybacks: share repurchases in the cash flow statement of the twelve months to Sep 27, 2025, over today’s market value.';
    render(
      <FactorSection
        section={payout}
        company={companyFixture({
          metrics: {
            buybackYield: { value: 0.02, universePercentile: 80, sectorPercentile: 70, note },
          },
        })}
        methodology={methodology}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'About Buyback yield' }));
    expect(screen.getByRole('dialog').textContent).toContain(`For this company: ${note}`);
  });
});
