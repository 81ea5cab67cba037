import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { dividendsPerShare12m, impliedDividendYield12m } from '../price-series';
import { overPositive, positive } from '../ratios';

/** Shareholder payout (catalogue/payout.ts): dividends, buybacks and debt paydown as yields. */
export function payoutMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { sharesPrior, sharesNow, price, marketCap, ni, fcfValue } = f;
  v.sharesChange1y =
    sharesPrior !== null && sharesNow !== null ? sharesNow / sharesPrior - 1 : null;
  v.buybackYield = buybackYield(f);
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

/** How the buyback yield was obtained (MetricContext.buyback, shown in its tooltip). */
export type BuybackBasis = 'repurchases-net-of-issuance' | 'repurchases' | 'share-count';

/**
 * Boudoukh, Michaely, Richardson & Roberts (2007): (share repurchases − stock issued) of the
 * trailing twelve months ÷ market value, from the cash flow statement when the repurchases are
 * reported (the stock issued is subtracted when reported for the same window, else the yield is
 * gross of issuance); else the fall of the split-consistent diluted share count over the year,
 * (shares a year earlier − now) ÷ now — the shares retired × price ÷ (shares now × price), the
 * price cancels. ADR 029.
 */
export function buybackBasis(f: Figures): BuybackBasis | null {
  if (f.repurchased !== null && positive(f.marketCap)) {
    return f.issued !== null ? 'repurchases-net-of-issuance' : 'repurchases';
  }
  return f.sharesPrior !== null && f.sharesNow !== null ? 'share-count' : null;
}

function buybackYield(f: Figures): number | null {
  const basis = buybackBasis(f);
  if (basis === null) return null;
  if (basis === 'share-count') return (f.sharesPrior! - f.sharesNow!) / f.sharesNow!;
  return overPositive(f.repurchased!.value - (f.issued?.value ?? 0), f.marketCap);
}
