import type { FigureNote } from './figure-rules';
/**
 * Every metric the engine computes. The catalogue (catalogue.ts) describes each one; the scoring
 * (scoring/factors.ts) says which feed which factor.
 */
export const METRIC_IDS = [
  // valuation
  'pe',
  'ps',
  'pb',
  'pfcf',
  'pcf',
  'evEbit',
  'evSales',
  'earningsYield',
  'fcfYield',
  'bookToMarket',
  'salesToPrice',
  'forwardPe',
  'analystUpside',
  'evEbitda',
  'evFcf',
  'peg',
  'forwardEarningsYield',
  // growth
  'revenueGrowth1y',
  'revenueCagr3y',
  'revenueCagr5y',
  'epsGrowth1y',
  'epsCagr3y',
  'epsCagr5y',
  'netIncomeGrowth1y',
  'fcfGrowth1y',
  'fcfCagr3y',
  'assetGrowth1y',
  'equityGrowth1y',
  'netIncomeCagr3y',
  'revenuePerShareGrowth1y',
  // profitability
  'roe',
  'roa',
  'roic',
  'croic',
  'gpa',
  'grossMargin',
  'operatingMargin',
  'netMargin',
  'fcfMargin',
  'assetTurnover',
  'ebitdaMargin',
  // health
  'netDebtToEquity',
  'debtToEquity',
  'debtToAssets',
  'liabilitiesToAssets',
  'cashToDebt',
  'interestCoverage',
  'currentRatio',
  'altmanZ',
  'defaultProbability',
  'piotroskiF',
  'debtToEbitda',
  'equityMultiplier',
  'cashToAssets',
  'insolvencyZ',
  'roaVolatility',
  'leverageRatio',
  // payout
  'dividendYield',
  'buybackYield',
  'debtPaydownYield',
  'netPayoutYield',
  'shareholderYield',
  'payoutRatio',
  'sharesChange1y',
  'dividendPayoutFcf',
  // earnings quality
  'sloanRatio',
  'cashConversion',
  'externalFinancingRatio',
  'earningsSurprise',
  // momentum
  'momentum3m',
  'momentum6m',
  'momentum12_1',
  'high52wRatio',
  'volatility1y',
  'momentum1m',
  'momentum12m',
  'maxDrawdown1y',
  // size
  'marketCap',
  'enterpriseValue',
  'avgDollarVolume',
  'medianDollarVolume',
  'revenueTtm',
  'netIncomeTtm',
  'freeCashFlowTtm',
] as const;

export type MetricId = (typeof METRIC_IDS)[number];

/** Metric values of one company as of one date: a missing input gives null, never 0/NaN. */
export type MetricValues = Record<MetricId, number | null>;

/** What the figures behind the metrics were, for the company page and for checks. */
export interface MetricContext {
  /** Last close on or before the as-of date, and its date (null when no price). */
  lastClose: number | null;
  priceDate: string | null;
  /** Latest `filed` date among the periods used. */
  latestFiled: string | null;
  /** Trailing-twelve-month flows used (from the last four quarters, else FY, else TTM row). */
  ttm: {
    revenue: number | null;
    grossProfit: number | null;
    operatingIncome: number | null;
    netIncome: number | null;
    operatingCashFlow: number | null;
    freeCashFlow: number | null;
    eps: number | null;
    /** Which periods the TTM figures came from. */
    basis: 'four-quarters' | 'fiscal-year' | 'ttm-row' | null;
  };
  /** Latest balance sheet used and its period end. */
  balance: {
    periodEnd: string | null;
    totalAssets: number | null;
    totalLiabilities: number | null;
    equity: number | null;
    cash: number | null;
    totalDebt: number | null;
  };
  sharesOutstanding: number | null;
  /**
   * How the buyback yield was obtained: the cash flow statement's repurchases (net of stock issued
   * when reported) of the window ending `periodEnd`, or the change in the share count.
   */
  buyback: {
    basis: 'repurchases-net-of-issuance' | 'repurchases' | 'share-count';
    periodEnd: string | null;
  } | null;
  /** The last daily session on or before the as-of date (null before the daily history). */
  session: {
    date: string;
    close: number;
    previousClose: number | null;
    change1d: number | null;
    dollarVolume: number | null;
  } | null;
  /** Banks, insurers, REITs…: metrics that do not apply to them are null. */
  isFinancial: boolean;
  /**
   * Figures that are not what they seem (ADR 048): codes with their numbers, e.g. a one-off gain
   * in net income. Absent in snapshots scored before method 6.
   */
  notes?: FigureNote[];
}

export interface MetricSnapshot {
  values: MetricValues;
  context: MetricContext;
}
