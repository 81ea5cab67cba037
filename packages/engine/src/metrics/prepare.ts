import type { CompanyInput, DailyPriceInput, PeriodInput, PeriodType } from '../types';
import { dayNumber, monthKey } from './day-number';
import { isFinancialCompany } from './financials';
import { splitFactor } from './period-view';

/**
 * `prepareCompany` indexes one company once so that `computeMetrics(prepared, asOf)` can be called
 * for many as-of dates (score timeline, backtest: ~60 dates per company) with binary searches and
 * prefix sums only — no sorting, parsing or large allocations per call.
 *
 * It copies what it needs into typed arrays; rows the metrics cannot use are dropped here, once:
 * period versions with `filed === null` (never public), daily closes that are not finite and > 0,
 * monthly rows with neither a positive close nor a positive total-return close, dividends and
 * surprises with non-finite amounts. Input order is not trusted: every series is sorted here.
 */

/** All versions of one fiscal period, oldest filing first. */
export interface PeriodKey {
  end: number;
  /** Versions sorted by `filed` ascending. */
  versions: PeriodInput[];
  filedDays: Int32Array;
}

/** The periods of one type, sorted by period end. */
export interface PeriodSeries {
  ends: Int32Array;
  keys: PeriodKey[];
}

/** The daily sessions' closes and traded values: what the liquidity measures read. */
export interface SessionSeries {
  days: Int32Array;
  closes: Float64Array;
  /** Prefix sums of close × volume and of the number of days with a volume. */
  dollarVolume: Float64Array;
  volumeDays: Int32Array;
}

export interface DailySeries extends SessionSeries {
  /** Prefix sums over i of the simple return close[i] / close[i−1] − 1 (index 0 = 0). */
  retSum: Float64Array;
  retSq: Float64Array;
}

export interface MonthlySeries {
  days: Int32Array;
  /** `year * 12 + month − 1` of each row. */
  months: Int32Array;
  /** NaN where unknown. */
  closes: Float64Array;
  adjCloses: Float64Array;
}

export interface PreparedCompany {
  readonly kind: 'prepared-company';
  readonly company: CompanyInput;
  readonly isFinancial: boolean;
  readonly periods: Record<PeriodType, PeriodSeries>;
  readonly daily: DailySeries;
  readonly monthly: MonthlySeries;
  readonly dividendDays: Int32Array;
  /** Prefix sums of dividend amounts (index i = sum of the first i dividends). */
  readonly dividendCum: Float64Array;
  readonly surpriseDays: Int32Array;
  /** Surprise in percent as given, NaN when unknown. */
  readonly surprisePct: Float64Array;
  readonly estimateDay: number | null;
  /**
   * For each Q/FY report with a share count (by period end), the factor that puts that count on
   * the basis of the price series (see `priceBasis`).
   */
  readonly shareBasis: { ends: Int32Array; factors: Float64Array };
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function periodSeries(periods: readonly PeriodInput[], type: PeriodType): PeriodSeries {
  const byEnd = new Map<string, PeriodInput[]>();
  for (const p of periods) {
    if (p.periodType !== type || p.filed === null) continue;
    const list = byEnd.get(p.periodEnd);
    if (list) list.push(p);
    else byEnd.set(p.periodEnd, [p]);
  }
  const keys: PeriodKey[] = [...byEnd.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([end, versions]) => {
      // Stable sort keeps the input order of versions filed the same day (the later row wins).
      versions.sort((a, b) =>
        (a.filed as string) < (b.filed as string)
          ? -1
          : (a.filed as string) > (b.filed as string)
            ? 1
            : 0,
      );
      return {
        end: dayNumber(end),
        versions,
        filedDays: Int32Array.from(versions, (v) => dayNumber(v.filed as string)),
      };
    });
  return { ends: Int32Array.from(keys, (k) => k.end), keys };
}

/**
 * The daily sessions of `dailyPrices` (sorted; closes that are not finite and > 0 dropped) with
 * the prefix sums of their traded value: the liquidity measures' input, on its own for the
 * backtest, whose scores read month-end closes (ADR 049).
 */
export function sessionSeries(dailyPrices: readonly DailyPriceInput[]): SessionSeries {
  const rows = dailyPrices
    .filter((p) => isPositive(p.close))
    .map((p) => ({ day: dayNumber(p.date), close: p.close, volume: p.volume }))
    .sort((a, b) => a.day - b.day);
  const n = rows.length;
  const days = new Int32Array(n);
  const closes = new Float64Array(n);
  const dollarVolume = new Float64Array(n + 1);
  const volumeDays = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    days[i] = row.day;
    closes[i] = row.close;
    const v = row.volume;
    const dv = typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v * row.close : Number.NaN;
    const ok = Number.isFinite(dv);
    dollarVolume[i + 1] = dollarVolume[i]! + (ok ? dv : 0);
    volumeDays[i + 1] = volumeDays[i]! + (ok ? 1 : 0);
  }
  return { days, closes, dollarVolume, volumeDays };
}

