import type { MetricSnapshot } from '../metrics/metric-id';
import type { PreparedCompany } from '../metrics/prepare';
import { cashFlowValue, type CashFlowValue } from './cash-flow';
import { excessReturnValue, type ExcessReturnValue } from './excess-return';
import { historyPoints, type HistoryPoint } from './history-points';
import {
  ownHistoryValue,
  type HistoryMultiple,
  type OwnHistoryValue,
  type Unavailable,
} from './own-history';
import { round2 } from '../numbers';
import type { ValuationReason } from './valuation-reason';
import { HISTORY_YEARS, MARGIN_YEARS, MAX_DISAGREEMENT, SHARE_BASIS_TOLERANCE } from './parameters';

/**
 * The fair value (ADR 031, superseding ADR 004's sector multiples): two transparent methods of
 * the company's own, combined — own-history multiples and a two-stage discounted cash flow (for
 * banks, insurers, brokers and asset managers an excess return on equity instead). The figure is
 * the geometric mean of the methods available, the range their lowest low to highest high; when
 * two methods differ by more than 2×, or none can be computed, no figure is published and the
 * reason is given. Point in time: every input is what was filed and priced by the as-of date.
 */
export type MethodValue = OwnHistoryValue | CashFlowValue | ExcessReturnValue | Unavailable;

export type ValuationKind = 'company' | 'financial' | 'reit' | 'blank-check';

export interface FairValue {
  fairValue: number | null;
  low: number | null;
  high: number | null;
  /** How far the fair value is above (+) or below (−) the last close, in percent. */
  percentageDifference: number | null;
  kind: ValuationKind;
  methods: MethodValue[];
  /** Why no figure is published (null when one is). */
  reason: ValuationReason | null;
}

/** What is stored beside the figure and its gap: how it was reached (the API's `fairValueDetail`). */
export type FairValueDetail = Omit<FairValue, 'fairValue' | 'percentageDifference'>;

export function valuationKind(industry: string | null, isFinancial: boolean): ValuationKind {
  if (!isFinancial) return 'company';
  const ind = (industry ?? '').toLowerCase();
  if (ind.includes('real estate investment trust')) return 'reit';
  if (ind.includes('blank check')) return 'blank-check';
  return 'financial';
}

const MULTIPLES: Record<ValuationKind, readonly HistoryMultiple[]> = {
  company: ['pe', 'ps', 'pfcf'],
  financial: ['pe', 'pb'],
  reit: ['ps', 'pb'],
  'blank-check': [],
};

/** The point a year (and two) before: the quarter end in the 92 days up to that date. */
function pointBefore(points: readonly HistoryPoint[], day: number): HistoryPoint | null {
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    if (p.day <= day) return p.day > day - 92 ? p : null;
  }
  return null;
}

const perShare = (value: number | null, shares: number | null) =>
  value === null || shares === null || !(shares > 0) ? null : value / shares;
const margin = (fcf: number | null, revenue: number | null) =>
  fcf === null || revenue === null || !(revenue > 0) ? null : fcf / revenue;
const roeOf = (p: { netIncome: number | null; equity: number | null } | null) =>
  p === null || p.netIncome === null || p.equity === null || !(p.equity > 0)
    ? null
    : p.netIncome / p.equity;

