import type { Methodology } from '@evident/contracts/methodology';
import type { CompanyDetail, FairValueDetail, ScoreChanges } from '@evident/contracts/stocks';

const factor = (name: string, percentile: number | null, inScore = true) => ({
  name,
  value: percentile,
  percentile,
  status: percentile === null ? 'Insufficient data' : percentile >= 70 ? 'Good' : 'Fair',
  inScore,
  coverage: { present: percentile === null ? 0 : 3, applicable: 4 },
});

/**
 * `fairValueDetail` of the Apple-like company (ADR 031), consistent with its figures: own-history
 * multiples at a ×0.859 growth adjustment, a discounted cash flow at 9%, their geometric mean
 * $171.98, 44.28% below the last close of $308.63.
 */
export const FAIR_VALUE_DETAIL_FIXTURE: FairValueDetail = {
  kind: 'company',
  low: 140.28,
  high: 194.73,
  methods: [
    {
      method: 'ownHistory',
      value: 181.14,
      low: 166.03,
      high: 193.1,
      estimates: [
        { multiple: 'pe', current: 38.2, median: 26.1, points: 40, years: 10, estimate: 181.14 },
        { multiple: 'ps', current: 9.9, median: 6.2, points: 40, years: 10, estimate: 166.03 },
        { multiple: 'pfcf', current: 33.5, median: 24.4, points: 40, years: 10, estimate: 193.1 },
      ],
      growthNow: 0.037,
      growthThen: 0.069,
      adjustment: 0.859,
    },
    {
      method: 'cashFlow',
      value: 163.28,
      low: 140.28,
      high: 194.73,
      revenuePerShare: 28.12,
      margins: [0.262, 0.254, 0.271, 0.248, 0.236],
      normalMargin: 0.254,
      start: 7.14248,
      growth: 0.091,
      historyGrowth: 0.087,
      analystGrowth: 0.095,
      terminalGrowth: 0.025,
      discountRate: 0.09,
      netDebtPerShare: 2.91,
    },
  ],
  reason: null,
};

/** A company answer in the contract shape, with some figures missing on purpose. */
export function companyFixture(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ticker: 'NASDAQ:AAPL',
    symbol: 'AAPL',
    exchange: 'NASDAQ',
    companyName: 'Apple Inc.',
    sector: 'Technology',
    industry: 'Computer Manufacturing',
    country: 'United States',
    website: 'https://www.apple.com',
    image: null,
    sp500: true,
    isFinancial: false,
    evidentScore: 71,
    evidentScorePercentile: 71.2,
    evidentScoreValue: 63.1,
    category: 'Good',
    factors: {
      Value: factor('Value', 16),
      Growth: factor('Growth', 59),
      Profitability: factor('Profitability', 99),
      Health: factor('Health', 73),
      ShareholderRetribution: factor('Shareholder payout', 39),
      Momentum: factor('Momentum', 86, false),
      EarningsQuality: factor('Earnings quality', null, false),
    },
    scoreRecord: {
      evidentScorePercentile: 71.2,
      evidentScoreValue: 63.1,
      GrowthValue: 59,
      GrowthPercentile: 59,
      ValueValue: 16,
      ValuePercentile: 16,
      ProfitabilityValue: 99,
      ShareholderRetributionValue: 39,
      ShareholderRetributionPercentile: 39,
      HealthValue: 73,
      HealthPercentile: 73,
      CompanyProfile: {
        companyName: 'Apple Inc.',
        country: 'United States',
        image: null,
        ticker: 'NASDAQ:AAPL',
      },
    },
    lastClose: 308.63,
    fairValue: 171.98,
    percentageDifference: -44.28,
    fairValueDetail: FAIR_VALUE_DETAIL_FIXTURE,
    analystTargetPrice: null,
    kpis: { marketCap: 4.6e12, pe: 38.2, dividendYield: null },
    metrics: {
      pe: { value: 38.2, universePercentile: 26, sectorPercentile: 47 },
      earningsYield: { value: 0.026, universePercentile: 60, sectorPercentile: 73 },
      fcfYield: { value: null, universePercentile: null, sectorPercentile: null },
    },
    attributes: {
      positive: [
        {
          kind: 'positive',
          metric: 'roe',
          factor: 'profitability',
          text: 'Return on equity of 160% meets the rule of thumb.',
          importance: 1,
        },
      ],
      neutral: [],
      negative: [
        {
          kind: 'negative',
          metric: 'pe',
          factor: 'value',
          text: 'Price / earnings of 38 fails the rule of thumb.',
          importance: 1,
        },
      ],
    },
    faq: [{ question: "What is Apple Inc.'s Evident Score?", answer: '71/100 (Good).' }],
    dataDates: { latestFiling: '2026-07-02', priceDate: '2026-07-02', scoredAsOf: '2026-07-02' },
    changes: null,
    listing: { kind: 'operating', form: 'common', issuer: null, nameInData: null },
    ...overrides,
  };
}

