import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../compute-metrics';
import { altmanZ, chsDefaultProbability } from '../health-models';
import { volatility } from '../price-series';
import { BALANCE_TOLERANCE, overPositive, YEAR } from '../ratios';

/**
 * Financial health (catalogue/health.ts): leverage, liquidity, coverage, Altman Z, the default
 * probability and the Piotroski F-score. Runs after payout, profitability and momentum (the
 * F-score reads the share change and the gross margin; the default model the 12-month return).
 */
export function healthMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { debt, cash, equity, assets, liabilities, ebit, ebitda, marketCap, ni, price } = f;
  v.netDebtToEquity = debt !== null && cash !== null ? overPositive(debt - cash, equity) : null;
  v.debtToEquity = overPositive(debt, equity);
  v.debtToAssets = overPositive(debt, assets);
  v.liabilitiesToAssets = overPositive(liabilities, assets);
  v.cashToDebt = overPositive(cash, debt);
  const interestForEbit = c.sameWindow('interestExpense', f.interest, f.operatingIncome);
  v.interestCoverage = overPositive(ebit, interestForEbit?.value ?? null);
  const currentAssets = f.currentAssetsB?.value ?? null;
  const currentLiabilities = f.currentLiabilitiesB?.value ?? null;
  v.currentRatio = overPositive(currentAssets, currentLiabilities);
  v.debtToEbitda = overPositive(debt, ebitda);
  v.equityMultiplier = overPositive(assets, equity);
  v.cashToAssets = cash !== null && cash >= 0 ? overPositive(cash, assets) : null;
  const revenueForEbit = c.sameWindow('revenue', f.revenue, f.operatingIncome);
  v.altmanZ = altmanZ({
    totalAssets: assets,
    workingCapital:
      currentAssets !== null && currentLiabilities !== null
        ? currentAssets - currentLiabilities
        : null,
    ebit,
    marketCap,
    totalLiabilities: liabilities,
    sales: revenueForEbit?.value ?? null,
  });
  v.defaultProbability = chsDefaultProbability({
    netIncomeTtm: ni,
    marketCap,
    totalLiabilities: liabilities,
    cash,
    equity,
    return12m: v.momentum12m,
    sigma: volatility(c.prepared, c.asOfDay, 3) ?? v.volatility1y,
    price,
  });

  // Piotroski F (needs cash flow and last year's figures).
  const { view } = c;
  const { assetsB, currentAssetsB } = f;
  v.piotroskiF = c.piotroski({
    ni,
    cfo: f.cfo,
    niOcf: f.niOcf,
    assets,
    assetsPrior: f.assetsPrior,
    netIncomePrior: f.netIncomePrior?.value ?? null,
    debt,
    debtPrior: f.debtPriorB?.value ?? null,
    liabilities,
    liabilitiesPrior:
      assetsB === null
        ? null
        : (view.liabilitiesNear(assetsB.end - YEAR, BALANCE_TOLERANCE)?.value ?? null),
    currentRatio: v.currentRatio,
    currentRatioPrior:
      currentAssetsB === null
        ? null
        : overPositive(
            view.balanceNear('currentAssets', currentAssetsB.end - YEAR, BALANCE_TOLERANCE)
              ?.value ?? null,
            view.balanceNear('currentLiabilities', currentAssetsB.end - YEAR, BALANCE_TOLERANCE)
              ?.value ?? null,
          ),
    sharesChange: v.sharesChange1y,
    grossMargin: v.grossMargin,
    grossMarginPrior: c.priorGrossMargin(f.grossProfit),
    revenue: f.rev,
    revenuePrior: f.revenuePrior?.value ?? null,
  });
}