function dailySeries(company: CompanyInput): DailySeries {
  const sessions = sessionSeries(company.dailyPrices);
  const { closes } = sessions;
  const n = closes.length;
  const retSum = new Float64Array(n);
  const retSq = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const r = closes[i]! / closes[i - 1]! - 1;
    retSum[i] = retSum[i - 1]! + r;
    retSq[i] = retSq[i - 1]! + r * r;
  }
  return { ...sessions, retSum, retSq };
}

function monthlySeries(company: CompanyInput): MonthlySeries {
  const rows = company.monthlyPrices
    .filter((m) => isPositive(m.close) || isPositive(m.adjClose))
    .map((m) => ({ day: dayNumber(m.monthEnd), close: m.close, adj: m.adjClose }))
    .sort((a, b) => a.day - b.day);
  return {
    days: Int32Array.from(rows, (r) => r.day),
    months: Int32Array.from(rows, (r) => monthKey(r.day)),
    closes: Float64Array.from(rows, (r) => (isPositive(r.close) ? r.close : Number.NaN)),
    adjCloses: Float64Array.from(rows, (r) => (isPositive(r.adj) ? r.adj : Number.NaN)),
  };
}

/**
 * Closes are split-adjusted to the data's latest date, while each reported share count is on the
 * basis of its own date, so a market value at a past date is close × count × (the splits after
 * that report). The splits are found along the chain of every Q/FY report (latest version) with
 * SharesChain's detection (`splitFactor`). This is the one place where reports filed after an
 * as-of date are read for a metric at that date, and only for their split scale: a split changes
 * no economic figure (price × shares is the same on either basis), it only restates the units the
 * adjusted closes already use (ADR 004). A split after the last report is not seen (no count on
 * the new basis exists yet); the estimate and TTM counts are not used for it because their share
 * classes can differ from the reports'.
 */
function priceBasis(
  q: PeriodSeries,
  fy: PeriodSeries,
): { ends: Int32Array; factors: Float64Array } {
  const rows: { end: number; shares: number }[] = [];
  for (const series of [q, fy]) {
    for (const key of series.keys) {
      const shares = key.versions[key.versions.length - 1]!.sharesOutstanding;
      if (isPositive(shares)) rows.push({ end: key.end, shares });
    }
  }
  rows.sort((a, b) => a.end - b.end);
  const factors = new Float64Array(rows.length);
  let factor = 1;
  for (let k = rows.length - 1; k >= 0; k--) {
    factors[k] = factor;
    if (k > 0) factor *= splitFactor(rows[k]!.shares / rows[k - 1]!.shares);
  }
  return { ends: Int32Array.from(rows, (r) => r.end), factors };
}

/** The factor that puts the share count reported for `end` on the price basis (1 if unknown). */
export function shareBasisFactor(prepared: PreparedCompany, end: number): number {
  const { ends, factors } = prepared.shareBasis;
  let lo = 0;
  let hi = ends.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! === end) return factors[mid]!;
    if (ends[mid]! < end) lo = mid + 1;
    else hi = mid - 1;
  }
  return 1;
}

export function prepareCompany(company: CompanyInput): PreparedCompany {
  const dividends = company.dividends
    .filter((d) => Number.isFinite(d.amount))
    .map((d) => ({ day: dayNumber(d.exDate), amount: d.amount }))
    .sort((a, b) => a.day - b.day);
  const dividendCum = new Float64Array(dividends.length + 1);
  dividends.forEach((d, i) => {
    dividendCum[i + 1] = dividendCum[i]! + d.amount;
  });
  const surprises = company.earningsSurprises
    .map((s) => ({
      day: dayNumber(s.date),
      pct:
        typeof s.surprisePct === 'number' && Number.isFinite(s.surprisePct)
          ? s.surprisePct
          : Number.NaN,
    }))
    .sort((a, b) => a.day - b.day);
  const periods = {
    Q: periodSeries(company.periods, 'Q'),
    FY: periodSeries(company.periods, 'FY'),
    TTM: periodSeries(company.periods, 'TTM'),
  };
  return {
    kind: 'prepared-company',
    company,
    isFinancial: isFinancialCompany(company.sector, company.industry),
    periods,
    daily: dailySeries(company),
    monthly: monthlySeries(company),
    dividendDays: Int32Array.from(dividends, (d) => d.day),
    dividendCum,
    surpriseDays: Int32Array.from(surprises, (s) => s.day),
    surprisePct: Float64Array.from(surprises, (s) => s.pct),
    estimateDay: company.estimate ? dayNumber(company.estimate.asOf) : null,
    shareBasis: priceBasis(periods.Q, periods.FY),
  };
}

export function isPreparedCompany(value: CompanyInput | PreparedCompany): value is PreparedCompany {
  return (value as PreparedCompany).kind === 'prepared-company';
}
