import type { FundamentalField, FundamentalPeriod } from '../records';
import type { SecEdgarClient } from './client';
import { mapCompanyFacts } from './company-facts';
import { SecEdgarUnknownSymbolError } from './errors';
import { parseCompanyTickersExchange, type UniverseResult } from './universe';

/** Something a mapper could not use, e.g. a fact in a currency other than USD. */
export interface FundamentalsWarning {
  field: FundamentalField | null;
  concept: string | null;
  unit: string | null;
  reason: string;
}

export interface FundamentalsResult {
  /** Point-in-time records: one per period and filing that changed it, oldest period first. */
  periods: FundamentalPeriod[];
  warnings: FundamentalsWarning[];
}

/** What the import job needs from a live fundamentals provider. */
export interface FundamentalsSource {
  readonly name: string;
  fundamentals(symbol: string): Promise<FundamentalsResult>;
}

export interface SecEdgarFundamentalsSource extends FundamentalsSource {
  /** SEC's ticker → CIK/exchange list (loaded once per source, cached on disk by the client). */
  universe(): Promise<UniverseResult>;
}

/** SEC EDGAR: the symbol's CIK from company_tickers_exchange.json, then its companyfacts. */
export function createSecEdgarFundamentalsSource(deps: {
  client: SecEdgarClient;
}): SecEdgarFundamentalsSource {
  let universe: Promise<UniverseResult> | undefined;
  const loadUniverse = () => {
    if (!universe) {
      universe = deps.client.companyTickersExchange().then(parseCompanyTickersExchange);
      // A failed load must not poison every later call.
      universe.catch(() => {
        universe = undefined;
      });
    }
    return universe;
  };

  return {
    name: 'sec_edgar',
    universe: loadUniverse,
    async fundamentals(symbol) {
      const wanted = symbol.trim().toUpperCase();
      const { items } = await loadUniverse();
      const company = items.find((item) => item.symbol === wanted);
      if (!company) throw new SecEdgarUnknownSymbolError(wanted);
      const document = await deps.client.companyFacts(company.cik);
      return mapCompanyFacts(document, company.symbol);
    },
  };
}
