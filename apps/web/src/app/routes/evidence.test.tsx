import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { routes } from '../router';

// Canvas charts do not draw in jsdom; the chart's own tests cover its empty states.
vi.mock('@/components/line-chart', () => ({
  LineChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

const stats = (cagr: number | null) => ({
  from: '2010-12-31',
  to: '2026-06-30',
  months: 186,
  cagr,
  volatility: 0.18,
  maxDrawdown: 0.35,
  sharpe: 0.8,
});
const group = (id: string, label: string, cagr: number, hitRate: number) => ({
  id,
  label,
  all: stats(cagr),
  inSample: stats(cagr - 0.01),
  heldOut: stats(cagr + 0.01),
  turnover: 0.12,
  averageHoldings: 33,
  hitRate,
  averageForwardReturn: 0.5,
  forwardObservations: 1000,
  yearly: [{ year: 2011, return: 0.05 }],
  equity: [
    { date: '2010-12-31', value: 1 },
    { date: '2011-01-31', value: 1.01 },
  ],
});
const EVIDENCE = {
  id: 1,
  createdAt: '2026-11-22T00:00:00.000Z',
  dataVersion: 'snapshot-abc',
  seconds: 41,
  params: {
    start: '2010-12-31',
    end: '2026-06-30',
    rebalance: 'monthly',
    costPerTurnover: 0.001,
    horizonMonths: 36,
    inSampleEnd: '2018-12-31',
    benchmark: 'SPY (dividend-adjusted month-end closes)',
    universe: 'S&P 500 members at each rebalance date (membership history)',
  },
  buckets: [
    group('90+', 'Score 90 or more', 0.144, 0.45),
    group('<20', 'Score below 20', 0.155, 0.41),
  ],
  deciles: [group('D10', 'Decile 10 (best)', 0.144, 0.45)],
  benchmark: (({
    turnover: _t,
    averageHoldings: _a,
    hitRate: _h,
    averageForwardReturn: _f,
    forwardObservations: _o,
    ...rest
  }) => ({ ...rest, label: 'Benchmark' }))(group('benchmark', 'Benchmark', 0.142, 0)),
  allHoldingsHitRate: 0.43,
  missingPrices: 12,
  holdingsTotal: 50000,
  fairValue: {
    horizons: [
      {
        months: 12,
        observations: 170,
        undervaluedReturn: 0.152,
        overvaluedReturn: 0.118,
        difference: 0.034,
        differenceLow: -0.012,
        differenceHigh: 0.08,
        hitRate: 0.58,
        averageCompanies: 70,
      },
      {
        months: 36,
        observations: 146,
        undervaluedReturn: 0.51,
        overvaluedReturn: 0.43,
        difference: 0.08,
        differenceLow: null,
        differenceHigh: null,
        hitRate: 0.61,
        averageCompanies: 70,
      },
    ],
    rankedDates: 186,
    averageRanked: 352,
    latest: { date: '2026-05-31', medianGap: -12.44, companies: 380 },
  },
  caveats: ['Survivorship bias: …', 'Past performance is no guide to future returns.'],
};

afterEach(() => vi.unstubAllGlobals());

describe('evidence page and home claims (issue 8)', () => {
  it('shows the backtest as stored: curves, bucket table, method, caveats, factors and rules', async () => {
    mockConfigFetch({
      '/api/v1/evidence': () => EVIDENCE,
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
    });
    renderRoutes(routes, '/evidence');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The evidence behind the Evident Score',
      }),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Growth of one dollar/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Score buckets, equal weight, net of costs' });
    const top = within(table).getByRole('row', { name: /Score 90 or more/ });
    expect(top.textContent).toContain('14.4%');
    expect(top.textContent).toContain('45.0%');
    expect(screen.getByText('Survivorship bias: …')).toBeTruthy();
    expect(screen.getByText('Hold at least 20 companies.')).toBeTruthy();
    expect((await screen.findAllByText(/Basu, S\. \(1977\)/)).length).toBeGreaterThan(0);
    // Issue 24: the fair value's undervalued fifth against the overvalued fifth.
    const fv = screen.getByRole('table', { name: /Most undervalued fifth/ });
    const year = within(fv).getByRole('row', { name: /^12 months/ });
    expect(year.textContent).toContain('15.2%');
    expect(year.textContent).toContain('11.8%');
    expect(year.textContent).toContain('-1.2% to 8.0%');
    expect(year.textContent).toContain('58.0%');
    expect(within(fv).getByRole('row', { name: /^36 months/ }).textContent).toContain(
      'not available',
    );
    expect(screen.getByText(/for about 352 companies \(186 month ends\)/)).toBeTruthy();
    expect(
      screen.getByText(/the median fair value of the 380 members ranked was 12\.4% below/),
    ).toBeTruthy();
  });

  it('says the fair value test is not available for a backtest stored before it', async () => {
    mockConfigFetch({
      '/api/v1/evidence': () => ({ ...EVIDENCE, fairValue: null }),
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
    });
    renderRoutes(routes, '/evidence');
    expect(await screen.findByText(/computed before the fair value test existed/)).toBeTruthy();
  });

  it('says so, with no figure, before the first backtest', async () => {
    mockConfigFetch({ '/api/v1/methodology': () => METHODOLOGY_FIXTURE });
    renderRoutes(routes, '/evidence');
    expect(await screen.findByText(/has not been run on this data yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the home page shows the claims computed from the backtest', async () => {
    mockConfigFetch({ '/api/v1/evidence': () => EVIDENCE });
    renderRoutes(routes, '/');
    expect(
      await screen.findByText('yearly return of 90+ score stocks since 2011 (SPY: 14.2%)'),
    ).toBeTruthy();
    expect(screen.getByText('14.4%')).toBeTruthy();
    // 0.45 / 0.43 − 1
    expect(screen.getByText('+4.7%')).toBeTruthy();
    expect(screen.getByText('backtested since')).toBeTruthy();
  });
});
