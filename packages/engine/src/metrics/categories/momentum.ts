import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { high52wRatio, maxDrawdown, priceReturn, volatility } from '../price-series';

/** Momentum and price risk (catalogue/momentum.ts), from the daily and monthly closes. */
export function momentumMetrics(_f: Figures, v: MetricValues, c: Calculation): void {
  const { prepared, asOfDay } = c;
  v.volatility1y = volatility(prepared, asOfDay, 12);
  v.momentum12m = priceReturn(prepared, asOfDay, 12, 0);
  v.momentum3m = priceReturn(prepared, asOfDay, 3, 0);
  v.momentum6m = priceReturn(prepared, asOfDay, 6, 0);
  v.momentum12_1 = priceReturn(prepared, asOfDay, 12, 1);
  v.high52wRatio = high52wRatio(prepared, asOfDay);
  v.momentum1m = priceReturn(prepared, asOfDay, 1, 0);
  v.maxDrawdown1y = maxDrawdown(prepared, asOfDay);
}