/** `changes` of a company answer (issue 22): the band moved up after a filing and a price fall. */
export const CHANGES_FIXTURE: ScoreChanges = {
  since: '2026-10-31',
  asOf: '2026-11-07',
  scoreBefore: 49,
  scoreAfter: 51,
  bandBefore: 'Weak',
  bandAfter: 'Fair',
  bandChanged: true,
  factors: [
    {
      factor: 'Value',
      name: 'Value',
      percentileBefore: 72,
      percentileAfter: 65,
      statusBefore: 'Good',
      statusAfter: 'Fair',
    },
    {
      factor: 'Profitability',
      name: 'Profitability',
      percentileBefore: 91,
      percentileAfter: 93,
      statusBefore: 'Excellent',
      statusAfter: 'Excellent',
    },
  ],
  reasons: [
    {
      metric: 'earningsYield',
      name: 'Earnings yield',
      factor: 'Value',
      before: 0.05,
      after: 0.06,
      percentileBefore: 40,
      percentileAfter: 55,
      effect: 1.2,
      cause: 'price',
      text: 'Earnings yield went from 5.0% to 6.0% as the share price moved from $120.00 to $100.00.',
    },
    {
      metric: 'roe',
      name: 'Return on equity',
      factor: 'Profitability',
      before: 0.3,
      after: 0.25,
      percentileBefore: 80,
      percentileAfter: 74,
      effect: -0.4,
      cause: 'filing',
      text: 'Return on equity went from 30.0% to 25.0% with the filing of Oct 30, 2026.',
    },
  ],
  filing: { before: '2026-07-30', after: '2026-10-30' },
  price: { before: 120, after: 100, change: -0.1667 },
};

export const metricDefinitionFixture = (
  id: string,
  name: string,
  unit: 'percent' | 'times' | 'ratio',
  category: string,
) => ({
  id,
  name,
  category,
  formula: `${name} formula`,
  unit,
  direction: 'higher' as const,
  rulesOfThumb: null,
  research: [
    { citation: 'Basu, S. (1977). Investment Performance…', year: 1977, finding: 'Low P/E won.' },
  ],
  appliesToFinancials: true,
  financialOnly: false,
  description: `${name} description.`,
});

export const METHODOLOGY_FIXTURE: Methodology = {
  factors: [
    {
      id: 'value',
      name: 'Value',
      weight: 0.25,
      inScore: true,
      metrics: [
        { id: 'earningsYield', direction: 'higher', weight: 1 },
        { id: 'fcfYield', direction: 'higher', weight: 1 },
      ],
    },
    { id: 'growth', name: 'Growth', weight: 0.15, inScore: true, metrics: [] },
    { id: 'profitability', name: 'Profitability', weight: 0.25, inScore: true, metrics: [] },
    { id: 'health', name: 'Health', weight: 0.15, inScore: true, metrics: [] },
    {
      id: 'shareholderRetribution',
      name: 'Shareholder payout',
      weight: 0.2,
      inScore: true,
      metrics: [],
    },
    { id: 'momentum', name: 'Momentum', weight: 0, inScore: false, metrics: [] },
    { id: 'earningsQuality', name: 'Earnings quality', weight: 0, inScore: false, metrics: [] },
  ],
  metrics: [
    metricDefinitionFixture('earningsYield', 'Earnings yield', 'percent', 'valuation'),
    metricDefinitionFixture('fcfYield', 'Free cash flow yield', 'percent', 'valuation'),
  ],
};
