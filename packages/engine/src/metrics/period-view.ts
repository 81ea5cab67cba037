import type { PeriodInput } from '../types';
import { lastAtOrBefore } from './day-number';
import type { PeriodSeries, PreparedCompany } from './prepare';

/**
 * The fundamentals as they were public on the as-of date, and the rules that turn them into
 * trailing-twelve-month flows and balance-sheet values.
 *
 * Point in time: for each (period type, period end) only the latest version with
 * `filed <= asOf` is visible; a restatement filed later is invisible, a period first filed later
 * does not exist yet.
 */

export type FlowField =
  | 'revenue'
  | 'grossProfit'
  | 'operatingIncome'
  | 'netIncome'
  | 'operatingCashFlow'
  | 'capex'
  | 'freeCashFlow'
  | 'depreciation'
  | 'interestExpense'
  | 'dividendsPaid'
  | 'shareRepurchases'
  | 'stockIssued'
  | 'debtIssued'
  | 'debtRepaid';

export type BalanceField =
  | 'totalAssets'
  | 'currentAssets'
  | 'currentLiabilities'
  | 'totalLiabilities'
  | 'equity'
  | 'cash'
  | 'totalDebt';

export type TtmBasis = 'four-quarters' | 'fiscal-year' | 'ttm-row';

/** A resolved figure, the period end it describes (day number) and how it was obtained. */
export interface Resolved {
  value: number;
  end: number;
  basis: TtmBasis;
}

export interface BalanceValue {
  value: number;
  end: number;
}

/** Consecutive quarters end 70–120 days apart (13-week quarters of 84–98 days, month-end labels). */
export const QUARTER_GAP_MIN = 70;
export const QUARTER_GAP_MAX = 120;
/** A flow or balance figure older than ~15 months (period end before asOf − 458 days) is stale. */
export const STALE_DAYS = 458;
/** Quarters win over a fiscal year unless the fiscal year ends more than this many days later. */
const SAME_END_TOLERANCE = 20;

interface VisibleSeries {
  periods: PeriodInput[];
  ends: number[];
}

