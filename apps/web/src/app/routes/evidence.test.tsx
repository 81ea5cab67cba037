import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
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

// Issue 25: intervals, the walk-forward line, the ICs and the survivorship bounds.
const summary = (horizon: number, meanIc: number, tStat: number) => {
  const stats = {
    months: 150,
    meanIc,
    standardError: meanIc / tStat,
    tStat,
    positiveShare: 0.6,
  };
  return {
    horizon,
    ...stats,
    inSample: { ...stats, meanIc: meanIc - 0.01 },
    later: { ...stats, meanIc: meanIc + 0.01 },
  };
};
const signal = (id: string, kind: 'metric' | 'factor' | 'score', meanIc: number) => ({
  id,
  kind,
  factor: kind === 'metric' ? 'value' : null,
  horizons: [summary(1, meanIc / 2, 1.1), summary(12, meanIc, 2.4), summary(36, meanIc * 2, 0.9)],
});
const withBounds = (g: ReturnType<typeof group>) => ({
  ...g,
  cagrInterval: { low: 0.077, high: 0.223 },
  hitRateInterval: { low: 0.41, high: 0.52 },
  cagrIfMissingLost50: 0.14,
  cagrIfMissingLost100: 0.138,
});
const weights = {
  asOf: '2026-06-30',
  weights: {
    value: 0.33,
    growth: 0.1,
    profitability: 0.1,
    health: 0.1,
    shareholderRetribution: 0.37,
  },
  meanIcs: {
    value: 0.032,
    growth: -0.01,
    profitability: -0.02,
    health: -0.03,
    shareholderRetribution: 0.04,
  },
  months: 60,
  from: '2020-07-31',
  to: '2025-06-30',
};
const universe = (u: 'sp500' | 'all') => ({
  universe: u,
  signals: [signal('value', 'factor', 0.014), signal('walkForwardScore', 'score', 0.026)],
});
const ISSUE_25_EVIDENCE = {
  ...EVIDENCE,
  buckets: EVIDENCE.buckets.map(withBounds),
  informationCoefficients: {
    horizons: [1, 12, 36],
    minCompanies: 30,
    inSampleEnd: '2018-12-31',
    universes: [universe('sp500'), universe('all')],
    series12: Array.from({ length: 30 }, (_, k) => ({
      date: `20${String(12 + Math.floor(k / 12))}-${String((k % 12) + 1).padStart(2, '0')}-28`,
      ics: { value: 0.01 * (k % 5), walkForwardScore: 0.02 },
    })),
  },
  walkForward: {
    start: '2015-10-31',
    buckets: [withBounds(group('90+', 'Walk-forward Score 90 or more', 0.16, 0.403))],
    deciles: [],
    fixedSameDates: {
      buckets: [withBounds(group('90+', 'Score 90 or more', 0.133, 0.491))],
      deciles: [],
    },
    weights: [weights],
    latest: weights,
  },
  survivorship: [
    { year: 2010, members: 497, withoutPrice: 228 },
    { year: 2026, members: 516, withoutPrice: 8 },
  ],
};

/** Two months of the live record: one list with later prices, one without yet. */
const LIVE_RECORD = {
  horizons: [1, 3, 6, 12, 36],
  since: '2026-07-02',
  latestPrice: '2026-09-04',
  monthsSince: 2,
  lists: [
    {
      asOf: '2026-07-02',
      kind: 'score-90',
      companies: 31,
      horizons: [{ months: 1, end: '2026-08-02', listReturn: 0.045, spyReturn: 0.025, priced: 31 }],
      sinceThen: { end: '2026-09-04', listReturn: 0.155, spyReturn: 0.05, priced: 30 },
    },
    { asOf: '2026-09-04', kind: 'score-90', companies: 29, horizons: [], sinceThen: null },
  ],
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
    expect(
      screen.getByRole('link', { name: 'See the evidence and its caveats' }).getAttribute('href'),
    ).toBe('/evidence');
  });

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
        { timeout: 3000 },
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
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('backtest desde')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Consulta la evidencia y sus limitaciones' }),
    ).toBeTruthy();
  });
});
