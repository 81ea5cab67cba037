import {
  extremeFifths,
  FAIR_VALUE_HORIZONS,
  medianGap,
  MIN_RANKED,
  summariseHorizon,
  type FairValueTestResult,
  type QuintileObservation,
} from '../fair-value-test';
import { mean } from '../period-stats';
import { periodReturn, priced } from '../prices';
import type { BacktestRun, Rebalance } from './rebalance';

/**
 * Does the fair value find bargains (issue 24)? At each date the eligible companies' most
 * undervalued fifth against their most overvalued fifth, 12 and 36 months on (fair-value-test.ts).
 */
export function fairValueStep(run: BacktestRun) {
  const { options, bySymbol, bench } = run;
  const observations = new Map<number, (QuintileObservation & { size: number })[]>(
    FAIR_VALUE_HORIZONS.map((h) => [h, []]),
  );
  const rankedCounts: number[] = [];
  let latestRanked: FairValueTestResult['latest'] = null;
  return {
    at({ results, date: d, monthNow }: Rebalance): void {
      const gaps = results.flatMap((r) => {
        const gap = r.fairValue?.percentageDifference ?? null;
        if (gap === null || (options.eligible && !options.eligible(r.symbol, d))) return [];
        return priced(bySymbol.get(r.symbol)!, monthNow) ? [{ symbol: r.symbol, gap }] : [];
      });
      if (gaps.length >= MIN_RANKED) {
        rankedCounts.push(gaps.length);
        latestRanked = { date: d, medianGap: medianGap(gaps), companies: gaps.length };
      }
      for (const h of FAIR_VALUE_HORIZONS) {
        // Measured only when the benchmark has the horizon's end (the data reaches that far).
        if (bench.get(monthNow + h) === undefined) continue;
        const fifths = extremeFifths(gaps, (s) =>
          periodReturn(bySymbol.get(s)!, monthNow, monthNow + h),
        );
        if (fifths) observations.get(h)!.push({ date: d, ...fifths });
      }
    },
    result: (): FairValueTestResult => ({
      horizons: FAIR_VALUE_HORIZONS.map((h) => summariseHorizon(h, observations.get(h)!)),
      rankedDates: rankedCounts.length,
      averageRanked: mean(rankedCounts),
      latest: latestRanked,
    }),
  };
}
