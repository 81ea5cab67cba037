import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { overPositive, TCJA_START } from '../ratios';

/** Profitability (catalogue/profitability.ts): returns and margins, margins on the same window. */
export function profitabilityMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { revenue, grossProfit, operatingIncome, netIncome, fcf } = f;
  const { ni, equity, assets, debt, cash, ebit, fcfValue, gp, rev, ebitda } = f;
  const revenueForGp = c.sameWindow('revenue', revenue, grossProfit);
  const revenueForEbit = c.sameWindow('revenue', revenue, operatingIncome);
  const revenueForNi = c.sameWindow('revenue', revenue, netIncome);
  const revenueForFcf = c.sameWindow('revenue', revenue, fcf);
  v.roe = overPositive(ni, equity);
  v.roa = overPositive(ni, assets);
  const investedCapital =
    equity !== null && debt !== null && cash !== null ? equity + debt - cash : null;
  const taxRate = operatingIncome !== null && operatingIncome.end < TCJA_START ? 0.35 : 0.21;
  v.roic = ebit === null ? null : overPositive(ebit * (1 - taxRate), investedCapital);
  v.croic = overPositive(fcfValue, investedCapital);
  v.gpa = overPositive(gp, assets);
  v.grossMargin = overPositive(gp, revenueForGp?.value ?? null);
  v.operatingMargin = overPositive(ebit, revenueForEbit?.value ?? null);
  v.netMargin = overPositive(ni, revenueForNi?.value ?? null);
  v.fcfMargin = overPositive(fcfValue, revenueForFcf?.value ?? null);
  v.assetTurnover = overPositive(rev, assets);
  const revenueForEbitda = ebitda === null ? null : revenueForEbit;
  v.ebitdaMargin = overPositive(ebitda, revenueForEbitda?.value ?? null);
}
