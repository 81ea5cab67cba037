import { compositeValue } from '../../scoring/composite';
import { percentileRanks } from '../../scoring/percentile';
import type { CompanyResult } from '../../scoring/score-run';
import type { WalkForwardResult } from '../backtest';
import type { IcAccumulator } from '../information-coefficients';
import { walkForwardWeights, type WalkForwardWeights } from '../walk-forward';
import type { bucketsStep } from './buckets';
import { rebalanceByRank, scorePortfolios } from './buckets';
import { portfolioResult } from './portfolio';
import type { BacktestRun, Rebalance } from './rebalance';

/**
 * Would weights learnt only from the past do better than the fixed ones (ADR 032 section 2)? At
 * each date the factors are weighted by their ICs of windows closed by then, and the composite's
 * buckets and deciles are held from the first date with weights.
 */
export function walkForwardStep(run: BacktestRun, ics: IcAccumulator) {
  const { buckets, deciles } = scorePortfolios('Walk-forward ', -1);
  const weightsByDate: WalkForwardWeights[] = [];
  return {
    /** Holds the date's portfolios; returns the composite's percentiles, or null without weights. */
    at(at: Rebalance): Map<string, number> | null {
      let ranks: Map<string, number> | null = null;
      const w = walkForwardWeights(ics.factorSeries12(), at.date);
      if (w) {
        weightsByDate.push(w);
        ranks = walkForwardPercentiles(at.results, w);
      }
      for (const g of [...buckets, ...deciles]) {
        if (g.start < 0) {
          if (!ranks) continue;
          g.start = at.index;
        }
        rebalanceByRank(run, g, at, ranks ?? new Map());
      }
      return ranks;
    },
    /** `fixed`: the fixed weights' step, compared over the same dates. */
    result(fixed: ReturnType<typeof bucketsStep>): WalkForwardResult {
      const walkStart = buckets[0]!.start;
      return {
        start: walkStart < 0 ? null : run.dates[walkStart]!,
        buckets: walkStart < 0 ? [] : buckets.map((g) => portfolioResult(run, g)),
        deciles: walkStart < 0 ? [] : deciles.map((g) => portfolioResult(run, g)),
        fixedSameDates: walkStart < 0 ? { buckets: [], deciles: [] } : fixed.result(walkStart),
        weights: weightsByDate,
        latest: walkForwardWeights(ics.factorSeries12(), run.dates.at(-1)!),
      };
    },
  };
}

/** Percentiles (0–100) of the walk-forward composite among the companies scored at a date. */
function walkForwardPercentiles(
  results: readonly CompanyResult[],
  w: WalkForwardWeights,
): Map<string, number> {
  const composite = results.map((r) => {
    const value = compositeValue((f) => r.score.factors[f].value, w.weights);
    return value === null ? null : Math.round(value * 100) / 100;
  });
  const ranks = percentileRanks(composite, 'higher');
  const out = new Map<string, number>();
  results.forEach((r, k) => {
    const p = ranks[k];
    if (p !== null && p !== undefined) out.set(r.symbol, Math.round(p * 100) / 100);
  });
  return out;
}