export function fairValueOf(
  prepared: PreparedCompany,
  snapshot: MetricSnapshot,
  asOfDay: number,
): FairValue {
  const { values, context } = snapshot;
  const price = context.lastClose;
  const kind = valuationKind(prepared.company.industry, context.isFinancial);
  if (kind === 'blank-check') {
    return unavailable(kind, [], { code: 'blankCheck' });
  }
  const points = historyPoints(prepared, asOfDay, HISTORY_YEARS);
  // The points one to four years before (the cash flow's margins; one and two for the ROE).
  const yearsBefore = Array.from({ length: MARGIN_YEARS - 1 }, (_, k) =>
    pointBefore(points, asOfDay - Math.round((k + 1) * 365.25)),
  );
  const [yearAgo = null, twoYearsAgo = null] = yearsBefore;
  const shares = context.sharesOutstanding;
  let latestCount: number | null = null;
  for (let i = points.length - 1; i >= 0 && latestCount === null; i--) {
    latestCount = points[i]!.shares;
  }
  const basisRatio =
    latestCount !== null && shares !== null && shares > 0 ? latestCount / shares : null;
  const sameBasis =
    basisRatio === null ||
    (basisRatio <= SHARE_BASIS_TOLERANCE && basisRatio >= 1 / SHARE_BASIS_TOLERANCE);
  const methods: MethodValue[] = [
    !sameBasis
      ? {
          method: 'ownHistory',
          value: null,
          reason: { code: 'shareBasis', filed: latestCount!, today: shares! },
        }
      : ownHistoryValue({
          price,
          asOfDay,
          current: { pe: values.pe, ps: values.ps, pfcf: values.pfcf, pb: values.pb },
          multiples: MULTIPLES[kind],
          points,
          revenueNow: context.ttm.revenue,
          growthNow: values.revenueCagr3y,
        }),
  ];
  if (kind === 'company') {
    const eps = context.ttm.eps;
    const next = prepared.company.estimate?.epsNextYear ?? null;
    const visible = prepared.estimateDay !== null && prepared.estimateDay <= asOfDay;
    const { cash, totalDebt } = context.balance;
    methods.push(
      cashFlowValue({
        revenuePerShare: perShare(context.ttm.revenue, shares),
        margins: [
          margin(context.ttm.freeCashFlow, context.ttm.revenue),
          ...yearsBefore.map((p) => p && margin(p.freeCashFlow, p.revenue)),
        ],
        historyGrowth: values.revenueCagr5y ?? values.revenueCagr3y,
        analystGrowth:
          visible && next !== null && eps !== null && next > 0 && eps > 0 ? next / eps - 1 : null,
        netDebtPerShare:
          totalDebt === null || cash === null ? null : perShare(totalDebt - cash, shares),
      }),
    );
  } else if (kind === 'financial') {
    methods.push(
      excessReturnValue({
        bookValuePerShare: perShare(context.balance.equity, shares),
        roe: {
          now: roeOf({ netIncome: context.ttm.netIncome, equity: context.balance.equity }),
          yearAgo: roeOf(yearAgo),
          twoYearsAgo: roeOf(twoYearsAgo),
        },
      }),
    );
  } else {
    methods.push({
      method: 'cashFlow',
      value: null,
      reason: { code: 'reitNeedsFfo' },
    });
  }
  return combine(kind, methods, price);
}

function unavailable(
  kind: ValuationKind,
  methods: MethodValue[],
  reason: ValuationReason,
): FairValue {
  return {
    fairValue: null,
    low: null,
    high: null,
    percentageDifference: null,
    kind,
    methods,
    reason,
  };
}

export function combine(
  kind: ValuationKind,
  methods: MethodValue[],
  price: number | null,
): FairValue {
  const available = methods.filter((m): m is Exclude<MethodValue, Unavailable> => m.value !== null);
  if (price === null || !(price > 0)) return unavailable(kind, methods, { code: 'noRecentPrice' });
  if (available.length === 0) {
    return unavailable(kind, methods, {
      code: 'noMethod',
      methods: methods.map((m) => ({ method: m.method, reason: (m as Unavailable).reason })),
    });
  }
  const figures = available.map((m) => m.value);
  const spread = Math.max(...figures) / Math.min(...figures);
  if (spread > MAX_DISAGREEMENT) {
    return unavailable(kind, methods, {
      code: 'methodsDisagree',
      factor: MAX_DISAGREEMENT,
      methods: available.map((m) => ({ method: m.method, value: m.value })),
    });
  }
  const central = round2(Math.exp(figures.reduce((a, v) => a + Math.log(v), 0) / figures.length));
  return {
    fairValue: central,
    low: Math.min(...available.map((m) => m.low)),
    high: Math.max(...available.map((m) => m.high)),
    percentageDifference: Math.round(((central - price) / price) * 10000) / 100,
    kind,
    methods,
    reason: null,
  };
}
