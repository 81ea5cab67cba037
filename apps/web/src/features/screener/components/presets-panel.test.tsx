import type { ScreenerPreset } from '@evident/contracts/screener';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PresetsPanel } from './presets-panel';

const preset = (backtest: ScreenerPreset['backtest']): ScreenerPreset => ({
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
  backtest,
});

const figures = {
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
};

describe('research presets', () => {
  it('shows the backtest’s figures beside the benchmark’s, and opens the screen', () => {
    const onOpen = vi.fn();
    render(<PresetsPanel presets={[preset(figures)]} onOpen={onOpen} />);
    const dl = screen.getByLabelText('Magic formula backtest');
    expect(dl.textContent).toContain('12.3%');
    expect(dl.textContent).toContain('SPY 14.1%');
    expect(dl.textContent).toContain('-35.0%');
    expect(dl.textContent).toContain('46% of holdings');
    expect(dl.textContent).toContain('42 on average');
    expect(dl.textContent).toContain('2010–2026');
    screen.getByRole('button', { name: 'Open Magic formula' }).click();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says so when the backtest has not run, or when the screen never held a company', () => {
    const { rerender } = render(<PresetsPanel presets={[preset(null)]} onOpen={() => {}} />);
    expect(screen.getByText(/Backtest: not available yet/)).toBeTruthy();
    rerender(
      <PresetsPanel
        presets={[preset({ ...figures, averageHoldings: 0, cagr: null, maxDrawdown: null })]}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText(/no company passed this screen/)).toBeTruthy();
    expect(screen.queryByText(/0\.0%/)).toBeNull();
  });
});
