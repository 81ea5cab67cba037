import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../compute-metrics';
import { meanEarningsSurprise } from '../price-series';
import { overPositive } from '../ratios';

/** Earnings quality (catalogue/earnings-quality.ts). Runs after payout (external financing). */
export function earningsQualityMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { niOcf, cfo } = f;
  v.sloanRatio = niOcf !== null && cfo !== null ? overPositive(niOcf - cfo, f.averageAssets) : null;
  v.cashConversion = overPositive(cfo, niOcf);
  v.externalFinancingRatio = c.externalFinancing({
    marketCap: f.marketCap,
    buybackYield: v.buybackYield,
    dividendYield: v.dividendYield,
    dividendsPaid: f.paid,
    debtReduction: f.debtReduction,
    averageAssets: f.averageAssets,
  });
  v.earningsSurprise = meanEarningsSurprise(c.prepared, c.asOfDay);
}
