import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import {
  EVIDENCE,
  group,
  ISSUE_25_EVIDENCE,
  LIVE_RECORD,
  signal,
} from '@/test-utils/evidence-fixtures';
import { routes } from '../router';

// Canvas charts do not draw in jsdom; the chart's own tests cover its empty states.
vi.mock('@/components/line-chart', () => ({
  LineChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

afterEach(() => vi.unstubAllGlobals());

describe('evidence page and home claims: intervals, walk-forward, ICs, live record (issue 25)', () => {
  it('shows intervals, the walk-forward line, the ICs and the survivorship bounds (issue 25)', async () => {
    const metricIcs = vi.fn(() => ({
      backtestId: 1,
      createdAt: '2026-11-22T00:00:00.000Z',
      ics: {
        horizons: [1, 12, 36],
        minCompanies: 30,
        inSampleEnd: '2018-12-31',
        universes: [
          { universe: 'sp500', signals: [signal('earningsYield', 'metric', 0.021)] },
          { universe: 'all', signals: [] },
        ],
        series12: [],
      },
    }));
    mockConfigFetch({
      '/api/v1/evidence': () => ISSUE_25_EVIDENCE,
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
      '/api/v1/evidence/information-coefficients': metricIcs,
    });
    renderRoutes(routes, '/evidence');
    const table = await screen.findByRole('table', {
      name: 'Score buckets, equal weight, net of costs',
    });
    const top = within(table).getByRole('row', { name: /Score 90 or more/ });
    expect(top.textContent).toContain('7.7% to 22.3%');
    expect(top.textContent).toContain('41.0% to 52.0%');
    // The rule's weights beside the fixed ones, and the two lines over the same dates.
    const now = screen.getByRole('table', { name: /The rule’s weights on/ });
    const payout = within(now).getByRole('row', { name: /Shareholder payout/ });
    expect(payout.textContent).toContain('37.0%');
    expect(payout.textContent).toContain('0.040');
    expect(payout.textContent).toContain('20.0%'); // the fixture's fixed weight
    const compare = screen.getByRole('table', { name: /Same companies, same dates/ });
    const row = within(compare).getByRole('row', { name: /Score 90 or more/ });
    expect(row.textContent).toContain('16.0%');
    expect(row.textContent).toContain('13.3%');
    expect(row.textContent).toContain('40.3%');
    // The ICs, named as people read them.
    const ics = screen.getByRole('table', { name: 'S&P 500 members at each date' });
    const value = within(ics).getByRole('row', { name: /^Value/ });
    expect(value.textContent).toContain('0.014');
    expect(value.textContent).toContain('2.4');
    expect(value.textContent).toContain('0.004 / 0.024');
    expect(within(ics).getByRole('row', { name: /walk-forward weights/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /information coefficient over time/ })).toBeTruthy();
    // Each metric's are asked for when opened, not before.
    expect(metricIcs).not.toHaveBeenCalled();
    const details = screen.getByText('Every metric of every factor').closest('details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    const metrics = await screen.findByRole('table', {
      name: /Each metric, in its factor’s direction/,
    });
    expect(within(metrics).getByRole('row', { name: /Earnings yield/ }).textContent).toContain(
      '0.021',
    );
    // Survivorship: members without prices by year, and the bounds.
    const missing = screen.getByRole('table', { name: /have no price in the data/ });
    expect(within(missing).getByRole('row', { name: /2010/ }).textContent).toContain('45.9%');
    const bounds = screen.getByRole('table', { name: /had lost half, or all/ });
    expect(within(bounds).getByRole('row', { name: /Score 90 or more/ }).textContent).toContain(
      '13.8%',
    );
  });

  it('says what is not available for a backtest stored before issue 25', async () => {
    mockConfigFetch({
      '/api/v1/evidence': () => EVIDENCE,
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
    });
    renderRoutes(routes, '/evidence');
    expect(await screen.findByText(/computed before the walk-forward line existed/)).toBeTruthy();
    expect(screen.getByText(/computed before they were measured/)).toBeTruthy();
    expect(screen.getByText('Not available for this backtest.')).toBeTruthy();
  });

  it('says the bounds change nothing when no holding lost its price', async () => {
    mockConfigFetch({
      '/api/v1/evidence': () => ({
        ...EVIDENCE,
        missingPrices: 0,
        buckets: EVIDENCE.buckets.map((b) => ({
          ...b,
          cagrIfMissingLost50: b.all.cagr,
          cagrIfMissingLost100: b.all.cagr,
        })),
        survivorship: [{ year: 2010, members: 497, withoutPrice: 228 }],
      }),
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
    });
    renderRoutes(routes, '/evidence');
    expect(await screen.findByText(/None of the 50,000 holdings lost its price/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: /had lost half, or all/ })).toBeNull();
  });

  it('shows the live record apart from the backtest, and says when it rests on too few months', async () => {
    mockConfigFetch({
      '/api/v1/evidence': () => EVIDENCE,
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
      '/api/v1/evidence/live': () => LIVE_RECORD,
    });
    renderRoutes(routes, '/evidence');
    expect(
      await screen.findByText(
        /Live since Jul 2, 2026: 2 months of later prices \(to Sep 4, 2026\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/too few months to tell anything/)).toBeTruthy();
    const table = screen.getByRole('table', { name: /Each score run’s S&P 500 members scored 90/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first.
    expect(rows[0]!.textContent).toContain('Sep 4, 2026');
    expect(rows[0]!.textContent).toContain('no later price yet');
    expect(rows[1]!.textContent).toContain('4.5% vs 2.5%');
    expect(rows[1]!.textContent).toContain('15.5% vs 5.0%');
  });

  it('says the live record starts with the first score run before there is one', async () => {
    mockConfigFetch({
      '/api/v1/evidence': () => EVIDENCE,
      '/api/v1/methodology': () => METHODOLOGY_FIXTURE,
      '/api/v1/evidence/live': () => ({
        horizons: [1, 3, 6, 12, 36],
        since: null,
        latestPrice: null,
        monthsSince: null,
        lists: [],
      }),
    });
    renderRoutes(routes, '/evidence');
    expect(await screen.findByText(/It starts with the first score run/)).toBeTruthy();
  });

  it('the home claims speak of the walk-forward record, as it came out (ADR 032)', async () => {
    mockConfigFetch({
      '/api/v1/evidence': () => ({
        ...EVIDENCE,
        walkForward: {
          start: '2010-12-31',
          buckets: [
            group('90+', 'Walk-forward Score 90 or more', 0.16, 0.4),
            group('<20', 'Walk-forward Score below 20', 0.15, 0.5),
          ],
          deciles: [group('D10', 'Walk-forward Decile 10 (best)', 0.16, 0.4)],
          fixedSameDates: { buckets: [], deciles: [] },
          weights: [],
          latest: null,
        },
      }),
    });
    renderRoutes(routes, '/');
    expect(
      await screen.findByText(
        /yearly return of 90\+ score stocks since 2011, weights learnt only from the past/,
      ),
    ).toBeTruthy();
    // 0.4 against (0.4 + 0.5) / 2 = 0.45: lower, and said so.
    expect(
      screen.getByText('lower odds of beating the market over 3 years than the average stock held'),
    ).toBeTruthy();
    expect(screen.getByText('-11.1%')).toBeTruthy();
  });
});
