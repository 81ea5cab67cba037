import type { PeriodInput } from '../../types';
import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { altmanZ, chsDefaultProbability } from '../health-models';
import { finite, type Resolved } from '../period-view';
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
  // Financial companies only (compute-metrics nulls them for the others; ADR 029).
  const roa = c.prepared.isFinancial ? roaHistory(c) : null;
  v.roaVolatility = roa === null ? null : roa.sd;
  v.leverageRatio = c.prepared.isFinancial ? overPositive(equity, assets) : null;
  v.insolvencyZ =
    roa === null || assets === null || equity === null || !(assets > 0) || !(roa.sd > 0)
      ? null
      : (roa.mean + equity / assets) / roa.sd;
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
  v.piotroskiF = piotroski({
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
    grossMarginPrior: priorGrossMargin(c, f.grossProfit),
    revenue: f.rev,
    revenuePrior: f.revenuePrior?.value ?? null,
  });
}

/** Quarterly history: 8–12 quarters ending within 1,100 days of the latest (three years). */
const QUARTERLY = { max: 12, min: 8, spanDays: 1100, perYear: 4 };
/** Fiscal-year history: 4–5 years ending within 1,900 days of the latest (five years). */
const YEARLY = { max: 5, min: 4, spanDays: 1900, perYear: 1 };

export interface RoaHistory {
  /** Mean return on assets per year. */
  mean: number;
  /** Its standard deviation per year. */
  sd: number;
  periods: number;
  basis: 'quarters' | 'fiscal-years';
}

/**
 * The return on assets (net income ÷ total assets at the period end) of the latest visible
 * periods that report both: 8–12 quarters over three years, annualised as mean × 4 and sample
 * standard deviation × 2 (quarters taken as independent); else 4–5 fiscal years over five years
 * (the yearly data of Laeven & Levine 2009). The latest period must not be stale (458 days).
 * Null otherwise. Point in time: only the periods visible on the date (PeriodView). ADR 029.
 */
export function roaHistory(c: Calculation): RoaHistory | null {
  const quarters = roaOf(c.view.q, c.staleBefore, QUARTERLY);
  if (quarters !== null) return { ...quarters, basis: 'quarters' };
  const years = roaOf(c.view.fy, c.staleBefore, YEARLY);
  return years === null ? null : { ...years, basis: 'fiscal-years' };
}

function roaOf(
  series: { periods: PeriodInput[]; ends: number[] },
  staleBefore: number,
  rule: typeof QUARTERLY,
): { mean: number; sd: number; periods: number } | null {
  const { periods, ends } = series;
  const roas: number[] = [];
  let first = Number.NaN;
  for (let i = ends.length - 1; i >= 0 && roas.length < rule.max; i--) {
    const end = ends[i]!;
    if (roas.length === 0 && end < staleBefore) return null;
    if (roas.length > 0 && end < first - rule.spanDays) break;
    const p = periods[i]!;
    const ni = finite(p.netIncome);
    const assets = finite(p.totalAssets);
    if (ni === null || assets === null || !(assets > 0)) continue;
    if (roas.length === 0) first = end;
    roas.push(ni / assets);
  }
  if (roas.length < rule.min) return null;
  const mean = roas.reduce((a, b) => a + b, 0) / roas.length;
  const variance = roas.reduce((a, b) => a + (b - mean) ** 2, 0) / (roas.length - 1);
  // Below a millionth of a percentage point the spread is rounding noise: no variation.
  const sd = Math.sqrt(variance) < 1e-8 ? 0 : Math.sqrt(variance);
  return {
    mean: mean * rule.perYear,
    sd: sd * Math.sqrt(rule.perYear),
    periods: roas.length,
  };
}

/** Gross margin of the window one year before `grossProfit`'s, revenue on that same window. */
function priorGrossMargin(c: Calculation, grossProfit: Resolved | null): number | null {
  const gpPrior = c.prior('grossProfit', grossProfit);
  if (gpPrior === null) return null;
  const revenuePrior = c.view.flow('revenue', gpPrior.end, gpPrior.end - 20);
  return overPositive(gpPrior.value, revenuePrior?.value ?? null);
}

/**
 * Piotroski (2000) F-score from the signals this data supports, each 1 when true:
 * 1 ROA > 0 (TTM net income ÷ total assets), 2 CFO > 0, 3 ΔROA > 0 (vs the window one year
 * earlier and the assets then), 4 CFO > net income (accruals; same window), 5 Δleverage < 0
 * (total debt ÷ assets, else liabilities ÷ assets when debt is not known both years),
 * 6 Δcurrent ratio > 0, 7 no new shares (split-consistent diluted count not up over the year),
 * 8 Δgross margin > 0, 9 Δasset turnover > 0. Piotroski scales by beginning-of-year assets; this
 * uses end-of-period assets for both years. A signal whose inputs are missing is skipped; the
 * score is passes × 9 ÷ available signals (exactly the paper's score when all nine exist), and
 * null with fewer than 6 available signals.
 */
function piotroski(x: {
  ni: number | null;
  cfo: number | null;
  niOcf: number | null;
  assets: number | null;
  assetsPrior: number | null;
  netIncomePrior: number | null;
  debt: number | null;
  debtPrior: number | null;
  liabilities: number | null;
  liabilitiesPrior: number | null;
  currentRatio: number | null;
  currentRatioPrior: number | null;
  sharesChange: number | null;
  grossMargin: number | null;
  grossMarginPrior: number | null;
  revenue: number | null;
  revenuePrior: number | null;
}): number | null {
  const signals: (boolean | null)[] = [];
  const roa = overPositive(x.ni, x.assets);
  const roaPrior = overPositive(x.netIncomePrior, x.assetsPrior);
  signals.push(roa === null ? null : roa > 0);
  signals.push(x.cfo === null ? null : x.cfo > 0);
  signals.push(roa === null || roaPrior === null ? null : roa > roaPrior);
  signals.push(x.cfo === null || x.niOcf === null ? null : x.cfo > x.niOcf);
  const leverage =
    x.debt !== null && x.debtPrior !== null
      ? [overPositive(x.debt, x.assets), overPositive(x.debtPrior, x.assetsPrior)]
      : [overPositive(x.liabilities, x.assets), overPositive(x.liabilitiesPrior, x.assetsPrior)];
  signals.push(leverage[0] == null || leverage[1] == null ? null : leverage[0] < leverage[1]);
  signals.push(
    x.currentRatio === null || x.currentRatioPrior === null
      ? null
      : x.currentRatio > x.currentRatioPrior,
  );
  signals.push(x.sharesChange === null ? null : x.sharesChange <= 0);
  signals.push(
    x.grossMargin === null || x.grossMarginPrior === null
      ? null
      : x.grossMargin > x.grossMarginPrior,
  );
  const turnover = overPositive(x.revenue, x.assets);
  const turnoverPrior = overPositive(x.revenuePrior, x.assetsPrior);
  signals.push(turnover === null || turnoverPrior === null ? null : turnover > turnoverPrior);
  let available = 0;
  let passes = 0;
  for (const s of signals) {
    if (s === null) continue;
    available++;
    if (s) passes++;
  }
  return available < 6 ? null : (passes * 9) / available;
}
