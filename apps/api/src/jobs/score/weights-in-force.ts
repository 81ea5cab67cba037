import type { ScoreWeightsSource } from '@evident/contracts/methodology';
import { COMPOSITE_WEIGHTS, type CompositeWeights } from '@evident/engine/scoring/factors';
import type { Db } from '../../db/client';
import type { ScoreRunParams } from '../../db/schema';
import { latestWalkForwardWeights } from '../../modules/evidence/backtest-runs.repository';

export interface WeightsInForce {
  compositeWeights: CompositeWeights;
  source: ScoreWeightsSource;
}

const FIXED: WeightsInForce = {
  compositeWeights: COMPOSITE_WEIGHTS,
  source: { kind: 'fixed', asOf: null, months: null, backtestId: null },
};

/**
 * The composite weights a score run uses (ADR 032): the walk-forward rule's, as of the latest
 * backtest's last month end; ADR 009's fixed weights until a backtest has computed them.
 */
export async function weightsInForce(db: Db): Promise<WeightsInForce> {
  const latest = await latestWalkForwardWeights(db);
  if (!latest) return FIXED;
  return {
    compositeWeights: latest.weights.weights,
    source: {
      kind: 'walk-forward',
      asOf: latest.weights.asOf,
      months: latest.weights.months,
      backtestId: latest.backtestId,
    },
  };
}

/** The weights a stored run used (runs before ADR 032 recorded the fixed ones, or nothing). */
export function weightsOfRun(params: ScoreRunParams): CompositeWeights {
  return params.compositeWeights ?? COMPOSITE_WEIGHTS;
}

/** Whether two sets of weights are the same (to the 12th decimal). */
export function sameWeights(a: CompositeWeights, b: CompositeWeights): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof CompositeWeights>;
  return [...keys].every((k) => Math.abs((a[k] ?? 0) - (b[k] ?? 0)) < 1e-12);
}
