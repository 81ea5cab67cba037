import type { List, PortfolioAnalysis } from '@evident/contracts/lists';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { json, mockConfigFetch, withQueryClient } from '@/test-utils/render';
import { PortfolioAnalysisPanel, PortfolioFiles } from './portfolio-panels';

const list: List = {
  id: 7,
  kind: 'portfolio',
  name: 'Core',
  createdAt: '2026-11-20T10:00:00.000Z',
  previousRunAsOf: null,
  stocks: [],
  removed: [],
};

const analysis: PortfolioAnalysis = {
  asOf: '2026-07-02',
  weighting: 'equal',
  holdings: 2,
  value: null,
  cost: null,
  score: {
    value: 61.4,
    covered: 2,
    contributions: [
      {
        symbol: 'A',
        ticker: 'NYSE:A',
        companyName: 'A Co',
        sector: 'Energy',
        weight: 0.5,
        score: 80,
        contribution: 40,
      },
      {
        symbol: 'B',
        ticker: 'NYSE:B',
        companyName: 'B Co',
        sector: 'Energy',
        weight: 0.5,
        score: 42.8,
        contribution: 21.4,
      },
    ],
  },
  factors: [
    { id: 'value', name: 'Value', value: 71.2, covered: 2 },
    { id: 'growth', name: 'Growth', value: null, covered: 0 },
  ],
  sectors: [{ sector: 'Energy', weight: 1 }],
  rules: [
    {
      id: 'companies',
      rule: 'Hold at least 20 companies.',
      passes: false,
      detail: '2 companies held.',
      fix: 'Add 18 more to spread the risk of any one company.',
    },
  ],
  performance: {
    from: null,
    to: null,
    portfolio: null,
    benchmark: null,
    covered: 0,
    method: 'Method.',
  },
};

describe('portfolio panels', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the analysis, "not available" where a figure is missing (never 0)', async () => {
    saveSession({
      token: 'access',
      refreshToken: 'refresh',
      user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
    });
    mockConfigFetch({ '/api/v1/portfolio/7/analysis': () => analysis });
    render(withQueryClient(<PortfolioAnalysisPanel list={list} />));
    const panel = await screen.findByTestId('analysis');
    expect(panel.textContent).toContain('61');
    expect(panel.textContent).toContain('Equal weights');
    expect(panel.textContent).toContain('Add 18 more');
    const factors = screen.getByRole('figure', {
      name: 'Factor percentiles, weighted (100 = best)',
    });
    expect(within(factors).getByText('71')).toBeTruthy();
    expect(within(factors).getByText('not available')).toBeTruthy();
    expect(screen.getAllByText('not available').length).toBeGreaterThanOrEqual(3);
  });

  it('previews an import row by row and writes only on confirmation', async () => {
    saveSession({
      token: 'access',
      refreshToken: 'refresh',
      user: { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null },
    });
    const bodies: string[] = [];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      const commit = (JSON.parse(String(init?.body)) as { commit: boolean }).commit;
      return json({
        success: true,
        data: {
          committed: commit,
          added: 1,
          updated: 0,
          refused: 1,
          rows: [
            {
              line: 2,
              ticker: 'NYSE:A',
              symbol: 'A',
              shares: 5,
              averageCost: 10,
              status: 'added',
              reason: null,
            },
            {
              line: 3,
              ticker: 'NOPE',
              symbol: null,
              shares: 1,
              averageCost: 1,
              status: 'refused',
              reason: 'Unknown companies: NOPE',
            },
          ],
          list: commit ? list : null,
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(withQueryClient(<PortfolioFiles list={list} />));
    const file = new File(['ticker,shares,cost\nA,5,10\nNOPE,1,1\n'], 'h.csv', {
      type: 'text/csv',
    });
    fireEvent.change(screen.getByLabelText('Import a CSV (ticker, shares, cost)'), {
      target: { files: [file] },
    });
    const preview = await screen.findByTestId('import-preview');
    expect(preview.textContent).toContain('1 to add, 0 to update, 1 refused');
    expect(preview.textContent).toContain('refused: Unknown companies: NOPE');
    expect(JSON.parse(bodies[0]!)).toMatchObject({ commit: false });
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(JSON.parse(bodies[1]!)).toMatchObject({ commit: true });
  });
});
