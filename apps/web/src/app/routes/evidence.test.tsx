import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { EVIDENCE } from '@/test-utils/evidence-fixtures';
import { routes } from '../router';

// Canvas charts do not draw in jsdom; the chart's own tests cover its empty states.
vi.mock('@/components/line-chart', () => ({
  LineChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

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
    expect(
      screen.getByRole('link', { name: 'See the evidence and its caveats' }).getAttribute('href'),
    ).toBe('/evidence');
  });
});
