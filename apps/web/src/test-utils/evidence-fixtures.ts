/* What the evidence endpoints answer in the evidence page's and home claims' tests. */

const stats = (cagr: number | null) => ({
  from: '2010-12-31',
  to: '2026-06-30',
  months: 186,
  cagr,
  volatility: 0.18,
  maxDrawdown: 0.35,
  sharpe: 0.8,
});
export const group = (id: string, label: string, cagr: number, hitRate: number) => ({
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
export const EVIDENCE = {
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
export const signal = (id: string, kind: 'metric' | 'factor' | 'score', meanIc: number) => ({
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
export const ISSUE_25_EVIDENCE = {
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
export const LIVE_RECORD = {
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
