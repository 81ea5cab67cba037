import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../compute-metrics';
import { finite } from '../period-view';
import { averageDollarVolume } from '../price-series';
import { positive } from '../ratios';

/** Size and liquidity (catalogue/size.ts). */
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
}
