import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { finite, type SharesChain } from '../period-view';
import { shareBasisFactor } from '../prepare';
import { averageDollarVolume, closeAt, medianDollarVolume } from '../price-series';
import { positive } from '../ratios';

/**
 * Size and liquidity (catalogue/size.ts). The market cap itself is computed with the figures
 * (figures.ts calls `marketValue`), because every category reads it.
 */
export function sizeMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  v.marketCap = f.marketCap;
  v.enterpriseValue = f.enterpriseValue;
  v.revenueTtm = f.rev;
  v.netIncomeTtm = f.ni;
  v.freeCashFlowTtm = f.fcfValue;
  const avgVolume = finite(c.estimate?.avgVolume);
  v.avgDollarVolume =
    averageDollarVolume(c.prepared, c.asOfDay) ??
    (positive(avgVolume) && positive(f.price) ? avgVolume * f.price : null);
  // Only from the sessions' own volumes: the provider's average is not a median.
  v.medianDollarVolume = medianDollarVolume(c.prepared, c.asOfDay);
}

/**
 * Market capitalisation = last close × shares on the price's share basis. Prices are
 * split-adjusted to the data's basis date (2026-07-02) while Q/FY share counts are as reported
 * at the time, so the share count is taken, in order, from:
 * 1. the estimate snapshot, when visible (estimate.asOf <= asOf) with a market cap: shares =
 *    estimate.marketCap ÷ the close on the estimate date (its own basis), market cap = last close
 *    × those shares (equals estimate.marketCap on that date);
 * 2. the latest visible TTM row's shares (Mir's current count, on the basis date);
 * 3. the latest visible Q/FY diluted weighted share count (not older than 458 days).
 * Without a close there is no market cap. P/E, P/S… are market cap ÷ TTM figure, which equals
 * price ÷ (figure ÷ the same shares). Known limit of rule 3: a split after that report (by the
 * as-of date, or later — the price basis includes every split up to 2026-07-02) is not in the
 * count, so the market cap of a company that split later is understated by the split ratio; no
 * point-in-time input of CompanyInput carries the split history needed to undo it.
 */
export function marketValue(
  c: Calculation,
  price: number | null,
  chain: SharesChain,
): { marketCap: number | null; shares: number | null } {
  const found = shareBasis(c, price, chain);
  if (found === null || !Number.isFinite(found.shares) || !Number.isFinite(found.marketCap)) {
    return { marketCap: null, shares: null };
  }
  return found;
}

function shareBasis(
  c: Calculation,
  price: number | null,
  chain: SharesChain,
): { marketCap: number; shares: number } | null {
  if (!positive(price)) return null;
  const estimateCap = finite(c.estimate?.marketCap);
  if (c.estimate !== null && positive(estimateCap) && c.prepared.estimateDay !== null) {
    const atEstimate = closeAt(c.prepared, c.prepared.estimateDay);
    const shares = atEstimate !== null ? estimateCap / atEstimate.close : estimateCap / price;
    return { marketCap: price * shares, shares };
  }
  const row = c.view.latestTtmRow(c.staleBefore);
  const rowShares = finite(row?.sharesOutstanding);
  if (row !== null && positive(rowShares)) {
    c.view.noteUsed(row);
    return { marketCap: price * rowShares, shares: rowShares };
  }
  const k = chain.length - 1;
  if (k >= 0 && chain.ends[k]! >= c.staleBefore) {
    c.view.noteUsed(chain.periods[k]!);
    // The report's count on the price series' basis (splits since then divided out).
    const shares = chain.raw[k]! * shareBasisFactor(c.prepared, chain.ends[k]!);
    return { marketCap: price * shares, shares };
  }
  return null;
}
