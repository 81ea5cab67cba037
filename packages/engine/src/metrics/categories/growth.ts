import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import type { Resolved } from '../period-view';
import { BALANCE_TOLERANCE, cagr, divide, growth, overPositive, YEAR } from '../ratios';

/** Growth (catalogue/growth.ts): 1-year rates and 3/5-year compound rates of the TTM flows. */
export function growthMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { revenue, netIncome, fcf, rev, ni, fcfValue, revenuePrior, netIncomePrior } = f;
  const fcfPrior = c.prior('freeCashFlow', fcf);
  v.revenueGrowth1y = growth(rev, revenuePrior?.value ?? null);
  v.revenueCagr3y = cagr(rev, c.yearsBefore('revenue', revenue, 3)?.value ?? null, 3);
  v.revenueCagr5y = cagr(rev, c.yearsBefore('revenue', revenue, 5)?.value ?? null, 5);
  v.netIncomeGrowth1y = growth(ni, netIncomePrior?.value ?? null);
  v.fcfGrowth1y = growth(fcfValue, fcfPrior?.value ?? null);
  v.fcfCagr3y = cagr(fcfValue, c.yearsBefore('freeCashFlow', fcf, 3)?.value ?? null, 3);
  // EPS = net income of a window ÷ split-consistent diluted shares at the window's end.
  const eps = (flow: Resolved | null): number | null =>
    flow === null ? null : divide(flow.value, f.sharesAt(flow.end));
  const epsNow = eps(netIncome);
  v.epsGrowth1y = growth(epsNow, eps(netIncomePrior));
  v.epsCagr3y = cagr(epsNow, eps(c.yearsBefore('netIncome', netIncome, 3)), 3);
  v.epsCagr5y = cagr(epsNow, eps(c.yearsBefore('netIncome', netIncome, 5)), 5);
  v.assetGrowth1y = growth(f.assets, f.assetsPrior);
  v.netIncomeCagr3y = cagr(ni, c.yearsBefore('netIncome', netIncome, 3)?.value ?? null, 3);
  const { equityB } = f;
  const equityPriorB =
    equityB === null ? null : c.view.balanceNear('equity', equityB.end - YEAR, BALANCE_TOLERANCE);
  v.equityGrowth1y =
    equityPriorB !== null && equityPriorB.end < equityB!.end
      ? growth(f.equity, equityPriorB.value)
      : null;
  // Revenue per share = revenue of a window ÷ split-consistent diluted shares at its end.
  const revenuePerShare = (flow: Resolved | null): number | null =>
    flow === null ? null : overPositive(flow.value, f.sharesAt(flow.end));
  v.revenuePerShareGrowth1y = growth(revenuePerShare(revenue), revenuePerShare(revenuePrior));
}
