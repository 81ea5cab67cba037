/**
 * What the engine is given: plain data, already sorted; no I/O, no clock (ARCHITECTURE.md).
 * Money in USD, shares as counts, dates `YYYY-MM-DD` (string comparison orders them).
 */

export type PeriodType = 'Q' | 'FY' | 'TTM';

/** One version of one fiscal period, public from `filed` (null = unknown: never used). */
export interface PeriodInput {
  periodType: PeriodType;
  periodEnd: string;
  filed: string | null;
  fiscalYear: number | null;
  fiscalPeriod: string | null;
  revenue: number | null;
  grossProfit: number | null;
  operatingIncome: number | null;
  netIncome: number | null;
  epsDiluted: number | null;
  sharesOutstanding: number | null;
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  totalLiabilities: number | null;
  equity: number | null;
  cash: number | null;
  totalDebt: number | null;
  interestExpense: number | null;
  operatingCashFlow: number | null;
  capex: number | null;
  freeCashFlow: number | null;
  depreciation: number | null;
  dividendsPaid: number | null;
  shareRepurchases: number | null;
  stockIssued: number | null;
  debtIssued: number | null;
  debtRepaid: number | null;
}

/** Split-adjusted close (not dividend-adjusted) on a trading day. */
export interface DailyPriceInput {
  date: string;
  close: number;
  volume: number | null;
}

/** Month-end close and total-return close (dividends reinvested) when known. */
export interface MonthlyPriceInput {
  monthEnd: string;
  close: number | null;
  adjClose: number | null;
}

export interface DividendInput {
  exDate: string;
  amount: number;
}

/** Analyst and market snapshot (single date `asOf`; used only on or after that date). */
export interface EstimateInput {
  asOf: string;
  targetPrice: number | null;
  epsNextYear: number | null;
  forwardPe: number | null;
  marketCap: number | null;
  avgVolume: number | null;
}

export interface EarningsSurpriseInput {
  date: string;
  surprisePct: number | null;
}

export interface CompanyInput {
  symbol: string;
  /** `EXCHANGE:SYMBOL`. */
  ticker: string;
  name: string | null;
  exchange: string;
  sector: string | null;
  industry: string | null;
  isEtf: boolean;
  /** Current S&P 500 member. */
  sp500: boolean;
  /** Every version of every period, sorted by `filed` ascending (nulls last). */
  periods: PeriodInput[];
  /** Sorted by date ascending. */
  dailyPrices: DailyPriceInput[];
  /** Sorted by month end ascending. */
  monthlyPrices: MonthlyPriceInput[];
  /** Sorted by ex-date ascending. */
  dividends: DividendInput[];
  /** Sorted by date ascending. */
  earningsSurprises: EarningsSurpriseInput[];
  estimate: EstimateInput | null;
}