export function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export class PeriodView {
  readonly q: VisibleSeries;
  readonly fy: VisibleSeries;
  readonly ttm: VisibleSeries;
  /** Latest `filed` among the periods whose figures were used (for MetricContext). */
  latestFiled: string | null = null;

  constructor(prepared: PreparedCompany, asOfDay: number) {
    this.q = visible(prepared.periods.Q, asOfDay);
    this.fy = visible(prepared.periods.FY, asOfDay);
    this.ttm = visible(prepared.periods.TTM, asOfDay);
  }

  private use(p: PeriodInput): void {
    const filed = p.filed as string;
    if (this.latestFiled === null || filed > this.latestFiled) this.latestFiled = filed;
  }

  /**
   * Twelve-month flow of `field` for a window ending on or before `cap` and not before `minEnd`:
   * 1. the four latest visible quarters (ending <= cap) when they are consecutive (70–120 days
   *    apart) and each has the field — their sum;
   * 2. else, or when the latest fiscal year with the field ends more than 20 days after those
   *    quarters (fresher), that fiscal year;
   * 3. else the latest TTM row with the field.
   * Each candidate must end on or after `minEnd` (staleness / "one year earlier" window).
   */
  flow(field: FlowField, cap: number, minEnd: number): Resolved | null {
    const quarters = this.fourQuarters(field, cap, minEnd);
    const year = latestWith(this.fy, field, cap, minEnd);
    if (
      quarters !== null &&
      (year === null || quarters.end >= this.fy.ends[year]! - SAME_END_TOLERANCE)
    ) {
      return quarters;
    }
    if (year !== null) {
      const p = this.fy.periods[year]!;
      this.use(p);
      return { value: p[field] as number, end: this.fy.ends[year]!, basis: 'fiscal-year' };
    }
    const row = latestWith(this.ttm, field, cap, minEnd);
    if (row !== null) {
      const p = this.ttm.periods[row]!;
      this.use(p);
      return { value: p[field] as number, end: this.ttm.ends[row]!, basis: 'ttm-row' };
    }
    return null;
  }

  private fourQuarters(field: FlowField, cap: number, minEnd: number): Resolved | null {
    const { periods, ends } = this.q;
    const last = lastAtOrBefore(ends, cap);
    if (last < 3 || ends[last]! < minEnd) return null;
    let sum = 0;
    for (let k = 0; k < 4; k++) {
      const i = last - k;
      const v = finite(periods[i]![field]);
      if (v === null) return null;
      sum += v;
      if (k < 3) {
        const gap = ends[i]! - ends[i - 1]!;
        if (gap < QUARTER_GAP_MIN || gap > QUARTER_GAP_MAX) return null;
      }
    }
    if (!Number.isFinite(sum)) return null;
    for (let k = 0; k < 4; k++) this.use(periods[last - k]!);
    return { value: sum, end: ends[last]!, basis: 'four-quarters' };
  }

  /** Free cash flow; when not reported, operating cash flow − capex of the same window. */
  freeCashFlow(cap: number, minEnd: number): Resolved | null {
    const fcf = this.flow('freeCashFlow', cap, minEnd);
    if (fcf !== null) return fcf;
    const ocf = this.flow('operatingCashFlow', cap, minEnd);
    const capex = this.flow('capex', cap, minEnd);
    if (ocf === null || capex === null || ocf.end !== capex.end) return null;
    const value = ocf.value - capex.value;
    return Number.isFinite(value) ? { value, end: ocf.end, basis: ocf.basis } : null;
  }

  /** Latest value of a balance item among Q, FY and TTM periods ending in [minEnd, cap]. */
  balance(field: BalanceField, cap: number, minEnd: number): BalanceValue | null {
    let best: PeriodInput | null = null;
    let bestEnd = Number.NEGATIVE_INFINITY;
    for (const series of [this.q, this.fy, this.ttm]) {
      const i = latestWith(series, field, cap, minEnd);
      if (i !== null && series.ends[i]! > bestEnd) {
        best = series.periods[i]!;
        bestEnd = series.ends[i]!;
      }
    }
    if (best === null) return null;
    this.use(best);
    return { value: best[field] as number, end: bestEnd };
  }

  /** The balance value whose period end is nearest to `target` (within ± `tolerance` days). */
  balanceNear(field: BalanceField, target: number, tolerance: number): BalanceValue | null {
    let best: PeriodInput | null = null;
    let bestEnd = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const series of [this.q, this.fy, this.ttm]) {
      const hi = lastAtOrBefore(series.ends, target + tolerance);
      for (let i = hi; i >= 0 && series.ends[i]! >= target - tolerance; i--) {
        if (finite(series.periods[i]![field]) === null) continue;
        const distance = Math.abs(series.ends[i]! - target);
        if (distance < bestDistance) {
          best = series.periods[i]!;
          bestEnd = series.ends[i]!;
          bestDistance = distance;
        }
      }
    }
    if (best === null) return null;
    this.use(best);
    return { value: best[field] as number, end: bestEnd };
  }

  /**
   * Total liabilities as reported, else total assets − equity of the latest period with both
   * (the accounting identity; it includes minority interests). Null when that is negative.
   */
  liabilities(cap: number, minEnd: number): BalanceValue | null {
    const reported = this.balance('totalLiabilities', cap, minEnd);
    if (reported !== null) return reported;
    return this.derivedLiabilities(cap, minEnd);
  }

  liabilitiesNear(target: number, tolerance: number): BalanceValue | null {
    const reported = this.balanceNear('totalLiabilities', target, tolerance);
    if (reported !== null) return reported;
    return this.derivedLiabilities(target + tolerance, target - tolerance);
  }

  private derivedLiabilities(cap: number, minEnd: number): BalanceValue | null {
    let best: PeriodInput | null = null;
    let bestEnd = Number.NEGATIVE_INFINITY;
    for (const series of [this.q, this.fy, this.ttm]) {
      const hi = lastAtOrBefore(series.ends, cap);
      for (let i = hi; i >= 0 && series.ends[i]! >= minEnd; i--) {
        const p = series.periods[i]!;
        if (finite(p.totalAssets) !== null && finite(p.equity) !== null) {
          if (series.ends[i]! > bestEnd) {
            best = p;
            bestEnd = series.ends[i]!;
          }
          break;
        }
      }
    }
    if (best === null) return null;
    const value = (best.totalAssets as number) - (best.equity as number);
    if (!(value >= 0) || !Number.isFinite(value)) return null;
    this.use(best);
    return { value, end: bestEnd };
  }

  /** Share counts of visible Q and FY periods, oldest first, with splits removed (see SharesChain). */
  sharesChain(minEnd: number): SharesChain {
    return new SharesChain(this.q, this.fy, minEnd);
  }

  /** Latest visible TTM row (Mir's current snapshot) ending on or after `minEnd`. */
  latestTtmRow(minEnd: number): PeriodInput | null {
    const n = this.ttm.periods.length;
    if (n === 0 || this.ttm.ends[n - 1]! < minEnd) return null;
    return this.ttm.periods[n - 1]!;
  }

  noteUsed(p: PeriodInput): void {
    this.use(p);
  }
}

