import type {
  BalanceFigures,
  Calculation,
  CashFlowFigures,
  Figures,
  IncomeFigures,
  MarketFigures,
  ShareCountFigures,
} from './calculation';
import { marketValue } from './categories/size';
import { QUARTER_GAP_MAX, type Resolved, type SharesChain } from './period-view';
import { closeAt, lastSession } from './price-series';
import { BALANCE_TOLERANCE, SHARES_TOLERANCE, YEAR } from './ratios';

/**
 * The figures the formulas read, resolved once per company and date (point in time) so that no
 * two categories resolve the same figure differently. A figure belongs here when several
 * categories read it; one only a single category needs stays in that category's file.
 */
export function resolveFigures(c: Calculation): Figures {
  const income = incomeFigures(c);
  const cashFlow = cashFlowFigures(c, income.netIncome);
  const balance = balanceFigures(c);
  // Built once: the market cap's last fallback and the split-consistent counts both read it.
  const chain = c.view.sharesChain(c.asOfDay - 7 * 366);
  const market = marketFigures(c, balance, chain);
  const shareCounts = shareCountFigures(c, chain);
  // One literal, not `{ ...income, ...cashFlow, … }`: with the five spreads computeMetrics ran
  // three to four times slower (V8 copies the properties of a later spread on a slow path).
  return {
    revenue: income.revenue,
    grossProfit: income.grossProfit,
    operatingIncome: income.operatingIncome,
    netIncome: income.netIncome,
    interest: income.interest,
    rev: income.rev,
    gp: income.gp,
    ebit: income.ebit,
    ni: income.ni,
    ebitda: income.ebitda,
    revenuePrior: income.revenuePrior,
    netIncomePrior: income.netIncomePrior,
    ocf: cashFlow.ocf,
    fcf: cashFlow.fcf,
    cfo: cashFlow.cfo,
    fcfValue: cashFlow.fcfValue,
    niOcf: cashFlow.niOcf,
    paid: cashFlow.paid,
    repurchased: cashFlow.repurchased,
    issued: cashFlow.issued,
    assetsB: balance.assetsB,
    equityB: balance.equityB,
    debtB: balance.debtB,
    currentAssetsB: balance.currentAssetsB,
    currentLiabilitiesB: balance.currentLiabilitiesB,
    assets: balance.assets,
    equity: balance.equity,
    cash: balance.cash,
    debt: balance.debt,
    liabilities: balance.liabilities,
    assetsPrior: balance.assetsPrior,
    averageAssets: balance.averageAssets,
    debtPriorB: balance.debtPriorB,
    debtReduction: balance.debtReduction,
    last: market.last,
    price: market.price,
    session: market.session,
    marketCap: market.marketCap,
    shares: market.shares,
    enterpriseValue: market.enterpriseValue,
    sharesNow: shareCounts.sharesNow,
    sharesPrior: shareCounts.sharesPrior,
    sharesAt: shareCounts.sharesAt,
  };
}

function incomeFigures(c: Calculation): IncomeFigures {
  const revenue = c.flow('revenue');
  const grossProfit = c.flow('grossProfit');
  const operatingIncome = c.flow('operatingIncome');
  const netIncome = c.flow('netIncome');
  const ebit = operatingIncome?.value ?? null;
  const depreciation =
    operatingIncome === null
      ? null
      : c.sameWindow('depreciation', c.flow('depreciation'), operatingIncome);
  return {
    revenue,
    grossProfit,
    operatingIncome,
    netIncome,
    interest: c.flow('interestExpense'),
    rev: revenue?.value ?? null,
    gp: grossProfit?.value ?? null,
    ebit,
    ni: netIncome?.value ?? null,
    ebitda:
      ebit !== null && depreciation !== null && depreciation.value >= 0
        ? ebit + depreciation.value
        : null,
    revenuePrior: c.prior('revenue', revenue),
    netIncomePrior: c.prior('netIncome', netIncome),
  };
}

function cashFlowFigures(c: Calculation, netIncome: Resolved | null): CashFlowFigures {
  const ocf = c.flow('operatingCashFlow');
  const fcf = c.view.freeCashFlow(c.asOfDay, c.staleBefore);
  const dividendsPaid = c.flow('dividendsPaid');
  const repurchases = c.flow('shareRepurchases');
  const repurchased = repurchases !== null && repurchases.value >= 0 ? repurchases : null;
  const issued = c.sameWindow('stockIssued', c.flow('stockIssued'), repurchased);
  return {
    ocf,
    fcf,
    cfo: ocf?.value ?? null,
    fcfValue: fcf?.value ?? null,
    niOcf: c.sameWindow('netIncome', netIncome, ocf)?.value ?? null,
    paid: dividendsPaid !== null && dividendsPaid.value >= 0 ? dividendsPaid.value : null,
    repurchased,
    issued: issued !== null && issued.value >= 0 ? issued : null,
  };
}

