import type { CompanyInput, EstimateInput } from '@evident/engine/types';

/** A company's identity with empty series, filled in by a universe loader. */
export function emptyCompanyInput(c: {
  symbol: string;
  ticker: string;
  name: string | null;
  exchange: string;
  sector: string | null;
  industry: string | null;
  isEtf: boolean;
  sp500: boolean;
}): CompanyInput {
  return {
    symbol: c.symbol,
    ticker: c.ticker,
    name: c.name,
    exchange: c.exchange,
    sector: c.sector,
    industry: c.industry,
    isEtf: c.isEtf,
    sp500: c.sp500,
    periods: [],
    dailyPrices: [],
    monthlyPrices: [],
    dividends: [],
    earningsSurprises: [],
    estimate: null,
  };
}

/** A stored or snapshot estimates row as the engine's estimate (extra columns are dropped). */
export function estimateInput(e: EstimateInput): EstimateInput {
  return {
    asOf: e.asOf,
    targetPrice: e.targetPrice,
    epsNextYear: e.epsNextYear,
    forwardPe: e.forwardPe,
    marketCap: e.marketCap,
    avgVolume: e.avgVolume,
  };
}
