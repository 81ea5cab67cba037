import type { CompanyInput, EstimateInput } from '../types';
import { earningsQualityMetrics } from './categories/earnings-quality';
import { growthMetrics } from './categories/growth';
import { healthMetrics } from './categories/health';
import { momentumMetrics } from './categories/momentum';
import { payoutMetrics } from './categories/payout';
import { profitabilityMetrics } from './categories/profitability';
import { sizeMetrics } from './categories/size';
import { valuationMetrics } from './categories/valuation';
import { METRIC_CATALOGUE } from './catalogue';
import { dayNumber, isoFromDays } from './day-number';
import { METRIC_IDS, type MetricId, type MetricSnapshot, type MetricValues } from './metric-id';
import { finite, PeriodView, STALE_DAYS, type FlowField, type Resolved } from './period-view';
import {
  isPreparedCompany,
  prepareCompany,
  shareBasisFactor,
  type PreparedCompany,
} from './prepare';
import { closeAt, lastSession } from './price-series';
import { BALANCE_TOLERANCE, overPositive, positive, SHARES_TOLERANCE, YEAR } from './ratios';

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
 *   dividends. Ratios of two flows use the same window (`sameWindow`).
 * - Balance items: the latest period (Q, FY or TTM) that has the item, not older than 458 days.
 *   Liabilities fall back to assets − equity (reported only in TTM rows).
 * - Market cap (`valuation`): last close × a share count on the price's basis.
 * - A metric with a missing input is null; a division by zero or a negative denominator that makes
 *   a ratio meaningless is null (documented per metric in catalogue.ts); the result never holds
 *   NaN or ±Infinity (a final guard turns any overflow into null).
 * - Financial companies (financials.ts) get null for metrics with `appliesToFinancials: false`.
 */
export function computeMetrics(
  company: CompanyInput | PreparedCompany,
  asOf: string,
): MetricSnapshot {
  const prepared = isPreparedCompany(company) ? company : prepareCompany(company);
  return new Calculation(prepared, asOf).run();
}

/** Metrics nulled for banks, insurers, REITs… (appliesToFinancials: false). */
const NOT_FOR_FINANCIALS: MetricId[] = METRIC_IDS.filter(
  (id) => !METRIC_CATALOGUE[id].appliesToFinancials,
);

/** "One year earlier": a window ending 320–410 days before the current one. */
const PRIOR_CAP = 320;
const PRIOR_MIN = 410;

/**
 * The categories in the order they run: a later one may read an earlier one's values (PEG reads
 * the EPS growth, the F-score the share change and the gross margin, external financing the
 * payout yields, the default model the 12-month return).
 */
const CATEGORIES: ((f: Figures, v: MetricValues, c: Calculation) => void)[] = [
  (_f, v, c) => momentumMetrics(v, c),
  growthMetrics,
  valuationMetrics,
  profitabilityMetrics,
  payoutMetrics,
  healthMetrics,
  earningsQualityMetrics,
  sizeMetrics,
];

/** What every category reads: the company's figures as of the date, resolved once. */
export type Figures = ReturnType<Calculation['figures']>;