function balanceFigures(c: Calculation): BalanceFigures {
  const { view, asOfDay, staleBefore } = c;
  const assetsB = view.balance('totalAssets', asOfDay, staleBefore);
  const equityB = view.balance('equity', asOfDay, staleBefore);
  const debtB = view.balance('totalDebt', asOfDay, staleBefore);
  const assets = assetsB?.value ?? null;
  const debt = debtB?.value ?? null;
  const assetsPriorB =
    assetsB === null
      ? null
      : view.balanceNear('totalAssets', assetsB.end - YEAR, BALANCE_TOLERANCE);
  const assetsPrior = assetsPriorB?.value ?? null;
  const debtPriorB =
    debtB === null ? null : view.balanceNear('totalDebt', debtB.end - YEAR, BALANCE_TOLERANCE);
  return {
    assetsB,
    equityB,
    debtB,
    currentAssetsB: view.balance('currentAssets', asOfDay, staleBefore),
    currentLiabilitiesB: view.balance('currentLiabilities', asOfDay, staleBefore),
    assets,
    equity: equityB?.value ?? null,
    cash: view.balance('cash', asOfDay, staleBefore)?.value ?? null,
    debt,
    liabilities: view.liabilities(asOfDay, staleBefore)?.value ?? null,
    assetsPrior,
    averageAssets:
      assets === null ? null : assetsPrior === null ? assets : (assets + assetsPrior) / 2,
    debtPriorB,
    debtReduction:
      debt !== null && debtPriorB !== null && debtPriorB.end < debtB!.end
        ? debtPriorB.value - debt
        : null,
  };
}

function marketFigures(c: Calculation, balance: BalanceFigures, chain: SharesChain): MarketFigures {
  const last = closeAt(c.prepared, c.asOfDay);
  const price = last?.close ?? null;
  const { marketCap, shares } = marketValue(c, price, chain);
  const { debt, cash } = balance;
  return {
    last,
    price,
    session: lastSession(c.prepared, c.asOfDay),
    marketCap,
    shares,
    enterpriseValue:
      marketCap !== null && debt !== null && cash !== null ? marketCap + debt - cash : null,
  };
}

/** How many reports back from the latest one the year-over-year pair may start (ADR 029). */
const SHARE_PAIR_TRIES = 4;

/**
 * The year-over-year pair of split-consistent counts: "now" = the latest report that has a report
 * about a year before it (± 60 days), trying the latest and up to three earlier ones, never a
 * stale one (a company whose latest quarter lacks its count, or whose count a year earlier is
 * missing, still gets the change over the latest complete year); "a year earlier" = that report.
 */
function shareCountFigures(c: Calculation, chain: SharesChain): ShareCountFigures {
  const { view, staleBefore } = c;
  let sharesNowIdx = -1;
  let sharesPriorIdx = -1;
  for (
    let i = chain.length - 1, tries = 0;
    i >= 0 && tries < SHARE_PAIR_TRIES && chain.ends[i]! >= staleBefore;
    i--, tries++
  ) {
    const j = chain.near(chain.ends[i]! - YEAR, BALANCE_TOLERANCE);
    if (j >= 0 && j < i) {
      sharesNowIdx = i;
      sharesPriorIdx = j;
      break;
    }
  }
  const sharesPrior = sharesPriorIdx >= 0 ? chain.adjusted[sharesPriorIdx]! : null;
  if (sharesPrior !== null) {
    view.noteUsed(chain.periods[sharesNowIdx]!);
    view.noteUsed(chain.periods[sharesPriorIdx]!);
  }
  return {
    sharesNow: sharesNowIdx >= 0 ? chain.adjusted[sharesNowIdx]! : null,
    sharesPrior,
    sharesAt: (end) => {
      let k = chain.near(end, SHARES_TOLERANCE);
      // No count near the window's end (a fourth quarter derived from the fiscal year often has
      // none): the latest count inside the window's last quarter, split-consistent (ADR 029).
      if (k < 0) k = chain.latestWithin(end, QUARTER_GAP_MAX);
      return k >= 0 ? chain.adjusted[k]! : null;
    },
  };
}
