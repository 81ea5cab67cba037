import type { MetricId } from '../metrics/metric-id';
import { FACTOR_IDS, FACTORS, type FactorId } from '../scoring/factors';
import { neweyWestStandardError } from './fair-value-test';

/*
 * Information coefficients (issue 25, ADR 032 section 1): at each month end, the rank correlation
 * (Spearman) between a signal and the next months' total returns across the companies that have
 * both; over the months, the mean, its Newey–West standard error (the windows of consecutive
 * months overlap by horizon − 1 months), the t-statistic and the share of positive months.
 */

/** Forward horizons in months. */
export const IC_HORIZONS = [1, 12, 36] as const;
export type IcHorizon = (typeof IC_HORIZONS)[number];
/** A month with fewer companies having both the signal and the return has no IC. */
export const IC_MIN_COMPANIES = 30;

/** Indices of the finite entries of `values`, ordered by value (ties by index). */
export function finiteOrder(values: Float64Array): Int32Array {
  const idx: number[] = [];
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i]!)) idx.push(i);
  idx.sort((a, b) => values[a]! - values[b]! || a - b);
  return Int32Array.from(idx);
}

/**
 * Average ranks (1…k, ties averaged) of the entries of `order` that `include` keeps, written to
 * `out` at their index; returns k. `order` holds indices sorted by `values`.
 */
function ranksWithin(
  order: Int32Array,
  values: Float64Array,
  include: Float64Array,
  out: Float64Array,
): number {
  let k = 0;
  let i = 0;
  const n = order.length;
  while (i < n) {
    if (!Number.isFinite(include[order[i]!]!)) {
      i++;
      continue;
    }
    // A run of equal values among the kept entries shares the mean of their ranks.
    const v = values[order[i]!]!;
    let j = i;
    let count = 0;
    while (j < n && values[order[j]!]! === v) {
      if (Number.isFinite(include[order[j]!]!)) count++;
      j++;
    }
    const rank = k + (count + 1) / 2;
    for (let t = i; t < j; t++) {
      const index = order[t]!;
      if (Number.isFinite(include[index]!)) out[index] = rank;
    }
    k += count;
    i = j;
  }
  return k;
}

/**
 * The cross-sectional IC of each signal at each horizon: Spearman's correlation over the companies
 * where both are finite (NaN = missing), null with fewer than `min` of them or no variation.
 * `signals[s][i]` and `returns[h][i]` are company i's signal and forward return.
 */
export function crossSectionIcs(
  signals: readonly Float64Array[],
  returns: readonly Float64Array[],
  min = IC_MIN_COMPANIES,
): (number | null)[][] {
  const n = returns[0]?.length ?? 0;
  const rx = new Float64Array(n);
  const ry = new Float64Array(n);
  const returnOrders = returns.map(finiteOrder);
  return signals.map((signal) => {
    const signalOrder = finiteOrder(signal);
    return returns.map((ret, h) => {
      rx.fill(Number.NaN);
      ry.fill(Number.NaN);
      const k = ranksWithin(signalOrder, signal, ret, rx);
      if (k < min) return null;
      ranksWithin(returnOrders[h]!, ret, signal, ry);
      const mean = (k + 1) / 2;
      let sxy = 0;
      let sxx = 0;
      let syy = 0;
      for (let i = 0; i < n; i++) {
        const x = rx[i]!;
        if (Number.isNaN(x)) continue;
        const dx = x - mean;
        const dy = ry[i]! - mean;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
      }
      return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
    });
  });
}

export interface IcStats {
  /** Months with an IC. */
  months: number;
  meanIc: number | null;
  standardError: number | null;
  /** meanIc / standardError. */
  tStat: number | null;
  /** Share of months with a positive IC. */
  positiveShare: number | null;
}

export interface IcSummary extends IcStats {
  horizon: number;
  /** Formation dates up to the in-sample end, and after it. */
  inSample: IcStats;
  later: IcStats;
}

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;

/** Newey–West lag for a horizon of `h` months (ADR 032): the overlap h − 1, at least 1. */
export const icLag = (h: number) => Math.max(1, h - 1);

function statsOf(ics: readonly number[], lag: number): IcStats {
  const months = ics.length;
  if (months === 0)
    return { months, meanIc: null, standardError: null, tStat: null, positiveShare: null };
  const meanIc = ics.reduce((a, b) => a + b, 0) / months;
  const se = months > 1 ? neweyWestStandardError(ics, lag) : null;
  return {
    months,
    meanIc,
    standardError: se,
    tStat: se !== null && se > 0 ? meanIc / se : null,
    positiveShare: ics.filter((x) => x > 0).length / months,
  };
}

/** The summary of one signal's monthly ICs at one horizon (months without an IC left out). */
export function summariseIcs(
  series: readonly { date: string; ic: number | null }[],
  horizon: number,
  inSampleEnd: string,
): IcSummary {
  const lag = icLag(horizon);
  const all = series.filter((s): s is { date: string; ic: number } => s.ic !== null);
  return {
    horizon,
    ...statsOf(
      all.map((s) => s.ic),
      lag,
    ),
    inSample: statsOf(
      all.filter((s) => s.date <= inSampleEnd).map((s) => s.ic),
      lag,
    ),
    later: statsOf(
      all.filter((s) => s.date > inSampleEnd).map((s) => s.ic),
      lag,
    ),
  };
}

// ---- The signals measured and the run's accumulator -------------------------------------------

