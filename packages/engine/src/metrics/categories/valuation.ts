import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { finite } from '../period-view';
import { divide, overPositive, positive } from '../ratios';

/** Valuation (catalogue/valuation.ts). Runs after growth (PEG needs the 3-year EPS growth). */
export function valuationMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { ni, rev, equity, fcfValue, cfo, marketCap, ebit, enterpriseValue, price, ebitda } = f;
  v.pe = positive(ni) ? divide(marketCap, ni) : null;
  v.ps = positive(rev) ? divide(marketCap, rev) : null;
  v.pb = positive(equity) ? divide(marketCap, equity) : null;
  v.pfcf = positive(fcfValue) ? divide(marketCap, fcfValue) : null;
  v.pcf = positive(cfo) ? divide(marketCap, cfo) : null;
  v.evEbit = positive(ebit) && positive(enterpriseValue) ? enterpriseValue / ebit : null;
  v.evSales = positive(rev) && positive(enterpriseValue) ? enterpriseValue / rev : null;
  v.earningsYield = overPositive(ni, marketCap);
  v.fcfYield = overPositive(fcfValue, marketCap);
  v.bookToMarket = positive(equity) ? overPositive(equity, marketCap) : null;
  v.salesToPrice = rev !== null && rev >= 0 ? overPositive(rev, marketCap) : null;
  v.forwardPe = forwardPe(c, price);
  const target = finite(c.estimate?.targetPrice);
  v.analystUpside = positive(target) && positive(price) ? target / price - 1 : null;
  v.evEbitda = positive(ebitda) && positive(enterpriseValue) ? enterpriseValue / ebitda : null;
  v.evFcf = positive(fcfValue) && positive(enterpriseValue) ? enterpriseValue / fcfValue : null;
  v.forwardEarningsYield = v.forwardPe === null ? null : 1 / v.forwardPe;
  // PEG (Lynch): P/E ÷ the 3-year EPS growth rate in percent; null unless both are positive.
  v.peg = v.pe !== null && positive(v.epsCagr3y) ? v.pe / (v.epsCagr3y * 100) : null;
}

/** Last close ÷ consensus next-year EPS; the provider's forward P/E when EPS is not given. */
function forwardPe(c: Calculation, price: number | null): number | null {
  if (c.estimate === null) return null;
  const eps = finite(c.estimate.epsNextYear);
  if (eps !== null) return positive(price) && eps > 0 ? price / eps : null;
  const pe = finite(c.estimate.forwardPe);
  return positive(pe) ? pe : null;
}
