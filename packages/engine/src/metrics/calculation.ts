import type { EstimateInput } from '../types';
import type { MetricValues } from './metric-id';
import { dayNumber } from './day-number';
import {
  PeriodView,
  STALE_DAYS,
  type BalanceValue,
  type FlowField,
  type Resolved,
} from './period-view';
import type { PreparedCompany } from './prepare';
import type { LastClose, Session } from './price-series';

/**
 * What compute-metrics.ts, figures.ts and the categories share. It imports no category, so a
 * category file can import it without an import cycle.
 */

/** "One year earlier": a window ending 320–410 days before the current one. */
const PRIOR_CAP = 320;
const PRIOR_MIN = 410;

/** One company as of one date: the visible periods and the lookups the formulas share. */
export class Calculation {
  readonly asOfDay: number;
  readonly staleBefore: number;
  readonly view: PeriodView;
  /** The estimate snapshot when visible on the date (its asOf on or before it). */
  readonly estimate: EstimateInput | null;

  constructor(
    readonly prepared: PreparedCompany,
    asOf: string,
  ) {
    this.asOfDay = dayNumber(asOf);
    this.staleBefore = this.asOfDay - STALE_DAYS;
    this.view = new PeriodView(prepared, this.asOfDay);
    const estimate = prepared.company.estimate;
    this.estimate =
      estimate !== null && prepared.estimateDay !== null && prepared.estimateDay <= this.asOfDay
        ? estimate
        : null;
  }

  flow(field: FlowField): Resolved | null {
    return this.view.flow(field, this.asOfDay, this.staleBefore);
  }

  /**
   * A window an earlier one may be compared with. A financial company's TTM row (the data
   * vendor's current snapshot) is not: its revenue there is gross (interest and fee income), net
   * of interest expense in the filings, so a growth rate against a filed period would compare two
   * definitions (ADR 029). For other companies the row agrees with the filed fiscal year.
   */
  private comparable(current: Resolved | null): current is Resolved {
    return current !== null && !(current.basis === 'ttm-row' && this.prepared.isFinancial);
  }

  /** The same flow one year before `current` (same rule, window ending 320–410 days earlier). */
  prior(field: FlowField, current: Resolved | null): Resolved | null {
    if (!this.comparable(current)) return null;
    if (field === 'freeCashFlow') {
      return this.view.freeCashFlow(current.end - PRIOR_CAP, current.end - PRIOR_MIN);
    }
    return this.view.flow(field, current.end - PRIOR_CAP, current.end - PRIOR_MIN);
  }

  /** The flow `years` years before `current` (window end within ± 45 days of that date). */
  yearsBefore(field: FlowField, current: Resolved | null, years: number): Resolved | null {
    if (!this.comparable(current)) return null;
    const target = current.end - Math.round(years * 365.25);
    if (field === 'freeCashFlow') return this.view.freeCashFlow(target + 45, target - 45);
    return this.view.flow(field, target + 45, target - 45);
  }

  /** `field` over the same window as `other` (e.g. revenue for the fiscal year gross profit is from). */
  sameWindow(field: FlowField, own: Resolved | null, other: Resolved | null): Resolved | null {
    if (other === null) return null;
    if (own !== null && own.end === other.end) return own;
    return this.view.flow(field, other.end, other.end - 20);
  }
}

/**
 * Trailing-twelve-month income statement flows. The resolved form keeps the window (a ratio of
 * two flows needs both on the same window); the short names are the bare values.
 */
export interface IncomeFigures {
  revenue: Resolved | null;
  grossProfit: Resolved | null;
  operatingIncome: Resolved | null;
  netIncome: Resolved | null;
  interest: Resolved | null;
  rev: number | null;
  gp: number | null;
  ebit: number | null;
  ni: number | null;
  /** Operating income + depreciation & amortisation of the same window. */
  ebitda: number | null;
  /** The window one year earlier (Calculation.prior). */
  revenuePrior: Resolved | null;
  netIncomePrior: Resolved | null;
}

/** Trailing-twelve-month cash flows. */
export interface CashFlowFigures {
  ocf: Resolved | null;
  fcf: Resolved | null;
  cfo: number | null;
  fcfValue: number | null;
  /** Net income over the operating cash flow's window (accruals compare the two). */
  niOcf: number | null;
  /** TTM dividends paid; null when negative. */
  paid: number | null;
  /** TTM cash spent on share repurchases (in the data: the fiscal year's); null when negative. */
  repurchased: Resolved | null;
  /** Stock issued over the repurchases' window, when reported (never, in the snapshot). */
  issued: Resolved | null;
}

/** The latest balance sheet items (not older than 458 days) and the ones a year earlier. */
export interface BalanceFigures {
  assetsB: BalanceValue | null;
  equityB: BalanceValue | null;
  debtB: BalanceValue | null;
  currentAssetsB: BalanceValue | null;
  currentLiabilitiesB: BalanceValue | null;
  assets: number | null;
  equity: number | null;
  cash: number | null;
  debt: number | null;
  /** As reported, else assets − equity. */
  liabilities: number | null;
  assetsPrior: number | null;
  /** Of now and a year earlier; the current assets alone when there is no year-earlier value. */
  averageAssets: number | null;
  debtPriorB: BalanceValue | null;
  /** Total debt a year earlier − now. */
  debtReduction: number | null;
}

/** The last close and what it values: market cap (categories/size.ts), enterprise value. */
export interface MarketFigures {
  last: LastClose | null;
  price: number | null;
  session: Session | null;
  marketCap: number | null;
  /** The share count on the price's basis that the market cap uses. */
  shares: number | null;
  enterpriseValue: number | null;
}

/** Split-consistent diluted share counts (Q/FY reports), for per-share and buyback figures. */
export interface ShareCountFigures {
  /** The latest report with one about a year before it (figures.ts), and that report's count. */
  sharesNow: number | null;
  sharesPrior: number | null;
  /** The count at a window's end (± 45 days, else the latest in its last 120 days), e.g. for EPS. */
  sharesAt: (end: number) => number | null;
}

/** What every category reads: the company's figures as of the date, resolved once (figures.ts). */
export type Figures = IncomeFigures &
  CashFlowFigures &
  BalanceFigures &
  MarketFigures &
  ShareCountFigures;

/**
 * The formulas of one category: reads the figures and the values of the categories run before
 * it, writes its own metrics into `v`.
 */
export type CategoryMetrics = (f: Figures, v: MetricValues, c: Calculation) => void;