function visible(series: PeriodSeries, asOfDay: number): VisibleSeries {
  const periods: PeriodInput[] = [];
  const ends: number[] = [];
  const last = lastAtOrBefore(series.ends, asOfDay);
  for (let i = 0; i <= last; i++) {
    const key = series.keys[i]!;
    const v = lastAtOrBefore(key.filedDays, asOfDay);
    if (v < 0) continue;
    periods.push(key.versions[v]!);
    ends.push(key.end);
  }
  return { periods, ends };
}

/** Index of the latest period ending in [minEnd, cap] whose `field` is finite, or null. */
function latestWith(
  series: VisibleSeries,
  field: FlowField | BalanceField,
  cap: number,
  minEnd: number,
): number | null {
  for (let i = lastAtOrBefore(series.ends, cap); i >= 0 && series.ends[i]! >= minEnd; i--) {
    if (finite(series.periods[i]![field]) !== null) return i;
  }
  return null;
}

/**
 * Plausible split ratios (forward and reverse). Q/FY share counts are the diluted weighted count
 * *as reported at the time* (market-data README), so a split shows up as a jump between two
 * consecutive reports by one of these ratios; real issuance or buybacks between two reports are
 * small by comparison. A jump of at least 1.45× (either way) within 5% of a ratio is treated as a
 * split and divided out. Ambiguity, accepted: a genuine 50% or 100% dilution between two
 * consecutive reports looks like a 3:2 or 2:1 split.
 */
const SPLIT_RATIOS = [1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 50, 100];
const SPLIT_TOLERANCE = 0.05;
const SPLIT_MIN_JUMP = 1.45;

export function splitFactor(ratio: number): number {
  if (!(ratio > 0)) return 1;
  const up = ratio >= 1 ? ratio : 1 / ratio;
  if (up < SPLIT_MIN_JUMP) return 1;
  for (const s of SPLIT_RATIOS) {
    if (Math.abs(up / s - 1) <= SPLIT_TOLERANCE) return ratio >= 1 ? s : 1 / s;
  }
  return 1;
}

/**
 * Split-consistent share counts: every count is expressed on the basis of the latest one, by
 * multiplying earlier counts by the split factors detected between consecutive reports.
 */
export class SharesChain {
  readonly ends: number[] = [];
  readonly raw: number[] = [];
  readonly adjusted: number[] = [];
  readonly periods: PeriodInput[] = [];

  constructor(q: VisibleSeries, fy: VisibleSeries, minEnd: number) {
    let i = firstIndexFrom(q.ends, minEnd);
    let j = firstIndexFrom(fy.ends, minEnd);
    while (i < q.ends.length || j < fy.ends.length) {
      const takeQ = j >= fy.ends.length || (i < q.ends.length && q.ends[i]! <= fy.ends[j]!);
      const series = takeQ ? q : fy;
      const k = takeQ ? i++ : j++;
      const shares = series.periods[k]!.sharesOutstanding;
      if (typeof shares === 'number' && Number.isFinite(shares) && shares > 0) {
        this.ends.push(series.ends[k]!);
        this.raw.push(shares);
        this.periods.push(series.periods[k]!);
      }
    }
    const n = this.raw.length;
    this.adjusted.length = n;
    let factor = 1;
    for (let k = n - 1; k >= 0; k--) {
      this.adjusted[k] = this.raw[k]! * factor;
      if (k > 0) factor *= splitFactor(this.raw[k]! / this.raw[k - 1]!);
    }
  }

  get length(): number {
    return this.raw.length;
  }

  /** Index of the latest entry ending in [`end` − `span`, `end`], or −1. */
  latestWithin(end: number, span: number): number {
    const k = lastAtOrBefore(this.ends, end);
    return k >= 0 && this.ends[k]! >= end - span ? k : -1;
  }

  /** Index of the entry whose end is nearest to `target` within ± `tolerance` days, or −1. */
  near(target: number, tolerance: number): number {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    const hi = lastAtOrBefore(this.ends, target + tolerance);
    for (let k = hi; k >= 0 && this.ends[k]! >= target - tolerance; k--) {
      const distance = Math.abs(this.ends[k]! - target);
      if (distance < bestDistance) {
        best = k;
        bestDistance = distance;
      }
    }
    return best;
  }
}

function firstIndexFrom(ends: number[], minEnd: number): number {
  return lastAtOrBefore(ends, minEnd - 1) + 1;
}
