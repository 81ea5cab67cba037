import type { CompanyInput } from '../types';
import { Calculation, type CategoryMetrics, type Figures } from './calculation';
import { earningsQualityMetrics } from './categories/earnings-quality';
import { growthMetrics } from './categories/growth';
import { healthMetrics } from './categories/health';
import { momentumMetrics } from './categories/momentum';
import { payoutMetrics } from './categories/payout';
import { profitabilityMetrics } from './categories/profitability';
import { sizeMetrics } from './categories/size';
import { valuationMetrics } from './categories/valuation';
import { METRIC_CATALOGUE } from './catalogue';
import { buybackBasis } from './categories/payout';
import { isoFromDays } from './day-number';
import { applyFigureRules, type FigureNote } from './figure-rules';
import { resolveFigures } from './figures';
import {
  METRIC_IDS,
  type MetricContext,
  type MetricId,
  type MetricSnapshot,
  type MetricValues,
} from './metric-id';
import { isPreparedCompany, prepareCompany, type PreparedCompany } from './prepare';

/**
 * Every metric of one company as of one date, point in time (ARCHITECTURE.md "Point-in-time"):
 * only period versions filed on or before `asOf` (the latest such version of each period), prices
 * dated on or before it, dividends with an ex-date on or before it, surprises dated on or before it
 * and the estimate snapshot only when `estimate.asOf <= asOf`. Pure: the same input gives the same
 * output; nothing is read from the clock or configuration.
 *
 * Accepts the raw `CompanyInput` (prepared on every call) or the result of `prepareCompany(company)`
 * — pass the prepared form when computing many dates for one company (timeline, backtest).
 *
 * Rules (details next to each helper):
 * - TTM flows (period-view.ts `flow`): sum of the four latest consecutive quarters (ends 70–120
 *   days apart, each with the field), else the latest fiscal year (when fresher than those
 *   quarters), else the latest TTM row; nothing older than 458 days (~15 months). Resolved per
 *   field: quarterly rows carry revenue, net income and FCF, fiscal years carry OCF, interest,
 *   dividends. Ratios of two flows use the same window (calculation.ts `sameWindow`).
 * - Balance items: the latest period (Q, FY or TTM) that has the item, not older than 458 days.
 *   Liabilities fall back to assets − equity (reported only in TTM rows).
 * - Market cap (categories/size.ts `marketValue`): last close × a share count on the price's basis.
 * - A metric with a missing input is null; a division by zero or a negative denominator that makes
 *   a ratio meaningless is null (documented per metric in catalogue.ts); the result never holds
 *   NaN or ±Infinity (a final guard turns any overflow into null).
 * - Financial companies (financials.ts) get null for metrics with `appliesToFinancials: false`,
 *   the others for the metrics with `financialOnly: true` (ADR 029).
 */
export function computeMetrics(
  company: CompanyInput | PreparedCompany,
  asOf: string,
): MetricSnapshot {
  const prepared = isPreparedCompany(company) ? company : prepareCompany(company);
  const c = new Calculation(prepared, asOf);
  const f = resolveFigures(c);
  const v = {} as MetricValues;
  for (const category of CATEGORIES) category(f, v, c);
  // Figures that are not what they seem (ADR 048): an operating basis, or left out, with a note.
  const notes = applyFigureRules(f, v, c);
  guard(v, prepared.isFinancial);
  return { values: v, context: context(f, c, notes) };
}

/**
 * The categories in the order they run: a later one may read an earlier one's values (PEG reads
 * the EPS growth, the F-score the share change and the gross margin, external financing the
 * payout yields, the default model the 12-month return).
 */
const CATEGORIES: CategoryMetrics[] = [
  momentumMetrics,
  growthMetrics,
  valuationMetrics,
  profitabilityMetrics,
  payoutMetrics,
  healthMetrics,
  earningsQualityMetrics,
  sizeMetrics,
];

/** Metrics nulled for banks, insurers, REITs… (appliesToFinancials: false). */
const NOT_FOR_FINANCIALS: MetricId[] = METRIC_IDS.filter(
  (id) => !METRIC_CATALOGUE[id].appliesToFinancials,
);

/** The measures built for financial companies only (financialOnly: bank Z-score, ROA volatility). */
const FINANCIAL_ONLY: MetricId[] = METRIC_IDS.filter((id) => METRIC_CATALOGUE[id].financialOnly);

/**
 * Nulls the metrics that do not describe the company (a bank's gross margin, an industrial
 * company's bank Z-score), and any unset or non-finite one.
 */
function guard(v: MetricValues, isFinancial: boolean): void {
  for (const id of isFinancial ? NOT_FOR_FINANCIALS : FINANCIAL_ONLY) v[id] = null;
  for (const id of METRIC_IDS) {
    const value = v[id];
    if (value === undefined || (value !== null && !Number.isFinite(value))) v[id] = null;
  }
}

function context(f: Figures, c: Calculation, notes: FigureNote[]): MetricContext {
  const { price, last, rev, gp, ebit, ni, cfo, fcfValue, shares, netIncome, revenue } = f;
  const { assetsB, equityB, assets, liabilities, equity, cash, debt, session } = f;
  return {
    lastClose: price,
    priceDate: last === null ? null : isoFromDays(last.day),
    latestFiled: c.view.latestFiled,
    ttm: {
      revenue: rev,
      grossProfit: gp,
      operatingIncome: ebit,
      netIncome: ni,
      operatingCashFlow: cfo,
      freeCashFlow: fcfValue,
      eps: ni !== null && shares !== null ? finiteOrNull(ni / shares) : null,
      basis: netIncome?.basis ?? revenue?.basis ?? null,
    },
    balance: {
      periodEnd: isoOrNull(assetsB?.end ?? equityB?.end ?? null),
      totalAssets: assets,
      totalLiabilities: liabilities,
      equity,
      cash,
      totalDebt: debt,
    },
    sharesOutstanding: shares,
    buyback: buybackContext(f),
    session:
      session === null
        ? null
        : {
            date: isoFromDays(session.day),
            close: session.close,
            previousClose: session.previousClose,
            change1d: session.change1d,
            dollarVolume: session.dollarVolume,
          },
    isFinancial: c.prepared.isFinancial,
    notes,
  };
}

function buybackContext(f: Figures): MetricContext['buyback'] {
  const basis = buybackBasis(f);
  if (basis === null) return null;
  return {
    basis,
    periodEnd:
      basis === 'share-count' ? null : isoOrNull(f.repurchased === null ? null : f.repurchased.end),
  };
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function isoOrNull(day: number | null): string | null {
  return day === null ? null : isoFromDays(day);
}
