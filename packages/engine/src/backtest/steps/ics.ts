import type { CompanyResult } from '../../scoring/score-run';
import type { FACTOR_IDS } from '../../scoring/factors';
import { SIZE_BANDS, sizeBandOf } from '../../universe/investable';
import {
  IC_HORIZONS,
  IcAccumulator,
  type InformationCoefficients,
} from '../information-coefficients';
import { periodReturn, priced } from '../prices';
import type { BacktestRun, Rebalance } from './rebalance';

/**
 * Which metrics and factors predict returns (ADR 032 section 1)? Their information coefficients
 * at each date; the walk-forward step reads the factors' series as it grows.
 */
export function icsStep(run: BacktestRun) {
  const accumulator = new IcAccumulator();
  return {
    accumulator,
    /** `walkForward`: the walk-forward composite's percentiles at the date, if it has weights. */
    at(at: Rebalance, walkForward: ReadonlyMap<string, number> | null): void {
      measureIcs(run, accumulator, at, walkForward);
    },
    result: (): InformationCoefficients =>
      accumulator.summary(run.options.inSampleEnd ?? run.options.end),
  };
}

/**
 * One date's ICs (ADR 032 section 1) over the S&P 500 members, every company scored, the
 * investable universe and each size band (ADR 049), each with a month-end price at the date;
 * forward returns at each horizon the benchmark reaches.
 */
function measureIcs(
  { options, bySymbol, bench, liquidity }: BacktestRun,
  ics: IcAccumulator,
  { results, date, monthNow }: Rebalance,
  walkForward: ReadonlyMap<string, number> | null,
): void {
  const { eligible } = options;
  const universe = results.filter((r) => priced(bySymbol.get(r.symbol)!, monthNow));
  const sp = eligible ? universe.filter((r) => eligible(r.symbol, date)) : universe;
  const columns = (rows: readonly CompanyResult[]) => {
    const signals = ics.signals.map((sig) =>
      Float64Array.from(rows, (r) => {
        const v =
          sig.kind === 'factor'
            ? r.score.factors[sig.id as (typeof FACTOR_IDS)[number]].value
            : sig.id === 'evidentScore'
              ? r.score.evidentScoreValue
              : sig.id === 'walkForwardScore'
                ? (walkForward?.get(r.symbol) ?? null)
                : r.snapshot.values[sig.id as keyof typeof r.snapshot.values];
        return v === null || v === undefined ? Number.NaN : sig.sign * v;
      }),
    );
    const returns = IC_HORIZONS.map((h) =>
      bench.get(monthNow + h) === undefined
        ? new Float64Array(rows.length).fill(Number.NaN)
        : Float64Array.from(rows, (r) =>
            periodReturn(bySymbol.get(r.symbol)!, monthNow, monthNow + h),
          ),
    );
    return { signals, returns };
  };
  const a = columns(sp);
  ics.add('sp500', date, a.signals, a.returns);
  const b = columns(universe);
  ics.add('all', date, b.signals, b.returns);
  // The investable universe and the size bands at the date, from that date's prices (ADR 049);
  // the liquidity floor from the date the daily sessions cover (liquidity.ts).
  const investable = universe.filter((r) => liquidity.investable(r, date));
  const c = columns(investable);
  ics.add('investable', date, c.signals, c.returns);
  for (const band of SIZE_BANDS) {
    const rows = universe.filter((r) => sizeBandOf(r.snapshot.values.marketCap) === band.id);
    const d = columns(rows);
    ics.add(band.id, date, d.signals, d.returns);
  }
}
