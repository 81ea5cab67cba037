import type { MetricValues } from '../metric-id';
import type { Calculation, Figures } from '../calculation';
import { meanEarningsSurprise } from '../price-series';
import { overPositive } from '../ratios';

/** Earnings quality (catalogue/earnings-quality.ts). Runs after payout (external financing). */
export function earningsQualityMetrics(f: Figures, v: MetricValues, c: Calculation): void {
  const { niOcf, cfo } = f;
  v.sloanRatio = niOcf !== null && cfo !== null ? overPositive(niOcf - cfo, f.averageAssets) : null;
  v.cashConversion = overPositive(cfo, niOcf);
  v.externalFinancingRatio = externalFinancing(f, v, c);
  v.earningsSurprise = meanEarningsSurprise(c.prepared, c.asOfDay);
}

/**
 * Bradshaw, Richardson & Sloan (2006): ΔXFIN = (net equity financing + net debt financing) ÷
 * average total assets, with net equity = stock issued − repurchased − dividends and net debt =
 * debt issued − repaid. The gross amounts are empty in the data, so:
 * - net equity = stockIssued − shareRepurchases when both are reported for the TTM window, else
 *   the change of the split-consistent share count valued at today's market cap
 *   ((shares now − a year earlier) ÷ shares now × market cap; the buyback yield itself may be
 *   gross repurchases, which would leave the issuance out);
 * - dividends = TTM dividends paid, else dividend yield × market cap;
 * - net debt = debtIssued − debtRepaid when both are reported, else the change of total debt
 *   over the year (−debtReduction).
 * Null when any part is missing.
 */
function externalFinancing(f: Figures, v: MetricValues, c: Calculation): number | null {
  const { marketCap } = f;
  const issued = c.flow('stockIssued');
  const repurchased = c.sameWindow('shareRepurchases', c.flow('shareRepurchases'), issued);
  let netEquity: number | null = null;
  if (issued !== null && repurchased !== null) netEquity = issued.value - repurchased.value;
  else if (f.sharesPrior !== null && f.sharesNow !== null && marketCap !== null) {
    netEquity = ((f.sharesNow - f.sharesPrior) / f.sharesNow) * marketCap;
  }
  const dividends =
    f.paid ?? (v.dividendYield !== null && marketCap !== null ? v.dividendYield * marketCap : null);
  const debtIssued = c.flow('debtIssued');
  const debtRepaid = c.sameWindow('debtRepaid', c.flow('debtRepaid'), debtIssued);
  let netDebt: number | null = null;
  if (debtIssued !== null && debtRepaid !== null) netDebt = debtIssued.value - debtRepaid.value;
  else if (f.debtReduction !== null) netDebt = -f.debtReduction;
  if (netEquity === null || dividends === null || netDebt === null) return null;
  return overPositive(netEquity - dividends + netDebt, f.averageAssets);
}
