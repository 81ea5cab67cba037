import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { dividendsPerShare12m, impliedDividendYield12m } from '../price-series';
import { overPositive, positive } from '../ratios';

/** Shareholder payout (catalogue/payout.ts): dividends, buybacks and debt paydown as yields. */
export function payoutMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { sharesPrior, sharesNow, price, marketCap, ni, fcfValue } = f;
  v.sharesChange1y =
    sharesPrior !== null && sharesNow !== null ? sharesNow / sharesPrior - 1 : null;
  // Shares retired × price ÷ (shares now × price): the price cancels, so no share basis issue.
  v.buybackYield =
    sharesPrior !== null && sharesNow !== null ? (sharesPrior - sharesNow) / sharesNow : null;
  const dps = dividendsPerShare12m(c.prepared, c.asOfDay);
  // Dividend records first, then dividends paid in the TTM flows, then the yield implied by the
  // total-return series (see impliedDividendYield12m).
  v.dividendYield =
    dps !== null && dps >= 0 && positive(price)
      ? dps / price
      : (overPositive(f.paid, marketCap) ?? impliedDividendYield12m(c.prepared, c.asOfDay));
  v.debtPaydownYield = overPositive(f.debtReduction, marketCap);
  v.netPayoutYield =
    v.dividendYield !== null && v.buybackYield !== null ? v.dividendYield + v.buybackYield : null;
  v.shareholderYield =
    v.netPayoutYield !== null && v.debtPaydownYield !== null
      ? v.netPayoutYield + v.debtPaydownYield
      : null;
  v.payoutRatio =
    v.dividendYield !== null && marketCap !== null
      ? overPositive(v.dividendYield * marketCap, ni)
      : null;
  v.dividendPayoutFcf =
    v.dividendYield !== null && marketCap !== null
      ? overPositive(v.dividendYield * marketCap, fcfValue)
      : null;
}