/**
 * The universes the ICs are measured over at each date: S&P 500 members, every company scored,
 * the investable universe (ADR 049), and the size bands of every company scored by market value
 * at that date (large ≥ $10 B, mid $2–10 B, small $300 M–$2 B, micro below).
 */
export const IC_UNIVERSES = [
  'sp500',
  'all',
  'investable',
  'large',
  'mid',
  'small',
  'micro',
] as const;
export type IcUniverse = (typeof IC_UNIVERSES)[number];

export interface IcSignal {
  /** A metric id, a factor id, `evidentScore` (fixed weights) or `walkForwardScore`. */
  id: string;
  kind: 'metric' | 'factor' | 'score';
  /** Metrics: the factor whose direction ranks it (a lower-is-better metric is negated). */
  factor?: FactorId;
  sign: 1 | -1;
}

/** Every metric a factor uses (once, in its first factor's direction), the factors, the scores. */
export function icSignals(): IcSignal[] {
  const seen = new Set<MetricId>();
  const metrics: IcSignal[] = [];
  for (const f of FACTOR_IDS) {
    for (const fm of FACTORS[f].metrics) {
      if (seen.has(fm.id)) continue;
      seen.add(fm.id);
      metrics.push({
        id: fm.id,
        kind: 'metric',
        factor: f,
        sign: fm.direction === 'lower' ? -1 : 1,
      });
    }
  }
  return [
    ...FACTOR_IDS.map((f): IcSignal => ({ id: f, kind: 'factor', sign: 1 })),
    { id: 'evidentScore', kind: 'score', sign: 1 },
    { id: 'walkForwardScore', kind: 'score', sign: 1 },
    ...metrics,
  ];
}

export interface SignalIcs {
  id: string;
  kind: IcSignal['kind'];
  factor: FactorId | null;
  /** One per horizon of IC_HORIZONS. */
  horizons: IcSummary[];
}

export interface InformationCoefficients {
  horizons: number[];
  minCompanies: number;
  inSampleEnd: string;
  /** `averageCompanies`: the mean number of companies the universe held at a date. */
  universes: { universe: IcUniverse; averageCompanies: number | null; signals: SignalIcs[] }[];
  /** Each month's IC of each factor and score at 12 months over S&P 500 members (the chart). */
  series12: { date: string; ics: Record<string, number | null> }[];
}

/**
 * Collects each month's ICs during a backtest run and summarises them at the end. `add` takes,
 * for one universe at one date, each signal's values and each horizon's forward returns over the
 * same companies (NaN = missing; a horizon not yet measurable is all NaN).
 */
export class IcAccumulator {
  readonly signals = icSignals();
  /** [universe][signal][horizon] → the months' ICs. */
  private readonly series = new Map<IcUniverse, { date: string; ic: number | null }[][][]>(
    IC_UNIVERSES.map((u) => [u, this.signals.map(() => IC_HORIZONS.map(() => []))]),
  );

  /** [universe] → the companies of each month added. */
  private readonly counts = new Map<IcUniverse, number[]>();

  /** Adds one month; resolves to the ICs ([signal][horizon]). */
  add(
    universe: IcUniverse,
    date: string,
    signals: readonly Float64Array[],
    returns: readonly Float64Array[],
  ): (number | null)[][] {
    const ics = crossSectionIcs(signals, returns);
    const counted = this.counts.get(universe) ?? [];
    counted.push(returns[0]?.length ?? 0);
    this.counts.set(universe, counted);
    const byUniverse = this.series.get(universe)!;
    ics.forEach((row, s) => row.forEach((ic, h) => byUniverse[s]![h]!.push({ date, ic })));
    return ics;
  }

  /** Each factor's 12-month ICs over S&P 500 members so far (the walk-forward weights' input). */
  factorSeries12(): { date: string; ics: Partial<Record<FactorId, number | null>> }[] {
    const h = IC_HORIZONS.indexOf(12);
    const sp = this.series.get('sp500')!;
    const dates = sp[0]![h]!.map((x) => x.date);
    return dates.map((date, m) => ({
      date,
      ics: Object.fromEntries(
        this.signals.flatMap((sig, s) =>
          sig.kind === 'factor' ? [[sig.id, sp[s]![h]![m]!.ic]] : [],
        ),
      ),
    }));
  }

  summary(inSampleEnd: string): InformationCoefficients {
    const h12 = IC_HORIZONS.indexOf(12);
    const sp = this.series.get('sp500')!;
    const charted = this.signals.flatMap((sig, s) =>
      sig.kind === 'metric' ? [] : [[sig.id, s] as const],
    );
    return {
      horizons: [...IC_HORIZONS],
      minCompanies: IC_MIN_COMPANIES,
      inSampleEnd,
      universes: IC_UNIVERSES.map((universe) => ({
        universe,
        averageCompanies: mean(this.counts.get(universe) ?? []),
        signals: this.signals.map((sig, s) => ({
          id: sig.id,
          kind: sig.kind,
          factor: sig.factor ?? null,
          horizons: IC_HORIZONS.map((h, k) =>
            summariseIcs(this.series.get(universe)![s]![k]!, h, inSampleEnd),
          ),
        })),
      })),
      series12: (sp[0]![h12] ?? []).map(({ date }, m) => ({
        date,
        ics: Object.fromEntries(charted.map(([id, s]) => [id, sp[s]![h12]![m]!.ic])),
      })),
    };
  }
}