/** One company as of one date: the figures, the formulas' shared lookups, then the metrics. */
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

  /** The same flow one year before `current` (same rule, window ending 320–410 days earlier). */
  prior(field: FlowField, current: Resolved | null): Resolved | null {
    if (current === null) return null;
    if (field === 'freeCashFlow') {
      return this.view.freeCashFlow(current.end - PRIOR_CAP, current.end - PRIOR_MIN);
    }
    return this.view.flow(field, current.end - PRIOR_CAP, current.end - PRIOR_MIN);
  }

  /** The flow `years` years before `current` (window end within ± 45 days of that date). */
  yearsBefore(field: FlowField, current: Resolved | null, years: number): Resolved | null {
    if (current === null) return null;
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

  /** The figures the formulas read, each resolved once (point in time). */
  figures() {
    const { prepared, view, asOfDay, staleBefore } = this;

    // ---- Trailing-twelve-month flows -------------------------------------------------------
    const revenue = this.flow('revenue');
    const grossProfit = this.flow('grossProfit');
    const operatingIncome = this.flow('operatingIncome');
    const netIncome = this.flow('netIncome');
    const ocf = this.flow('operatingCashFlow');
    const fcf = view.freeCashFlow(asOfDay, staleBefore);
    const interest = this.flow('interestExpense');
    const dividendsPaid = this.flow('dividendsPaid');
    const rev = revenue?.value ?? null;
    const gp = grossProfit?.value ?? null;
    const ebit = operatingIncome?.value ?? null;
    const ni = netIncome?.value ?? null;
    const cfo = ocf?.value ?? null;
    const fcfValue = fcf?.value ?? null;
    // EBITDA = operating income + depreciation & amortisation of the same window.
    const depreciation =
      operatingIncome === null
        ? null
        : this.sameWindow('depreciation', this.flow('depreciation'), operatingIncome);
    const ebitda =
      ebit !== null && depreciation !== null && depreciation.value >= 0
        ? ebit + depreciation.value
        : null;

    // ---- Balance sheet -----------------------------------------------------------------------
    const assetsB = view.balance('totalAssets', asOfDay, staleBefore);
    const equityB = view.balance('equity', asOfDay, staleBefore);
    const cashB = view.balance('cash', asOfDay, staleBefore);
    const debtB = view.balance('totalDebt', asOfDay, staleBefore);
    const liabilitiesB = view.liabilities(asOfDay, staleBefore);
    const currentAssetsB = view.balance('currentAssets', asOfDay, staleBefore);
    const currentLiabilitiesB = view.balance('currentLiabilities', asOfDay, staleBefore);
    const assets = assetsB?.value ?? null;
    const equity = equityB?.value ?? null;
    const cash = cashB?.value ?? null;
    const debt = debtB?.value ?? null;
    const liabilities = liabilitiesB?.value ?? null;
    const assetsPriorB =
      assetsB === null
        ? null
        : view.balanceNear('totalAssets', assetsB.end - YEAR, BALANCE_TOLERANCE);
    const assetsPrior = assetsPriorB?.value ?? null;
    const averageAssets =
      assets === null ? null : assetsPrior === null ? assets : (assets + assetsPrior) / 2;

    // ---- Price, shares, market value ---------------------------------------------------------
    const last = closeAt(prepared, asOfDay);
    const price = last?.close ?? null;
    const session = lastSession(prepared, asOfDay);
    const chain = view.sharesChain(asOfDay - 7 * 366);
    const { marketCap, shares } = this.valuation(price, chain);
    const enterpriseValue =
      marketCap !== null && debt !== null && cash !== null ? marketCap + debt - cash : null;

    // Split-consistent diluted shares now and one year earlier (Q/FY counts only).
    const lastShare = chain.length - 1;
    const sharesNowIdx = lastShare >= 0 && chain.ends[lastShare]! >= staleBefore ? lastShare : -1;
    const sharesPriorIdx =
      sharesNowIdx < 0 ? -1 : chain.near(chain.ends[sharesNowIdx]! - YEAR, BALANCE_TOLERANCE);
    const sharesNow = sharesNowIdx >= 0 ? chain.adjusted[sharesNowIdx]! : null;
    const sharesPrior =
      sharesPriorIdx >= 0 && sharesPriorIdx < sharesNowIdx ? chain.adjusted[sharesPriorIdx]! : null;
    if (sharesPrior !== null) {
      view.noteUsed(chain.periods[sharesNowIdx]!);
      view.noteUsed(chain.periods[sharesPriorIdx]!);
    }
    const sharesAt = (end: number): number | null => {
      const k = chain.near(end, SHARES_TOLERANCE);
      return k >= 0 ? chain.adjusted[k]! : null;
    };

    // ---- Figures one year earlier, shared by several categories -----------------------------
    const revenuePrior = this.prior('revenue', revenue);
    const netIncomePrior = this.prior('netIncome', netIncome);
    const debtPriorB =
      debtB === null ? null : view.balanceNear('totalDebt', debtB.end - YEAR, BALANCE_TOLERANCE);
    const debtReduction =
      debt !== null && debtPriorB !== null && debtPriorB.end < debtB!.end
        ? debtPriorB.value - debt
        : null;
    const paid = dividendsPaid !== null && dividendsPaid.value >= 0 ? dividendsPaid.value : null;
    const netIncomeForOcf = this.sameWindow('netIncome', netIncome, ocf);
    const niOcf = netIncomeForOcf?.value ?? null;

    return {
      revenue,
      grossProfit,
      operatingIncome,
      netIncome,
      ocf,
      fcf,
      interest,
      rev,
      gp,
      ebit,
      ni,
      cfo,
      fcfValue,
      ebitda,
      assetsB,
      equityB,
      debtB,
      currentAssetsB,
      currentLiabilitiesB,
      assets,
      equity,
      cash,
      debt,
      liabilities,
      assetsPrior,
      averageAssets,
      last,
      price,
      session,
      marketCap,
      shares,
      enterpriseValue,
      sharesNow,
      sharesPrior,
      sharesAt,
      revenuePrior,
      netIncomePrior,
      debtPriorB,
      debtReduction,
      paid,
      niOcf,
    };
  }

  run(): MetricSnapshot {
    const f = this.figures();
    const { prepared, view } = this;
    const v = {} as MetricValues;
    for (const category of CATEGORIES) category(f, v, this);
    const { price, last, rev, gp, ebit, ni, cfo, fcfValue, shares, netIncome, revenue } = f;
    const { assetsB, equityB, assets, liabilities, equity, cash, debt, session } = f;

    // ---- Guards ------------------------------------------------------------------------------
    if (prepared.isFinancial) for (const id of NOT_FOR_FINANCIALS) v[id] = null;
    for (const id of METRIC_IDS) {
      const value = v[id];
      if (value === undefined || (value !== null && !Number.isFinite(value))) v[id] = null;
    }

    return {
      values: v,
      context: {
        lastClose: price,
        priceDate: last === null ? null : isoFromDays(last.day),
        latestFiled: view.latestFiled,
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
        isFinancial: prepared.isFinancial,
      },
    };
  }

  /**
   * Market capitalisation = last close × shares on the price's share basis. Prices are
   * split-adjusted to the data's basis date (2026-07-02) while Q/FY share counts are as reported
   * at the time, so the share count is taken, in order, from:
   * 1. the estimate snapshot, when visible (estimate.asOf <= asOf) with a market cap: shares =
   *    estimate.marketCap ÷ the close on the estimate date (its own basis), market cap = last close
   *    × those shares (equals estimate.marketCap on that date);
   * 2. the latest visible TTM row's shares (Mir's current count, on the basis date);
   * 3. the latest visible Q/FY diluted weighted share count (not older than 458 days).
   * Without a close there is no market cap. P/E, P/S… are market cap ÷ TTM figure, which equals
   * price ÷ (figure ÷ the same shares). Known limit of rule 3: a split after that report (by the
   * as-of date, or later — the price basis includes every split up to 2026-07-02) is not in the
   * count, so the market cap of a company that split later is understated by the split ratio; no
   * point-in-time input of CompanyInput carries the split history needed to undo it.
   */
  private valuation(
    price: number | null,
    chain: ReturnType<PeriodView['sharesChain']>,
  ): { marketCap: number | null; shares: number | null } {
    const found = this.shareBasis(price, chain);
    if (found === null || !Number.isFinite(found.shares) || !Number.isFinite(found.marketCap)) {
      return { marketCap: null, shares: null };
    }
    return found;
  }

  private shareBasis(
    price: number | null,
    chain: ReturnType<PeriodView['sharesChain']>,
  ): { marketCap: number; shares: number } | null {
    if (!positive(price)) return null;
    const estimateCap = finite(this.estimate?.marketCap);
    if (this.estimate !== null && positive(estimateCap) && this.prepared.estimateDay !== null) {
      const atEstimate = closeAt(this.prepared, this.prepared.estimateDay);
      const shares = atEstimate !== null ? estimateCap / atEstimate.close : estimateCap / price;
      return { marketCap: price * shares, shares };
    }
    const row = this.view.latestTtmRow(this.staleBefore);
    const rowShares = finite(row?.sharesOutstanding);
    if (row !== null && positive(rowShares)) {
      this.view.noteUsed(row);
      return { marketCap: price * rowShares, shares: rowShares };
    }
    const k = chain.length - 1;
    if (k >= 0 && chain.ends[k]! >= this.staleBefore) {
      this.view.noteUsed(chain.periods[k]!);
      // The report's count on the price series' basis (splits since then divided out).
      const shares = chain.raw[k]! * shareBasisFactor(this.prepared, chain.ends[k]!);
      return { marketCap: price * shares, shares };
    }
    return null;
  }

  /** Last close ÷ consensus next-year EPS; the provider's forward P/E when EPS is not given. */
  forwardPe(price: number | null): number | null {
    if (this.estimate === null) return null;
    const eps = finite(this.estimate.epsNextYear);
    if (eps !== null) return positive(price) && eps > 0 ? price / eps : null;
    const pe = finite(this.estimate.forwardPe);
    return positive(pe) ? pe : null;
  }

  priorGrossMargin(grossProfit: Resolved | null): number | null {
    const gpPrior = this.prior('grossProfit', grossProfit);
    if (gpPrior === null) return null;
    const revenuePrior = this.view.flow('revenue', gpPrior.end, gpPrior.end - 20);
    return overPositive(gpPrior.value, revenuePrior?.value ?? null);
  }

  /**
   * Bradshaw, Richardson & Sloan (2006): ΔXFIN = (net equity financing + net debt financing) ÷
   * average total assets, with net equity = stock issued − repurchased − dividends and net debt =
   * debt issued − repaid. The gross amounts are empty in the data, so:
   * - net equity = stockIssued − shareRepurchases when both are reported for the TTM window, else
   *   the change of the split-consistent share count valued at today's market cap
   *   (−buybackYield × market cap);
   * - dividends = TTM dividends paid, else dividend yield × market cap;
   * - net debt = debtIssued − debtRepaid when both are reported, else the change of total debt
   *   over the year (−debtReduction).
   * Null when any part is missing.
   */
  externalFinancing(input: {
    marketCap: number | null;
    buybackYield: number | null;
    dividendYield: number | null;
    dividendsPaid: number | null;
    debtReduction: number | null;
    averageAssets: number | null;
  }): number | null {
    const issued = this.flow('stockIssued');
    const repurchased = this.sameWindow('shareRepurchases', this.flow('shareRepurchases'), issued);
    const { marketCap } = input;
    let netEquity: number | null = null;
    if (issued !== null && repurchased !== null) netEquity = issued.value - repurchased.value;
    else if (input.buybackYield !== null && marketCap !== null) {
      netEquity = -input.buybackYield * marketCap;
    }
    const dividends =
      input.dividendsPaid ??
      (input.dividendYield !== null && marketCap !== null ? input.dividendYield * marketCap : null);
    const debtIssued = this.flow('debtIssued');
    const debtRepaid = this.sameWindow('debtRepaid', this.flow('debtRepaid'), debtIssued);
    let netDebt: number | null = null;
    if (debtIssued !== null && debtRepaid !== null) netDebt = debtIssued.value - debtRepaid.value;
    else if (input.debtReduction !== null) netDebt = -input.debtReduction;
    if (netEquity === null || dividends === null || netDebt === null) return null;
    return overPositive(netEquity - dividends + netDebt, input.averageAssets);
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
  piotroski(x: {
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
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

function isoOrNull(day: number | null): string | null {
  return day === null ? null : isoFromDays(day);
}
